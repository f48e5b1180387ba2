import { defineRecipe } from '@pandacss/dev';

export const button = defineRecipe({
  className: 'button',
  jsx: ['Button', 'IconButton'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    flexShrink: '0',
    fontWeight: 'semibold',
    borderRadius: 'l2',
    borderWidth: '1px',
    borderColor: 'transparent',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    userSelect: 'none',
    transitionProperty: 'background, border-color, color, box-shadow',
    transitionDuration: 'normal',
    _disabled: { cursor: 'not-allowed', opacity: '0.6' },
    _focusVisible: { outline: '2px solid', outlineColor: 'accent.focusRing', outlineOffset: '2px' },
    '& svg': { flexShrink: '0' },
  },
  variants: {
    variant: {
      solid: {
        bg: 'accent.default',
        color: 'accent.fg',
        _hover: { _enabled: { bg: 'accent.emphasized' } },
      },
      outline: {
        bg: 'bg.default',
        color: 'fg.default',
        borderColor: 'border.emphasized',
        _hover: { _enabled: { bg: 'bg.muted' } },
      },
      ghost: {
        bg: 'transparent',
        color: 'fg.default',
        _hover: { _enabled: { bg: 'bg.muted' } },
      },
      link: {
        bg: 'transparent',
        color: 'accent.text',
        px: '0!',
        h: 'auto!',
        textDecoration: 'underline',
        textUnderlineOffset: '3px',
        _hover: { _enabled: { color: 'accent.emphasized' } },
      },
      danger: {
        bg: 'danger.default',
        color: 'danger.fg',
        _hover: { _enabled: { bg: 'danger.emphasized' } },
      },
    },
    size: {
      sm: { h: '8', minW: '8', px: '3', textStyle: 'sm' },
      md: { h: '10', minW: '10', px: '4', textStyle: 'sm' },
      lg: { h: '12', minW: '12', px: '6', textStyle: 'md' },
    },
    iconOnly: {
      true: { px: '0', aspectRatio: '1' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
});
