import { Type, type Static } from 'typebox';
import { ADMIN_USER_SORTS, DEFAULT_PAGE, ROLES, SORT_DIRECTIONS, USER_PICKER_PAGE_SIZE, type AdminUserSort } from '~/common/constants';
import { ADMIN_USERS as A, VALIDATION as M } from '~/common/messages';
import { FirstName, JobPosition, LastName, RegisterLocation } from '~/services/auth/schemas';
import { PageOf } from '~/services/shared/paging';
import { PAGE_SIZE_MAX } from '~/services/hookups/schemas';
import { Nullable, Username } from '~/services/schemas';
import { LocationSchema, RoleSchema } from './schemas';

// services/API.md § Slice: admin-users. Empty query values are dropped before validation (admin-routes.ts), so
// every filter here is either absent or has a value.

const Filter = Type.Optional(Type.String({ maxLength: 200 }));

/** GET /admin/users and GET /admin/users/export: spec §3 admin user list filters (the picker uses the same call). */
export const AdminUsersQuery = Type.Object({
  page: Type.Integer({ minimum: 0, default: DEFAULT_PAGE, errorMessage: 'page must be a whole number of at least 0' }),
  // 50: the user picker's page size (spec §9), the first client of this call
  size: Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, default: USER_PICKER_PAGE_SIZE, errorMessage: `size must be between 1 and ${PAGE_SIZE_MAX}` }),
  sorting_parameter: Type.Unsafe<AdminUserSort>({ type: 'string', enum: [...ADMIN_USER_SORTS], default: 'createdOn', errorMessage: A.sortingParameter }),
  // case as the notification list spells it (DESC) or lower
  sorting_direction: Type.Unsafe<string>({
    type: 'string',
    enum: [...SORT_DIRECTIONS, ...SORT_DIRECTIONS.map((d) => d.toUpperCase())],
    default: 'desc',
    errorMessage: A.sortingDirection,
  }),
  f_fullName: Filter,
  f_firstName: Filter,
  f_lastName: Filter,
  f_username: Filter,
  f_city: Filter,
  f_companyName: Filter,
  'f_location.name': Filter,
  f_isSubscribe: Type.Optional(Type.Unsafe<'true' | 'false'>({ type: 'string', enum: ['true', 'false'], errorMessage: A.isSubscribe })),
  f_jobPosition: Filter,
});
export type AdminUsersQueryType = Static<typeof AdminUsersQuery>;
export type AdminUserFilters = Omit<AdminUsersQueryType, 'page' | 'size'>;

/** One row of the admin user list: the picker's fields (MemberSummary) and the columns of /users. */
export const AdminUserSummarySchema = Type.Object({
  uuid: Type.String(),
  fullName: Type.String(),
  username: Type.String(),
  imageUrl: Nullable(Type.String()),
  jobPosition: Nullable(Type.String()),
  firstName: Type.String(),
  lastName: Type.String(),
  roles: Type.Array(RoleSchema),
  city: Nullable(Type.String()),
  companyName: Nullable(Type.String()),
  location: Nullable(LocationSchema),
  subscribe: Type.Boolean(),
  active: Type.Boolean(),
  verified: Type.Boolean(),
  createdOn: Type.String(),
  lastActivity: Nullable(Type.String()),
});
export const AdminUserPage = PageOf(AdminUserSummarySchema);
export type AdminUserSummary = Static<typeof AdminUserSummarySchema>;

export const UserIdParams = Type.Object({ id: Type.String({ maxLength: 100 }) });
export const UserUuidParams = Type.Object({ userUuid: Type.String({ maxLength: 100 }) });

/** PUT /admin/user/{userUuid}/roles: the member's new roles (spec §7 "list of roles"). */
export const RolesBody = Type.Array(
  Type.Unsafe<(typeof ROLES)[number]>({ type: 'string', enum: [...ROLES], errorMessage: A.roleUnknown }),
  { minItems: 1, maxItems: ROLES.length * 2, errorMessage: { type: A.rolesRequired, minItems: A.rolesRequired, maxItems: A.roleUnknown } },
);

export const RoleOptionList = Type.Array(Type.Object({ role: RoleSchema, label: Type.String() }));

/** POST /admin/user: the /users/create form (spec §5 rules of the same fields at registration). */
export const CreateUserBody = Type.Object(
  {
    firstName: FirstName,
    lastName: LastName,
    username: Username,
    roles: RolesBody,
    jobPosition: Type.Optional(JobPosition),
    location: Type.Optional(RegisterLocation),
  },
  { errorMessage: { required: { firstName: M.firstNameMin, lastName: M.lastNameMin, username: M.usernameEmail, roles: A.rolesRequired } } },
);
