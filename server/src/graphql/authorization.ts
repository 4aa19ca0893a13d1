import type { GraphQLFieldResolver } from 'graphql';
import { type AuthCheckerFn, AuthenticationError, AuthorizationError, getMetadataStorage, type ResolverData } from 'type-graphql';
import { authChecker } from './auth-checker';
import type { Context } from './context';

/*
 * `@Authorized` checked without a promise. type-graphql's own check is an async middleware around the
 * resolver: on a list page it runs for every relation and computed field of every row (a promise, async-hook
 * bookkeeping and microtasks each time), and makes graphql-js wait for each row as a promise. The rule is unchanged
 * — the same `@Authorized` metadata (type-graphql's metadata storage, resolved while the schema is built, as
 * rest/route-access.ts reads it) and the same auth checker (auth-checker.ts), run before the field's resolver — only
 * synchronous. The schema is therefore built without type-graphql's `authChecker` option (schema.ts), and
 * `__tests__/authorization.test.ts` proves every field carries the roles type-graphql itself would check.
 */

export type Roles = readonly string[];
type ClassMeta = {
  name: string;
  target: object;
  fields?: { name: string; schemaName: string; target: object; roles?: Roles }[];
  interfaceClasses?: object[];
};

/**
 * The roles type-graphql checks on each field of each object type, as its schema generator picks them: the field
 * declared by the type's class (its own fields over its interfaces' fields) or, failing that, by the nearest
 * superclass; the roles of the field resolver for that field when one exists in `resolvers`, else the field's own.
 * `undefined`: no `@Authorized` applies.
 */
export function fieldRoles(resolvers: readonly object[]): Map<string, Map<string, Roles | undefined>> {
  const storage = getMetadataStorage();
  const byClass = new Map<object, ClassMeta>();
  for (const t of [...storage.interfaceTypes, ...storage.objectTypes] as unknown as ClassMeta[]) byClass.set(t.target, t);
  const fieldResolvers = storage.fieldResolvers.filter((r) => r.kind === 'internal' || resolvers.includes(r.target));
  const declared = (meta: ClassMeta) => {
    const fields = new Map<string, NonNullable<ClassMeta['fields']>[number]>();
    for (const iface of meta.interfaceClasses ?? []) for (const f of byClass.get(iface)?.fields ?? []) fields.set(f.schemaName, f);
    for (const f of meta.fields ?? []) fields.set(f.schemaName, f);
    return fields;
  };
  const out = new Map<string, Map<string, Roles | undefined>>();
  for (const type of storage.objectTypes as unknown as ClassMeta[]) {
    const roles = new Map<string, Roles | undefined>();
    // The type's own class first, then its superclasses: the nearest declaration of a field wins.
    for (let cls: object | null = type.target; cls && cls !== Function.prototype; cls = Object.getPrototypeOf(cls) as object | null) {
      const meta = byClass.get(cls);
      if (!meta) continue;
      for (const [name, field] of declared(meta)) {
        if (roles.has(name)) continue;
        const resolver = fieldResolvers.find((r) => r.getObjectType?.() === field.target && r.methodName === field.name);
        roles.set(name, (resolver ? resolver.roles : field.roles) as Roles | undefined);
      }
    }
    out.set(type.name, roles);
  }
  if (storage.subscriptions.some((s) => s.roles)) throw new Error('Authorized subscriptions are not supported (graphql/authorization.ts)');
  const roots: [string, { schemaName: string; roles?: Roles }[]][] = [
    ['Query', storage.queries],
    ['Mutation', storage.mutations],
  ];
  for (const [name, handlers] of roots) out.set(name, new Map(handlers.map((h) => [h.schemaName, h.roles as Roles | undefined])));
  return out;
}

function deny(roles: Roles): never {
  // As type-graphql's "error" auth mode would, for a checker answering false (ours throws its own errors first).
  throw roles.length === 0 ? new AuthenticationError() : new AuthorizationError();
}

/** `resolve` behind the auth checker for `needed`, run synchronously before it. */
export function authorized(needed: Roles, resolve: GraphQLFieldResolver<unknown, Context>): GraphQLFieldResolver<unknown, Context> {
  const check = authChecker as AuthCheckerFn<Context>;
  return (root, args, context, info) => {
    const granted = check({ root, args, context, info } as ResolverData<Context>, needed as string[]);
    if (granted === true) return resolve(root, args, context, info);
    if (granted === false) deny(needed);
    // An asynchronous checker still works, at the price of a promise.
    return Promise.resolve(granted).then((ok) => (ok ? resolve(root, args, context, info) : deny(needed)));
  };
}
