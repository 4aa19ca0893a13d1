import { formatDate, formatDateTime, formatMoney, formatNumber } from '@/lib/format';

// jest.config.mjs pins TZ=UTC.
describe('formatter (docs/product.md#limits)', () => {
  it('formats dates as YYYY-MM-DD', () => {
    expect(formatDate('2026-03-07T21:05:09Z')).toBe('2026-03-07');
    expect(formatDate(new Date(Date.UTC(2025, 0, 2, 3, 4)))).toBe('2025-01-02');
  });

  it('formats date-times as YYYY-MM-DD HH:mm', () => {
    expect(formatDateTime('2026-03-07T21:05:09Z')).toBe('2026-03-07 21:05');
    expect(formatDateTime('2026-12-31T00:00:00Z')).toBe('2026-12-31 00:00');
  });

  it('reads a date or date-time without a zone in the local zone, and takes numbers and Date objects', () => {
    expect(formatDate('2026-03-07')).toBe('2026-03-07');
    expect(formatDateTime('2026-03-07 21:05')).toBe('2026-03-07 21:05');
    expect(formatDateTime('2026-03-07T08:09:10.123')).toBe('2026-03-07 08:09');
    expect(formatDateTime('2026-03-07T21:05:09+02:00')).toBe('2026-03-07 19:05');
    expect(formatDateTime(Date.UTC(2026, 1, 28, 23, 59))).toBe('2026-02-28 23:59');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });

  it('renders missing or invalid dates as empty text', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('separates thousands', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(-25000)).toBe('-25,000');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
  });

  it('formats minor units of money with the currency', () => {
    expect(formatMoney(123456, 'USD')).toBe('$1,234.56');
    expect(formatMoney(990)).toBe('$9.90');
  });
});

describe('numbers and money without Intl', () => {
  const intlNumber = (v: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: Number.isInteger(v) ? 0 : 2 }).format(v);
  const intlMoney = (minor: number, currency: string) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(minor / 100);

  it('writes what Intl.NumberFormat writes for en-US', () => {
    for (const v of [0, 7, 999, 1000, 12345, 1234567, 987654321, -1, -1000, -1234567, 0.5, 1.25, 1234.5, 1234.567, -0.25, 1e9 + 0.5]) {
      expect(formatNumber(v)).toBe(intlNumber(v));
    }
    for (const currency of ['USD', 'EUR', 'GBP', 'JPY', 'CHF']) {
      for (const minor of [0, 1, 5, 99, 100, 990, 123456, 100000000, -250, -123456, 199999]) {
        expect(formatMoney(minor, currency)).toBe(intlMoney(minor, currency));
      }
    }
  });

  it('writes a negative amount that rounds to nothing as 0 (Intl would write "-0")', () => {
    expect(formatNumber(-0.001)).toBe('0');
  });
});
