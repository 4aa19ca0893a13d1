import 'reflect-metadata';
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchemaSync } from 'type-graphql';
import { authChecker } from './auth-checker';
import { resolvers } from './resolvers';

let cached: GraphQLSchema | undefined;

/** The schema is built once per process from the decorated classes; it holds no per-request state. */
export function buildAppSchema(): GraphQLSchema {
  cached ??= buildSchemaSync({
    resolvers,
    authChecker,
    authMode: 'error',
    validate: { forbidUnknownValues: false, stopAtFirstError: false },
    emitSchemaFile: false,
  });
  return cached;
}

/** The text committed as schema.graphql (sorted, so it only changes when the schema does). */
export function printAppSchema(): string {
  return `${printSchema(lexicographicSortSchema(buildAppSchema()))}\n`;
}
