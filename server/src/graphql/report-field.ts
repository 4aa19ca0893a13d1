import type { GraphQLField } from 'graphql';

/**
 * Marks a root Query field as a report: an aggregate that tolerates seconds of lag, so a read replica may answer it
 * (graphql/replica-routing.ts; docs/operations.md "Read replica"). Put on the field with `@Extensions(REPORT)`.
 */
export const REPORT = { report: true } as const;

export function isReportField(field: GraphQLField<unknown, unknown> | undefined): boolean {
  return field?.extensions?.report === true;
}
