import { defineRecipe } from '@pandacss/dev';

// A navigation entry of the top bar or the side drawer; the current page has aria-current="page".
export const navItem = defineRecipe({
  className: 'nav-item',
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    fontWeight: 'medium',
    textStyle: 'sm',
    color: 'fg.muted',
    textDecoration: 'none',
    borderRadius: 'l2',
    cursor: 'pointer',
    bg: 'transparent',
    textAlign: 'start',
    transitionProperty: 'background, color',
    transitionDuration: 'fast',
    _hover: { color: 'fg.default', bg: 'bg.muted' },
    '&[aria-current=page]': { color: 'accent.text', bg: 'accent.subtle' },
    '& svg': { flexShrink: '0' },
  },
  variants: {
    placement: {
      topBar: { h: '10', px: '3' },
      drawer: { h: '12', px: '4', w: '100%', textStyle: 'md' },
    },
  },
  defaultVariants: { placement: 'topBar' },
});
