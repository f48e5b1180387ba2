import { defineRecipe } from '@pandacss/dev';

export const heading = defineRecipe({
  className: 'heading',
  jsx: ['Heading'],
  base: { fontFamily: 'heading', fontWeight: 'bold', color: 'fg.default', lineHeight: '1.25' },
  variants: {
    size: {
      sm: { textStyle: 'md', fontWeight: 'semibold' },
      md: { textStyle: 'lg', fontWeight: 'semibold' },
      lg: { textStyle: 'xl' },
      xl: { textStyle: '2xl' },
      '2xl': { textStyle: { base: '2xl', md: '3xl' } },
    },
  },
  defaultVariants: { size: 'lg' },
});

export const text = defineRecipe({
  className: 'text',
  jsx: ['Text'],
  base: { lineHeight: '1.6' },
  variants: {
    tone: {
      default: { color: 'fg.default' },
      muted: { color: 'fg.muted' },
      subtle: { color: 'fg.subtle' },
      danger: { color: 'danger.text' },
    },
    size: {
      xs: { textStyle: 'xs' },
      sm: { textStyle: 'sm' },
      md: { textStyle: 'md' },
      lg: { textStyle: 'lg' },
    },
  },
  defaultVariants: { tone: 'default', size: 'md' },
});
