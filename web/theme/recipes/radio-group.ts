import { radioGroupAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const radioGroup = defineSlotRecipe({
  className: 'radioGroup',
  slots: radioGroupAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2' },
    label: { color: 'fg.default', fontWeight: 'medium', textStyle: 'sm' },
    item: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2.5',
      cursor: 'pointer',
      _disabled: { cursor: 'not-allowed', opacity: '0.6' },
    },
    itemControl: {
      flexShrink: '0',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '5',
      h: '5',
      borderWidth: '1px',
      borderColor: 'border.strong',
      borderRadius: 'full',
      bg: 'bg.default',
      transitionProperty: 'border-color, box-shadow',
      transitionDuration: 'fast',
      _checked: { borderColor: 'accent.default', borderWidth: '6px' },
      _invalid: { borderColor: 'danger.default' },
      _focusVisible: { outline: '2px solid', outlineColor: 'accent.focusRing', outlineOffset: '2px' },
    },
    itemText: { textStyle: 'sm', color: 'fg.default' },
    indicator: { display: 'none' },
  },
  variants: {
    orientation: {
      horizontal: { root: { flexDirection: 'row', flexWrap: 'wrap', columnGap: '6' } },
      vertical: { root: { flexDirection: 'column' } },
    },
    // choices as pills (the day and time pickers of /reschedule): the whole item is the control
    appearance: {
      radio: {},
      chip: {
        item: {
          px: '3',
          py: '1.5',
          borderWidth: '1px',
          borderColor: 'border.default',
          borderRadius: 'full',
          bg: 'bg.default',
          gap: '1.5',
          _hover: { borderColor: 'accent.default' },
          _checked: { bg: 'accent.default', borderColor: 'accent.default', '& *': { color: 'accent.fg' } },
          _focusWithin: { outline: '2px solid', outlineColor: 'accent.focusRing', outlineOffset: '2px' },
        },
        itemControl: { display: 'none' },
        itemText: { fontWeight: 'medium', whiteSpace: 'nowrap' },
      },
    },
  },
  defaultVariants: { orientation: 'vertical', appearance: 'radio' },
});
