/*
 * The date range of the statistics screens: calendar days YYYY-MM-DD in UTC, inclusive, as the server
 * reads them; by default the last 30 days up to today. Kept in the query string (`from`, `to`) so a range can be
 * bookmarked; a day that does not parse falls back to the default.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

export const DEFAULT_RANGE_DAYS = 30;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface DayRange {
  from: string;
  to: string;
}

export function defaultRange(now: Date = new Date()): DayRange {
  const today = dayjs.utc(now).startOf('day');
  return { from: today.subtract(DEFAULT_RANGE_DAYS - 1, 'day').format('YYYY-MM-DD'), to: today.format('YYYY-MM-DD') };
}

function validDay(value: string | null): string | null {
  return value && DAY.test(value) && dayjs.utc(value).isValid() ? value : null;
}

/** The range asked for by `from` and `to`, each defaulted; swapped when given the wrong way round. */
export function rangeFromParams(params: URLSearchParams, now: Date = new Date()): DayRange {
  const fallback = defaultRange(now);
  const from = validDay(params.get('from')) ?? fallback.from;
  const to = validDay(params.get('to')) ?? fallback.to;
  return from <= to ? { from, to } : { from: to, to: from };
}

/** Longest range drawn day by day; beyond it the server's days are drawn as they come. */
const MAX_FILLED_DAYS = 3660;

/**
 * Every day of the range with its visits, 0 for days the server has no row for: a chart with missing days would
 * join Monday to Thursday as if they were neighbours.
 */
export function everyDay<T extends { day: string; visits: number }>(
  perDay: readonly T[],
  range: DayRange,
): { day: string; visits: number }[] {
  const start = dayjs.utc(range.from);
  const days = dayjs.utc(range.to).diff(start, 'day') + 1;
  if (days <= 0 || days > MAX_FILLED_DAYS) return perDay.map(({ day, visits }) => ({ day, visits }));
  const visits = new Map(perDay.map((d) => [d.day, d.visits]));
  return Array.from({ length: days }, (_, i) => {
    const day = start.add(i, 'day').format('YYYY-MM-DD');
    return { day, visits: visits.get(day) ?? 0 };
  });
}
