import { defineProject } from 'vitest/config';
import { alias } from '../../vitest.shared';

export default defineProject({
  resolve: { alias },
  test: { name: 'conformance', environment: 'node', include: ['tests/conformance/**/*.test.ts'], root: '../..', testTimeout: 120_000 },
});
