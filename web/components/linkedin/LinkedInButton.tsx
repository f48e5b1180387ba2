import { useEffect } from 'react';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { LinkedInIcon } from '~/web/components/ui/icons';
import { css } from '~/web/styled-system/css';
import { hstack, stack } from '~/web/styled-system/patterns';
import type { LinkedInMode } from '~/web/gql/graphql';
import { useLinkedInPopup } from './useLinkedInPopup';

const LABELS = { login: 'Sign in with LinkedIn', sign_up: 'Sign up with LinkedIn' } as const;

/**
 * The LinkedIn button of /login and /register, with "or" below it (LinkedInSignIn loads it where LinkedIn is on). The
 * landing page's query goes to `onQuery`: the page then shows the steps after LinkedIn instead of its own form.
 */
export default function LinkedInButton({ mode, onQuery }: { mode: LinkedInMode; onQuery: (query: string) => void }) {
  const popup = useLinkedInPopup(mode);
  useEffect(() => {
    if (popup.query) onQuery(popup.query);
  }, [popup.query, onQuery]);
  return (
    <div className={stack({ gap: '3' })}>
      {popup.error ? <Alert status="error">{popup.error}</Alert> : null}
      <Button type="button" variant="outline" size="lg" onClick={popup.start}>
        <LinkedInIcon />
        {LABELS[mode]}
      </Button>
      {popup.waiting ? (
        <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}>
          <p role="status" className={css({ textStyle: 'sm', color: 'fg.muted' })}>
            Continue in the LinkedIn window. Closed it? Press the button again.
          </p>
          <Button type="button" variant="ghost" size="sm" onClick={popup.cancel}>
            Cancel
          </Button>
        </div>
      ) : null}
      {popup.closed ? (
        <p role="status" className={css({ textStyle: 'sm', color: 'fg.muted' })}>
          The LinkedIn window was closed. Press the button to try again.
        </p>
      ) : null}
      <div aria-hidden className={hstack({ gap: '3', color: 'fg.muted', textStyle: 'sm', _before: { content: '""', flex: '1', borderTopWidth: '1px', borderColor: 'border.default' }, _after: { content: '""', flex: '1', borderTopWidth: '1px', borderColor: 'border.default' } })}>
        or
      </div>
    </div>
  );
}
