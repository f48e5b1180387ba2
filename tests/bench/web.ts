// `npm run bench:web`: the web app on a mid-tier phone (issue 21). Starts the product as the e2e suite does
// (production, fresh data, the built dist/web — run `npm run build` first), then drives Chromium through CDP
// with 4× CPU throttling, 1.6 Mbps down / 750 kbps up / 150 ms RTT and a 412 px viewport, every load cold
// (cache disabled). Per route, the median of RUNS loads of LCP, CLS, the slowest interaction (Event Timing
// entries, or click → next paint when longer) and the JavaScript transferred before the page settled.
// Printed beside the goals, never asserted: timings on a shared 2-core machine are for reading, not for failing.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { startProduct, BENCH_SEED_PASSWORD } from '~/tests/bench/product';
import { FIRST_ROUTE_MODULES, firstRouteGzipKiB } from '~/tests/budget/firstRoute';
import { root } from '~/vitest.shared';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const BUDGET_KIB = 150;
const GOALS = { lcpMs: 2500, loginLcpMs: 1500, cls: 0.05, interactionMs: 100 };
const PHONE = { width: 412, height: 915 };
const NETWORK = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const SETTLE_MS = 2500;
const VERBOSE = process.env.BENCH_WEB_VERBOSE === '1';

interface Sample {
  lcp: number;
  cls: number;
  interaction: number | null;
  jsBytes: number;
  interactions: Record<string, number>;
}

interface Route {
  path: string;
  label: string;
  signedIn: boolean;
  /** clicks measured after the page settled, by name */
  interact?: (page: Page) => Promise<string[]>;
}

// Collected in the page from its first script on: largest contentful paint, layout shifts without recent input
// (the CLS definition's session windows are not needed for loads this short: the sum is an upper bound), the
// Event Timing entries, and for every click the time to the next frame after its handlers ran.
const VITALS_SCRIPT = `
  window.__vitals = { lcp: 0, lcpElement: '', cls: 0, events: [], clicks: [] };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) {
    window.__vitals.lcp = e.startTime;
    window.__vitals.lcpElement = describe(e.element) + ' ' + e.size + 'px²';
  } }).observe({ type: 'largest-contentful-paint', buffered: true });
  const describe = (node) => !node ? '?' : node.nodeType !== 1 ? describe(node.parentElement)
    : node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + (node.getAttribute('aria-label') ? '[' + node.getAttribute('aria-label') + ']' : '')
      + (node.className && typeof node.className === 'string' ? '.' + node.className.split(' ').slice(0, 3).join('.') : '');
  const rect = (r) => Math.round(r.y) + '+' + Math.round(r.height);
  window.__vitals.shifts = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) {
    window.__vitals.cls += e.value;
    window.__vitals.shifts.push(e.value.toFixed(3) + ' @' + Math.round(e.startTime) + 'ms ' + e.sources.map((s) => describe(s.node) + ' ' + rect(s.previousRect) + '→' + rect(s.currentRect)).join(' | '));
  } }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__vitals.events.push({ name: e.name, duration: e.duration, id: e.interactionId }); })
    .observe({ type: 'event', durationThreshold: 16, buffered: true });
  window.__vitals.long = [];
  window.__vitals.dom = [];
  new MutationObserver(() => {
    const key = document.querySelector('h1') ? 'h1:' + document.querySelector('h1').textContent : document.querySelector('[role=status]') ? 'status:' + document.querySelector('[role=status]').getAttribute('aria-label') : 'other';
    const last = window.__vitals.dom[window.__vitals.dom.length - 1];
    if (!last || !last.endsWith(key)) window.__vitals.dom.push(Math.round(performance.now()) + ' ' + key);
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__vitals.long.push(Math.round(e.startTime) + '+' + Math.round(e.duration)); })
    .observe({ type: 'longtask', buffered: true });
  addEventListener('pointerdown', (event) => {
    const start = event.timeStamp;
    requestAnimationFrame(() => setTimeout(() => window.__vitals.clicks.push(performance.now() - start)));
  }, true);
`;

async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORK });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

