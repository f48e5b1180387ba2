// The form of /login (spec §2): username, password, remember me. A chunk of its own (issue 21): react-hook-form and
// the password and checkbox controls weigh ~23 KiB gzipped, and the page paints its heading, the LinkedIn button and
// the links without them (LoginPage shows a stand-in of the same height meanwhile).
import { useMutation } from 'urql';
import type { LoginForm as LoginValues } from '~/common/validation';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { graphql } from '~/web/gql';
import { NO_REFRESH } from '~/web/lib/client';
import { lazyResolver, usePreloadedResolver } from '~/web/lib/lazyResolver';
import { useSession } from '~/web/lib/session';
import { useServerForm } from '~/web/lib/useServerForm';
import { CheckboxField, PasswordField, TextField } from './fields';
import { formStack } from './layout';

const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      ...AuthPayloadFields
    }
  }
`);

const validation = lazyResolver<LoginValues>(() => import('./resolvers').then((module) => module.loginResolver));

export default function LoginForm({ next }: { next: string | null }) {
  const { signIn } = useSession();
  const [{ fetching }, login] = useMutation(LoginMutation);
  usePreloadedResolver(validation);
  const {
    register,
    control,
    onSubmit,
    formError,
    formState: { errors, isSubmitting },
  } = useServerForm<LoginValues>({
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

  return (
    <>
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
    </>
  );
}
