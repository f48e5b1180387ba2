// Chat between two members in two browsers (issue 16): a message arrives live with the badge and the title count,
// reading it shows Read to its author, messages sent while the reader is offline all arrive once and in order, an
// image attachment arrives, typing shows, a message that failed to send waits with the member's draft while they look
// elsewhere, and a blocked member cannot start a chat (the error toast, spec §8).
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHAT } from '~/common/messages';
import { root } from '~/vitest.shared';
import { gql, registerMember, type Member } from './api';
import { useBrowser, watchConsole } from './browser';
import { expectPath, logIn, untilAccessTokenExpiresWithin } from './flows';

const browser = useBrowser();
const PNG = join(root, 'tests/e2e/fixtures/chat-dot.png');
const SHOTS = join(root, 'tests/e2e/artifacts');

async function uuidOf(member: Member): Promise<string> {
  const me = await gql<{ me: { uuid: string } }>('{ me { uuid } }', {}, member.accessToken);
  return me.data!.me.uuid;
}

async function signedIn(member: Member, path = '/home', width = 1280): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 860 });
  await logIn(page, member.username, member.password);
  await expectPath(page, '/home');
  if (path !== '/home') await page.goto(path);
  return page;
}

/** The texts of the messages shown, in order. */
const bodies = (page: Page) =>
  page.getByTestId('chat-message').evaluateAll((nodes) => nodes.map((n) => (n.firstElementChild as HTMLElement | null)?.innerText ?? ''));

async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
}

/** the conversation's messages as stored, read through the API by a participant */
async function storedBodies(sid: string, accessToken: string): Promise<string[]> {
  const history = await gql<{ chatMessages: { messages: { body: string }[] } }>(
    'query ($sid: ID!) { chatMessages(conversationSid: $sid) { messages { body } } }',
    { sid },
    accessToken,
  );
  return history.data!.chatMessages.messages.map((m) => m.body);
}

async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `chat-${name}.png`) });
}

