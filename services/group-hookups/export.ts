import type { DB } from '~/services/db';
import { participations } from '~/services/group-hookups/participants';
import { fullName } from '~/services/users/repository';
import { reportCsv } from '~/services/shared/csv';

const COLUMNS = [
  'Group hookup UUID',
  'Title',
  'Category',
  'Status',
  'Start (UTC)',
  'Host name',
  'Host email',
  'Participant name',
  'Participant email',
  'Joined at (UTC)',
];

/** spec §9: report files are named after the report plus the date. */
export const exportFilename = (now: Date) => `Group-Hookup-Connections-Report-${now.toISOString().slice(0, 10)}.csv`;

/**
 * One row per participant of the organisation's group hookups starting between `from` and `to`. Names and titles are
 * members' text: escape_formulas keeps a cell like "=HYPERLINK(…)" from running as a formula in a spreadsheet.
 */
export async function connectionsCsv(db: DB, organizationId: string, range: { from?: string; to?: string }): Promise<string> {
  let query = db
    .selectFrom(participations().selectAll().as('p'))
    .innerJoin('groupHookups as g', 'g.id', 'p.groupHookupId')
    .innerJoin('users as host', 'host.id', 'g.hostId')
    .innerJoin('users as participant', 'participant.id', 'p.userId')
    .select([
      'g.uuid',
      'g.title',
      'g.category',
      'g.status',
      'g.startDate',
      'host.firstName as hostFirstName',
      'host.lastName as hostLastName',
      'host.username as hostEmail',
      'participant.firstName',
      'participant.lastName',
      'participant.username',
      'p.joinedAt',
    ])
    .where('g.organizationId', '=', organizationId);
  if (range.from) query = query.where('g.startDate', '>=', new Date(range.from));
  if (range.to) query = query.where('g.startDate', '<=', new Date(range.to));
  // members who joined at the same moment in name order (the database's own order of such rows changes with its plans)
  const rows = await query
    .orderBy('g.startDate')
    .orderBy('g.id')
    .orderBy('p.joinedAt')
    .orderBy('participant.lastName')
    .orderBy('participant.firstName')
    .orderBy('participant.id')
    .execute();
  return reportCsv(
    COLUMNS,
    rows.map((row) => [
      row.uuid,
      row.title,
      row.category,
      row.status,
      row.startDate.toISOString(),
      fullName({ firstName: row.hostFirstName, lastName: row.hostLastName }),
      row.hostEmail,
      fullName(row),
      row.username,
      row.joinedAt.toISOString(),
    ]),
  );
}
