import { Kind, OperationTypeNode, parse } from 'graphql';
import { type AuthCheckerFn, getMetadataStorage, type ResolverData } from 'type-graphql';
import { ForbiddenError } from '../common/errors';
import { authChecker } from '../graphql/auth-checker';
import { assertApiKeyMayRun } from '../modules/auth/api-key.scopes';
import type { Context } from '../graphql/context';
import { buildAppSchema } from '../graphql/schema';
import type { RestRoute } from './resource';

/*
 * A REST route checks who may call it before it parses
 * anything of the request. There is still one authorization rule (docs/architecture.md): the roles come from the
 * `@Authorized` metadata of the GraphQL field the route runs (type-graphql's metadata storage, filled while the
 * schema is built), and they are checked by the same auth checker the resolver runs.
 */

export interface RootField {
  type: 'query' | 'mutation';
  name: string;
}

/** The root field of a route's operation (aliased `result`). */
export function routeRootField(route: RestRoute): RootField {
  const doc = parse(route.operation);
  const op = doc.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (!op || op.kind !== Kind.OPERATION_DEFINITION) throw new Error(`REST route ${route.path}: no operation`);
  const field = op.selectionSet.selections.find((s) => s.kind === Kind.FIELD);
  if (!field || field.kind !== Kind.FIELD) throw new Error(`REST route ${route.path}: no root field`);
  return { type: op.operation === OperationTypeNode.MUTATION ? 'mutation' : 'query', name: field.name.value };
}

/**
 * The roles `@Authorized` puts on a root field: undefined for a public field, [] for "any signed-in user",
 * otherwise one of these roles (with inheritance, as the auth checker reads them).
 */
export function rolesOfRootField({ type, name }: RootField): string[] | undefined {
  buildAppSchema(); // the storage resolves class- and method-level @Authorized while the schema is built
  const storage = getMetadataStorage();
  const defs = type === 'mutation' ? storage.mutations : storage.queries;
  const def = defs.find((d) => d.schemaName === name);
  if (!def) throw new Error(`REST route runs an unknown GraphQL ${type} "${name}"`);
  return def.roles as string[] | undefined;
}

export type AccessCheck = (ctx: Context) => Promise<void>;

/**
 * The check a route runs before reading its parameters: nothing for a public field; otherwise the schema's auth
 * checker, which throws UNAUTHENTICATED (→ Lexik 401) without a user and FORBIDDEN (→ 403) without the role.
 */
export function accessCheck(route: RestRoute): AccessCheck {
  const field = routeRootField(route);
  const roles = rolesOfRootField(field);
  // An API key also needs the field's scope (the same rule graphql/api-key-scope.ts applies).
  const keyCheck = (ctx: Context) => assertApiKeyMayRun(ctx, field.type, field.name);
  if (roles === undefined) return async (ctx) => keyCheck(ctx);
  return async (ctx) => {
    keyCheck(ctx);
    const data = { context: ctx, root: undefined, args: {}, info: undefined } as unknown as ResolverData<Context>;
    if (!(await (authChecker as AuthCheckerFn<Context>)(data, roles))) throw new ForbiddenError();
  };
}
