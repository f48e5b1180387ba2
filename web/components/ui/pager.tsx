import { Button } from '~/web/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '~/web/components/ui/icons';
import { Text } from '~/web/components/ui/typography';
import { css } from '~/web/styled-system/css';

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
    <nav aria-label={label} className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
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
