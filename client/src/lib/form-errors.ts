/*
 * Server errors on forms. BAD_USER_INPUT and CONFLICT answers carry `extensions.violations`; a violation on a
 * field the form shows goes under that field, anything else (a used link's `token`, a rate limit, a network
 * failure) becomes the one message of the form's alert. The messages are the server's own: the GraphQL error's
 * `message` prefixes each with its property path, so it is never shown when violations exist.
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage, violations } from './graphql-errors';

/** What to tell the user about a failed request: the violations' messages, else the error's. */
export function serverMessage(error: unknown, fallback?: string): string {
  const list = violations(error);
  if (list.length > 0) return [...new Set(list.map((v) => v.message))].join(' ');
  return errorMessage(error, fallback);
}

/**
 * Puts each violation on `fields` into the form's errors and returns the message for the rest, or null when every
 * violation found its field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback?: string,
): string | null {
  const list = violations(error);
  if (list.length === 0) return errorMessage(error, fallback);
  const rest: string[] = [];
  let focused = false;
  for (const v of list) {
    const field = fields.find((f) => f === v.propertyPath);
    if (field) {
      setError(field, { type: 'server', message: v.message }, { shouldFocus: !focused });
      focused = true;
    } else if (!rest.includes(v.message)) {
      rest.push(v.message);
    }
  }
  return rest.length > 0 ? rest.join(' ') : null;
}
