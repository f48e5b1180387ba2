import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// Computed here, not imported from ../vitest.shared.ts: Vite bundles the config next to this file, so an imported
// module's import.meta.url points into services/ and its "root" would be services/ itself.
const root = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');

export default defineProject({
  root,
  resolve: { alias: { '~': root } },
  test: {
    dir: root,
    name: 'services',
    environment: 'node',
    include: ['services/**/*.test.ts'],
    // one migrated PGlite template per run (or nothing with DATABASE_URL); see services/testing/global-setup.ts
    globalSetup: [`${root}/services/testing/global-setup.ts`],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
