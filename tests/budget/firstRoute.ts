import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (dist/web/.vite/manifest.json); only the fields read here. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  /** the stylesheets the chunk brings */
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(webDist: string): Manifest {
  return JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** `key` and every chunk it imports statically: what the browser fetches before that module runs. */
function staticClosure(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build manifest has no chunk ${key}`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * The JavaScript files of a route's first paint: the entry (index.html) with its static imports, plus the route's
 * lazy modules (the `src` of router.tsx's imports, relative to web/: its lazy layouts, such as the app shell, and its
 * page) with their own. The router loads a route's lazy modules together, before it renders.
 */
export function firstRouteFiles(manifest: Manifest, routeSrcs: string | readonly string[]): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  const keys = staticClosure(manifest, entry, new Set());
  for (const src of typeof routeSrcs === 'string' ? [routeSrcs] : routeSrcs) staticClosure(manifest, src, keys);
  return [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

/** Bytes as a phone receives them over gzip: the .gz written at build time, or gzip -9 of a file too small for one. */
export function gzippedBytes(webDist: string, file: string): number {
  const path = join(webDist, file);
  if (existsSync(`${path}.gz`)) return readFileSync(`${path}.gz`).length;
  return gzipSync(readFileSync(path), { level: constants.Z_BEST_COMPRESSION }).length;
}

export function firstRouteGzipKiB(webDist: string, routeSrcs: string | readonly string[]): number {
  const files = firstRouteFiles(readManifest(webDist), routeSrcs);
  return files.reduce((sum, file) => sum + gzippedBytes(webDist, file), 0) / 1024;
}

const APP_SHELL = 'components/layout/AppShell.tsx';
/** the app the entry imports (web/main.tsx starts the first path's chunks, then this) */
export const BOOT = 'boot.tsx';
/** What each path's first paint loads (relative to web/): the app, the route's layout and its page. */
export const FIRST_ROUTE_MODULES: Readonly<Record<string, readonly string[]>> = {
  '/login': [BOOT, 'pages/auth/LoginPage.tsx'],
  '/home': [BOOT, APP_SHELL, 'pages/home/HomePage.tsx'],
  '/group-hookups': [BOOT, APP_SHELL, 'pages/group-hookups/GroupHookupsPage.tsx'],
  '/timeslots': [BOOT, APP_SHELL, 'pages/hookups/TimeslotsPage.tsx'],
};
