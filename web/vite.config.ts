import pandacss from '@pandacss/dev/postcss';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type CSSOptions } from 'vite';
import { alias, root } from '../vitest.shared.ts';
import { precompressPlugin } from './vite.compress.ts';
import { documentImportsPlugin } from './vite.documents.ts';

const gateway = 'http://localhost:4000';

// Panda's plugin is typed against the top-level postcss (8.5.14) and Vite's against its own copy;
// at run time both speak the same PostCSS 8 plugin API, so only the types are reconciled here.
type PostcssPlugins = NonNullable<Exclude<CSSOptions['postcss'], string | undefined>['plugins']>;
const pandaPostcss = [pandacss({ cwd: root, configPath: `${root}panda.config.ts` })] as unknown as PostcssPlugins;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: 'public',
  plugins: [documentImportsPlugin(), react(), precompressPlugin()],
  resolve: { alias },
  // Panda writes its atomic CSS into the @layer rules of web/theme/index.css (linked by index.html).
  css: {
    postcss: { plugins: pandaPostcss },
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // tests/budget reads it to add up each route's first-paint JavaScript
    manifest: true,
  },
  server: {
    proxy: {
      '/graphql': { target: gateway, ws: true, changeOrigin: true },
      '/csrf-token': { target: gateway, changeOrigin: true },
      '/health': { target: gateway, changeOrigin: true },
    },
  },
});
