// The /users/create form (POST admin/user): spec §5 rules and messages of the same fields at registration, roles
// from the list (at least one), job position and location optional.
import { z } from 'zod';
import { ROLES } from '~/common/constants';
import { ADMIN_USERS } from '~/common/messages/adminUsers';
import { profileFormSchema } from '~/common/profile';
import { locationSchema, usernameSchema } from '~/common/validation';
import type { AdminCreateUserInput } from '~/web/gql/graphql';

export const createUserSchema = z.object({
  firstName: profileFormSchema.shape.firstName,
  lastName: profileFormSchema.shape.lastName,
  username: usernameSchema,
  roles: z.array(z.enum(ROLES)).min(1, ADMIN_USERS.rolesRequired),
  // empty (or blank) is allowed: the member fills it in later; otherwise the profile's rule
  jobPosition: z.string().trim().pipe(z.union([z.literal(''), profileFormSchema.shape.jobPosition])),
  location: locationSchema.nullable(),
});

export type CreateUserValues = z.input<typeof createUserSchema>;
export type CreateUserOutput = z.output<typeof createUserSchema>;

export const CREATE_USER_FIELDS = ['firstName', 'lastName', 'username', 'roles', 'jobPosition', 'location'] as const;

export const createUserDefaults: CreateUserValues = { firstName: '', lastName: '', username: '', roles: ['ROLE_USER'], jobPosition: '', location: null };

export function toCreateUserInput(values: CreateUserOutput): AdminCreateUserInput {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    username: values.username,
    roles: values.roles,
    jobPosition: values.jobPosition.trim() || null,
    location: values.location,
  };
}
