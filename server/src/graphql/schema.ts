import 'reflect-metadata';
import { type GraphQLFieldResolver, type GraphQLSchema, defaultFieldResolver, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchemaSync } from 'type-graphql';
import { runInAuditScope } from '../modules/audit/audit.service';
import { installAuthorization } from './authorization';
import { installPlainFields } from './plain-fields';
import type { Context } from './context';
import { DateTimeISO } from './date-time.scalar';
import { resolvers } from './resolvers';

let cached: GraphQLSchema | undefined;

/** The schema is built once per process from the decorated classes; it holds no per-request state. */
export function buildAppSchema(): GraphQLSchema {
  if (!cached) {
    cached = buildSchemaSync({
      resolvers,
      // `@Authorized` is checked by graphql/authorization.ts (the same metadata and auth checker, synchronously), not
      // by type-graphql's async middleware. type-graphql refuses `@Authorized` without this option
      // (undefined) and adds its middleware for a function; null passes the first check and adds no middleware.
      authChecker: null as never,
      // One date-time input rule for GraphQL and REST (graphql/date-time.scalar.ts).
      scalarsMap: [{ type: Date, scalar: DateTimeISO }],
      validate: { forbidUnknownValues: false, stopAtFirstError: false },
      emitSchemaFile: false,
    });
    // Plain property fields read directly (plain-fields.ts), before any wrapper is put around them.
    installPlainFields(cached, resolvers);
    installAuditScopes(cached);
    installAuthorization(cached, resolvers);
  }
  return cached;
}

/**
 * Every mutation runs in an audit scope (modules/audit/audit.service.ts). Wrapped around the Mutation root
 * fields only, not as a type-graphql global middleware: that would run for every field of every answer, and turn
 * each plain property read into an async call.
 */
function installAuditScopes(schema: GraphQLSchema): void {
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
    const resolve: GraphQLFieldResolver<unknown, Context> = field.resolve ?? defaultFieldResolver;
    field.resolve = (source, args, context, info) => runInAuditScope(context, info.fieldName, () => resolve(source, args, context, info));
  }
}

/** The text committed as schema.graphql (sorted, so it only changes when the schema does). */
export function printAppSchema(): string {
  return `${printSchema(lexicographicSortSchema(buildAppSchema()))}\n`;
}
