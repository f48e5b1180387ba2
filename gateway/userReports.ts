// GET /reports/users.csv → services GET /admin/users/export (services/API.md § Slice: admin-users): which query
// parameters the gateway passes on, so a report has exactly the filters and sort of the /users list.

/** spec §3 admin user list filters and the sort; paging is left out (the report has every matching user). */
export const USERS_REPORT_PARAMS = [
  'sorting_parameter',
  'sorting_direction',
  'f_fullName',
  'f_firstName',
  'f_lastName',
  'f_username',
  'f_city',
  'f_companyName',
  'f_location.name',
  'f_isSubscribe',
  'f_jobPosition',
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
