import { tabsAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

// Underlined tabs: the list scrolls sideways on narrow screens instead of wrapping.
export const tabs = defineSlotRecipe({
  className: 'tabs',
  slots: tabsAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '5', w: '100%' },
    list: {
      position: 'relative',
      display: 'flex',
      gap: '1',
      overflowX: 'auto',
      borderBottomWidth: '1px',
      borderColor: 'border.default',
    },
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      flexShrink: '0',
      h: '10',
      px: '3',
      mb: '-1px',
      textStyle: 'sm',
      fontWeight: 'semibold',
      color: 'fg.muted',
      borderBottomWidth: '2px',
      borderColor: 'transparent',
      cursor: 'pointer',
      whiteSpace: 'nowrap',
      transitionProperty: 'color, border-color',
      transitionDuration: 'fast',
      _hover: { color: 'fg.default' },
      _selected: { color: 'accent.text', borderColor: 'accent.default' },
      _focusVisible: { outline: '2px solid', outlineColor: 'accent.focusRing', outlineOffset: '-2px' },
      _disabled: { cursor: 'not-allowed', opacity: '0.6' },
    },
    content: { outline: 'none', _focusVisible: { outline: '2px solid', outlineColor: 'accent.focusRing' } },
    indicator: { display: 'none' },
  },
});
