import pandacss from '@pandacss/dev/postcss';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type CSSOptions } from 'vite';
import { root, webAliases } from '../vitest.shared.ts';
import { precompressPlugin } from './vite.compress.ts';
import { documentImportsPlugin } from './vite.documents.ts';
import { firstPathChunks } from './vite.firstPaths.ts';

const gateway = 'http://localhost:4000';

/**
 * The libraries every first route runs whole: Preact (React's API), the router, urql and xstate with the session
 * machine's, and the styled-system runtime. Only these join that chunk: a barrel the app touches (Ark's toast) would otherwise bring all
 * it re-exports along.
 */
const FIRST_PAINT_LIBRARIES =
  /node_modules[\\/](preact|react-router|urql|@urql[\\/][^\\/]+|wonka|@0no-co[\\/]graphql\.web|xstate|@xstate[\\/]react|use-sync-external-store)[\\/]|[\\/]web[\\/]styled-system[\\/](css|jsx|helpers)/;

// Panda's plugin is typed against the top-level postcss (8.5.14) and Vite's against its own copy;
// at run time both speak the same PostCSS 8 plugin API, so only the types are reconciled here.
type PostcssPlugins = NonNullable<Exclude<CSSOptions['postcss'], string | undefined>['plugins']>;
const pandaPostcss = [pandacss({ cwd: root, configPath: `${root}panda.config.ts` })] as unknown as PostcssPlugins;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: 'public',
  plugins: [documentImportsPlugin(), react(), firstPathChunks(fileURLToPath(import.meta.url), FIRST_PAINT_LIBRARIES), precompressPlugin()],
  resolve: { alias: webAliases },
  // Panda writes its atomic CSS into the @layer rules of web/theme/index.css (linked by index.html).
  css: {
    postcss: { plugins: pandaPostcss },
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // tests/budget reads it to add up each route's first-paint JavaScript
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every first route runs load on every first route anyway: as one file they compress as one
          // (12–15 KiB less gzip than the two dozen small chunks the automatic split made) and cost one request
          // instead of two dozen on a 150 ms phone network (issue 21). The entry itself (web/main.tsx) imports none of
          // them statically, so the group is chosen by name, not by the entry's initial chunks.
          groups: [{ name: 'app', test: FIRST_PAINT_LIBRARIES, priority: 1 }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': { target: gateway, ws: true, changeOrigin: true },
      '/csrf-token': { target: gateway, changeOrigin: true },
      '/health': { target: gateway, changeOrigin: true },
    },
  },
});
