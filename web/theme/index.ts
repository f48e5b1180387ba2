export { breakpoints } from './breakpoints';
export { tokens } from './tokens';
export { semanticTokens } from './semantic-tokens';
export { globalCss } from './global-css';
export { keyframes } from './keyframes';
export { recipes, slotRecipes } from './recipes';
