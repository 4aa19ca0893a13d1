import type { EntityManager } from '@mikro-orm/postgresql';
import type { DayRange } from './date-range';

/*
 * The raw visits of a project as CSV: what the customer matches against their own server logs. Rows are
 * read in keyset pages along the (project_id, at, visit_id) index, in its order, so memory stays flat
 * whatever the range holds and no statement or transaction stays open while the client reads slowly.
 */

export const CSV_COLUMNS = ['visitId', 'at', 'pageUrl', 'country', 'referrer', 'device'] as const;
const PAGE_SIZE = 5000;

/**
 * One CSV field (RFC 4180). A value a spreadsheet would run as a formula (starting with = + - @ or a tab or carriage
 * return) gets a leading apostrophe, as OWASP recommends against CSV injection, and is quoted.
 */
export function csvField(value: string): string {
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return guarded !== value || /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

interface VisitRow {
  visit_id: string;
  /** The stored timestamp as the driver returns it (text): the keyset bound of the next page, exactly. */
  at: string;
  /** The same instant as ISO 8601 in UTC with milliseconds, as reported. */
  at_iso: string;
  page_url: string;
  country: string;
  referrer: string;
  device: string;
}

const line = (r: VisitRow) => `${[r.visit_id, r.at_iso, r.page_url, r.country, r.referrer, r.device].map(csvField).join(',')}\r\n`;

export async function* visitsCsv(em: EntityManager, projectId: number, range: DayRange, pageSize = PAGE_SIZE): AsyncGenerator<string> {
  // The header leaves with the first page, so a route that awaits the first chunk before its headers answers a
  // failing database with an error status rather than a cut-short 200.
  let header = `${CSV_COLUMNS.join(',')}\r\n`;
  let after: VisitRow | undefined;
  for (;;) {
    const keyset = after ? 'and (at, visit_id) > (?::timestamptz, ?)' : '';
    const rows = await em.execute<VisitRow[]>(
      `select visit_id, at, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at_iso, page_url, country, referrer, device from delivery_visits
        where project_id = ? and at >= ? and at < ? ${keyset}
        order by at, visit_id limit ?`,
      [projectId, range.start, range.end, ...(after ? [after.at, after.visit_id] : []), pageSize],
    );
    const text = header + rows.map(line).join('');
    if (text) yield text;
    header = '';
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1];
  }
}
