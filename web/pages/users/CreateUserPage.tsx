// /users/create (admins, spec §2): create a member of the organisation (POST admin/user). They get an email to set
// their password; the server's refusals (an email with an account) show under their fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { ADMIN_USERS } from '~/common/messages/adminUsers';
import {
  CREATE_USER_FIELDS,
  createUserDefaults,
  createUserSchema,
  toCreateUserInput,
  type CreateUserOutput,
  type CreateUserValues,
} from '~/web/components/admin-users/createUserSchema';
import { AdminCreateUserMutation, RolesQuery } from '~/web/components/admin-users/documents';
import { LocationPicker } from '~/web/components/location/LocationPicker';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { Checkbox } from '~/web/components/ui/checkbox';
import { Link } from '~/web/components/ui/link';
import { Spinner } from '~/web/components/ui/spinner';
import { toaster } from '~/web/components/ui/toast';
import { Heading, Text } from '~/web/components/ui/typography';
import type { Role } from '~/web/gql/graphql';
import { errorMessage } from '~/web/lib/errors';
import { useServerForm } from '~/web/lib/useServerForm';
import { TextField } from '~/web/pages/auth/fields';
import { formStack } from '~/web/pages/auth/layout';
import { css } from '~/web/styled-system/css';
import { hstack, stack } from '~/web/styled-system/patterns';

const twoColumns = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '5' });

export default function CreateUserPage() {
  usePageTitle('Create user');
  const navigate = useNavigate();
  const [{ data: roleOptions, error: rolesError }] = useQuery({ query: RolesQuery });
  const [, createUser] = useMutation(AdminCreateUserMutation);
  const {
    register,
    control,
    onSubmit,
    formError,
    formState: { errors, isSubmitting },
  } = useServerForm<CreateUserValues, CreateUserOutput>({
    resolver: zodResolver(createUserSchema) as Resolver<CreateUserValues, unknown, CreateUserOutput>,
    defaultValues: createUserDefaults,
    fields: CREATE_USER_FIELDS,
    submit: async (values) => {
      // the list of users answers another type: it asks again when the admin goes back to it
      const result = await createUser({ input: toCreateUserInput(values) }, { additionalTypenames: ['AdminUserRow'] });
      if (result.data) {
        toaster.create({ title: ADMIN_USERS.created, type: 'success' });
        navigate('/users');
      }
      return result;
    },
  });

  return (
    <div className={stack({ gap: '6', maxW: '2xl' })}>
      <div className={stack({ gap: '1' })}>
        <Heading as="h1" size="2xl">
          Create user
        </Heading>
        <Text tone="muted">The new member gets an email with a link to choose their password.</Text>
      </div>
      {formError ? <Alert status="error">{formError}</Alert> : null}
      <form className={formStack} onSubmit={onSubmit} noValidate aria-label="Create user">
        <TextField label="Email" type="email" autoComplete="off" required error={errors.username?.message} {...register('username')} />
        <div className={twoColumns}>
          <TextField label="First name" autoComplete="off" required error={errors.firstName?.message} {...register('firstName')} />
          <TextField label="Last name" autoComplete="off" required error={errors.lastName?.message} {...register('lastName')} />
        </div>
        <TextField label="Job position" autoComplete="off" error={errors.jobPosition?.message} {...register('jobPosition')} />
        <Controller
          control={control}
          name="location"
          render={({ field }) => (
            <LocationPicker name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.location?.message} />
          )}
        />
        <Controller
          control={control}
          name="roles"
          render={({ field }) => (
            // a fieldset, not a Field: Ark's Field would label each checkbox with its own (absent) label
            <div>
              <fieldset aria-invalid={Boolean(errors.roles) || undefined} className={css({ display: 'flex', flexWrap: 'wrap', gap: '4' })}>
                <legend className={css({ textStyle: 'sm', fontWeight: 'medium', mb: '2' })}>Roles</legend>
                {rolesError ? <Alert status="error">{errorMessage(rolesError)}</Alert> : null}
                {!roleOptions && !rolesError ? <Spinner label="Loading roles" /> : null}
                {roleOptions?.roles.map((option) => (
                  <Checkbox.Root
                    key={option.role}
                    checked={field.value.includes(option.role)}
                    onCheckedChange={(details) => {
                      const rest = field.value.filter((role: Role) => role !== option.role);
                      field.onChange(details.checked === true ? [...rest, option.role] : rest);
                    }}
                  >
                    <Checkbox.Control onBlur={field.onBlur}>
                      <Checkbox.Indicator />
                    </Checkbox.Control>
                    <Checkbox.Label>{option.label}</Checkbox.Label>
                    <Checkbox.HiddenInput />
                  </Checkbox.Root>
                ))}
              </fieldset>
              {errors.roles?.message ? (
                <Text role="alert" size="sm" className={css({ color: 'danger.text', fontWeight: 'medium', mt: '1.5' })}>
                  {errors.roles.message}
                </Text>
              ) : null}
            </div>
          )}
        />
        <div className={hstack({ gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
          <Link to="/users">Cancel</Link>
          <Button type="submit" loading={isSubmitting}>
            Create user
          </Button>
        </div>
      </form>
    </div>
  );
}
