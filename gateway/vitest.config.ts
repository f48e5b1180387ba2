import { defineProject } from 'vitest/config';
import { alias, root } from '../vitest.shared.ts';

export default defineProject({
  root,
  resolve: { alias },
  test: { dir: root, name: 'gateway', environment: 'node', include: ['gateway/**/*.test.ts'] },
});
