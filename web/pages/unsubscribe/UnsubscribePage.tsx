// /unsubscribe?token=…&email=… (spec §7 PUT /unsubscribe?token&email): the link at the foot of every notification
// email. Public, signed in or not: it unsubscribes once on load and shows the answer's message or the error's.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { NOTIFICATION } from '~/common/messages';
import { loginPath } from '~/machines/sessionMachine';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { Alert } from '~/web/components/ui/alert';
import { Link } from '~/web/components/ui/link';
import { Spinner } from '~/web/components/ui/spinner';
import { Heading, Text } from '~/web/components/ui/typography';
import { graphql } from '~/web/gql';
import { errorMessage } from '~/web/lib/errors';
import { useSession } from '~/web/lib/session';
import { pageStack } from '~/web/pages/auth/fields';

const UnsubscribeMutation = graphql(`
  mutation Unsubscribe($token: String!, $email: String!) {
    unsubscribe(token: $token, email: $email) {
      message
    }
  }
`);

type Outcome = { status: 'pending' } | { status: 'success' | 'error'; message: string };

export default function UnsubscribePage() {
  usePageTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');
  const { status: session } = useSession();
  const [, unsubscribe] = useMutation(UnsubscribeMutation);
  // a link without its token or address cannot work: say so without asking
  const [outcome, setOutcome] = useState<Outcome>(token && email ? { status: 'pending' } : { status: 'error', message: NOTIFICATION.unsubscribeInvalid });
  const sent = useRef(false);
  const signedIn = session === 'authenticated';

  useEffect(() => {
    // once per visit (StrictMode runs effects twice); a second unsubscribe would answer the same anyway
    if (!token || !email || sent.current) return;
    sent.current = true;
    void unsubscribe({ token, email }).then((result) => {
      setOutcome(
        result.data
          ? { status: 'success', message: result.data.unsubscribe.message }
          : { status: 'error', message: errorMessage(result.error, NOTIFICATION.unsubscribeInvalid) },
      );
    });
  }, [token, email, unsubscribe]);

  return (
    <div className={pageStack}>
      <Heading as="h1" size="2xl">
        Unsubscribe
      </Heading>
      {outcome.status === 'pending' ? <Spinner size="lg" label="Unsubscribing you…" /> : <Alert status={outcome.status}>{outcome.message}</Alert>}
      {outcome.status === 'success' ? (
        <Text tone="muted">You can choose which emails you receive, or receive them again, in your settings.</Text>
      ) : null}
      {outcome.status !== 'pending' ? (
        signedIn ? <Link to="/settings">Go to your settings</Link> : <Link to={loginPath('/settings')}>Log in to manage your emails</Link>
      ) : null}
    </div>
  );
}
