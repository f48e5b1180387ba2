import { checkboxAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const checkbox = defineSlotRecipe({
  className: 'checkbox',
  slots: checkboxAnatomy.keys(),
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'flex-start',
      gap: '2.5',
      cursor: 'pointer',
      _disabled: { cursor: 'not-allowed', opacity: '0.6' },
    },
    control: {
      flexShrink: '0',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '5',
      h: '5',
      mt: '0.5',
      borderWidth: '1px',
      borderColor: 'border.strong',
      borderRadius: 'l1',
      bg: 'bg.default',
      color: 'accent.fg',
      transitionProperty: 'background, border-color',
      transitionDuration: 'fast',
      _checked: { bg: 'accent.default', borderColor: 'accent.default' },
      _invalid: { borderColor: 'danger.default' },
      _focusVisible: { outline: '2px solid', outlineColor: 'accent.focusRing', outlineOffset: '2px' },
    },
    indicator: { display: 'inline-flex', '& svg': { w: '3.5', h: '3.5' } },
    label: { textStyle: 'sm', color: 'fg.default' },
    group: { display: 'flex', flexDirection: 'column', gap: '2' },
  },
});
