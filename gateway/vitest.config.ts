import { defineProject } from 'vitest/config';
import { alias, root } from '../vitest.shared.ts';

// Node loads graphql 16 (no "exports" map) through its CommonJS entry, as Mercurius does; Vite would pick its
// "module" entry for our own imports and give the tests a second graphql instance, which graphql refuses
// ("Cannot use GraphQLNonNull … from another module or realm", e.g. in NoSchemaIntrospectionCustomRule).
const graphqlCommonJs = `${root}node_modules/graphql/index.js`;

export default defineProject({
  root,
  resolve: {
    alias: [
      ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
      { find: /^graphql$/, replacement: graphqlCommonJs },
    ],
  },
  test: { dir: root, name: 'gateway', environment: 'node', include: ['gateway/**/*.test.ts', 'common/**/*.test.ts'] },
});
