// /validation (spec §2): the signed-in, unverified member is asked to verify their email; 'Click here'
// sends the verification email again.
import { useState } from 'react';
import { Navigate } from 'react-router';
import { useMutation } from 'urql';
import { AUTH } from '~/common/messages/auth';
import { SessionPending } from '~/web/app/guards';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { Heading, Text } from '~/web/components/ui/typography';
import { graphql } from '~/web/gql';
import { errorCode, errorMessage } from '~/web/lib/errors';
import { useSession } from '~/web/lib/session';
import { pageStack } from './layout';

const ResendVerificationEmailMutation = graphql(`
  mutation ResendVerificationEmail {
    resendVerificationEmail {
      message
    }
  }
`);

export default function ValidationPage() {
  usePageTitle('Verify your email');
  const { status, user, logout, refreshUser } = useSession();
  const [{ fetching }, resend] = useMutation(ResendVerificationEmailMutation);
  const [outcome, setOutcome] = useState<{ status: 'success' | 'error'; message: string } | null>(null);

  if (status === 'restoring') return <SessionPending />;
  if (status === 'anonymous') return <Navigate to="/login" replace />;
  if (status === 'authenticated') return <Navigate to="/home" replace />;

  const onResend = async () => {
    setOutcome(null);
    const result = await resend({});
    if (result.data) {
      setOutcome({ status: 'success', message: AUTH.resendSuccess }); // spec §2, word for word
      return;
    }
    setOutcome({ status: 'error', message: errorMessage(result.error) });
    // already verified elsewhere (another tab, another device): pick that up
    if (errorCode(result.error) === 'CONFLICT') refreshUser();
  };

  return (
    <div className={pageStack}>
      <Heading as="h1" size="2xl">
        Verify your email
      </Heading>
      <Text>
        We have sent an email to <strong>{user?.username}</strong>. Open the link in it to validate your account and start
        using the platform.
      </Text>
      <Text tone="muted">
        Didn't get it? Check your spam folder or{' '}
        <Button type="button" variant="link" onClick={onResend} loading={fetching}>
          Click here
        </Button>{' '}
        to receive another one.
      </Text>
      {outcome ? <Alert status={outcome.status}>{outcome.message}</Alert> : null}
      <Text size="sm">
        Not you?{' '}
        <Button type="button" variant="link" onClick={logout}>
          Log out
        </Button>
      </Text>
    </div>
  );
}
