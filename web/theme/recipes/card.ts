import { defineSlotRecipe } from '@pandacss/dev';

export const card = defineSlotRecipe({
  className: 'card',
  slots: ['root', 'header', 'title', 'description', 'body', 'footer'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      bg: 'bg.default',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'l3',
      boxShadow: 'xs',
      overflow: 'hidden',
    },
    header: { display: 'flex', flexDirection: 'column', gap: '1', px: '6', pt: '6' },
    title: { textStyle: 'lg', fontWeight: 'semibold', color: 'fg.default' },
    description: { textStyle: 'sm', color: 'fg.muted' },
    body: { display: 'flex', flexDirection: 'column', gap: '4', px: '6', py: '6' },
    footer: { display: 'flex', justifyContent: 'flex-end', gap: '3', px: '6', pb: '6' },
  },
});
