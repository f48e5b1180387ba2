import { DEFAULT_PAGE_SIZE } from '~/common/constants';
import type { AdminCreateUserInput, AdminUserRow, QueryAdminUsersArgs, Role, RoleOption } from '~/gateway/generated/graphql';
import type { Page } from '~/gateway/sources/groupHookups';
import type { ServicesCall, ServicesUser } from '~/gateway/sources/services';

// REST shapes of services/API.md § Slice: admin-users; they match the GraphQL types field for field.
export type ServicesAdminUser = Omit<AdminUserRow, '__typename'>;

/** The query of GET admin/users and GET admin/users/export in services' spelling (spec §3 admin user list filters). */
export type AdminUsersQuery = Record<string, string | number | undefined>;

/** A text filter worth sending: spec §7 "empty values dropped" (services drop them too). */
const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined);

/** GraphQL arguments → services' query: f_ filters, sorting_parameter/sorting_direction, page and size. */
export function adminUsersQueryToServices({ filters, page, size, sortBy, sortDirection }: QueryAdminUsersArgs): AdminUsersQuery {
  return {
    page: page ?? undefined,
    // the /users table pages by spec §9's default list size; services default to the picker's 50
    size: size ?? DEFAULT_PAGE_SIZE,
    sorting_parameter: sortBy ?? undefined,
    sorting_direction: sortDirection ?? undefined,
    f_fullName: text(filters?.fullName),
    f_firstName: text(filters?.firstName),
    f_lastName: text(filters?.lastName),
    f_username: text(filters?.username),
    f_city: text(filters?.city),
    f_companyName: text(filters?.companyName),
    'f_location.name': text(filters?.locationName),
    f_isSubscribe: typeof filters?.isSubscribe === 'boolean' ? String(filters.isSubscribe) : undefined,
    f_jobPosition: text(filters?.jobPosition),
  };
}

const segment = encodeURIComponent;

/** services' schema has the optional fields optional, not nullable: a null from GraphQL is left out. */
function createBody({ jobPosition, location, ...required }: AdminCreateUserInput) {
  return { ...required, ...(jobPosition != null && { jobPosition }), ...(location != null && { location }) };
}

/** The admins' user management calls (API.md § Slice: admin-users); every call carries the admin's bearer. */
export function adminUserCalls(call: ServicesCall) {
  return {
    adminUsers: (accessToken: string, query: AdminUsersQuery) => call<Page<ServicesAdminUser>>('GET', '/admin/users', { accessToken, query }),
    adminUser: (accessToken: string, uuid: string) => call<ServicesUser>('GET', `/admin/user/${segment(uuid)}`, { accessToken }),
    roles: (accessToken: string) => call<RoleOption[]>('GET', '/admin/roles/all', { accessToken }),
    adminCreateUser: (accessToken: string, input: AdminCreateUserInput) =>
      call<ServicesUser>('POST', '/admin/user', { accessToken, body: createBody(input) }),
    disableUser: (accessToken: string, uuid: string) => call<ServicesUser>('PUT', `/admin/user/disable/${segment(uuid)}`, { accessToken }),
    enableUser: (accessToken: string, uuid: string) => call<ServicesUser>('PUT', `/admin/user/enable/${segment(uuid)}`, { accessToken }),
    setUserRoles: (accessToken: string, uuid: string, roles: Role[]) =>
      call<ServicesUser>('PUT', `/admin/user/${segment(uuid)}/roles`, { accessToken, body: roles }),
  };
}
