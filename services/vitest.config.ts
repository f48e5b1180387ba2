import { defineProject } from 'vitest/config';
import { alias } from '../vitest.shared';

export default defineProject({
  resolve: { alias },
  test: { name: 'services', environment: 'node', include: ['services/**/*.test.ts'], root: '..' },
});
