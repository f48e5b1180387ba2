import { css } from '~/web/styled-system/css';

// The admin tables of /timecycles: readable rows, scrolling sideways on small screens. The scrolling box is a
// focusable, labelled region where it is used (tabIndex, role="region", aria-label), so keyboard users can scroll it.
export const tableScroll = css({ overflowX: 'auto', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2' });
export const table = css({
  w: '100%',
  borderCollapse: 'collapse',
  textStyle: 'sm',
  '& th': {
    textAlign: 'start',
    fontWeight: 'semibold',
    color: 'fg.muted',
    bg: 'bg.subtle',
    px: '3',
    py: '2',
    whiteSpace: 'nowrap',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
  },
  '& td, & tbody th': { px: '3', py: '2.5', verticalAlign: 'top', borderBottomWidth: '1px', borderColor: 'border.default' },
  '& tbody th': { bg: 'transparent', whiteSpace: 'normal' },
  '& tbody tr:last-child td, & tbody tr:last-child th': { borderBottomWidth: '0' },
  '& caption': { srOnly: true },
});
export const nowrap = css({ whiteSpace: 'nowrap' });
export const actions = css({ display: 'flex', gap: '2', flexWrap: 'nowrap', alignItems: 'center' });
