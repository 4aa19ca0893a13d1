import 'reflect-metadata';
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchemaSync } from 'type-graphql';
import { auditMiddleware } from '../modules/audit/audit.service';
import { authChecker } from './auth-checker';
import { DateTimeISO } from './date-time.scalar';
import { resolvers } from './resolvers';

let cached: GraphQLSchema | undefined;

/** The schema is built once per process from the decorated classes; it holds no per-request state. */
export function buildAppSchema(): GraphQLSchema {
  cached ??= buildSchemaSync({
    resolvers,
    authChecker,
    authMode: 'error',
    // Issue 19: one date-time input rule for GraphQL and REST (graphql/date-time.scalar.ts).
    scalarsMap: [{ type: Date, scalar: DateTimeISO }],
    // Issue 11: every mutation runs in an audit scope (modules/audit/audit.service.ts).
    globalMiddlewares: [auditMiddleware],
    validate: { forbidUnknownValues: false, stopAtFirstError: false },
    emitSchemaFile: false,
  });
  return cached;
}

/** The text committed as schema.graphql (sorted, so it only changes when the schema does). */
export function printAppSchema(): string {
  return `${printSchema(lexicographicSortSchema(buildAppSchema()))}\n`;
}
