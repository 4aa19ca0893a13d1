import { ValidationError, type Violation } from '../../common/errors';

/*
 * The date range of statistics and CSV exports: whole UTC days, both ends inclusive, YYYY-MM-DD. Default:
 * the last 30 days ending today. At most MAX_RANGE_DAYS days, so one request never scans more than a year of rows.
 */

export const DEFAULT_RANGE_DAYS = 30;
export const MAX_RANGE_DAYS = 366;
const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface DayRange {
  from: string;
  to: string;
  /** The first instant of `from`. */
  start: Date;
  /** The first instant after `to` (exclusive bound). */
  end: Date;
  /** Every day of the range, in order. */
  days: string[];
}

export function dayString(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** Midnight UTC of a YYYY-MM-DD string, or null for anything else (2026-02-30 too). */
function parseDay(value: string): Date | null {
  const m = DATE.exec(value);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return dayString(d) === value ? d : null;
}

export function parseDayRange(from?: string | null, to?: string | null, now: Date = new Date()): DayRange {
  const violations: Violation[] = [];
  const message = 'This value is not a valid date: expected YYYY-MM-DD.';
  const fromDay = from == null || from === '' ? undefined : parseDay(from.trim());
  const toDay = to == null || to === '' ? undefined : parseDay(to.trim());
  if (fromDay === null) violations.push({ propertyPath: 'from', message });
  if (toDay === null) violations.push({ propertyPath: 'to', message });
  if (violations.length) throw new ValidationError(violations);

  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const end = toDay ?? today;
  const start = fromDay ?? new Date(end.getTime() - (DEFAULT_RANGE_DAYS - 1) * DAY_MS);
  if (start > end) throw new ValidationError([{ propertyPath: 'from', message: 'The start date must not be after the end date.' }]);
  const count = Math.round((end.getTime() - start.getTime()) / DAY_MS) + 1;
  if (count > MAX_RANGE_DAYS) {
    throw new ValidationError([{ propertyPath: 'to', message: `The date range must not be longer than ${MAX_RANGE_DAYS} days.` }]);
  }
  const days = Array.from({ length: count }, (_, i) => dayString(new Date(start.getTime() + i * DAY_MS)));
  return { from: days[0], to: days[count - 1], start, end: new Date(end.getTime() + DAY_MS), days };
}
