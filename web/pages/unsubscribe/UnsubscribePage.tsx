// /unsubscribe?token=…&email=… (spec §7 PUT /unsubscribe?token&email): the link at the foot of every notification
// email. Public, signed in or not. Opening it changes nothing: the person confirms with the button (RFC 8058's one-click
// POST is for mail clients, gateway/unsubscribe.ts), then the page shows the answer's message or the error's.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { NOTIFICATION } from '~/common/messages/notifications';
import { PAGES, pagePath } from '~/common/routes';
import { loginPath } from '~/machines/sessionMachine';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { Link } from '~/web/components/ui/link';
import { Heading, Text } from '~/web/components/ui/typography';
import { graphql } from '~/web/gql';
import { errorMessage } from '~/web/lib/errors';
import { useSession } from '~/web/lib/session';
import { pageStack } from '~/web/pages/auth/layout';

const UnsubscribeMutation = graphql(`
  mutation Unsubscribe($token: String!, $email: String!) {
    unsubscribe(token: $token, email: $email) {
      message
    }
  }
`);

const SETTINGS = pagePath(PAGES.settings);

type Outcome = { status: 'asking' } | { status: 'sending' } | { status: 'success' | 'error'; message: string };

export default function UnsubscribePage() {
  usePageTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');
  const { status: session } = useSession();
  const [, unsubscribe] = useMutation(UnsubscribeMutation);
  // a link without its token or address cannot work: say so without asking
  const [outcome, setOutcome] = useState<Outcome>(token && email ? { status: 'asking' } : { status: 'error', message: NOTIFICATION.unsubscribeInvalid });
  const signedIn = session === 'authenticated';

  // only the person's click unsubscribes: mail scanners open (and run) links, and must not unsubscribe anyone
  async function confirm() {
    if (!token || !email) return;
    setOutcome({ status: 'sending' });
    const result = await unsubscribe({ token, email });
    setOutcome(
      result.data
        ? { status: 'success', message: result.data.unsubscribe.message }
        : { status: 'error', message: errorMessage(result.error, NOTIFICATION.unsubscribeInvalid) },
    );
  }

  return (
    <div className={pageStack}>
      <Heading as="h1" size="2xl">
        Unsubscribe
      </Heading>
      {outcome.status === 'asking' || outcome.status === 'sending' ? (
        <>
          <Text>Stop all emails from Hookups to {email}?</Text>
          <div>
            <Button loading={outcome.status === 'sending'} onClick={() => void confirm()}>
              Unsubscribe
            </Button>
          </div>
        </>
      ) : (
        <Alert status={outcome.status}>{outcome.message}</Alert>
      )}
      {outcome.status === 'success' ? (
        <Text tone="muted">You can choose which emails you receive, or receive them again, in your settings.</Text>
      ) : null}
      {signedIn ? <Link to={SETTINGS}>Go to your settings</Link> : <Link to={loginPath(SETTINGS)}>Log in to manage your emails</Link>}
    </div>
  );
}
