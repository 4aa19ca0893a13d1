import type { GraphQLFormattedError } from 'graphql';
import { GraphQLError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { ValidationError as ClassValidatorError } from 'class-validator';
import { ArgumentValidationError } from 'type-graphql';
import { NotFoundError as OrmNotFoundError, UniqueConstraintViolationException } from '@mikro-orm/core';
import { DomainError, type Violation } from '../common/errors';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../ops/database-errors';

/*
 * The one translation of errors for GraphQL: domain errors keep their code, class-validator failures become
 * BAD_USER_INPUT with `violations`, ORM not-found becomes NOT_FOUND. Unknown errors are masked in every
 * environment (no stack trace or SQL in any response; the log has them, error-log.ts).
 */

function flattenValidation(errors: ClassValidatorError[], prefix = ''): Violation[] {
  const out: Violation[] = [];
  for (const e of errors) {
    const path = prefix ? `${prefix}.${e.property}` : e.property;
    // A refused null (common/validation.ts OptionalNotNull) says only that: the field's other rules are moot.
    const constraints = e.value === null && e.constraints?.isDefined ? { isDefined: e.constraints.isDefined } : e.constraints;
    for (const message of Object.values(constraints ?? {})) out.push({ propertyPath: path, message });
    if (e.children?.length) out.push(...flattenValidation(e.children, path));
  }
  return out;
}

/**
 * graphql-js quotes the refused value in its coercion errors ("Variable "$input" got invalid value { title:
 * "…" }"): a 1 MB string came back two or three times over, past the response cap. Long
 * quoted strings are cut to their start, and the whole message is bounded.
 */
const LONG_QUOTED = /"((?:[^"\\]|\\.){80})(?:[^"\\]|\\.){20,}"/g;
function boundMessage(message: string): string {
  const cut = message.length > 200 ? message.replace(LONG_QUOTED, '"$1…"') : message;
  return cut.length > 2000 ? `${cut.slice(0, 2000)}…` : cut;
}

function codeFor(error: DomainError): string {
  if (error.code === 'BAD_REQUEST') return 'BAD_USER_INPUT';
  return error.code;
}

/** " Did you mean …?" hints name fields and values a client did not ask for: hidden where introspection is off. */
const SUGGESTION = / ?Did you mean(.+?)\?$/;

/**
 * `hideSchemaDetails`: strip "Did you mean …" from the messages (production unless GRAPHQL_INTROSPECTION=true;
 * Apollo's hideSchemaDetailsFromClientErrors does it for validation errors only, not for variable values).
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown, hideSchemaDetails = false): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const base = { message: boundMessage(formatted.message), locations: formatted.locations, path: formatted.path };

  if (original instanceof DomainError) {
    const extensions: Record<string, unknown> = { code: codeFor(original), ...original.details };
    return { ...base, message: boundMessage(original.message), extensions };
  }
  if (original instanceof ArgumentValidationError && !Array.isArray(original.extensions.validationErrors)) {
    // A validator that threw instead of answering (validator.js's isEmail throws URIError on a lone surrogate):
    // a failure of ours, masked and logged (error-log.ts), never "errors is not iterable".
    return { ...base, message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
  if (original instanceof ArgumentValidationError) {
    const violations = flattenValidation(original.extensions.validationErrors as unknown as ClassValidatorError[]);
    return {
      ...base,
      message: violations.map((v) => `${v.propertyPath}: ${v.message}`).join('\n'),
      extensions: { code: 'BAD_USER_INPUT', violations },
    };
  }
  if (original instanceof OrmNotFoundError) {
    return { ...base, message: 'Not Found', extensions: { code: 'NOT_FOUND' } };
  }
  if (original instanceof UniqueConstraintViolationException) {
    return {
      ...base,
      message: 'This value is already used.',
      extensions: { code: 'CONFLICT', violations: [{ propertyPath: '', message: 'This value is already used.' }] },
    };
  }
  if (isDatabaseUnavailable(original)) {
    // The database is unreachable — a retryable 503 (ops/database-errors.ts), never a masked 500.
    return {
      ...base,
      message: DATABASE_UNAVAILABLE_MESSAGE,
      extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: DATABASE_RETRY_AFTER_SECONDS },
    };
  }
  const code = (formatted.extensions?.code as string | undefined) ?? 'INTERNAL_SERVER_ERROR';
  if (code === 'INTERNAL_SERVER_ERROR') {
    return { ...base, message: 'Internal server error', extensions: { code } };
  }
  // Errors with a code of their own (validation, parsing, variables, the guards of limits.ts) keep their message.
  const { stacktrace: _drop, ...extensions } = formatted.extensions ?? {};
  // A date-time literal the scalar refuses carries its violation (graphql/literal-violations.ts) and
  // answers as the same value in a variable does.
  if (code === 'GRAPHQL_VALIDATION_FAILED' && Array.isArray(extensions.violations)) extensions.code = 'BAD_USER_INPUT';
  return { ...base, message: hideSchemaDetails ? base.message.replace(SUGGESTION, '') : base.message, extensions };
}

export function isGraphQLError(e: unknown): e is GraphQLError {
  return e instanceof GraphQLError;
}
