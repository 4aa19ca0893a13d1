/* Turning an Apollo error into what a form shows: one message, and field violations (BAD_USER_INPUT). */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client';

export interface Violation {
  propertyPath: string;
  message: string;
}

export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map((e) => e.message).join(' ') || fallback;
  if (ServerError.is(error)) return fallback;
  if (error instanceof Error && /fetch|network/i.test(error.message)) return 'The server cannot be reached. Check your connection.';
  return fallback;
}

export function violations(error: unknown): Violation[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  const out: Violation[] = [];
  for (const e of error.errors) {
    const list = e.extensions?.violations;
    if (!Array.isArray(list)) continue;
    for (const v of list as unknown[]) {
      if (v && typeof v === 'object' && 'propertyPath' in v && 'message' in v) {
        out.push({ propertyPath: String((v as Violation).propertyPath), message: String((v as Violation).message) });
      }
    }
  }
  return out;
}

export function errorCode(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : null;
}

const statusByCode: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 422,
  CONFLICT: 422,
  TOO_MANY_REQUESTS: 429,
  NOT_IMPLEMENTED: 501,
};

/**
 * The HTTP status a failed request stands for (docs/api.md#error-catalogue reports it with "Unable to obtain project data"): the
 * response's own status when it was not 200, else the one the server maps the error code to; 500 by default.
 */
export function errorStatus(error: unknown): number {
  if (ServerError.is(error)) return error.statusCode;
  return statusByCode[errorCode(error) ?? ''] ?? 500;
}
