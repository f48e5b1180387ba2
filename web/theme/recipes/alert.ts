import { defineSlotRecipe } from '@pandacss/dev';

export const alert = defineSlotRecipe({
  className: 'alert',
  slots: ['root', 'icon', 'content', 'title', 'description'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      w: '100%',
      p: '4',
      borderWidth: '1px',
      borderRadius: 'l2',
    },
    icon: { flexShrink: '0', mt: '0.5', '& svg': { w: '5', h: '5' } },
    content: { display: 'flex', flexDirection: 'column', gap: '1', flex: '1' },
    title: { fontWeight: 'semibold', textStyle: 'sm' },
    description: { textStyle: 'sm' },
  },
  variants: {
    status: {
      info: { root: { bg: 'info.subtle', borderColor: 'info.border', color: 'info.text' } },
      success: { root: { bg: 'success.subtle', borderColor: 'success.border', color: 'success.text' } },
      error: { root: { bg: 'danger.subtle', borderColor: 'danger.border', color: 'danger.text' } },
    },
  },
  defaultVariants: { status: 'info' },
});
