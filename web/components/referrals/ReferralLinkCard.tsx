// The member's personal registration link (GET user/referral-link) with a copy button.
import { useClipboard } from '@ark-ui/react/clipboard';
import { useQuery } from 'urql';
import { REFERRAL } from '~/common/messages';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { Card } from '~/web/components/ui/card';
import { Field } from '~/web/components/ui/field';
import { CheckIcon, CopyIcon } from '~/web/components/ui/icons';
import { Spinner } from '~/web/components/ui/spinner';
import { toaster } from '~/web/components/ui/toast';
import { errorMessage } from '~/web/lib/errors';
import { css } from '~/web/styled-system/css';
import { ReferralLinkQuery } from './documents';

export function ReferralLinkCard() {
  const [{ data, error }] = useQuery({ query: ReferralLinkQuery });
  const link = data?.referralLink.url ?? '';
  const clipboard = useClipboard({
    value: link,
    onStatusChange: ({ copied }) => {
      if (copied) toaster.create({ title: REFERRAL.linkCopied, type: 'success' });
    },
  });

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Your invitation link</Card.Title>
        <Card.Description>Whoever signs up through this link is counted as your referral.</Card.Description>
      </Card.Header>
      <Card.Body>
        {error && !data ? <Alert status="error">{errorMessage(error)}</Alert> : null}
        {!data && !error ? <Spinner label="Loading your link" /> : null}
        {data ? (
          <Field.Root>
            <Field.Label>Personal link</Field.Label>
            <div className={css({ display: 'flex', gap: '2' })}>
              <Field.Input readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
              <Button variant="outline" onClick={() => clipboard.copy()} aria-live="polite">
                {clipboard.copied ? <CheckIcon width={16} height={16} /> : <CopyIcon width={16} height={16} />}
                {clipboard.copied ? 'Copied' : 'Copy'}
              </Button>
            </div>
          </Field.Root>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
