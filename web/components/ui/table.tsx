import type { ComponentProps } from 'react';
import { createStyleContext } from '~/web/styled-system/jsx';
import { table } from '~/web/styled-system/recipes';

// The table recipe wrapped once: Table.Root is the scrolling region (give it an aria-label), Table.Table the table.
// Cells take `data-priority="md" | "lg" | "xl"` to appear from that breakpoint up, and `data-nowrap` for dates.
const { withProvider, withContext } = createStyleContext(table);

const Region = (props: ComponentProps<'div'> & { 'aria-label': string }) => <div role="region" tabIndex={0} {...props} />;

export const Root = withProvider(Region, 'root');
export const Table = withContext('table', 'table');

export const DataTable = { Root, Table };
