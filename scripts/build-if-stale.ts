// `npm start`'s build step: runs `npm run build` only when dist/web is missing or older than one of its inputs,
// so a restart after no change serves the existing build at once instead of spending half a minute in Vite.
// Conservative on purpose: any change under web/ or common/, to the Panda or TypeScript configuration or to the
// installed packages (the lock file) rebuilds; tests and Panda's generated styled-system/ (an output) do not count.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const STAMP = join(root, 'dist/web/index.html');
const INPUT_DIRS = ['web', 'common'];
const INPUT_FILES = ['panda.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json', 'vitest.shared.ts', 'schema.graphql'];
const SKIPPED = new Set(['node_modules', 'styled-system', 'testing']);
const isTest = (name: string) => /\.test\.tsx?$/.test(name);

/** The newest input below `dir` (path and modification time), or null when there is none. */
function newestIn(dir: string): { path: string; mtimeMs: number } | null {
  let newest: { path: string; mtimeMs: number } | null = null;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const path = join(dir, entry.name);
    const found = entry.isDirectory() ? newestIn(path) : isTest(entry.name) ? null : { path, mtimeMs: statSync(path).mtimeMs };
    if (found && (!newest || found.mtimeMs > newest.mtimeMs)) newest = found;
  }
  return newest;
}

export function staleReason(): string | null {
  if (!existsSync(STAMP)) return 'dist/web is missing';
  const built = statSync(STAMP).mtimeMs;
  const candidates = [
    ...INPUT_DIRS.map((dir) => newestIn(join(root, dir))),
    ...INPUT_FILES.map((file) => join(root, file)).filter(existsSync).map((path) => ({ path, mtimeMs: statSync(path).mtimeMs })),
  ];
  const newer = candidates.find((c) => c !== null && c.mtimeMs > built);
  return newer ? `${relative(root, newer.path)} changed since the last build` : null;
}

if (process.argv[1]?.endsWith('build-if-stale.ts')) {
  const reason = staleReason();
  if (reason === null) {
    console.log('dist/web is up to date: skipping the web build');
  } else {
    console.log(`Building the web app (${reason})`);
    const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    process.exit(result.status ?? 1);
  }
}
