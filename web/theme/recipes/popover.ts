import { popoverAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

/** A panel anchored to its trigger (the notification bell's list): the frame only; what is inside lays itself out. */
export const popover = defineSlotRecipe({
  className: 'popover',
  slots: popoverAnatomy.keys(),
  base: {
    content: {
      display: 'flex',
      flexDirection: 'column',
      bg: 'bg.default',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'l2',
      boxShadow: 'lg',
      zIndex: 'dropdown',
      outline: 'none',
      _open: { animation: 'fadeIn 0.12s ease-out' },
      _closed: { animation: 'fadeOut 0.1s ease-in' },
    },
    title: { px: '4', py: '3', fontWeight: 'semibold', borderBottomWidth: '1px', borderColor: 'border.default' },
  },
});