/** Bytes of JavaScript over the wire (headers and compressed body) while `during` runs. */
async function countJs(cdp: CDPSession, during: () => Promise<void>): Promise<number> {
  const scripts = new Set<string>();
  let bytes = 0;
  const onResponse = (e: { requestId: string; type?: string; response: { mimeType: string } }) => {
    if (e.type === 'Script' || /javascript/.test(e.response.mimeType)) scripts.add(e.requestId);
  };
  const onFinished = (e: { requestId: string; encodedDataLength: number }) => {
    if (scripts.has(e.requestId)) bytes += e.encodedDataLength;
  };
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.loadingFinished', onFinished);
  try {
    await during();
  } finally {
    cdp.off('Network.responseReceived', onResponse);
    cdp.off('Network.loadingFinished', onFinished);
  }
  return bytes;
}

async function clickMeasured(page: Page, name: string, click: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    const v = (window as unknown as { __vitals: { events: unknown[]; clicks: unknown[] } }).__vitals;
    v.events = [];
    v.clicks = [];
  });
  await click();
  await page.waitForTimeout(600);
  const { events, clicks } = await page.evaluate(
    () => (window as unknown as { __vitals: { events: Array<{ duration: number }>; clicks: number[] } }).__vitals,
  );
  return Math.max(0, ...events.map((e) => e.duration), ...clicks);
}

const ROUTES: Route[] = [
  {
    path: '/login',
    label: 'cold /login',
    signedIn: false,
    interact: async (page) => [`remember-me ${await clickMeasured(page, 'remember me', () => page.getByText('Remember me').click())}`],
  },
  { path: '/home', label: '/home after login', signedIn: true },
  {
    path: '/group-hookups',
    label: '/group-hookups',
    signedIn: true,
    interact: async (page) => {
      const times: string[] = [];
      const close = page.getByRole('button', { name: 'Close the tutorial' });
      if (await close.isVisible().catch(() => false)) times.push(`tutorial ${await clickMeasured(page, 'tutorial', () => close.click())}`);
      times.push(...(await clickTabs(page)));
      return times;
    },
  },
  { path: '/timeslots', label: '/timeslots', signedIn: true, interact: clickTabs },
];

async function clickTabs(page: Page): Promise<string[]> {
  const tabs = page.getByRole('tab');
  const count = await tabs.count();
  const times: string[] = [];
  // every tab but the first, then back to the first
  for (const i of [...Array.from({ length: count }, (_, k) => k).slice(1), 0]) {
    const tab = tabs.nth(i);
    const name = (await tab.textContent())?.trim() ?? `tab ${i}`;
    await closeToasts(page);
    times.push(`${name} ${await clickMeasured(page, name, () => tab.click())}`);
  }
  return times;
}

/**
 * A live notification's toast (the seeded demo group hookup starts minutes after the product does) can sit over a tab
 * on a phone's width, and the pointer waiting on it pauses its timer: closed as a member would, it measures no click.
 */
async function closeToasts(page: Page) {
  for (const close of await page.locator('[data-scope="toast"][data-part="close-trigger"]').all()) await close.click().catch(() => {});
}

async function signIn(page: Page) {
  await page.goto('/login');
  await page.locator('input[name="username"]').fill('clara.client@demo.hookups.test');
  await page.locator('input[name="password"]').fill(BENCH_SEED_PASSWORD);
  await page.getByText('Remember me').click();
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === '/home', { timeout: 30_000 });
}

