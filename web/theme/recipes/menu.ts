import { menuAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const menu = defineSlotRecipe({
  className: 'menu',
  slots: menuAnatomy.keys(),
  base: {
    content: {
      display: 'flex',
      flexDirection: 'column',
      minW: '48',
      py: '1',
      bg: 'bg.default',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'l2',
      boxShadow: 'md',
      zIndex: 'dropdown',
      outline: 'none',
      _open: { animation: 'fadeIn 0.12s ease-out' },
      _closed: { animation: 'fadeOut 0.1s ease-in' },
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      mx: '1',
      px: '3',
      h: '10',
      borderRadius: 'l1',
      textStyle: 'sm',
      color: 'fg.default',
      textDecoration: 'none',
      cursor: 'pointer',
      _highlighted: { bg: 'bg.muted' },
      _disabled: { color: 'fg.subtle', cursor: 'not-allowed' },
    },
    itemGroupLabel: { px: '4', py: '2', textStyle: 'xs', fontWeight: 'semibold', color: 'fg.muted' },
    separator: { my: '1', borderColor: 'border.default' },
  },
});
