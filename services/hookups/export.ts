import type { DB } from '~/services/db';
import { fullName } from '~/services/users/repository';
import { reportCsv } from '~/services/shared/csv';

const COLUMNS = [
  'Hookup UUID',
  'Status',
  'Start (UTC)',
  'End (UTC)',
  'Time cycle',
  'First participant name',
  'First participant email',
  'Second participant name',
  'Second participant email',
  'Reschedules',
  'Cancellation reason',
  'Created on (UTC)',
];

/** spec §9: report files are named after the report plus the date. */
export const exportFilename = (now: Date) => `Hookups-Report-${now.toISOString().slice(0, 10)}.csv`;

/**
 * GET /hookup-admin/hookup/export: one row per hookup of the organisation starting between `from` and `to`. Names and
 * reasons are members' text: escape_formulas keeps a cell like "=HYPERLINK(…)" from running in a spreadsheet.
 */
export async function hookupsCsv(db: DB, organizationId: string, range: { from?: string; to?: string }): Promise<string> {
  let query = db
    .selectFrom('hookups as h')
    .innerJoin('users as a', 'a.id', 'h.firstParticipantId')
    .innerJoin('users as b', 'b.id', 'h.secondParticipantId')
    .leftJoin('timeCycles as c', 'c.id', 'h.timeCycleId')
    .select([
      'h.uuid',
      'h.status',
      'h.startDateTime',
      'h.endDateTime',
      'c.name as cycleName',
      'a.firstName as aFirstName',
      'a.lastName as aLastName',
      'a.username as aEmail',
      'b.firstName as bFirstName',
      'b.lastName as bLastName',
      'b.username as bEmail',
      'h.rescheduleCount',
      'h.cancellationReason',
      'h.createdOn',
    ])
    .where('h.organizationId', '=', organizationId);
  if (range.from) query = query.where('h.startDateTime', '>=', new Date(range.from));
  if (range.to) query = query.where('h.startDateTime', '<=', new Date(range.to));
  const rows = await query.orderBy('h.startDateTime').orderBy('h.id').execute();
  return reportCsv(
    COLUMNS,
    rows.map((row) => [
      row.uuid,
      row.status,
      row.startDateTime.toISOString(),
      row.endDateTime.toISOString(),
      row.cycleName ?? '',
      fullName({ firstName: row.aFirstName, lastName: row.aLastName }),
      row.aEmail,
      fullName({ firstName: row.bFirstName, lastName: row.bLastName }),
      row.bEmail,
      row.rescheduleCount,
      row.cancellationReason ?? '',
      row.createdOn.toISOString(),
    ]),
  );
}
