// The /users list's filters (spec §3 admin user list filters) and how they become the adminUsers variables.
import type { AdminUserFilters, AdminUserSort, SortDirection } from '~/web/gql/graphql';

/** What the admin typed, one text per filter; subscribed is '' (any), 'true' or 'false'. */
export interface UserFilterInputs {
  fullName: string;
  firstName: string;
  lastName: string;
  username: string;
  city: string;
  companyName: string;
  locationName: string;
  jobPosition: string;
  subscribed: '' | 'true' | 'false';
}

export const EMPTY_FILTERS: UserFilterInputs = {
  fullName: '',
  firstName: '',
  lastName: '',
  username: '',
  city: '',
  companyName: '',
  locationName: '',
  jobPosition: '',
  subscribed: '',
};

/** The text filters in the order the form shows them, with their labels. */
export const TEXT_FILTERS: ReadonlyArray<{ key: Exclude<keyof UserFilterInputs, 'subscribed'>; label: string }> = [
  { key: 'fullName', label: 'Full name' },
  { key: 'firstName', label: 'First name' },
  { key: 'lastName', label: 'Last name' },
  { key: 'username', label: 'Email' },
  { key: 'city', label: 'City' },
  { key: 'companyName', label: 'Company' },
  { key: 'locationName', label: 'Location' },
  { key: 'jobPosition', label: 'Job position' },
];

/** spec §7 "empty values dropped": only the filters with a value are sent (trimmed); none at all is null. */
export function toFilterVariables(inputs: UserFilterInputs): AdminUserFilters | null {
  const filters: AdminUserFilters = {};
  for (const { key } of TEXT_FILTERS) {
    const value = inputs[key].trim();
    if (value) filters[key] = value;
  }
  if (inputs.subscribed) filters.isSubscribe = inputs.subscribed === 'true';
  return Object.keys(filters).length > 0 ? filters : null;
}

/** The same filters and sort, in the adminUsers query's names, for the CSV export (GET /reports/users.csv). */
export function toReportQuery(filters: AdminUserFilters | null, sort: UserSort): Record<string, string> {
  const query: Record<string, string> = { sortBy: sort.by, sortDirection: sort.direction };
  for (const [key, value] of Object.entries(filters ?? {}) as Array<[keyof AdminUserFilters, string | boolean | null | undefined]>) {
    if (value !== null && value !== undefined && value !== '') query[key] = String(value);
  }
  return query;
}

export interface UserSort {
  by: AdminUserSort;
  direction: SortDirection;
}

/** spec §3: createdOn, newest first. */
export const DEFAULT_SORT: UserSort = { by: 'createdOn', direction: 'desc' };

/** A click on a column header: that column ascending, or the other way round when it already sorts. */
export function nextSort(current: UserSort, by: AdminUserSort): UserSort {
  if (current.by !== by) return { by, direction: by === 'createdOn' || by === 'lastActivity' ? 'desc' : 'asc' };
  return { by, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}
