import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

/*
 * Issue 19: the one date-time input rule of GraphQL and REST (REST bodies become GraphQL variables). API Platform's
 * clients send what its normaliser (PHP's DateTime parser) accepts, e.g. HTML's datetime-local value
 * `2026-11-24T15:16` from the admin's date-time inputs, so we take RFC 3339 / ISO 8601 date-times with or without
 * seconds and fraction, with `T` or a space, with an offset (`Z`, `+02:00`, `+0200`, `+02`) or without one, and a
 * date alone. A value without an offset is UTC (the server's and the API's only time zone); a date alone is that
 * day's midnight UTC. Anything else — or a day that does not exist — is refused: a violation of that field
 * (graphql/variable-violations.ts: 422 in REST, BAD_USER_INPUT in GraphQL). Output is unchanged: ISO 8601 in UTC
 * with milliseconds.
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

const INVALID = 'is not a date-time: use RFC 3339, e.g. 2026-11-24T15:16:00Z (no offset means UTC)';

function parse(value: unknown): Date {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value;
  if (typeof value === 'string') {
    const date = parseDateTimeInput(value);
    if (date) return date;
  }
  throw new GraphQLError(`${JSON.stringify(value)} ${INVALID}`);
}

export const DateTimeISO = new GraphQLScalarType<Date, string>({
  name: 'DateTimeISO',
  description:
    'A date-time, answered in UTC as ISO 8601 with milliseconds (2026-11-24T15:16:00.000Z). Accepted as input: RFC 3339 / ' +
    'ISO 8601 with or without seconds and fraction, `T` or a space between date and time, an offset (Z, +02:00, +0200, ' +
    '+02) or none — a value without an offset is read as UTC — or a date alone (midnight UTC), e.g. 2026-11-24T15:16.',
  serialize(value) {
    const date = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) throw new GraphQLError(`DateTimeISO cannot represent ${JSON.stringify(value)}`);
    return date.toISOString();
  },
  parseValue: parse,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw new GraphQLError(`DateTimeISO ${INVALID}`, { nodes: ast });
    return parse(ast.value);
  },
  extensions: { jsonSchema: { type: 'string', format: 'date-time' } },
});
