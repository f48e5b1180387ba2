import type { CodegenConfig } from '@graphql-codegen/cli';

// `npm run codegen`: resolver types for the gateway, typed documents for the web app.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/**/*.{ts,tsx}', '!web/gql/**/*', '!web/styled-system/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'gateway/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: 'mercurius#MercuriusContext',
        useTypeImports: true,
        enumsAsTypes: true,
      },
    },
    'web/gql/': {
      preset: 'client',
      config: { useTypeImports: true, enumsAsTypes: true },
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
    },
  },
};
export default config;
