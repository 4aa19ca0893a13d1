import 'reflect-metadata';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { type GraphQLFieldResolver, type GraphQLSchema, defaultFieldResolver, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchemaSync } from 'type-graphql';
import { runInAuditScope } from '../modules/audit/audit.service';
import { authorized, fieldRoles } from './authorization';
import type { Context } from './context';
import { DateTimeISO } from './date-time.scalar';
import { withDeadline } from './deadline';
import { resolvers } from './resolvers';

let cached: GraphQLSchema | undefined;

/*
 * The schema is built once per process from the decorated classes; it holds no per-request state. Every object type
 * is declared with type-graphql's `simpleResolvers`: a field without a `@FieldResolver` has no resolver, and
 * graphql-js reads the property of its name (on a page of 50 projects, ≈ 950 reads that start no work). One pass
 * over the built schema then puts, around each field that needs them, from the inside out:
 *   - the audit scope, around every Mutation root field (modules/audit/audit.service.ts): not a type-graphql global
 *     middleware, which would run for every field of every answer and turn each property read into an async call;
 *   - the `@Authorized` check (authorization.ts), synchronous, on every field it applies to;
 *   - the deadline (deadline.ts), on every field that has a resolver: a property read starts nothing a deadline
 *     could stop.
 */
export function buildAppSchema(): GraphQLSchema {
  if (!cached) {
    const built = buildSchemaSync({
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
    const roles = fieldRoles(resolvers);
    const mutation = built.getMutationType()?.name;
    cached = mapSchema(built, {
      [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
        const own = field.resolve as GraphQLFieldResolver<unknown, Context> | undefined;
        let resolve = own ?? defaultFieldResolver;
        if (typeName === mutation) resolve = inAuditScope(resolve);
        const needed = roles.get(typeName)?.get(fieldName);
        if (needed !== undefined) resolve = authorized(needed, resolve);
        if (own) resolve = withDeadline(resolve);
        return resolve === defaultFieldResolver ? field : { ...field, resolve };
      },
    });
  }
  return cached;
}

function inAuditScope(resolve: GraphQLFieldResolver<unknown, Context>): GraphQLFieldResolver<unknown, Context> {
  return (source, args, context, info) => runInAuditScope(context, info.fieldName, () => resolve(source, args, context, info));
}

/** The text committed as schema.graphql (sorted, so it only changes when the schema does). */
export function printAppSchema(): string {
  return `${printSchema(lexicographicSortSchema(buildAppSchema()))}\n`;
}
