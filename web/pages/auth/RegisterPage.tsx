// /register (spec §2, §3 registration fields, §5 rules).
import { zodResolver } from '@hookform/resolvers/zod';
import { Suspense, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { PAGES } from '~/common/messages';
import { registerSchema, type RegisterForm } from '~/common/validation';
import { LocationPicker, type PickedLocation } from '~/web/components/location/LocationPicker';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { LinkedInFinish, LinkedInSignIn } from '~/web/components/linkedin/LinkedInSignIn';
import { Alert } from '~/web/components/ui/alert';
import { Spinner } from '~/web/components/ui/spinner';
import { Button } from '~/web/components/ui/button';
import { Link } from '~/web/components/ui/link';
import { Heading, Text } from '~/web/components/ui/typography';
import { graphql } from '~/web/gql';
import { NO_REFRESH } from '~/web/lib/client';
import { applyServerErrors } from '~/web/lib/errors';
import { useSession } from '~/web/lib/session';
import { css } from '~/web/styled-system/css';
import { formStack, HEARD_ABOUT_US_OPTIONS, pageStack, PasswordField, TermsField, TextField } from './fields';

const JobPositionsQuery = graphql(`
  query JobPositions {
    jobPositions
  }
`);

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

const twoColumns = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '5' });

export default function RegisterPage() {
  usePageTitle('Sign up');
  const [params] = useSearchParams();
  const { signIn } = useSession();
  // issue 19: the LinkedIn popup's answer, once handed over: the steps after LinkedIn replace the form
  const [linkedInQuery, setLinkedInQuery] = useState<string | null>(null);
  const [{ data: positions }] = useQuery({ query: JobPositionsQuery });
  const [{ fetching }, registerMember] = useMutation(RegisterMutation);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues, unknown, RegisterForm>({
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
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    // /register?ref=CODE: the referrer's code (an unknown one is ignored by the server)
    const referralCode = params.get('ref')?.trim() || null;
    const result = await registerMember({ input: referralCode ? { ...values, referralCode } : values }, NO_REFRESH);
    if (result.data) {
      // a new member is unverified: the session machine sends them to /validation
      signIn(result.data.register, false, params.get('next'));
      return;
    }
    setFormError(result.error ? applyServerErrors(result.error, setError, FIELDS) : PAGES.internal);
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
        <div className={twoColumns}>
          <TextField label="First name" autoComplete="given-name" required error={errors.firstName?.message} {...register('firstName')} />
          <TextField label="Last name" autoComplete="family-name" required error={errors.lastName?.message} {...register('lastName')} />
        </div>
        <TextField
          label="LinkedIn profile URL"
          type="url"
          placeholder="https://www.linkedin.com/in/your-name"
          required
          error={errors.linkedInUrl?.message}
          {...register('linkedInUrl')}
        />
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
        <TextField
          label="Job position"
          suggestions={positions?.jobPositions ?? []}
          autoComplete="organization-title"
          required
          error={errors.jobPosition?.message}
          {...register('jobPosition')}
        />
        <Controller
          control={control}
          name="location"
          render={({ field }) => (
            <LocationPicker
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              required
              error={errors.location?.message}
            />
          )}
        />
        <TextField
          label="How did you hear about us?"
          suggestions={HEARD_ABOUT_US_OPTIONS}
          helper="Pick one or tell us in your own words."
          required
          error={errors.howDidYouHearAboutUs?.message}
          {...register('howDidYouHearAboutUs')}
        />
        <TermsField control={control} error={errors.acceptTermsAndConditions?.message} />
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