async function measure(browser: Browser, baseURL: string, route: Route): Promise<Sample> {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE,
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    if (route.signedIn) await signIn(page);
    await page.addInitScript(VITALS_SCRIPT);
    const cdp = await throttle(page);
    const jsBytes = await countJs(cdp, async () => {
      await page.goto(route.path, { waitUntil: 'load', timeout: 120_000 });
      await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
      await page.waitForTimeout(SETTLE_MS);
    });
    const { lcp, lcpElement, cls, shifts } = await page.evaluate(
      () => (window as unknown as { __vitals: { lcp: number; lcpElement: string; cls: number; shifts: string[] } }).__vitals,
    );
    // BENCH_WEB_VERBOSE=1: what moved, to find the element a skeleton must stand in for; the largest paint's element
    // and when each request of the load began and ended, to see what the largest paint waited for
    if (VERBOSE) {
      for (const shift of shifts) console.log(`  ${route.path} shift ${shift}`);
      console.log(`  ${route.path} LCP ${Math.round(lcp)} ms: ${lcpElement}`);
      const timeline = await page.evaluate(() => [
        ...performance.getEntriesByType('navigation').map((e) => `document ${Math.round(e.startTime)}–${Math.round((e as PerformanceNavigationTiming).responseEnd)}`),
        ...performance.getEntriesByType('paint').map((e) => `${e.name} ${Math.round(e.startTime)}`),
        `long tasks (start+ms) ${(window as unknown as { __vitals: { long: string[] } }).__vitals.long.join(' ')}`,
        `dom ${(window as unknown as { __vitals: { dom: string[] } }).__vitals.dom.join(' | ')}`,
        ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((e) => e.startTime < 10_000)
          .map((e) => `${new URL(e.name).pathname} ${Math.round(e.startTime)}–${Math.round(e.responseEnd)} (${e.transferSize} B)`),
      ]);
      for (const line of timeline) console.log(`    ${line}`);
    }
    const interactions: Record<string, number> = {};
    for (const entry of (await route.interact?.(page)) ?? []) {
      const at = entry.lastIndexOf(' ');
      const [name, ms] = at < 0 ? ['click', entry] : [entry.slice(0, at), entry.slice(at + 1)];
      interactions[name] = Number(ms);
    }
    const values = Object.values(interactions);
    return { lcp, cls, jsBytes, interactions, interaction: values.length ? Math.max(...values) : null };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const mark = (ok: boolean) => (ok ? 'ok  ' : 'OVER');

export async function runWebBench() {
  if (!existsSync(join(root, 'dist/web/index.html'))) throw new Error('dist/web is missing: run `npm run build` first');
  const product = await startProduct();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  try {
    console.log(`\nweb on a phone: ${RUNS} cold loads per route, 4× CPU, 1.6 Mbps / 750 kbps / 150 ms RTT, ${PHONE.width} px\n`);
    console.log('route'.padEnd(20), 'LCP ms'.padStart(8), 'goal'.padStart(6), '', 'CLS'.padStart(6), 'goal'.padStart(5), '', 'click ms'.padStart(9), 'goal'.padStart(5), '', 'first KiB'.padStart(9), 'goal'.padStart(6), '', 'all KiB'.padStart(8));
    // BENCH_WEB_ROUTES=/home,/timeslots: only those
    const only = process.env.BENCH_WEB_ROUTES?.split(',').map((r) => r.trim());
    for (const route of ROUTES.filter((r) => !only || only.includes(r.path))) {
      const samples: Sample[] = [];
      for (let i = 0; i < RUNS; i += 1) samples.push(await measure(browser, product.gateway, route));
      // a load whose LCP entry never came (0) does not count; NaN when none did
      const lcps = samples.map((s) => s.lcp).filter((v) => v > 0);
      const lcp = lcps.length ? median(lcps) : Number.NaN;
      const cls = median(samples.map((s) => s.cls));
      const clicks = samples.map((s) => s.interaction).filter((v): v is number => v !== null);
      const click = clicks.length ? median(clicks) : null;
      const js = median(samples.map((s) => s.jsBytes));
      // the budget test's measure: the gzipped JavaScript of the build that the route loads before its first paint
      const modules = FIRST_ROUTE_MODULES[route.path];
      const first = modules ? firstRouteGzipKiB(join(root, 'dist/web'), modules) : null;
      const lcpGoal = route.path === '/login' ? GOALS.loginLcpMs : GOALS.lcpMs;
      console.log(
        route.label.padEnd(20),
        lcp.toFixed(0).padStart(8), `≤${lcpGoal}`.padStart(6), mark(lcp <= lcpGoal),
        cls.toFixed(3).padStart(6), `≤${GOALS.cls}`.padStart(5), mark(cls <= GOALS.cls),
        (click === null ? '—' : click.toFixed(0)).padStart(9), `≤${GOALS.interactionMs}`.padStart(5), click === null ? '    ' : mark(click <= GOALS.interactionMs),
        first === null ? '—'.padStart(9) : first.toFixed(1).padStart(9), `≤${BUDGET_KIB}`.padStart(6), first === null ? '    ' : mark(first <= BUDGET_KIB),
        (js / 1024).toFixed(1).padStart(8),
      );
      const names = Object.keys(samples[0].interactions);
      if (names.length) {
        const detail = names.map((n) => `${n} ${median(samples.map((s) => s.interactions[n] ?? 0)).toFixed(0)}`).join(', ');
        console.log(''.padEnd(20), `clicks (median ms): ${detail}`);
      }
    }
    console.log('\nfirst KiB: the gzipped JavaScript of the build loaded before the first paint (as `npm run test:budget` counts it).');
    console.log('all KiB: every script transferred (compressed as served) until the page settled, cache disabled.');
  } finally {
    await browser.close();
    await product.stop();
  }
}

if (process.argv[1]?.endsWith('web.ts')) await runWebBench();
