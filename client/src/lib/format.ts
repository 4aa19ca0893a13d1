/*
 * The one place values become text (docs/product.md#limits): dates as YYYY-MM-DD, date-times as YYYY-MM-DD HH:mm (in the
 * browser's zone), numbers with thousands separators. Missing or invalid values render as an empty string.
 */
type DateInput = string | number | Date | null | undefined;

/*
 * Plain Date arithmetic rather than a date library, so the public pages (prices, promotion and post dates) carry
 * none. A date or date-time written without a zone ("2026-03-07", "2026-03-07 21:05") is read in
 * the browser's zone, like an ISO date-time with one is read in its own.
 */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[Tt\s]+(\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:\.(\d+))?)?)?$/;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let d: Date;
  const local = typeof value === 'string' ? LOCAL_DATE_TIME.exec(value.trim()) : null;
  if (local) {
    const [, y, mo, day, h = '0', mi = '0', sec = '0', ms = '0'] = local;
    d = new Date(Number(y), Number(mo) - 1, Number(day), Number(h), Number(mi), Number(sec), Number(ms.slice(0, 3).padEnd(3, '0')));
  } else {
    d = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  }
  return Number.isNaN(d.getTime()) ? null : d;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** DATE_FORMAT (YYYY-MM-DD) in the browser's zone. */
export function formatDate(value: DateInput): string {
  const d = toDate(value);
  return d ? `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` : '';
}

/** DATE_TIME_FORMAT (YYYY-MM-DD HH:mm) in the browser's zone. */
export function formatDateTime(value: DateInput): string {
  const d = toDate(value);
  return d ? `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}` : '';
}

/*
 * Numbers and the usual currencies are written here, not with Intl.NumberFormat: a page's first
 * Intl formatter loads the browser's ICU data, 60–210 ms of main thread at Lighthouse's mobile CPU, on every public
 * page that shows a price. The output is Intl's en-US output (the tests compare both); other currencies use Intl.
 */
const CURRENCY_SYMBOLS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£' };

/** |value| with en-US thousands separators and at most (or, with `fixed`, exactly) `digits` decimals. */
function grouped(value: number, digits: number, fixed: boolean): string {
  let text = Math.abs(value).toFixed(digits);
  if (!fixed && digits > 0) text = text.replace(/\.?0+$/, '');
  const [whole, fraction] = text.split('.');
  const withCommas = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${withCommas}.${fraction}` : withCommas;
}

const sign = (value: number, text: string) => (value < 0 && /[1-9]/.test(text) ? `-${text}` : text);

/** 1234567 → "1,234,567"; fractions keep up to two decimals (1234.5 → "1,234.5"). */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return sign(value, grouped(value, Number.isInteger(value) ? 0 : 2, false));
}

const currencyFormats = new Map<string, Intl.NumberFormat>();

/** Integer minor units + ISO currency → "$1,234.50". */
export function formatMoney(minor: number | null | undefined, currency = 'USD'): string {
  if (minor === null || minor === undefined || !Number.isFinite(minor)) return '';
  const symbol = CURRENCY_SYMBOLS[currency];
  if (symbol) {
    const digits = grouped(minor / 100, 2, true);
    return sign(minor, `${symbol}${digits}`);
  }
  try {
    let format = currencyFormats.get(currency);
    if (!format) {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
      currencyFormats.set(currency, format);
    }
    return format.format(minor / 100);
  } catch {
    return `${formatNumber(minor / 100)} ${currency}`;
  }
}
