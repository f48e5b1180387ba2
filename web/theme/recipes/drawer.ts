import { drawerAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const drawer = defineSlotRecipe({
  className: 'drawer',
  slots: [...drawerAnatomy.keys(), 'header', 'body', 'footer'],
  base: {
    backdrop: {
      position: 'fixed',
      inset: '0',
      zIndex: 'overlay',
      bg: 'bg.backdrop',
      _open: { animation: 'fadeIn 0.2s ease-out' },
      _closed: { animation: 'fadeOut 0.15s ease-in' },
    },
    positioner: {
      position: 'fixed',
      insetY: '0',
      insetStart: '0',
      zIndex: 'modal',
      display: 'flex',
      h: '100dvh',
    },
    content: {
      display: 'flex',
      flexDirection: 'column',
      h: '100%',
      maxW: '100vw',
      bg: 'bg.default',
      color: 'fg.default',
      boxShadow: 'lg',
      outline: 'none',
      overflowY: 'auto',
      _open: { animation: 'slideInStart 0.22s ease-out' },
      _closed: { animation: 'slideOutStart 0.18s ease-in' },
    },
    header: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      px: '4',
      h: 'topBar',
      flexShrink: '0',
      borderBottomWidth: '1px',
      borderColor: 'border.default',
    },
    title: { textStyle: 'lg', fontWeight: 'semibold' },
    description: { color: 'fg.muted', textStyle: 'sm' },
    body: { flex: '1', display: 'flex', flexDirection: 'column', p: '2' },
    footer: { p: '2', borderTopWidth: '1px', borderColor: 'border.default' },
  },
  variants: {
    size: {
      nav: { content: { w: 'navDrawer' } }, // spec §9 drawer width 310 (navigation)
      // spec §9 drawer width 400 (tutorial); the whole width of a phone
      tutorial: { content: { w: { base: '100vw', sm: 'tutorialDrawer' } } },
    },
    side: {
      start: {},
      // the help drawer comes in from the end edge, opposite the navigation
      end: {
        positioner: { insetStart: 'auto', insetEnd: '0' },
        content: {
          _open: { animation: 'slideInEnd 0.22s ease-out' },
          _closed: { animation: 'slideOutEnd 0.18s ease-in' },
        },
      },
    },
  },
  defaultVariants: { size: 'nav', side: 'start' },
});
