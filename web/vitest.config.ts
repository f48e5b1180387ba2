import { defineProject } from 'vitest/config';
import { root, webAliases } from '../vitest.shared.ts';

/** the libraries' ESM builds, whose imports of React the aliases reach (their CommonJS builds require React itself) */
const ES_BUILDS = ['module', 'development|production'];

export default defineProject({
  root,
  resolve: {
    alias: [
      // its ESM build, whose imports of React the aliases reach (Node would load the CommonJS one and React with it)
      { find: /^@testing-library\/react$/, replacement: `${root}node_modules/@testing-library/react/dist/@testing-library/react.esm.js` },
      ...webAliases,
    ],
    conditions: ES_BUILDS,
  },
  ssr: { resolve: { conditions: ES_BUILDS } },
  test: {
    dir: root,
    name: 'web',
    environment: 'jsdom',
    env: { WEB_TEST_ROOT: root },
    include: ['web/**/*.test.{ts,tsx}'],
    setupFiles: [`${root}web/testing/reactOnPreact.ts`, `${root}web/lib/renderer.ts`, `${root}web/testing/patience.ts`],
    // longer than web/testing/patience.ts's wait, so a query that never matches fails as a query, not as a timeout
    testTimeout: 20_000,
    // The libraries that import React run through Vite here, so they get Preact as the app does; left to Node, they
    // would load React itself and the page would have two renderers.
    server: {
      deps: {
        inline: [
          /@testing-library[\\/]react/,
          /@ark-ui[\\/]/,
          /@zag-js[\\/]react/,
          /urql/,
          /react-router/,
          /react-hook-form/,
          /@hookform[\\/]/,
          /@xstate[\\/]react/,
          /@lexical[\\/]react/,
          /use-sync-external-store/,
          /use-isomorphic-layout-effect/,
          /@floating-ui[\\/]react/,
          /@lexical[\\/]devtools-core/,
          /@sentry[\\/]react/,
        ],
      },
    },
  },
});
