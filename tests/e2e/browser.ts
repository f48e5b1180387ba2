// Chromium (the Debian package) driven by playwright-core, with the flags this machine needs.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { root } from '~/vitest.shared';

export const baseURL = () => inject('baseURL');

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** One browser per test file; call at the top of the file. */
export function useBrowser() {
  const state: { browser?: Browser } = {};
  beforeAll(async () => {
    state.browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
  });
  // A failed test leaves a screenshot of every page it had open in tests/e2e/artifacts (CI keeps the log).
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail' || !state.browser) return;
    const dir = join(root, 'tests/e2e/artifacts');
    await mkdir(dir, { recursive: true });
    const name = ctx.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
    let i = 0;
    for (const context of state.browser.contexts()) {
      for (const page of context.pages()) {
        i += 1;
        await page.screenshot({ path: join(dir, `${name}-${i}.png`), fullPage: true }).catch(() => undefined);
        console.error(`failed test page ${i}: ${page.url()}`);
      }
    }
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return {
    /** A fresh browser profile (its own storage), with console errors collected; `url`: a server of the test's own. */
    async newContext(url: string = baseURL()): Promise<BrowserContext> {
      return state.browser!.newContext({ baseURL: url, viewport: { width: 1280, height: 860 } });
    },
  };
}

/** Collects console errors and uncaught page errors; `assertClean()` fails the test if any appeared. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    // a failed load names its resource only in the message's location: keep it, or a 401 says nothing of what refused
    const { url } = msg.location();
    errors.push(`console: ${msg.text()}${url && msg.text().startsWith('Failed to load resource') ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return {
    errors,
    assertClean() {
      expect(errors, 'the browser console stayed clean').toEqual([]);
    },
  };
}

let counter = 0;
/** A fresh, unique address for a new member. */
export function uniqueEmail(prefix = 'member') {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}

type MailLine = { msg?: string; to?: string; subject?: string; link?: string; time?: number };

/** Waits for the server to log a stored mail to `to` whose link contains `linkPart`; returns the link. */
export async function waitForMailLink(to: string, linkPart: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const text = await readFile(inject('serverLog'), 'utf8');
    const links = text
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => {
        try {
          return JSON.parse(l) as MailLine;
        } catch {
          return {} as MailLine;
        }
      })
      .filter((m) => m.msg === 'mail stored' && m.to === to && m.link?.includes(linkPart))
      .map((m) => m.link!);
    if (links.length > 0) return links[links.length - 1];
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} with a link containing ${linkPart}`);
}
