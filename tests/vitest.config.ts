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
    // a busy 2-core machine: give the browser time before a poll gives up
    expect: { poll: { timeout: 10_000, interval: 100 } },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
