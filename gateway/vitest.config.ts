import { defineProject } from 'vitest/config';
import { alias } from '../vitest.shared';

export default defineProject({
  resolve: { alias },
  test: { name: 'gateway', environment: 'node', include: ['gateway/**/*.test.ts'], root: '..' },
});
