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
  // Invalid means "the form said so" (data-invalid / aria-invalid), not the browser's :invalid, which
  // paints every empty required field red before the member has typed anything.
  conditions: { extend: { invalid: '&:is([data-invalid], [aria-invalid=true])' } },
  theme: {
    breakpoints,
    extend: { tokens, semanticTokens, keyframes, recipes, slotRecipes },
  },
  // every variant of every recipe: the UI kit passes variants through props, which static
  // extraction cannot always see.
  staticCss: { recipes: '*' },
});
