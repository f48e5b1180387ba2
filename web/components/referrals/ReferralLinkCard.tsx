// The member's personal registration link (GET user/referral-link) with a copy button.
import { useQuery } from 'urql';
import { Alert } from '~/web/components/ui/alert';
import { Card } from '~/web/components/ui/card';
import { REFERRAL } from '~/common/messages/referrals';
import { CopyLinkField } from '~/web/components/ui/copy-link-field';
import { Spinner } from '~/web/components/ui/spinner';
import { errorMessage } from '~/web/lib/errors';
import { ReferralLinkQuery } from './documents';

export function ReferralLinkCard() {
  const [{ data, error }] = useQuery({ query: ReferralLinkQuery });

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
          <CopyLinkField label="Personal link" link={data.referralLink.url} copiedMessage={REFERRAL.linkCopied} />
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
