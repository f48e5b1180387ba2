import { defineRecipe } from '@pandacss/dev';

export const link = defineRecipe({
  className: 'link',
  jsx: ['Link'],
  base: {
    color: 'accent.text',
    fontWeight: 'medium',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    borderRadius: 'l1',
    cursor: 'pointer',
    _hover: { color: 'accent.emphasized', textDecorationThickness: '2px' },
  },
  variants: {
    variant: {
      inline: {},
      plain: { textDecoration: 'none', color: 'fg.default', _hover: { color: 'accent.text' } },
    },
  },
  defaultVariants: { variant: 'inline' },
});
