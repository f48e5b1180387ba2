// /login (spec §2): username, password, remember me; links to forgot password and registration.
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import type { LoginForm } from '~/common/validation';
import { lazyResolver, usePreloadedResolver } from '~/web/lib/lazyResolver';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { LinkedInFinish, LinkedInSignIn } from '~/web/components/linkedin/LinkedInSignIn';
import { Alert } from '~/web/components/ui/alert';
import { Spinner } from '~/web/components/ui/spinner';
import { Button } from '~/web/components/ui/button';
import { Link } from '~/web/components/ui/link';
import { Heading, Text } from '~/web/components/ui/typography';
import { graphql } from '~/web/gql';
import { NO_REFRESH } from '~/web/lib/client';
import { useSession } from '~/web/lib/session';
import { useServerForm } from '~/web/lib/useServerForm';
import { CheckboxField, formStack, linksRow, pageStack, PasswordField, TextField } from './fields';

const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      ...AuthPayloadFields
    }
  }
`);

const validation = lazyResolver<LoginForm>(() => import('./resolvers').then((module) => module.loginResolver));

export default function LoginPage() {
  usePageTitle('Log in');
  const [params] = useSearchParams();
  const next = params.get('next');
  const { signIn } = useSession();
  // issue 19: the LinkedIn popup's answer, once handed over: the steps after LinkedIn replace the form
  const [linkedInQuery, setLinkedInQuery] = useState<string | null>(null);
  const [{ fetching }, login] = useMutation(LoginMutation);
  usePreloadedResolver(validation);
  const {
    register,
    control,
    onSubmit,
    formError,
    formState: { errors, isSubmitting },
  } = useServerForm<LoginForm>({
    resolver: validation.resolver,
    defaultValues: { username: '', password: '', rememberMe: false },
    fields: ['username', 'password'],
    submit: async (values) => {
      const result = await login({ input: values }, NO_REFRESH);
      // the session machine stores the tokens and goes to next, /home or /validation
      if (result.data) signIn(result.data.login, values.rememberMe, next);
      return result;
    },
  });

  if (linkedInQuery) {
    return (
      <Suspense fallback={<Spinner label="Checking your LinkedIn sign-in" />}>
        <LinkedInFinish mode="login" query={linkedInQuery} next={next} onRestart={() => setLinkedInQuery(null)} />
      </Suspense>
    );
  }

  return (
    <div className={pageStack}>
      <div>
        <Heading as="h1" size="2xl">
          Log in
        </Heading>
        <Text tone="muted">Welcome back. Log in to meet other sales professionals.</Text>
      </div>
      <LinkedInSignIn mode="login" onQuery={setLinkedInQuery} />
      {formError ? <Alert status="error">{formError}</Alert> : null}
      <form className={formStack} onSubmit={onSubmit} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          required
          error={errors.username?.message}
          {...register('username')}
        />
        <PasswordField label="Password" required error={errors.password?.message} {...register('password')} />
        <CheckboxField control={control} name="rememberMe" label="Remember me" error={errors.rememberMe?.message} />
        <Button type="submit" size="lg" loading={isSubmitting || fetching}>
          Log in
        </Button>
      </form>
      <div className={linksRow}>
        <Link to="/forgot-password">Forgot your password?</Link>
        <span>
          New here? <Link to={next ? `/register?next=${encodeURIComponent(next)}` : '/register'}>Sign up</Link>
        </span>
      </div>
    </div>
  );
}
