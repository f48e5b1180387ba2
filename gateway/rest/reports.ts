// GET /reports/users.csv → services GET /admin/users/export (services/API.md § Slice: admin-users). The web asks in the
// adminUsers query's own names (its filters, sortBy, sortDirection); the gateway spells them as services do, through
// the same ADMIN_USER_FILTER_PARAMS as the list, so a report has exactly the filters and sort of the /users list.
import { ADMIN_USER_FILTER_PARAMS } from '~/gateway/sources/adminUsers';

/**
 * The services query string of a users report ('' without any): the sort and spec §3 admin user list filters; paging
 * and anything else are left out (the report has every matching user), empty values dropped (spec §7).
 */
export function usersReportQuery(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  const add = (param: string, value: unknown) => {
    if (typeof value === 'string' && value.trim() !== '') search.set(param, value.trim());
  };
  add('sorting_parameter', query.sortBy);
  add('sorting_direction', query.sortDirection);
  for (const [field, param] of Object.entries(ADMIN_USER_FILTER_PARAMS)) add(param, query[field]);
  return search.size > 0 ? `?${search}` : '';
}
