import { defineConfig } from '@pandacss/dev';
import { breakpoints, globalCss, keyframes, recipes, semanticTokens, slotRecipes, tokens } from './web/theme';

// Panda generates web/styled-system (gitignored) with `panda codegen`; the CSS itself is produced
// by the @pandacss/dev/postcss plugin that web/vite.config.ts runs over web/theme/index.css.
export default defineConfig({
  preflight: true,
  include: ['./web/**/*.{ts,tsx}'],
  exclude: ['./web/styled-system/**'],
  outdir: 'web/styled-system',
  jsxFramework: 'react',
  globalCss,
  theme: {
    breakpoints,
    extend: { tokens, semanticTokens, keyframes, recipes, slotRecipes },
  },
  // every variant of every recipe: the UI kit passes variants through props, which static
  // extraction cannot always see.
  staticCss: { recipes: '*' },
});
