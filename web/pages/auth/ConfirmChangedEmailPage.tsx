// /user/confirm-changed-email?token=…: confirms a new login email (confirmUsernameChange).
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { AUTH } from '~/common/messages/auth';
import { PAGES } from '~/common/messages/pages';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { Alert } from '~/web/components/ui/alert';
import { Link } from '~/web/components/ui/link';
import { Spinner } from '~/web/components/ui/spinner';
import { Heading } from '~/web/components/ui/typography';
import { graphql } from '~/web/gql';
import { useSession } from '~/web/lib/session';
import { pageStack } from './layout';

const ConfirmUsernameChangeMutation = graphql(`
  mutation ConfirmUsernameChange($confirmationToken: String!) {
    confirmUsernameChange(confirmationToken: $confirmationToken) {
      message
    }
  }
`);

type Outcome = { status: 'pending' } | { status: 'success' | 'error'; message: string };

export default function ConfirmChangedEmailPage() {
  usePageTitle('Confirm your new email');
  const [params] = useSearchParams();
  const token = params.get('token');
  const { status: session, refreshUser } = useSession();
  const [, confirmChange] = useMutation(ConfirmUsernameChangeMutation);
  const [outcome, setOutcome] = useState<Outcome>(token ? { status: 'pending' } : { status: 'error', message: AUTH.tokenInvalid });
  const sent = useRef(false);
  const signedIn = session === 'authenticated' || session === 'unverified';

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void confirmChange({ confirmationToken: token }).then((result) => {
      setOutcome(
        result.data
          ? { status: 'success', message: result.data.confirmUsernameChange.message }
          : { status: 'error', message: result.error?.graphQLErrors[0]?.message || PAGES.confirmFailure },
      );
    });
  }, [token, confirmChange]);

  // the session user shows the login email: fetch it again once it changed
  useEffect(() => {
    if (outcome.status === 'success' && signedIn) refreshUser();
  }, [outcome.status, signedIn, refreshUser]);

  return (
    <div className={pageStack}>
      <Heading as="h1" size="2xl">
        New email confirmation
      </Heading>
      {outcome.status === 'pending' ? <Spinner size="lg" label="Confirming your new email…" /> : null}
      {outcome.status !== 'pending' ? <Alert status={outcome.status}>{outcome.message}</Alert> : null}
      {outcome.status !== 'pending' ? (
        <Link to={signedIn ? '/home' : '/login'}>{signedIn ? 'Continue to the platform' : 'Continue to log in'}</Link>
      ) : null}
    </div>
  );
}
