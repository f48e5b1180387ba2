import { defineProject } from 'vitest/config';
import { alias, root } from '../vitest.shared.ts';

// The media node with werift peers as clients; all media on 127.0.0.1.
export default defineProject({
  root,
  resolve: { alias },
  test: { dir: root, name: 'media', environment: 'node', include: ['media/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 30_000 },
});
