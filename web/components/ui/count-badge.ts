import { css } from '~/web/styled-system/css';

/** The small red count on a top-bar icon (the bell's new notifications, the chat's unread messages; spec §2). */
export const countBadge = css({
  position: 'absolute',
  top: '0.5',
  insetEnd: '0.5',
  display: 'inline-grid',
  placeItems: 'center',
  minW: '5',
  h: '5',
  px: '1',
  borderRadius: 'full',
  bg: 'danger.default',
  color: 'danger.fg',
  textStyle: 'xs',
  fontWeight: 'bold',
  lineHeight: '1',
  pointerEvents: 'none',
});
