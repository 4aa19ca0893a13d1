import type { Logger } from 'pino';
import { httpStatusByCode } from '../common/errors';
import type { ErrorStep } from './request-plugin';
import { formatError } from './errors';
import { unwrapResolverError } from '@apollo/server/errors';

/*
 * "every 5xx is logged at error level with the request id". A resolver's unexpected failure (a driver
 * error, a TypeError) reaches the client masked ("Internal server error", REST "Internal Server Error"), so this is
 * the one place its message and stack are kept: at error level, with the request id the client sees in
 * X-Request-Id. Client errors (domain errors, violations, syntax) are answers, not failures, and are not logged here;
 * neither is NOT_IMPLEMENTED (a feature this server is not configured for: social sign-in, the free demo).
 */

function isServerFailure(error: Parameters<typeof unwrapResolverError>[0]): boolean {
  const e = error as { message?: string; extensions?: Record<string, unknown> };
  const formatted = formatError({ message: e.message ?? '', extensions: e.extensions }, error, false);
  const code = String(formatted.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
  if (code === 'INTERNAL_SERVER_ERROR') return true;
  const status = httpStatusByCode[code as keyof typeof httpStatusByCode];
  return status !== undefined && status >= 500 && code !== 'NOT_IMPLEMENTED';
}

export function logServerFailures(logger: Logger): ErrorStep {
  return ({ errors, contextValue, request }) => {
    for (const error of errors) {
      if (!isServerFailure(error)) continue;
      const unwrapped = unwrapResolverError(error) as { extensions?: { validationErrors?: unknown } };
      // type-graphql wraps a validator that threw in ArgumentValidationError: log what it threw.
      const cause = unwrapped?.extensions?.validationErrors;
      const err = cause instanceof Error ? cause : unwrapped;
      const message = err instanceof Error ? err.message : String(err);
      logger.error(
        { err, requestId: contextValue?.requestId, operationName: request.operationName, path: error.path },
        `GraphQL operation failed: ${message}`,
      );
    }
  };
}
