import { defineProject } from 'vitest/config';
import { alias, root } from '../../vitest.shared.ts';

export default defineProject({
  root,
  resolve: { alias },
  test: { dir: root, name: 'conformance', environment: 'node', include: ['tests/conformance/**/*.test.ts'], testTimeout: 120_000 },
});
