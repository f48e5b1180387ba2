import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { root } from '~/vitest.shared';
import { BOOT, FIRST_ROUTE_MODULES, firstRouteFiles, firstRouteGzipKiB, readManifest } from '~/tests/budget/firstRoute';

/** Issue 21's goal: a phone on a slow network paints /login and /home after at most this much gzipped JavaScript. */
const FIRST_ROUTE_GOAL_KIB = 150;
const WEB_DIST = join(root, 'dist', 'web');

/**
 * /login is under the goal; /home is not there yet (React, the router, urql, xstate and the styled-system runtime alone
 * are 114 KiB): each route may not grow
 * past what it weighs now, a ratchet to lower as more loads after the first paint (README § Bytes on the wire). Measured
 * 295.9 and 262.8 KiB with the chat, feedback and forum work in; 229.7 and 235.1 KiB once the app shell became a chunk
 * of its own with its menus, drawer, bell and dialogs loaded after the first paint, and the auth forms' zod schemas
 * loaded when they validate; 218.8 KiB for /login once the feedback dialog, too, loaded when first reached for; 207.8
 * and 235.7 KiB once the toaster's view, the offline banner, the feedback tab and graphql-ws loaded after the first route
 * and the page title stopped bringing the chat provider. The help button, the confirmation prompts (their cards lazy),
 * the shared form hook and the stack patterns then brought /home to 237.8 KiB and /login to 209.2 KiB. One module per
 * area of common/messages (206.0 and 235.7), the tutorial dialog loaded only when it opens (/home 215.3) and the dates
 * formatted with date-fns's lightFormat (/home 210.9) took them down again. React-router's declarative mode on a
 * history of our own instead of its data router (web/app/appRouter.tsx) took both down by 18 KiB (188.0 and 192.8), and
 * the chat's connection loading after the signed-in page's first paint /home by 3.3 more (188.3 and 189.5); the urql
 * exchange that mends expired image links added 0.6 to both (188.9 and 190.2).
 * The libraries every first route runs whole (React, the router, urql, xstate, the styled-system runtime) as one chunk
 * with the entry instead of two dozen (web/vite.config.ts) took 11.6 KiB of gzip framing off both, and the login form as
 * a chunk loading beside the page (react-hook-form, the password and checkbox controls) 17.6 more off /login: 147.7 and
 * 186.1. Each area's messages imported from its own module and the upload client built when first used took 2 KiB off
 * each; the entry starting the first path's chunks before the app (web/main.tsx, web/app/firstPaths.ts) added 2.4 back
 * for the file names it lists: 146.6 and 184.9. The modules each first path loads grouped into a few chunks by the paths
 * that load them (web/vite.firstPaths.ts: 9 and 15 files instead of 42 and 55) compress better: 140.1 and 172.9.
 * /group-hookups joining the paths the entry starts (its first route 290 -> 260 KiB, with the reason dialog loaded when
 * opened) split /home's groups once more: 140.5 and 174.3 in 9 and 17 files. What kept /home above the goal was
 * React's DOM renderer alone (~60 KiB); React's API rendered by Preact's compat layer instead (vitest.shared.ts
 * reactOnPreact) took 56 KiB off each: 84.2 and 117.6, both under the goal.
 */
const ROUTES = [
  { path: '/login', modules: FIRST_ROUTE_MODULES['/login'], ceilingKiB: 86, maxFiles: 10 },
  { path: '/home', modules: FIRST_ROUTE_MODULES['/home'], ceilingKiB: 120, maxFiles: 17 },
];

describe('first-route JavaScript budget (run after `npm run build`)', () => {
  beforeAll(() => {
    if (!existsSync(join(WEB_DIST, '.vite', 'manifest.json'))) {
      throw new Error('dist/web/.vite/manifest.json is missing: run `npm run build` first');
    }
  });

  it.each(ROUTES)('$path loads no more gzipped JavaScript before its first paint than $ceilingKiB KiB', ({ path, modules, ceilingKiB }) => {
    const kib = firstRouteGzipKiB(WEB_DIST, modules);
    const files = firstRouteFiles(readManifest(WEB_DIST), modules);
    console.log(`${path}: ${kib.toFixed(1)} KiB gzipped in ${files.length} files (ceiling ${ceilingKiB} KiB, goal ${FIRST_ROUTE_GOAL_KIB} KiB)`);
    expect(kib).toBeLessThanOrEqual(ceilingKiB);
  });

  // a phone fetches six files at a time from one host over HTTP/1.1, each a round trip: the route's files stay few
  it.each(ROUTES)('$path fetches at most $maxFiles JavaScript files before its first paint', ({ modules, maxFiles }) => {
    expect(firstRouteFiles(readManifest(WEB_DIST), modules).length).toBeLessThanOrEqual(maxFiles);
  });

  it("index.html asks for the app's own chunks beside the entry, not a round trip after it", () => {
    const html = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
    const manifest = readManifest(WEB_DIST);
    const entry = firstRouteFiles(manifest, []);
    const app = firstRouteFiles(manifest, [BOOT]).filter((file) => !entry.includes(file));
    expect(app.length).toBeGreaterThan(1);
    for (const file of app) expect(html).toContain(`<link rel="modulepreload" crossorigin href="/${file}">`);
  });

  it('every JavaScript and CSS file of the build has its .br and .gz beside it', () => {
    const manifest = readManifest(WEB_DIST);
    const large = Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js'));
    expect(large.length).toBeGreaterThan(0);
    const index = manifest['index.html'].file;
    expect(existsSync(join(WEB_DIST, `${index}.br`))).toBe(true);
    expect(existsSync(join(WEB_DIST, `${index}.gz`))).toBe(true);
  });

  // Panda writes a colour it has no token for as it was given (`color: fg.error`), which the browser drops: an error
  // shown in the body's colour. Every token the styles name must exist.
  it('the stylesheet names no colour, size or space that is not a token', () => {
    const manifest = readManifest(WEB_DIST);
    const sheets = [...new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]))].filter((file) => file.endsWith('.css'));
    expect(sheets.length).toBeGreaterThan(0);
    const unknown = sheets.flatMap((file) => [...readFileSync(join(WEB_DIST, file), 'utf8').matchAll(/[{;]([a-z-]+):([a-zA-Z]+\.[a-zA-Z][\w.]*)(?=[;}])/g)].map((m) => `${m[1]}: ${m[2]}`));
    expect(unknown).toEqual([]);
  });
});
