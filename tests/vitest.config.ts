import { defineProject } from 'vitest/config';
import { alias } from '../vitest.shared';

export default defineProject({
  resolve: { alias },
  test: {
    name: 'e2e',
    environment: 'node',
    root: '..',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
