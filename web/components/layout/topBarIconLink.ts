import { css } from '~/web/styled-system/css';

/** A top-bar icon link (calendar, chat): a square target, highlighted on the current page. */
export const topBarIconLink = css({
  position: 'relative', // room for a count badge
  display: 'inline-grid',
  placeItems: 'center',
  w: '10',
  h: '10',
  borderRadius: 'l2',
  color: 'fg.muted',
  _hover: { bg: 'bg.muted', color: 'fg.default' },
  '&[aria-current=page]': { color: 'accent.text', bg: 'accent.subtle' },
});
