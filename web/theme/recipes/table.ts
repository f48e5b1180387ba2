import { defineSlotRecipe } from '@pandacss/dev';

// The admin tables (users, hookups, time cycles, matching runs, referrals): readable rows inside a scrolling region,
// and columns that appear as the screen widens — `data-priority="md" | "lg" | "xl"` on a column's th and td cells
// hides it below that breakpoint, so the columns that matter fit without sideways scrolling (issue 15).
export const table = defineSlotRecipe({
  className: 'table',
  slots: ['root', 'table'],
  base: {
    // a focusable, labelled region (tabIndex, role="region", aria-label): keyboard users can scroll it too
    root: { overflowX: 'auto', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2' },
    table: {
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
      '& tbody th': { bg: 'transparent', whiteSpace: 'normal', color: 'fg.default' },
      '& tbody tr:last-child td, & tbody tr:last-child th': { borderBottomWidth: '0' },
      '& caption': { srOnly: true },
      '& [data-nowrap]': { whiteSpace: 'nowrap' },
      '& [data-priority=md]': { display: { base: 'none', md: 'table-cell' } },
      '& [data-priority=lg]': { display: { base: 'none', lg: 'table-cell' } },
      '& [data-priority=xl]': { display: { base: 'none', xl: 'table-cell' } },
    },
  },
});
