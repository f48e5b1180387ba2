// The community forum in Chromium (issue 17): a member writes a topic in the editor (an emoji picked after a colon, a
// link, a YouTube embed); another member finds it by search, follows it, replies to the post and votes; the author sees
// both live and gets a notification; an admin locks the topic and deletes the reply, which the replier sees live; the
// post's public page opens signed out and a missing one lands on /not-found; the forum's cookie session is opened,
// renewed after the access token expired, and cleared on logout. axe runs on every forum page at 1280 and 480 px.
import AxeBuilder from '@axe-core/playwright';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FORUM_WEB } from '~/common/messages';
import { root } from '~/vitest.shared';
import { ADMIN, registerMember, type Member } from './api';
import { useBrowser, watchConsole } from './browser';
import { expectPath, logIn, logOut } from './flows';

const browser = useBrowser();
const SHOTS = join(root, 'tests/e2e/artifacts');
const WIDTHS = [1280, 480];
const FORUM_COOKIE = 'forum_session';

async function signedIn(who: { username: string; password: string }, path = '/home', width = 1280): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 860 });
  await logIn(page, who.username, who.password);
  await expectPath(page, '/home');
  if (path !== '/home') await page.goto(path);
  return page;
}

async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `forum-${name}.png`), fullPage: true });
}

async function seriousViolations(page: Page) {
  // the 8 s tokens renew the live socket and re-query every few seconds: on a loaded machine the network may never rest
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  // the embed's frame is YouTube's page (unreachable here), not ours
  const result = await new AxeBuilder({ page: page as never }).exclude('iframe').analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The number on the bell's badge; 0 when there is none. */
async function bellBadge(page: Page): Promise<number> {
  const described = await page.getByRole('button', { name: 'Notifications', exact: true }).getAttribute('aria-describedby');
  if (!described) return 0;
  return Number(/\d+/.exec((await page.locator(`[id="${described}"]`).textContent()) ?? '')?.[0] ?? 0);
}

/** Closes the pages a test opened once it passed (a failed test keeps them for its screenshots): their live sockets
 *  would otherwise keep renewing beside the next tests. */
const close = (...pages: Page[]) => Promise.all(pages.map((p) => p.context().close()));

const forumCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === FORUM_COOKIE);
const postBy = (page: Page, name: string): Locator => page.getByRole('article', { name: `Post by ${name}` });
/** the post's own votes (its thread's replies are nested inside the article) */
const votesOf = (post: Locator) => post.getByTestId('post-votes').first();

/**
 * The embed's frame loads YouTube, which is not reachable from this machine: its load errors are not ours. The suite's
 * access tokens live 8 s: a request sent with an expired one is answered 401 and refreshed once (spec §4), and Chromium
 * logs that answer too.
 */
// the box has no internet, so the players' own loads fail; a Content-Security-Policy refusal is ours and counts
const ours = (errors: string[]) =>
  errors.filter(
    (e) => /Content Security Policy|Refused to/i.test(e) || !/youtube|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED|ERR_CONNECTION|status of 401 \(Unauthorized\)/i.test(e),
  );

/** Clicks a control on a page that shows an embed. Chromium routes a click by the hit-test data of the last compositor
 * frame; right after the scroll that brings the control into view, a cross-origin player frame can still be listed
 * where it was before, and the click goes to it. Two animation frames after the scroll, the data is current. */
async function clickBesidePlayers(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  await control.page().evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await control.click();
}

/** The text the editor itself holds as selected ('' for a caret). Lexical reads the DOM selection on `selectionchange`
 * events, which on a loaded box can trail the key presses; a key pressed before then acts on the older selection. */
const editorSelection = (editor: Locator) =>
  editor.evaluate((root) => {
    const lexical = (root as unknown as { __lexicalEditor: { getEditorState(): { read<T>(fn: () => T): T; _selection: { getTextContent(): string } | null } } }).__lexicalEditor;
    const state = lexical.getEditorState();
    return state.read(() => state._selection?.getTextContent() ?? null);
  });

