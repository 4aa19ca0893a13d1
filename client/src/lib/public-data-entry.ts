/*
 * What the public data store keeps per query, shared by the store (public-data.tsx) and the chunk that sends the
 * requests (public-data-fetch.ts), which the store loads on first use: a module below both, so neither imports the
 * other's module at load time.
 */

export interface GraphQLErrorShape {
  message: string;
  extensions?: Record<string, unknown>;
}

/** A GraphQL answer as the server sent it: data, or errors (the embedded form). */
export interface StoredResult {
  data?: unknown;
  errors?: GraphQLErrorShape[];
}

/** A failed public query: the server's GraphQL errors, or no usable answer (`statusCode` when there was a response). */
export class PublicQueryError extends Error {
  readonly errors: GraphQLErrorShape[];
  readonly statusCode: number | null;

  constructor(errors: GraphQLErrorShape[], statusCode: number | null, message?: string) {
    super(message ?? (errors.map((e) => e.message).join(' ') || 'The server cannot be reached.'));
    this.name = 'PublicQueryError';
    this.errors = errors;
    this.statusCode = statusCode;
  }

  /** The first error's `extensions.code` (NOT_FOUND, …), or null. */
  get code(): string | null {
    const code = this.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : null;
  }
}

export interface Entry {
  data?: unknown;
  error?: PublicQueryError;
  /** Errors as the server sent them (embedded by the server renderer). */
  errors?: GraphQLErrorShape[];
  /** When the answer arrived (or the page that embedded it loaded). */
  at: number;
}

export function entryOf(result: StoredResult, at: number): Entry {
  if (result.errors?.length) return { errors: result.errors, error: new PublicQueryError(result.errors, null), at };
  return { data: result.data, at };
}
