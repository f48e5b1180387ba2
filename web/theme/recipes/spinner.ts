import { defineRecipe } from '@pandacss/dev';

export const spinner = defineRecipe({
  className: 'spinner',
  base: {
    display: 'inline-block',
    flexShrink: '0',
    borderRadius: 'full',
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderTopColor: 'transparent',
    borderInlineEndColor: 'transparent',
    animation: 'spin 0.7s linear infinite',
  },
  variants: {
    size: {
      sm: { w: '4', h: '4' },
      md: { w: '6', h: '6' },
      lg: { w: '10', h: '10', borderWidth: '3px' },
    },
  },
  defaultVariants: { size: 'md' },
});
