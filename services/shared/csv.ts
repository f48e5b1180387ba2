import { stringify } from 'csv-stringify/sync';

/**
 * A report file (spec §9: the admins' CSV exports) as spreadsheets open it right:
 * - a UTF-8 byte order mark, or Excel reads the file in the local code page and names like Müller or café turn to mojibake;
 * - CRLF record ends (RFC 4180);
 * - escape_formulas, because names and reasons are members' own text: a cell like "=HYPERLINK(…)" gets a leading
 *   quote and shows as text instead of running.
 */
export function reportCsv(columns: string[], rows: unknown[][]): string {
  return stringify(rows, { header: true, columns, escape_formulas: true, bom: true, record_delimiter: 'windows' });
}