describe('chat between two members', () => {
  it('a message arrives live, is read, survives going offline, carries an image', async () => {
    const alice = await registerMember({ verified: true, firstName: 'Alice' });
    const bruno = await registerMember({ verified: true, firstName: 'Bruno' });
    const brunoUUID = await uuidOf(bruno);

    const b = await signedIn(bruno, '/chat');
    const bConsole = watchConsole(b);
    await b.getByText('No conversations yet').waitFor();
    await shot(b, 'empty-1280');

    // Alice starts the conversation from Bruno's profile and writes
    const a = await signedIn(alice, `/users/${brunoUUID}`);
    const aConsole = watchConsole(a);
    await a.getByRole('button', { name: 'Message Bruno Lovelace' }).click();
    await a.waitForURL(/\/chat\/CH/);
    await a.getByRole('textbox', { name: 'Message' }).waitFor();
    // typing shows on the other side
    await b.goto('/home');
    await send(a, 'Hello Bruno :)');
    await a.getByTestId('chat-message').filter({ hasText: 'Hello Bruno 🙂' }).waitFor();

    // Bruno sees it live: the badge and the title count
    await expect.poll(() => b.getByTestId('chat-unread-badge').textContent(), { timeout: 15_000 }).toBe('1');
    await expect.poll(() => b.title()).toMatch(/^\(1\) /);

    // Bruno opens it; Alice sees Read
    await b.getByRole('link', { name: /^Chat, 1 unread$/ }).click();
    // other test files' members share the name and show on /home's forum feed, which stays on screen until the
    // lazy /chat page has loaded: look for Alice in the conversation list only
    await expectPath(b, '/chat');
    await b.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Alice Lovelace/ }).click();
    await b.getByTestId('chat-message').filter({ hasText: 'Hello Bruno 🙂' }).waitFor();
    // the header names who is in it, the viewer last as "You"
    await b.getByRole('main').getByText('Alice Lovelace, You', { exact: true }).waitFor();
    await expect.poll(() => a.getByTestId('chat-status').last().textContent(), { timeout: 15_000 }).toBe('Read');
    await expect.poll(() => b.getByTestId('chat-unread-badge').count()).toBe(0);
    await expect.poll(() => b.title()).not.toMatch(/^\(/);

    // typing shows on Bruno's side while Alice types
    // (typing is ephemeral: a signal sent while the socket reconnects is lost, so Alice keeps typing)
    let typed = 'I am writ';
    await expect
      .poll(
        async () => {
          typed += 'i';
          await a.getByRole('textbox', { name: 'Message' }).fill(typed);
          return b.getByText('Alice Lovelace is typing…').count();
        },
        { timeout: 20_000, interval: 3500 },
      )
      .toBe(1);
    await a.getByRole('textbox', { name: 'Message' }).fill('');

    // Bruno goes offline while Alice sends three messages; back online, he sees all three once, in order
    const cdp = await b.context().newCDPSession(b);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    for (const text of ['one', 'two', 'three']) {
      await send(a, text);
      await a.getByTestId('chat-message').filter({ hasText: new RegExp(`^${text}`) }).first().waitFor();
    }
    await b.waitForTimeout(1500);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await b.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(async () => (await bodies(b)).slice(-3), { timeout: 30_000 }).toEqual(['one', 'two', 'three']);
    const all = await bodies(b);
    expect(all).toEqual(['Hello Bruno 🙂', 'one', 'two', 'three']);

    // an image attachment arrives, sent as Alice's access token is about to expire (it is refreshed first: no 401)
    await untilAccessTokenExpiresWithin(a, 1_000);
    await a.getByTestId('chat-file-input').setInputFiles(PNG);
    await a.getByRole('button', { name: 'Remove chat-dot.png' }).waitFor({ timeout: 15_000 });
    await a.getByRole('button', { name: 'Send' }).click();
    const image = b.getByRole('img', { name: 'chat-dot.png' });
    await image.waitFor({ timeout: 15_000 });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 }).toBe(8);

    // a long message wraps inside its bubble at both widths
    await send(a, `A long message ${'that keeps going '.repeat(30)}and a very long word ${'x'.repeat(120)}`);
    await b.getByTestId('chat-message').filter({ hasText: /^A long message/ }).waitFor();
    await shot(b, 'conversation-1280');
    await b.setViewportSize({ width: 480, height: 860 });
    await shot(b, 'conversation-480');
    await b.goto('/chat');
    const aliceInList = b.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Alice Lovelace/ });
    await aliceInList.waitFor();
    await shot(b, 'list-480');
    expect(await b.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(480);

    // messages written quickly, one after another, keep the order they were written in
    const burst = Array.from({ length: 8 }, (_, i) => `burst ${i}`);
    for (const text of burst) await send(a, text);
    await aliceInList.click();
    await expect.poll(async () => (await bodies(b)).filter((t) => t.startsWith('burst ')), { timeout: 30_000 }).toEqual(burst);

    aConsole.assertClean();
    // Chromium itself logs the socket it could not open while the test held Bruno offline; nothing else may show
    const offlineNoise = /WebSocket connection to .* failed: .*ERR_INTERNET_DISCONNECTED/;
    expect(bConsole.errors.filter((line) => !offlineNoise.test(line)), 'the browser console stayed clean').toEqual([]);
    await a.context().close();
    await b.context().close();
  });

  it('a member starts a named group conversation, edits and deletes their message, and the others see it live', async () => {
    const mona = await registerMember({ verified: true, firstName: 'Monique' });
    const nils = await registerMember({ verified: true, firstName: 'Nilsson' });
    await registerMember({ verified: true, firstName: 'Olegario' });

    const n = await signedIn(nils, '/chat');
    await n.getByText('No conversations yet').waitFor();
    const m = await signedIn(mona, '/chat');
    const mConsole = watchConsole(m);

    // the form says what is missing before anything is sent
    await m.getByRole('button', { name: 'New group' }).click();
    const dialog = m.getByRole('dialog', { name: 'New group conversation' });
    await dialog.getByRole('button', { name: 'Create conversation' }).click();
    await dialog.getByText(CHAT.friendlyNameRequired).waitFor();
    await dialog.getByText(CHAT.participantsRequired).waitFor();

    await dialog.getByRole('textbox', { name: 'Conversation name' }).fill('Deal desk');
    for (const name of ['Nilsson', 'Olegario']) {
      await dialog.getByRole('textbox', { name: 'Add members' }).fill(name);
      await dialog.getByRole('button', { name: `Add ${name} Lovelace` }).click();
    }
    await dialog.getByRole('button', { name: 'Remove Olegario Lovelace' }).waitFor();
    await shot(m, 'new-group-1280');
    await dialog.getByRole('button', { name: 'Create conversation' }).click();
    await m.waitForURL(/\/chat\/CH/);
    await m.getByRole('heading', { name: 'Deal desk' }).waitFor();

    // Nils sees the new conversation arrive without a reload, and opens it
    await n.getByRole('link', { name: /Deal desk/ }).click();
    await n.getByRole('heading', { name: 'Deal desk' }).waitFor();

    await send(m, 'Proposal goes out at 10');
    await n.getByTestId('chat-message').filter({ hasText: 'Proposal goes out at 10' }).waitFor();

    // Monique edits her message in place: Nils sees the new text, marked edited
    const own = m.getByTestId('chat-message').filter({ hasText: 'Proposal goes out at 10' });
    await own.getByRole('button', { name: 'Message options' }).click();
    await m.getByRole('menuitem', { name: 'Edit' }).click();
    // the edit box takes the caret, so she types at once
    await expect.poll(() => m.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Edit message');
    await m.getByRole('textbox', { name: 'Edit message' }).fill('Proposal goes out at 11');
    await m.getByRole('textbox', { name: 'Edit message' }).press('Enter');
    const edited = n.getByTestId('chat-message').filter({ hasText: 'Proposal goes out at 11' });
    await edited.waitFor({ timeout: 15_000 });
    await edited.getByText('edited').waitFor();
    // a second edit in the same page takes the caret too (the autofocus attribute is honoured once per page)
    await m.getByTestId('chat-message').filter({ hasText: 'Proposal goes out at 11' }).getByRole('button', { name: 'Message options' }).click();
    await m.getByRole('menuitem', { name: 'Edit' }).click();
    await expect.poll(() => m.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Edit message');
    await m.keyboard.press('Escape');
    await m.getByRole('textbox', { name: 'Edit message' }).waitFor({ state: 'detached' });
    // the whole old text: a message's time reads "… at 10:15 AM"
    expect(await n.getByTestId('chat-message').filter({ hasText: 'Proposal goes out at 10' }).count()).toBe(0);
    await shot(n, 'edited-1280');

    // …then deletes it: it keeps its place and shows as deleted to both
    await m.getByTestId('chat-message').filter({ hasText: 'Proposal goes out at 11' }).getByRole('button', { name: 'Message options' }).click();
    await m.getByRole('menuitem', { name: 'Delete' }).click();
    await m.getByRole('alertdialog', { name: 'Delete this message?' }).getByRole('button', { name: 'Delete' }).click();
    await n.getByTestId('chat-message').filter({ hasText: CHAT.messageDeleted }).waitFor({ timeout: 15_000 });
    await m.getByTestId('chat-message').filter({ hasText: CHAT.messageDeleted }).waitFor();
    expect(await n.getByTestId('chat-message').count()).toBe(1);
    // nobody edits or deletes someone else's message: Nils has no options on it
    expect(await n.getByRole('button', { name: 'Message options' }).count()).toBe(0);
    await shot(n, 'deleted-1280');

    mConsole.assertClean();
    await m.context().close();
    await n.context().close();
  });

  it('a message that failed to send and a half-written reply wait where they were written while the member looks elsewhere or reloads', async () => {
    const kim = await registerMember({ verified: true, firstName: 'Kim' });
    const leo = await registerMember({ verified: true, firstName: 'Leo' });
    const started = await gql<{ startChat: { sid: string } }>('mutation ($p: [ID!]!) { startChat(participants: $p) { sid } }', { p: [await uuidOf(leo)] }, kim.accessToken);
    const sid = started.data!.startChat.sid;

    const page = await signedIn(kim, `/chat/${sid}`);
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.waitFor();
    // the send fails: the browser is offline
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await send(page, 'Are we still on for 10?');
    const failed = page.getByTestId('chat-message').filter({ hasText: 'Are we still on for 10?' });
    await failed.getByTestId('chat-status').filter({ hasText: 'Failed' }).waitFor({ timeout: 15_000 });
    await page.getByRole('alert').first().waitFor();
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await box.fill('Also, bring the deck');

    // the member looks elsewhere and comes back: the list says which conversation holds an unsent message
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Network' }).click();
    await expectPath(page, '/my-network');
    await page.getByRole('link', { name: /^Chat/ }).click();
    await expectPath(page, '/chat');
    const row = page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Leo Lovelace/ });
    await row.getByText('Not sent').waitFor();
    await shot(page, 'not-sent-1280');
    await row.click();
    await failed.getByTestId('chat-status').filter({ hasText: 'Failed' }).waitFor();
    await expect.poll(() => box.inputValue()).toBe('Also, bring the deck');
    // and after a reload of the page (the tab keeps them)
    await page.reload();
    await failed.getByTestId('chat-status').filter({ hasText: 'Failed' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => box.inputValue()).toBe('Also, bring the deck');

    // Retry sends it once; the draft is still the member's to finish
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => failed.getByTestId('chat-status').textContent(), { timeout: 15_000 }).toMatch(/^(Sent|Delivered)$/);
    await expect.poll(() => row.getByText('Not sent').count()).toBe(0);
    expect(await storedBodies(sid, leo.accessToken)).toEqual(['Are we still on for 10?']);
    expect(await box.inputValue()).toBe('Also, bring the deck');

    // a send the member thinks better of: Discard drops it, and the caret is back in the message box
    await cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await send(page, 'Never mind');
    const second = page.getByTestId('chat-message').filter({ hasText: 'Never mind' });
    await second.getByTestId('chat-status').filter({ hasText: 'Failed' }).waitFor({ timeout: 15_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await row.getByText('Not sent').waitFor();
    await second.getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => second.count()).toBe(0);
    await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => row.getByText('Not sent').count()).toBe(0);
    expect(await storedBodies(sid, leo.accessToken)).toEqual(['Are we still on for 10?']);
    await page.context().close();
  });

  it('a member who was blocked cannot start a chat: the error toast says so', async () => {
    const carla = await registerMember({ verified: true, firstName: 'Carla' });
    const dan = await registerMember({ verified: true, firstName: 'Dan' });
    const carlaUUID = await uuidOf(carla);
    const danUUID = await uuidOf(dan);
    expect((await gql('mutation ($uuid: ID!) { blockUser(uuid: $uuid) { uuid } }', { uuid: carlaUUID }, dan.accessToken)).errors).toBeUndefined();

    const page = await signedIn(carla, `/users/${danUUID}`);
    await page.getByRole('button', { name: 'Message Dan Lovelace' }).click();
    await page.getByRole('alert').filter({ hasText: CHAT.blocked }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/users/${danUUID}`);
    await shot(page, 'error-1280');
    await page.context().close();
  });

  it('the list sorts by latest message and fits a narrow screen', async () => {
    const erin = await registerMember({ verified: true, firstName: 'Erin' });
    const others = await Promise.all(['Finn', 'Gail', 'Hugo', 'Ines', 'Jon', 'Kai', 'Lea'].map((firstName) => registerMember({ firstName })));
    for (const other of others) {
      const started = await gql<{ startChat: { sid: string } }>(
        'mutation ($p: [ID!]!) { startChat(participants: $p) { sid } }',
        { p: [await uuidOf(erin)] },
        other.accessToken,
      );
      await gql('mutation ($sid: ID!, $body: String) { sendChatMessage(conversationSid: $sid, body: $body) { sid } }', { sid: started.data!.startChat.sid, body: `Hi Erin, ${other.firstName} here` }, other.accessToken);
    }
    const page = await signedIn(erin, '/chat', 480);
    const items = page.getByRole('list', { name: 'Conversations' }).getByRole('link');
    await expect.poll(() => items.count(), { timeout: 15_000 }).toBe(7);
    // latest first: Lea wrote last
    expect(await items.first().textContent()).toContain('Lea Lovelace');
    expect(await page.getByTestId('chat-unread-badge').textContent()).toBe('7');
    await shot(page, 'long-list-480');
    await page.setViewportSize({ width: 1280, height: 860 });
    await shot(page, 'long-list-1280');
    await page.context().close();
  });
});
