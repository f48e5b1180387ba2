import { defineProject } from 'vitest/config';
import { alias } from '../vitest.shared';

export default defineProject({
  resolve: { alias },
  test: { name: 'web', environment: 'jsdom', include: ['web/**/*.test.{ts,tsx}'], root: '..' },
});
