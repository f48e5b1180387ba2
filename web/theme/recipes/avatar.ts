import { avatarAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const avatar = defineSlotRecipe({
  className: 'avatar',
  slots: avatarAnatomy.keys(),
  base: {
    root: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      borderRadius: 'full',
      overflow: 'hidden',
      bg: 'accent.muted',
      color: 'accent.emphasized',
      fontWeight: 'semibold',
      userSelect: 'none',
    },
    image: { w: '100%', h: '100%', objectFit: 'cover' },
    fallback: { lineHeight: '1', textTransform: 'uppercase' },
  },
  variants: {
    size: {
      sm: { root: { w: '8', h: '8', textStyle: 'xs' } },
      md: { root: { w: '10', h: '10', textStyle: 'sm' } },
      lg: { root: { w: '16', h: '16', textStyle: 'xl' } },
      xl: { root: { w: '24', h: '24', textStyle: '3xl' } },
    },
  },
  defaultVariants: { size: 'md' },
});
