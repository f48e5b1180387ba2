import { fieldAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const field = defineSlotRecipe({
  className: 'field',
  slots: fieldAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: '100%' },
    label: {
      color: 'fg.default',
      fontWeight: 'medium',
      textStyle: 'sm',
      _disabled: { color: 'fg.muted' },
    },
    requiredIndicator: { color: 'danger.text', ms: '0.5' },
    helperText: { color: 'fg.muted', textStyle: 'sm' },
    errorText: { color: 'danger.text', textStyle: 'sm', fontWeight: 'medium' },
  },
});