describe('the community forum', () => {
  let alice: Member;
  let bruno: Member;
  let title = '';
  let topicPath = '';
  let mainPid = '';

  it('a member writes a topic with an emoji picked after a colon, a link and a YouTube embed', async () => {
    [alice, bruno] = await Promise.all([registerMember({ verified: true, firstName: 'Alice' }), registerMember({ verified: true, firstName: 'Bruno' })]);
    const a = await signedIn(alice);
    const watch = watchConsole(a);
    // /home's community card leads to the forum
    await a.getByRole('link', { name: 'Open the community' }).click();
    await expectPath(a, '/community');
    await a.getByRole('region', { name: FORUM_WEB.guidelineTitle }).waitFor();
    await a.getByRole('button', { name: 'I accept the guidelines' }).click();
    await a.getByRole('button', { name: 'New topic' }).click();

    title = `Discovery questions that open buyers up ${Date.now().toString(36)}`;
    await a.getByLabel('Title').fill(title);
    await a.getByLabel('Category', { exact: true }).selectOption({ label: 'Sales craft' });
    const editor = a.getByRole('textbox', { name: 'Your post' });
    await editor.click();
    await a.keyboard.type('My favourite opener :smil');
    // spec §9: at most 10 suggestions, after a colon
    const suggestions = a.getByRole('listbox', { name: 'Emoji suggestions' });
    await suggestions.waitFor();
    const options = suggestions.getByRole('option');
    expect(await options.count()).toBeGreaterThan(0);
    expect(await options.count()).toBeLessThanOrEqual(10);
    const emoji = ((await options.first().locator('span').first().textContent()) ?? '').trim();
    expect(emoji).not.toBe('');
    await options.first().click();
    await a.keyboard.type(' and our playbook');
    for (let i = 0; i < 'playbook'.length; i++) await a.keyboard.press('Shift+ArrowLeft');
    await expect.poll(() => editorSelection(editor)).toBe('playbook');
    // the editor reads the selection from selectionchange events; on a loaded box they can trail the key presses
    await expect.poll(() => a.evaluate(() => document.getSelection()?.toString())).toBe('playbook');
    await a.getByRole('button', { name: 'Link', exact: true }).click();
    // spec §5: web-address-like text gets https://
    await a.getByLabel('Link address').fill('example.com/playbook');
    await a.getByRole('button', { name: 'Apply link' }).click();
    await editor.locator('a[href="https://example.com/playbook"]').waitFor();
    await editor.press('End');
    // Enter on a selection that still holds "playbook" would replace it
    await expect.poll(() => editorSelection(editor)).toBe('');
    await editor.press('Enter');
    await a.getByRole('button', { name: 'Embed', exact: true }).click();
    await a.getByLabel('Video or post address').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await a.getByRole('button', { name: 'Insert embed' }).click();
    await shot(a, 'composer-1280');
    await clickBesidePlayers(a.getByRole('button', { name: 'Post topic' }));

    await a.waitForURL(/\/community\/topic\/\d+$/, { timeout: 15_000 });
    topicPath = new URL(a.url()).pathname;
    await a.getByRole('heading', { level: 1, name: title }).waitFor();
    const main = postBy(a, 'Alice Lovelace');
    mainPid = (await main.getAttribute('data-pid'))!;
    await expect.poll(() => main.innerText()).toContain(emoji);
    expect(await main.locator('a[href="https://example.com/playbook"]').textContent()).toBe('playbook');
    expect(await main.locator('iframe[src^="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]').count()).toBe(1);
    // the author follows her topic (NodeBB's followTopicsOnCreate)
    await a.getByRole('button', { name: 'Unfollow' }).waitFor();
    await shot(a, 'topic-1280');
    expect(ours(watch.errors)).toEqual([]);
    await close(a);
  });

  it('another member finds it, follows, replies to the post and votes: the author sees both live and is notified', async () => {
    const a = await signedIn(alice, topicPath);
    await postBy(a, 'Alice Lovelace').waitFor();
    const badgeBefore = await bellBadge(a);

    const b = await signedIn(bruno, '/community');
    const watch = watchConsole(b);
    await b.getByRole('button', { name: 'I accept the guidelines' }).click();
    await b.getByRole('searchbox', { name: 'Search the community' }).fill(title.split(' ').at(-1)!);
    await b.getByRole('button', { name: 'Search', exact: true }).click();
    const results = b.getByRole('region', { name: 'Search results' });
    await results.getByRole('link', { name: title }).click();
    await expectPath(b, topicPath);

    await clickBesidePlayers(b.getByRole('button', { name: 'Follow', exact: true }));
    await b.getByRole('button', { name: 'Unfollow' }).waitFor();
    expect(await b.getByRole('button', { name: 'Unfollow' }).getAttribute('aria-pressed')).toBe('true');

    const main = postBy(b, 'Alice Lovelace');
    await clickBesidePlayers(main.getByRole('button', { name: 'Reply', exact: true }).first());
    await b.getByRole('heading', { name: "Reply to Alice Lovelace's post" }).waitFor();
    await clickBesidePlayers(b.getByRole('textbox', { name: 'Your reply to the post' }));
    await b.keyboard.type('Ask what happens if they do nothing :)');
    await clickBesidePlayers(b.getByRole('button', { name: 'Post reply' }));
    // the reply is threaded under the post it answers
    await main.getByRole('article', { name: 'Post by Bruno Lovelace' }).waitFor();
    await votesOf(main).waitFor();
    await clickBesidePlayers(main.getByRole('button', { name: 'Upvote' }).first());
    await expect.poll(() => votesOf(main).textContent()).toBe('1');

    // Alice sees the reply and the vote without a reload
    const aMain = postBy(a, 'Alice Lovelace');
    const reply = aMain.getByRole('article', { name: 'Post by Bruno Lovelace' });
    await reply.waitFor({ timeout: 15_000 });
    expect(await reply.innerText()).toContain('Ask what happens if they do nothing 🙂');
    await expect.poll(() => votesOf(aMain).textContent(), { timeout: 15_000 }).toBe('1');
    // and the bell tells her of the reply to her post
    await expect.poll(() => bellBadge(a), { timeout: 20_000 }).toBeGreaterThan(badgeBefore);
    await shot(a, 'topic-live-1280');
    expect(ours(watch.errors)).toEqual([]);
    await close(a, b);
  });

  it('an admin locks the topic and deletes the reply: the member sees both live', async () => {
    const b = await signedIn(bruno, topicPath);
    const reply = postBy(b, 'Bruno Lovelace');
    await reply.waitFor();
    await b.getByRole('heading', { name: 'Reply to the topic' }).waitFor();

    const admin = await signedIn(ADMIN, topicPath);
    await clickBesidePlayers(admin.getByRole('button', { name: 'Lock', exact: true }));
    await admin.getByRole('button', { name: 'Unlock' }).waitFor();
    const adminReply = postBy(admin, 'Bruno Lovelace');
    await clickBesidePlayers(adminReply.getByRole('button', { name: 'Delete', exact: true }));
    await clickBesidePlayers(adminReply.getByRole('button', { name: 'Confirm delete' }));
    await adminReply.getByText('This post was deleted.').waitFor();

    await b.getByText('This topic is locked: no new replies.').waitFor({ timeout: 15_000 });
    await reply.getByText('This post was deleted.').waitFor({ timeout: 15_000 });
    expect(await b.getByRole('heading', { name: 'Reply to the topic' }).count()).toBe(0);
    await shot(b, 'topic-moderated-1280');
    await close(admin, b);
  });

  it('the post page opens signed out; a missing post lands on /not-found', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`/post/${mainPid}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await postBy(page, 'Alice Lovelace').waitFor();
    await page.getByRole('link', { name: 'Log in to join the discussion' }).waitFor();
    await shot(page, 'post-public-1280');
    await page.goto('/post/999999');
    await expectPath(page, '/not-found');
    await page.goto('/post/not-a-number');
    await expectPath(page, '/not-found');
    await close(page);
  });

  it('opens the forum session as an HttpOnly cookie, renews it once the access token expired, clears it on logout', async () => {
    const a = await signedIn(alice, '/community');
    const context = a.context();
    await expect.poll(async () => (await forumCookie(context))?.value ?? null, { timeout: 15_000 }).not.toBeNull();
    const first = (await forumCookie(context))!;
    expect(first).toMatchObject({ httpOnly: true, path: '/forum', sameSite: 'Lax' });
    // the e2e access tokens live 8 s: the cookie's session has expired by then, and the next forum page logs in again
    await a.waitForTimeout(9_000);
    await a.goto(topicPath);
    await expect.poll(async () => (await forumCookie(context))?.value, { timeout: 20_000 }).not.toBe(first.value);
    await expect.poll(() => a.evaluate(() => localStorage.getItem('forumUserSlug'))).toMatch(/^[0-9a-f-]{36}$/);
    await logOut(a);
    await expectPath(a, '/login');
    await expect.poll(async () => (await forumCookie(context)) ?? null).toBeNull();
    expect(await a.evaluate(() => localStorage.getItem('forumUserSlug'))).toBeNull();
    await close(a);
  });

  it.each(WIDTHS)('has no serious axe violation on the forum pages at %ipx', async (width) => {
    const page = await signedIn(alice, '/home', width);
    const found: string[] = [];
    for (const path of ['/home', '/community', topicPath]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      if (path === topicPath) await postBy(page, 'Alice Lovelace').waitFor();
      if (path === '/community') await page.getByRole('link', { name: title }).first().waitFor();
      found.push(...(await seriousViolations(page)).map((v) => `${path}: ${v}`));
      await shot(page, `${path === topicPath ? 'topic' : path.slice(1)}-${width}`);
    }
    const anonymous = await (await browser.newContext()).newPage();
    await anonymous.setViewportSize({ width, height: 860 });
    await anonymous.goto(`/post/${mainPid}`);
    await anonymous.getByRole('heading', { level: 1, name: title }).waitFor();
    found.push(...(await seriousViolations(anonymous)).map((v) => `/post: ${v}`));
    await shot(anonymous, `post-public-${width}`);
    expect(found).toEqual([]);
    await close(page, anonymous);
  });
});
