import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import { isObjectType } from 'graphql';
import { getMetadataStorage } from 'type-graphql';

/*
 * A field type-graphql answers with its "basic" resolver — a `@Field()` property or getter without a
 * `@FieldResolver`, `@UseMiddleware` or `simple` option — only reads `root[property]`, but through a wrapper that
 * allocates its resolver data and walks an empty middleware list, on every field of every row (≈ 950 calls for a
 * page of 50 projects). Such fields get a resolver that reads the property directly, and are marked so the deadline
 * check (deadline.ts) does not wrap them again: a property read starts no work a deadline could stop.
 * `__tests__/plain-fields.test.ts` proves each replaced resolver reads the same property as type-graphql's.
 */

type FieldMeta = { name: string; schemaName: string; target: object; middlewares?: unknown[]; simple?: boolean };
type ClassMeta = { target: object; fields?: FieldMeta[]; interfaceClasses?: object[]; simpleResolvers?: boolean };

const plain = new WeakSet<object>();
const readers = new Map<string, GraphQLFieldResolver<unknown, unknown>>();

/** Whether `resolve` is one of the direct property readers installed here. */
export function isPlainResolver(resolve: unknown): boolean {
  return typeof resolve === 'function' && plain.has(resolve);
}

function reader(property: string): GraphQLFieldResolver<unknown, unknown> {
  let read = readers.get(property);
  if (!read) {
    read = (root) => (root as Record<string, unknown>)[property];
    plain.add(read);
    readers.set(property, read);
  }
  return read;
}

/**
 * Per object type, the property each basic-resolver field reads, by schema field name (null: the field has its own
 * resolver, middleware or type-graphql's `simple` default resolver, and is left as it is). The field chosen for a
 * name is the one type-graphql's schema generator picks: the type's own class (its own fields over its interfaces'),
 * else the nearest superclass.
 */
export function plainFieldProperties(resolvers: readonly object[]): Map<string, Map<string, string | null>> {
  const storage = getMetadataStorage();
  const byClass = new Map<object, ClassMeta>();
  for (const t of [...storage.interfaceTypes, ...storage.objectTypes] as unknown as ClassMeta[]) byClass.set(t.target, t);
  const fieldResolvers = storage.fieldResolvers.filter((r) => r.kind === 'internal' || resolvers.includes(r.target));
  const out = new Map<string, Map<string, string | null>>();
  for (const type of storage.objectTypes as unknown as (ClassMeta & { name: string })[]) {
    const fields = new Map<string, string | null>();
    for (let cls: object | null = type.target; cls && cls !== Function.prototype; cls = Object.getPrototypeOf(cls) as object | null) {
      const meta = byClass.get(cls);
      if (!meta) continue;
      const declared = new Map<string, FieldMeta>();
      for (const iface of meta.interfaceClasses ?? []) for (const f of byClass.get(iface)?.fields ?? []) declared.set(f.schemaName, f);
      for (const f of meta.fields ?? []) declared.set(f.schemaName, f);
      for (const [name, field] of declared) {
        if (fields.has(name)) continue;
        const resolver = fieldResolvers.some((r) => r.getObjectType?.() === field.target && r.methodName === field.name);
        const simple = field.simple ?? meta.simpleResolvers;
        fields.set(name, resolver || simple !== undefined || field.middlewares?.length ? null : field.name);
      }
    }
    out.set(type.name, fields);
  }
  return out;
}

/** Replaces the basic resolvers of `schema` (built by type-graphql from `resolvers`, no global middlewares) with direct reads. */
export function installPlainFields(schema: GraphQLSchema, resolvers: readonly object[]): void {
  const properties = plainFieldProperties(resolvers);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const byName = properties.get(type.name);
    if (!byName) continue;
    for (const field of Object.values(type.getFields())) {
      const property = byName.get(field.name);
      if (property && field.resolve) field.resolve = reader(property);
    }
  }
}
