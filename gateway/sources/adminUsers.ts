import { DEFAULT_PAGE_SIZE } from '~/common/constants';
import type {
  AdminCreateUserInput,
  AdminUserFilters,
  AdminUserRow,
  QueryAdminUsersArgs,
  Role,
  RoleOption,
} from '~/gateway/generated/graphql';
import { withoutNulls } from '~/gateway/sources/call';
import type { Page } from '~/common/paging';
import type { ServicesCall, ServicesUser } from '~/gateway/sources/call';

// REST shapes of services/API.md § Slice: admin-users; they match the GraphQL types field for field.
export type ServicesAdminUser = Omit<AdminUserRow, '__typename'>;

/** The query of GET admin/users and GET admin/users/export in services' spelling (spec §3 admin user list filters). */
export type AdminUsersQuery = Record<string, string | number | undefined>;

/**
 * spec §3 admin user list filters: GraphQL AdminUserFilters field → services' query parameter, in the order they are
 * sent. GET /admin/users and the users report (rest/reports.ts, GET /admin/users/export) both take exactly these.
 */
export const ADMIN_USER_FILTER_PARAMS = {
  fullName: 'f_fullName',
  firstName: 'f_firstName',
  lastName: 'f_lastName',
  username: 'f_username',
  city: 'f_city',
  companyName: 'f_companyName',
  locationName: 'f_location.name',
  isSubscribe: 'f_isSubscribe',
  jobPosition: 'f_jobPosition',
} as const satisfies Record<keyof AdminUserFilters, string>;

/** A text filter worth sending: spec §7 "empty values dropped" (services drop them too). */
const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined);

/** GraphQL arguments → services' query: f_ filters, sorting_parameter/sorting_direction, page and size. */
export function adminUsersQueryToServices({ filters, page, size, sortBy, sortDirection }: QueryAdminUsersArgs): AdminUsersQuery {
  const query: AdminUsersQuery = {
    page: page ?? undefined,
    // the /users table pages by spec §9's default list size; services default to the picker's 50
    size: size ?? DEFAULT_PAGE_SIZE,
    sorting_parameter: sortBy ?? undefined,
    sorting_direction: sortDirection ?? undefined,
  };
  for (const [field, param] of Object.entries(ADMIN_USER_FILTER_PARAMS) as [keyof AdminUserFilters, string][]) {
    const value = filters?.[field];
    // f_isSubscribe is the one yes/no filter
    query[param] = typeof value === 'boolean' ? String(value) : text(value);
  }
  return query;
}

const segment = encodeURIComponent;

/** The admins' user management calls (API.md § Slice: admin-users); every call carries the admin's bearer. */
export function adminUserCalls(call: ServicesCall) {
  return {
    adminUsers: (accessToken: string, query: AdminUsersQuery) => call<Page<ServicesAdminUser>>('GET', '/admin/users', { accessToken, query }),
    adminUser: (accessToken: string, uuid: string) => call<ServicesUser>('GET', `/admin/user/${segment(uuid)}`, { accessToken }),
    roles: (accessToken: string) => call<RoleOption[]>('GET', '/admin/roles/all', { accessToken }),
    adminCreateUser: (accessToken: string, input: AdminCreateUserInput) =>
      call<ServicesUser>('POST', '/admin/user', { accessToken, body: withoutNulls(input) }),
    disableUser: (accessToken: string, uuid: string) => call<ServicesUser>('PUT', `/admin/user/disable/${segment(uuid)}`, { accessToken }),
    enableUser: (accessToken: string, uuid: string) => call<ServicesUser>('PUT', `/admin/user/enable/${segment(uuid)}`, { accessToken }),
    setUserRoles: (accessToken: string, uuid: string, roles: Role[]) =>
      call<ServicesUser>('PUT', `/admin/user/${segment(uuid)}/roles`, { accessToken, body: roles }),
  };
}
