import { defineRecipe } from '@pandacss/dev';

// A short status or marker next to a title ("APPROVED", "Sponsored"). Text colours keep AA contrast on
// their subtle backgrounds.
export const badge = defineRecipe({
  className: 'badge',
  jsx: ['Badge'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    h: '6',
    px: '2',
    borderRadius: 'l1',
    borderWidth: '1px',
    textStyle: 'xs',
    fontWeight: 'semibold',
    letterSpacing: '0.02em',
    whiteSpace: 'nowrap',
    '& svg': { w: '3.5', h: '3.5', flexShrink: '0' },
  },
  variants: {
    tone: {
      neutral: { bg: 'bg.muted', color: 'fg.muted', borderColor: 'border.default' },
      accent: { bg: 'accent.subtle', color: 'accent.text', borderColor: 'accent.border' },
      success: { bg: 'success.subtle', color: 'success.text', borderColor: 'success.border' },
      warning: { bg: 'warning.subtle', color: 'warning.text', borderColor: 'warning.border' },
      danger: { bg: 'danger.subtle', color: 'danger.text', borderColor: 'danger.border' },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
