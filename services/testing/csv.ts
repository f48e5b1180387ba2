import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';

/**
 * A report as a strict reader takes it: the bytes start with the UTF-8 BOM and every record ends in CRLF (RFC 4180),
 * then csv-parse (quotes, column count and record ends all strict: a bare LF would merge two records and fail the
 * column count) gives the cells. Returns the header and the rows.
 */
export function parseReport(payload: Buffer): { header: string[]; rows: string[][] } {
  expect([...payload.subarray(0, 3)], 'UTF-8 BOM').toEqual([0xef, 0xbb, 0xbf]);
  expect(payload.toString('utf8').endsWith('\r\n'), 'the last record ends in CRLF').toBe(true);
  const records: string[][] = parse(payload, { bom: true, record_delimiter: '\r\n', relax_quotes: false, relax_column_count: false, skip_empty_lines: false });
  const [header, ...rows] = records;
  return { header: header!, rows };
}
