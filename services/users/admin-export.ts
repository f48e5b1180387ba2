import { ROLE_LABELS } from '~/common/constants';
import type { UserRow } from '~/services/db/schema';
import { fullName } from './repository';
import { reportCsv } from '~/services/shared/csv';

const COLUMNS = [
  'User UUID',
  'Full name',
  'First name',
  'Last name',
  'Email',
  'Roles',
  'Job position',
  'Company',
  'City',
  'Location',
  'Subscribed',
  'Active',
  'Verified',
  'Created on (UTC)',
  'Last activity (UTC)',
];

/** spec §9: report files are named after the report plus the date. */
export const usersExportFilename = (now: Date) => `Users-Report-${now.toISOString().slice(0, 10)}.csv`;

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/**
 * GET /admin/users/export: the rows of the admin user list (same filters and order), every page. Names, companies and
 * cities are members' own text: escape_formulas keeps a cell like "=HYPERLINK(…)" from running in a spreadsheet.
 */
export function usersCsv(rows: UserRow[]): string {
  return reportCsv(
    COLUMNS,
    rows.map((row) => [
      row.uuid,
      fullName(row),
      row.firstName,
      row.lastName,
      row.username,
      row.roles.map((role) => ROLE_LABELS[role]).join(', '),
      row.jobPosition ?? '',
      row.companyName ?? '',
      row.city ?? '',
      row.locationName ?? '',
      yesNo(row.subscribe),
      yesNo(row.active),
      yesNo(row.verified),
      row.createdOn.toISOString(),
      row.lastActivity ? row.lastActivity.toISOString() : '',
    ]),
  );
}
