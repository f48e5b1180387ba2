import { defineProject } from 'vitest/config';
import { alias, root } from '../../vitest.shared.ts';

// Two services and two gateways as separate processes on PostgreSQL and Redis (issue 20). Needs DATABASE_URL (and
// REDIS_URL, default redis://127.0.0.1:6379): `.ci/run` runs it with `npm run test:replicas`; `npm test` does not.
export default defineProject({
  root,
  resolve: { alias },
  test: { dir: root, name: 'replicas', environment: 'node', include: ['tests/replicas/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 180_000 },
});
