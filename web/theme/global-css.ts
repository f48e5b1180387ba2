import { defineGlobalStyles } from '@pandacss/dev';

export const globalCss = defineGlobalStyles({
  html: {
    fontFamily: 'body',
    color: 'fg.default',
    bg: 'bg.canvas',
    lineHeight: '1.5',
    WebkitFontSmoothing: 'antialiased',
  },
  body: { minHeight: '100dvh' },
  // one visible focus style for every focusable element (keyboard users)
  ':focus-visible': {
    outline: '2px solid',
    outlineColor: 'accent.focusRing',
    outlineOffset: '2px',
  },
  '::selection': { bg: 'accent.muted' },
});
