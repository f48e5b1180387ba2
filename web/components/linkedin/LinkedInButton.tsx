import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { LinkedInIcon } from '~/web/components/ui/icons';
import { Text } from '~/web/components/ui/typography';
import { css } from '~/web/styled-system/css';
import type { LinkedInPopup } from './useLinkedInPopup';

const LABELS = { login: 'Sign in with LinkedIn', sign_up: 'Sign up with LinkedIn' } as const;

/** The LinkedIn button of /login and /register, with "or" below it; nothing when LinkedIn is not configured. */
export function LinkedInButton({ popup, mode }: { popup: LinkedInPopup; mode: keyof typeof LABELS }) {
  if (!popup.enabled) return null;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      {popup.error ? <Alert status="error">{popup.error}</Alert> : null}
      <Button type="button" variant="outline" size="lg" onClick={popup.start}>
        <LinkedInIcon />
        {LABELS[mode]}
      </Button>
      {popup.waiting ? (
        <Text size="sm" tone="muted" role="status">
          Continue in the LinkedIn window. Closed it? Press the button again.
        </Text>
      ) : null}
      <div aria-hidden className={css({ display: 'flex', alignItems: 'center', gap: '3', color: 'fg.muted', textStyle: 'sm', _before: { content: '""', flex: '1', borderTopWidth: '1px', borderColor: 'border.default' }, _after: { content: '""', flex: '1', borderTopWidth: '1px', borderColor: 'border.default' } })}>
        or
      </div>
    </div>
  );
}
