// /register (spec §2, §3 registration fields, §5 rules).
import { zodResolver } from '@hookform/resolvers/zod';
import { Suspense, useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { registerSchema, type RegisterForm } from '~/common/validation';
import type { PickedLocation } from '~/web/components/location/LocationPicker';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { LinkedInFinish, LinkedInSignIn } from '~/web/components/linkedin/LinkedInSignIn';
import { LinkedInUrlField, NameFields, SignUpDetailsFields } from '~/web/components/profile/MemberFields';
import { Alert } from '~/web/components/ui/alert';
import { Spinner } from '~/web/components/ui/spinner';
import { Button } from '~/web/components/ui/button';
import { Link } from '~/web/components/ui/link';
import { Heading, Text } from '~/web/components/ui/typography';
import { graphql } from '~/web/gql';
import { NO_REFRESH } from '~/web/lib/client';
import { useSession } from '~/web/lib/session';
import { useServerForm } from '~/web/lib/useServerForm';
import { PasswordField, TextField } from './fields';
import { formStack, pageStack } from './layout';

const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      ...AuthPayloadFields
    }
  }
`);

/** The form holds an unticked box and no location until the member fills them; the schema demands both. */
type RegisterValues = Omit<RegisterForm, 'acceptTermsAndConditions' | 'location'> & {
  acceptTermsAndConditions: boolean;
  location: PickedLocation | null;
};
const FIELDS = [
  'username',
  'firstName',
  'lastName',
  'linkedInUrl',
  'password',
  'confirmPassword',
  'jobPosition',
  'location',
  'howDidYouHearAboutUs',
  'acceptTermsAndConditions',
] as const;

export default function RegisterPage() {
  usePageTitle('Sign up');
  const [params] = useSearchParams();
  const { signIn } = useSession();
  // issue 19: the LinkedIn popup's answer, once handed over: the steps after LinkedIn replace the form
  const [linkedInQuery, setLinkedInQuery] = useState<string | null>(null);
  const [{ fetching }, registerMember] = useMutation(RegisterMutation);
  const {
    register,
    control,
    onSubmit,
    formError,
    formState: { errors, isSubmitting },
  } = useServerForm<RegisterValues, RegisterForm>({
    resolver: zodResolver(registerSchema) as Resolver<RegisterValues, unknown, RegisterForm>,
    defaultValues: {
      username: '',
      firstName: '',
      lastName: '',
      linkedInUrl: '',
      password: '',
      confirmPassword: '',
      jobPosition: '',
      location: null,
      howDidYouHearAboutUs: '',
      acceptTermsAndConditions: false,
    },
    fields: FIELDS,
    submit: async (values) => {
      // /register?ref=CODE: the referrer's code (an unknown one is ignored by the server)
      const referralCode = params.get('ref')?.trim() || null;
      const result = await registerMember({ input: referralCode ? { ...values, referralCode } : values }, NO_REFRESH);
      // a new member is unverified: the session machine sends them to /validation
      if (result.data) signIn(result.data.register, false, params.get('next'));
      return result;
    },
  });

  if (linkedInQuery) {
    return (
      <Suspense fallback={<Spinner label="Checking your LinkedIn sign-in" />}>
        <LinkedInFinish mode="sign_up" query={linkedInQuery} next={params.get('next')} onRestart={() => setLinkedInQuery(null)} />
      </Suspense>
    );
  }

  return (
    <div className={pageStack}>
      <div>
        <Heading as="h1" size="2xl">
          Sign up
        </Heading>
        <Text tone="muted">Create your account to start meeting other sales professionals.</Text>
      </div>
      <LinkedInSignIn mode="sign_up" onQuery={setLinkedInQuery} />
      {formError ? <Alert status="error">{formError}</Alert> : null}
      <form className={formStack} onSubmit={onSubmit} noValidate>
        <TextField label="Email" type="email" autoComplete="email" required error={errors.username?.message} {...register('username')} />
        <NameFields register={register} errors={errors} />
        <LinkedInUrlField register={register} errors={errors} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <SignUpDetailsFields register={register} control={control} errors={errors} />
        <Button type="submit" size="lg" loading={isSubmitting || fetching}>
          Sign up
        </Button>
      </form>
      <Text size="sm">
        Already have an account? <Link to="/login">Log in</Link>
      </Text>
    </div>
  );
}
