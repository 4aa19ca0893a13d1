import { HeaderMap } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { AnswerStep } from '../graphql/request-plugin';

/*
 * While PostgreSQL is unreachable every API call answers 503 (GraphQL `SERVICE_UNAVAILABLE`, REST
 * Hydra error + Retry-After), never a masked 500, and the app recovers by itself once the database returns: the
 * knex pool drops the connections that broke (knex marks them disposed) and opens new ones on the next request.
 */

/** Seconds a client is told to wait (Retry-After) while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable (database unreachable); try again shortly.';

/** Socket-level failures: refused, reset, timed out, name not resolved, host unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNABORTED',
]);

/**
 * SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, crash, cannot connect now),
 * plus 53300 too_many_connections.
 */
const SQLSTATE = /^(08\d{3}|08P01|57P0[1-4]|53300)$/;

/** What node-postgres and knex say when a connection broke or could not be had. */
const MESSAGES = [
  /Connection terminated/i,
  /Client has encountered a connection error and is not queryable/i,
  /Connection ended unexpectedly/i,
  /timeout exceeded when trying to connect/i,
  // node-postgres when connectionTimeoutMillis (db/orm.ts) passes before the server answers.
  /(^|- )timeout expired$/i,
  /Connection terminated due to connection timeout/i,
  /Knex: Timeout acquiring a connection/i,
  /Client was closed and is not queryable/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  // knex, for a query on a transaction that already ended: our transactions commit only after their callback
  // returns, so inside one this means knex rolled it back when its connection broke (seen when the connection dies
  // right after BEGIN: the first INSERT of the callback gets this). Nothing was committed; a retry is right.
  /Transaction query already complete/i,
];

/**
 * True when `err` (or an error it wraps: `cause`, `originalError`, MikroORM's `previous`, an AggregateError's
 * `errors`, graphql-js's `thrownValue` — it wraps what does not pass `instanceof Error`, e.g. a socket error made in
 * another realm) says the database cannot be reached, as opposed to a query that failed on a healthy database.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 6) return false;
  const e = err as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    originalError?: unknown;
    previous?: unknown;
    errors?: unknown;
    thrownValue?: unknown;
  };
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || SQLSTATE.test(e.code))) return true;
  if (typeof e.message === 'string' && MESSAGES.some((m) => m.test(e.message as string))) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return [e.cause, e.originalError, e.previous, e.thrownValue].some((inner) => inner !== err && isDatabaseUnavailable(inner, depth + 1));
}

/** The GraphQL error for an operation that could not reach the database (HTTP 503 + Retry-After). */
export function databaseUnavailableError(): GraphQLError {
  return new GraphQLError(DATABASE_UNAVAILABLE_MESSAGE, {
    extensions: {
      code: 'SERVICE_UNAVAILABLE',
      retryAfter: DATABASE_RETRY_AFTER_SECONDS,
      http: { status: 503, headers: new HeaderMap([['retry-after', String(DATABASE_RETRY_AFTER_SECONDS)]]) },
    },
  });
}

/**
 * A resolver that lost the database yields an error formatted as SERVICE_UNAVAILABLE (graphql/errors.ts); the
 * response then answers 503 with Retry-After instead of 200, so clients and load balancers see the outage.
 */
export const answerDatabaseUnavailable: AnswerStep = ({ response }) => {
  if (response.body.kind !== 'single') return;
  if (!response.body.singleResult.errors?.some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE')) return;
  response.http.status = 503;
  response.http.headers.set('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
};
