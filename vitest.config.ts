import { defineConfig } from 'vitest/config';

// Every suite is a project; `npm test` runs the fast ones together and the browser suite after them.
export default defineConfig({
  test: {
    projects: [
      'machines/vitest.config.ts',
      'media/vitest.config.ts',
      'services/vitest.config.ts',
      'gateway/vitest.config.ts',
      'web/vitest.config.ts',
      'tests/conformance/vitest.config.ts',
      'tests/vitest.config.ts',
      'tests/budget/vitest.config.ts',
      'tests/e2e-video/vitest.config.ts',
    ],
  },
});
