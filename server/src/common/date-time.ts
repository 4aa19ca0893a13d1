/*
 * The one rule for reading a date-time a client sends (the DateTimeISO scalar of GraphQL, hence REST bodies,
 * and REST list filters): RFC 3339 / ISO 8601 with or without seconds and fraction, `T` or a space, an offset (`Z`,
 * `+02:00`, `+0200`, `+02`) or none — no offset means UTC — or a date alone (midnight UTC).
 */

const PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s*(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)?)?$/;

/** The instant a date-time text names under the rule above, or null when it names none. */
export function parseDateTimeInput(text: string): Date | null {
  const m = PATTERN.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '', , sign, oh = '0', om = '0'] = m;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number);
  const ms = Number(frac.padEnd(3, '0').slice(0, 3));
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59 || Number(oh) > 23 || Number(om) > 59) return null;
  const local = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const check = new Date(local);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null; // 2026-02-30
  const offsetMinutes = sign ? (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om)) : 0;
  return new Date(local - offsetMinutes * 60_000);
}
