import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { parseDateTimeInput } from '../common/date-time';

/*
 * The one date-time input rule of GraphQL and REST (REST bodies become GraphQL variables). API Platform's
 * clients send what its normaliser (PHP's DateTime parser) accepts, e.g. HTML's datetime-local value
 * `2026-11-24T15:16` from the admin's date-time inputs, so we take RFC 3339 / ISO 8601 date-times with or without
 * seconds and fraction, with `T` or a space, with an offset (`Z`, `+02:00`, `+0200`, `+02`) or without one, and a
 * date alone. A value without an offset is UTC (the server's and the API's only time zone); a date alone is that
 * day's midnight UTC. Anything else — or a day that does not exist — is refused: a violation of that field
 * (graphql/variable-violations.ts: 422 in REST, BAD_USER_INPUT in GraphQL). Output is unchanged: ISO 8601 in UTC
 * with milliseconds.
 */

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
    const date = parseDateTimeInput(ast.value);
    // With the literal's node, so graphql/literal-violations.ts can name the property of the violation.
    if (!date) throw new GraphQLError(`${JSON.stringify(ast.value)} ${INVALID}`, { nodes: ast });
    return date;
  },
  extensions: { jsonSchema: { type: 'string', format: 'date-time' } },
});
