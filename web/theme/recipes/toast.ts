import { toastAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const toast = defineSlotRecipe({
  className: 'toast',
  slots: [...toastAnatomy.keys(), 'content'],
  base: {
    root: {
      position: 'relative',
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      w: { base: 'calc(100vw - 2rem)', sm: 'sm' },
      p: '4',
      pe: '10',
      bg: 'bg.default',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderStartWidth: '4px',
      borderRadius: 'l2',
      boxShadow: 'lg',
      // Ark positions and stacks toasts through these CSS variables.
      translate: 'var(--x) var(--y)',
      scale: 'var(--scale)',
      zIndex: 'var(--z-index)',
      height: 'var(--height)',
      opacity: 'var(--opacity)',
      willChange: 'translate, opacity, scale',
      transition: 'translate 400ms, scale 400ms, opacity 400ms, height 400ms, box-shadow 200ms',
      transitionTimingFunction: 'cubic-bezier(0.21, 1.02, 0.73, 1)',
      _closed: { transitionTimingFunction: 'cubic-bezier(0.06, 0.71, 0.55, 1)' },
      '&[data-type=success]': { borderStartColor: 'success.default' },
      '&[data-type=error]': { borderStartColor: 'danger.default' },
      '&[data-type=info]': { borderStartColor: 'info.default' },
    },
    content: { display: 'flex', flexDirection: 'column', gap: '1', flex: '1' },
    title: { fontWeight: 'semibold', textStyle: 'sm', color: 'fg.default' },
    description: { textStyle: 'sm', color: 'fg.muted' },
    closeTrigger: { position: 'absolute', top: '2', insetEnd: '2' },
    actionTrigger: { mt: '1' },
  },
});
