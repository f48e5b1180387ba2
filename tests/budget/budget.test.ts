import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { root } from '~/vitest.shared';
import { firstRouteFiles, firstRouteGzipKiB, readManifest } from '~/tests/budget/firstRoute';

/** Issue 21: a phone on a slow network paints /login and /home after at most this much gzipped JavaScript. */
const FIRST_ROUTE_BUDGET_KIB = 150;
const WEB_DIST = join(root, 'dist', 'web');

const ROUTES = [
  { path: '/login', page: 'pages/auth/LoginPage.tsx' },
  { path: '/home', page: 'pages/home/HomePage.tsx' },
];

describe('first-route JavaScript budget (run after `npm run build`)', () => {
  beforeAll(() => {
    if (!existsSync(join(WEB_DIST, '.vite', 'manifest.json'))) {
      throw new Error('dist/web/.vite/manifest.json is missing: run `npm run build` first');
    }
  });

  it.each(ROUTES)('$path loads at most 150 KiB of gzipped JavaScript before its first paint', ({ path, page }) => {
    const kib = firstRouteGzipKiB(WEB_DIST, page);
    const files = firstRouteFiles(readManifest(WEB_DIST), page);
    console.log(`${path}: ${kib.toFixed(1)} KiB gzipped in ${files.length} files (budget ${FIRST_ROUTE_BUDGET_KIB} KiB)`);
    expect(kib).toBeLessThanOrEqual(FIRST_ROUTE_BUDGET_KIB);
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
});
