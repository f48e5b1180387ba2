// Issue 19: what follows the LinkedIn popup — the landing page's query goes to the gateway once, and the answer signs
// the member in, asks for the password of the account with that email (linked only once proved), or asks for the
// registration fields LinkedIn does not give (spec §3: linkedInUrl, jobPosition, location, howDidYouHearAboutUs, terms).
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { useClient, useMutation, type OperationResult } from 'urql';
import { PAGES } from '~/common/messages/pages';
import { linkedInLinkSchema, linkedInRegisterSchema, type LinkedInLinkForm, type LinkedInRegisterForm } from '~/common/validation';
import type { PickedLocation } from '~/web/components/location/LocationPicker';
import { LinkedInUrlField, SignUpDetailsFields } from '~/web/components/profile/MemberFields';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { Spinner } from '~/web/components/ui/spinner';
import { Heading, Text } from '~/web/components/ui/typography';
import { graphql } from '~/web/gql';
import type { LinkedInCallbackMutation, LinkedInMode } from '~/web/gql/graphql';
import { NO_REFRESH } from '~/web/lib/client';
import { errorMessage } from '~/web/lib/errors';
import { useSession } from '~/web/lib/session';
import { useServerForm } from '~/web/lib/useServerForm';
import { PasswordField } from '~/web/pages/auth/fields';
import { formStack, pageStack } from '~/web/pages/auth/layout';

const LinkedInCallbackMutation = graphql(`
  mutation LinkedInCallback($mode: LinkedInMode!, $query: String!) {
    linkedInCallback(mode: $mode, query: $query) {
      status
      auth {
        ...AuthPayloadFields
      }
      linkToken
      signupToken
      email
      firstName
      lastName
    }
  }
`);

const LinkedInLinkMutation = graphql(`
  mutation LinkedInLink($linkToken: String!, $password: String!) {
    linkedInLink(linkToken: $linkToken, password: $password) {
      ...AuthPayloadFields
    }
  }
`);

const LinkedInRegisterMutation = graphql(`
  mutation LinkedInRegister($input: LinkedInRegisterInput!) {
    linkedInRegister(input: $input) {
      ...AuthPayloadFields
    }
  }
`);

type Outcome = LinkedInCallbackMutation['linkedInCallback'];

// The provider's answer is good once: a second render (React's strict mode, a remount) reuses the first call.
const callbacks = new Map<string, Promise<OperationResult<LinkedInCallbackMutation>>>();

export interface LinkedInFinishProps {
  mode: LinkedInMode;
  /** the landing page's `?code=…&state=…` or `?error=…` */
  query: string;
  next?: string | null;
  /** "Start again": back to the page's own form */
  onRestart?: () => void;
}

export default function LinkedInFinish({ mode, query, next = null, onRestart }: LinkedInFinishProps) {
  const client = useClient();
  const { signIn } = useSession();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const key = `${mode}${query}`;
    let call = callbacks.get(key);
    if (!call) {
      call = client.mutation(LinkedInCallbackMutation, { mode, query }, NO_REFRESH).toPromise();
      callbacks.set(key, call);
    }
    let current = true;
    void call.then((result) => {
      if (!current) return;
      const answer = result.data?.linkedInCallback;
      if (!answer) return setFailure(errorMessage(result.error, PAGES.linkedInFailure));
      if (answer.status === 'SIGNED_IN' && answer.auth) signIn(answer.auth, false, next);
      else setOutcome(answer);
    });
    return () => {
      current = false;
    };
  }, [client, mode, query, next, signIn]);

  if (failure) {
    return (
      <div className={pageStack}>
        <Heading as="h1" size="2xl">
          LinkedIn
        </Heading>
        <Alert status="error">{failure}</Alert>
        {onRestart ? (
          <Button type="button" variant="outline" onClick={onRestart}>
            Back
          </Button>
        ) : null}
      </div>
    );
  }
  if (outcome?.status === 'PASSWORD_REQUIRED' && outcome.linkToken) {
    return <LinkWithPassword linkToken={outcome.linkToken} email={outcome.email ?? ''} next={next} />;
  }
  if (outcome?.status === 'SIGN_UP_REQUIRED' && outcome.signupToken) {
    return <FinishSignUp outcome={outcome} signupToken={outcome.signupToken} next={next} />;
  }
  return (
    <div className={pageStack}>
      <Spinner label="Checking your LinkedIn sign-in" />
    </div>
  );
}

