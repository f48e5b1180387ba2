import { useCallback, useState } from 'react';
import { Button } from '~/web/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '~/web/components/ui/icons';
import { Text } from '~/web/components/ui/typography';
import { hstack } from '~/web/styled-system/patterns';

export interface PagerProps {
  label: string;
  page: number;
  totalPages: number;
  busy?: boolean;
  onPage: (page: number) => void;
}

/** Previous / Next over a paged list (directories, network, the admin hookup and user lists); hidden when everything fits on one page. */
export function Pager({ label, page, totalPages, busy = false, onPage }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className={hstack({ gap: '3' })}>
      <Button variant="outline" size="sm" disabled={page <= 0 || busy} onClick={() => onPage(page - 1)}>
        <ChevronLeftIcon width={16} height={16} />
        Previous
      </Button>
      <Text size="sm" tone="muted" aria-live="polite">
        Page {page + 1} of {totalPages}
      </Text>
      <Button variant="outline" size="sm" disabled={page + 1 >= totalPages || busy} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRightIcon width={16} height={16} />
      </Button>
    </nav>
  );
}

/**
 * The page of a paged list whose filters, sort or search are identified by `key` (e.g. the JSON of them): a new key
 * starts at the first page in the same render, so the server is never asked for the old page with the new filters
 * (as resetting the page in an effect would). `setPage` remembers the page for the current key.
 */
export function usePageFor(key: string): [page: number, setPage: (page: number) => void] {
  const [state, setState] = useState({ key, page: 0 });
  const page = state.key === key ? state.page : 0;
  const setPage = useCallback((next: number) => setState({ key, page: next }), [key]);
  return [page, setPage];
}
