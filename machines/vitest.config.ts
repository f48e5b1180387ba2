import { defineProject } from 'vitest/config';
import { alias } from '../vitest.shared';

export default defineProject({
  resolve: { alias },
  test: { name: 'machines', environment: 'node', include: ['machines/**/*.test.ts'], root: '..' },
});
