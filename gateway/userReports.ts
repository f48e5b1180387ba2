// GET /reports/users.csv → services GET /admin/users/export (services/API.md § Slice: admin-users): which query
// parameters the gateway passes on, so a report has exactly the filters and sort of the /users list.
import { ADMIN_USER_FILTER_PARAMS } from '~/gateway/sources/adminUsers';

/** spec §3 admin user list filters and the sort; paging is left out (the report has every matching user). */
export const USERS_REPORT_PARAMS = [
  'sorting_parameter',
  'sorting_direction',
  ...Object.values(ADMIN_USER_FILTER_PARAMS),
] as const;

/** The services query string of a users report ('' without any); empty values are dropped (spec §7). */
export function usersReportQuery(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const name of USERS_REPORT_PARAMS) {
    const value = query[name];
    if (typeof value === 'string' && value.trim() !== '') search.set(name, value.trim());
  }
  return search.size > 0 ? `?${search}` : '';
}
