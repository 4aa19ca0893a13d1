/*
 * Typed domain errors. Services throw these; they are translated once for GraphQL (graphql/errors.ts) and once
 * for REST (rest/hydra.ts) from their `code`. Nothing else decides a status code.
 */

export interface Violation {
  propertyPath: string;
  message: string;
  /** The Symfony constraint code API Platform sends, where one applies (graphql/variable-violations.ts). */
  code?: string;
}

export type ErrorCode =
  'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'BAD_REQUEST' | 'CONFLICT' | 'TOO_MANY_REQUESTS' | 'NOT_IMPLEMENTED';

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class UnauthenticatedError extends DomainError {
  constructor(message = 'JWT Token not found') {
    super('UNAUTHENTICATED', message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'Access Denied.', details: Record<string, unknown> = {}) {
    super('FORBIDDEN', message, details);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not Found') {
    super('NOT_FOUND', message);
  }
}

/** Input that parsed but breaks a rule; REST answers 422 ConstraintViolationList. */
export class ValidationError extends DomainError {
  constructor(readonly violations: Violation[]) {
    super('BAD_USER_INPUT', violations.map((v) => (v.propertyPath ? `${v.propertyPath}: ${v.message}` : v.message)).join('\n'), {
      violations,
    });
  }
}

/** Input that cannot be understood at all (a nonsense filter value); REST answers 400. */
export class BadRequestError extends DomainError {
  constructor(message: string) {
    super('BAD_REQUEST', message);
  }
}

/** A value already taken by another row: answered like a violation of that field (REST 422). */
export class ConflictError extends DomainError {
  constructor(message: string, propertyPath = '') {
    super('CONFLICT', message, { violations: [{ propertyPath, message }] });
  }
}

/**
 * An action the row's current state does not allow (an order that cannot move from `refunded` to `paid`): not a
 * field the client could correct, so no violations, and REST answers 409 Conflict.
 */
export class StateConflictError extends DomainError {
  constructor(message: string) {
    super('CONFLICT', message);
  }
}

export class TooManyRequestsError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('TOO_MANY_REQUESTS', `Too many attempts, try again in ${retryAfterSeconds} seconds.`, {
      retryAfter: retryAfterSeconds,
    });
  }
}

export const httpStatusByCode: Record<ErrorCode | 'INTERNAL_SERVER_ERROR', number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 422,
  BAD_REQUEST: 400,
  // A ConflictError carries violations and is answered 422 like any violation; without them (StateConflictError): 409.
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  NOT_IMPLEMENTED: 501,
  INTERNAL_SERVER_ERROR: 500,
};
