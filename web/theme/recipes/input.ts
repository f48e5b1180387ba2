import { defineRecipe } from '@pandacss/dev';

// Shared look of text inputs (Field.Input, Field.Textarea, PasswordInput.Input, Combobox.Input).
export const input = defineRecipe({
  className: 'input',
  base: {
    width: '100%',
    minW: '0',
    appearance: 'none',
    bg: 'bg.default',
    color: 'fg.default',
    borderWidth: '1px',
    borderColor: 'border.strong',
    borderRadius: 'l2',
    px: '3',
    outline: 'none',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: 'normal',
    _placeholder: { color: 'fg.subtle' },
    _focusVisible: {
      borderColor: 'accent.default',
      boxShadow: '0 0 0 1px var(--colors-accent-default)',
    },
    _invalid: {
      borderColor: 'danger.default',
      _focusVisible: { boxShadow: '0 0 0 1px var(--colors-danger-default)' },
    },
    _disabled: { cursor: 'not-allowed', bg: 'bg.muted', color: 'fg.muted' },
  },
  variants: {
    size: {
      sm: { h: '8', textStyle: 'sm' },
      md: { h: '10', textStyle: 'md' },
      lg: { h: '12', textStyle: 'md' },
    },
    multiline: {
      true: { h: 'auto', minH: '24', py: '2', resize: 'vertical', lineHeight: '1.5' },
    },
  },
  defaultVariants: { size: 'md' },
});
