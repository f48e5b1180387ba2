// The look of the settings switches (feature gates, email notifications): Ark's Switch parts styled once here.
import { css } from '~/web/styled-system/css';
import { hstack } from '~/web/styled-system/patterns';

export const switchRow = hstack({
  gap: '4',
  justifyContent: 'space-between',
  py: '3',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  _last: { borderBottomWidth: '0' },
});

export const switchRoot = hstack({ gap: '4', justifyContent: 'space-between', w: '100%' });

export const switchControl = css({
  flexShrink: '0',
  display: 'inline-flex',
  alignItems: 'center',
  w: '11',
  h: '6',
  p: '0.5',
  borderRadius: 'full',
  // the off track keeps 3:1 against the card (WCAG 1.4.11)
  bg: 'fg.subtle',
  cursor: 'pointer',
  transition: 'background 0.15s',
  _checked: { bg: 'accent.default' },
  _disabled: { opacity: '0.6', cursor: 'not-allowed' },
  '[data-focus-visible] > &': { outline: '2px solid', outlineColor: 'accent.focusRing', outlineOffset: '2px' },
});

export const switchThumb = css({
  w: '5',
  h: '5',
  borderRadius: 'full',
  bg: 'bg.default',
  boxShadow: 'sm',
  transition: 'transform 0.15s',
  _checked: { transform: 'translateX(1.25rem)' },
});
