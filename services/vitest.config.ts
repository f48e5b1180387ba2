import { defineProject } from 'vitest/config';
import { alias, root } from '../vitest.shared.ts';

export default defineProject({
  root,
  resolve: { alias },
  test: { dir: root, name: 'services', environment: 'node', include: ['services/**/*.test.ts'] },
});
