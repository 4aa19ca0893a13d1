/*
 * The one place values become text (SPEC.md §9): dates as YYYY-MM-DD, date-times as YYYY-MM-DD HH:mm (in the
 * browser's zone), numbers with thousands separators. Missing or invalid values render as an empty string.
 */
import dayjs from 'dayjs';
import { DATE_FORMAT, DATE_TIME_FORMAT } from './constants';

type DateInput = string | number | Date | null | undefined;

function toDay(value: DateInput) {
  if (value === null || value === undefined || value === '') return null;
  const d = dayjs(value);
  return d.isValid() ? d : null;
}

export function formatDate(value: DateInput): string {
  return toDay(value)?.format(DATE_FORMAT) ?? '';
}

export function formatDateTime(value: DateInput): string {
  return toDay(value)?.format(DATE_TIME_FORMAT) ?? '';
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 1234567 → "1,234,567"; fractions keep up to two decimals (1234.5 → "1,234.5"). */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return Number.isInteger(value) ? integer.format(value) : decimal.format(value);
}

/** Integer minor units + ISO currency → "$1,234.50". */
export function formatMoney(minor: number | null | undefined, currency = 'USD'): string {
  if (minor === null || minor === undefined || !Number.isFinite(minor)) return '';
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(minor / 100);
  } catch {
    return `${decimal.format(minor / 100)} ${currency}`;
  }
}