function LinkWithPassword({ linkToken, email, next }: { linkToken: string; email: string; next: string | null }) {
  const { signIn } = useSession();
  const [{ fetching }, link] = useMutation(LinkedInLinkMutation);
  const {
    register,
    onSubmit,
    formError,
    formState: { errors, isSubmitting },
  } = useServerForm<LinkedInLinkForm>({
    resolver: zodResolver(linkedInLinkSchema),
    defaultValues: { password: '' },
    fields: ['password'],
    submit: async ({ password }) => {
      const result = await link({ linkToken, password }, NO_REFRESH);
      if (result.data) signIn(result.data.linkedInLink, false, next);
      return result;
    },
  });
  return (
    <div className={pageStack}>
      <div>
        <Heading as="h1" size="2xl">
          Link your LinkedIn account
        </Heading>
        <Text tone="muted">
          An account with {email} already exists. Enter its password once to sign in with LinkedIn from now on.
        </Text>
      </div>
      {formError ? <Alert status="error">{formError}</Alert> : null}
      <form className={formStack} onSubmit={onSubmit} noValidate>
        <PasswordField label="Password" required error={errors.password?.message} {...register('password')} />
        <Button type="submit" size="lg" loading={isSubmitting || fetching}>
          Link and log in
        </Button>
      </form>
    </div>
  );
}

type SignUpValues = Omit<LinkedInRegisterForm, 'acceptTermsAndConditions' | 'location'> & {
  acceptTermsAndConditions: boolean;
  location: PickedLocation | null;
};
const SIGN_UP_FIELDS = ['linkedInUrl', 'jobPosition', 'location', 'howDidYouHearAboutUs', 'acceptTermsAndConditions'] as const;

function FinishSignUp({ outcome, signupToken, next }: { outcome: Outcome; signupToken: string; next: string | null }) {
  const { signIn } = useSession();
  const [{ fetching }, registerMember] = useMutation(LinkedInRegisterMutation);
  const {
    register,
    control,
    onSubmit,
    formError,
    formState: { errors, isSubmitting },
  } = useServerForm<SignUpValues, LinkedInRegisterForm>({
    resolver: zodResolver(linkedInRegisterSchema) as Resolver<SignUpValues, unknown, LinkedInRegisterForm>,
    defaultValues: { linkedInUrl: '', jobPosition: '', location: null, howDidYouHearAboutUs: '', acceptTermsAndConditions: false },
    fields: SIGN_UP_FIELDS,
    submit: async (values) => {
      const result = await registerMember({ input: { signupToken, ...values } }, NO_REFRESH);
      if (result.data) signIn(result.data.linkedInRegister, false, next);
      return result;
    },
  });
  const name = [outcome.firstName, outcome.lastName].filter(Boolean).join(' ');
  return (
    <div className={pageStack}>
      <div>
        <Heading as="h1" size="2xl">
          Finish signing up
        </Heading>
        <Text tone="muted">
          {name ? `Welcome, ${name}. ` : ''}LinkedIn gave us {outcome.email}. A few more details and you are in.
        </Text>
      </div>
      {formError ? <Alert status="error">{formError}</Alert> : null}
      <form className={formStack} onSubmit={onSubmit} noValidate>
        <LinkedInUrlField register={register} errors={errors} />
        <SignUpDetailsFields register={register} control={control} errors={errors} />
        <Button type="submit" size="lg" loading={isSubmitting || fetching}>
          Sign up
        </Button>
      </form>
    </div>
  );
}
