import type { ComplexityEstimatorArgs } from 'graphql-query-complexity';

/*
 * What a field costs in the complexity budget (GRAPHQL_MAX_COMPLEXITY). One unit is
 * about one value read from a row already loaded. Lists and pages are costed by shape in limits.ts (effective page
 * size × children + the count); the fields below do more than their shape says, so they carry their cost next to
 * their declaration: `@Extensions({ complexity: COST.passwordHash })` (read by graphql-query-complexity's
 * fieldExtensionsEstimator; a number is added to the children's cost, a function replaces the estimate).
 *
 * With the default budget of 5000, one request can do at most four password hashes or outbound fetches.
 */
export const COST = {
  /** argon2id with 64 MiB and t=3: tens of milliseconds of CPU and 64 MiB of memory per call. */
  passwordHash: 1200,
  /** A request to another server (a visitor's website, a sign-in provider): seconds of waiting, a socket. */
  externalFetch: 1200,
  /** Renders and sends (or writes) an e-mail. */
  mail: 300,
  /** Builds and sorts the whole country dictionary (geoDictionary), whatever part of it is selected. */
  dictionary: 100,
} as const;

/** The cost of a list whose length is known and not chosen by the client (a dictionary). */
export function listOfSize(size: number): (args: ComplexityEstimatorArgs) => number {
  return ({ childComplexity }) => 1 + size * Math.max(childComplexity, 1);
}
