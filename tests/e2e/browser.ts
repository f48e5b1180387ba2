// Chromium (the Debian package) driven by playwright-core, with the flags this machine needs.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, inject } from 'vitest';

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
  afterAll(async () => {
    await state.browser?.close();
  });
  return {
    /** A fresh browser profile (its own storage), with console errors collected. */
    async newContext(): Promise<BrowserContext> {
      return state.browser!.newContext({ baseURL: baseURL(), viewport: { width: 1280, height: 860 } });
    },
  };
}

/** Collects console errors and uncaught page errors; `assertClean()` fails the test if any appeared. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
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
