import { defineProject } from 'vitest/config';
import { alias, root } from '../vitest.shared.ts';

export default defineProject({
  root,
  resolve: { alias },
  test: {
    dir: root,
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: [`${root}tests/e2e/global-setup.ts`],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
