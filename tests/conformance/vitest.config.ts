import { defineProject } from 'vitest/config';
import { alias, root } from '../../vitest.shared.ts';

// The audits start the gateway: graphql must be the one CommonJS instance Mercurius loads (see gateway/vitest.config.ts).
const graphqlCommonJs = `${root}node_modules/graphql/index.js`;

export default defineProject({
  root,
  resolve: {
    alias: [
      ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
      { find: /^graphql$/, replacement: graphqlCommonJs },
    ],
  },
  test: { dir: root, name: 'conformance', environment: 'node', include: ['tests/conformance/**/*.test.ts'], testTimeout: 120_000 },
});
