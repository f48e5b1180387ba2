import { passwordInputAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const passwordInput = defineSlotRecipe({
  className: 'password-input',
  slots: passwordInputAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: '100%' },
    label: { fontWeight: 'medium', textStyle: 'sm', color: 'fg.default' },
    control: { position: 'relative', display: 'flex', alignItems: 'center' },
    input: { pe: '11!' },
    visibilityTrigger: {
      position: 'absolute',
      insetEnd: '1',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      h: '8',
      w: '8',
      borderRadius: 'l2',
      color: 'fg.muted',
      cursor: 'pointer',
      _hover: { bg: 'bg.muted', color: 'fg.default' },
    },
    indicator: { display: 'inline-flex' },
  },
});
