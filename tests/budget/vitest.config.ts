import { defineProject } from 'vitest/config';
import { alias, root } from '../../vitest.shared.ts';

// Reads dist/web after `npm run build`: `npm test` runs it beside the browser suite.
export default defineProject({
  root,
  resolve: { alias },
  test: {
    dir: root,
    name: 'budget',
    environment: 'node',
    include: ['tests/budget/**/*.test.ts'],
  },
});
