// /user/confirm?token=… (spec §2, §4, §8): confirms the email address. Success asks for calendar sync and
// a profile image later, opens the full-screen tutorial, and marks a signed-in member verified.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { STORAGE_KEYS } from '~/common/constants';
import { AUTH } from '~/common/messages/auth';
import { PAGES } from '~/common/messages/pages';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { TutorialDialog } from '~/web/components/tutorial/TutorialDialog';
import { Alert } from '~/web/components/ui/alert';
import { Link } from '~/web/components/ui/link';
import { Spinner } from '~/web/components/ui/spinner';
import { Heading } from '~/web/components/ui/typography';
import { graphql } from '~/web/gql';
import { useSession } from '~/web/lib/session';
import { setFlag } from '~/web/lib/storage';
import { pageStack } from './layout';

const ConfirmEmailMutation = graphql(`
  mutation ConfirmEmail($token: String!) {
    confirmEmail(token: $token) {
      message
    }
  }
`);

type Outcome = { status: 'pending' } | { status: 'success'; message: string } | { status: 'error'; message: string };

export default function ConfirmEmailPage() {
  usePageTitle('Confirm your email');
  const [params] = useSearchParams();
  const token = params.get('token');
  const { status: session, refreshUser } = useSession();
  const [, confirmEmail] = useMutation(ConfirmEmailMutation);
  const [outcome, setOutcome] = useState<Outcome>(token ? { status: 'pending' } : { status: 'error', message: AUTH.tokenInvalid });
  const [tutorialOpen, setTutorialOpen] = useState(false);
  const sent = useRef(false);
  const signedIn = session === 'authenticated' || session === 'unverified';

  useEffect(() => {
    // a confirmation token works once: never send it twice (StrictMode runs effects twice)
    if (!token || sent.current) return;
    sent.current = true;
    void confirmEmail({ token }).then((result) => {
      if (!result.data) {
        // spec §8: the server's message, else 'An error occurred. Please try again later.'
        setOutcome({ status: 'error', message: result.error?.graphQLErrors[0]?.message || PAGES.confirmFailure });
        return;
      }
      // spec §4: confirmation flows ask for calendar sync and a profile image; the tutorial shows
      setFlag(STORAGE_KEYS.askCalendarSync, true);
      setFlag(STORAGE_KEYS.askProfileImage, true);
      setFlag(STORAGE_KEYS.showTutorial, true);
      setOutcome({ status: 'success', message: result.data.confirmEmail.message });
      setTutorialOpen(true);
    });
  }, [token, confirmEmail]);

  // a signed-in member is verified now: fetch the session user again (session.user.reload)
  useEffect(() => {
    if (outcome.status === 'success' && signedIn) refreshUser();
  }, [outcome.status, signedIn, refreshUser]);

  const closeTutorial = (open: boolean) => {
    setTutorialOpen(open);
    if (!open) setFlag(STORAGE_KEYS.showTutorial, false);
  };

  return (
    <div className={pageStack}>
      <Heading as="h1" size="2xl">
        Email confirmation
      </Heading>
      {outcome.status === 'pending' ? <Spinner size="lg" label="Confirming your email…" /> : null}
      {outcome.status !== 'pending' ? <Alert status={outcome.status}>{outcome.message}</Alert> : null}
      {outcome.status === 'success' ? (
        <Link to={signedIn ? '/home' : '/login'}>{signedIn ? 'Continue to the platform' : 'Continue to log in'}</Link>
      ) : null}
      {outcome.status === 'error' ? <Link to={signedIn ? '/validation' : '/login'}>{signedIn ? 'Back' : 'Go to log in'}</Link> : null}
      <TutorialDialog open={tutorialOpen} onOpenChange={closeTutorial} />
    </div>
  );
}
