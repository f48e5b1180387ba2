// /forgot-password: a valid email, then the server's answer (the same for known and unknown addresses).
import { useState } from 'react';
import { useMutation } from 'urql';
import type { ForgotPasswordForm } from '~/common/validation';
import { lazyResolver, usePreloadedResolver } from '~/web/lib/lazyResolver';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { Link } from '~/web/components/ui/link';
import { Heading, Text } from '~/web/components/ui/typography';
import { graphql } from '~/web/gql';
import { useServerForm } from '~/web/lib/useServerForm';
import { TextField } from './fields';
import { formStack, pageStack } from './layout';

const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($username: String!) {
    requestPasswordReset(username: $username) {
      message
    }
  }
`);

const validation = lazyResolver<ForgotPasswordForm>(() => import('./resolvers').then((module) => module.forgotPasswordResolver));

export default function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const [{ fetching }, requestReset] = useMutation(RequestPasswordResetMutation);
  const [sent, setSent] = useState<string | null>(null);
  usePreloadedResolver(validation);
  const {
    register,
    onSubmit,
    formError,
    formState: { errors, isSubmitting },
  } = useServerForm<ForgotPasswordForm>({
    resolver: validation.resolver,
    defaultValues: { username: '' },
    fields: ['username'],
    submit: async (values) => {
      setSent(null);
      const result = await requestReset(values);
      if (result.data) setSent(result.data.requestPasswordReset.message);
      return result;
    },
  });

  return (
    <div className={pageStack}>
      <div>
        <Heading as="h1" size="2xl">
          Forgot your password?
        </Heading>
        <Text tone="muted">Enter the email you log in with and we will send you a link to choose a new password.</Text>
      </div>
      {sent ? <Alert status="success">{sent}</Alert> : null}
      {formError ? <Alert status="error">{formError}</Alert> : null}
      <form className={formStack} onSubmit={onSubmit} noValidate>
        <TextField label="Email" type="email" autoComplete="username" required error={errors.username?.message} {...register('username')} />
        <Button type="submit" size="lg" loading={isSubmitting || fetching}>
          Send
        </Button>
      </form>
      <Text size="sm">
        Remembered it? <Link to="/login">Back to log in</Link>
      </Text>
    </div>
  );
}
