import { type EntityClass, type EntityMetadata, type EntityProperty, type FilterQuery, type QueryOrderMap, ReferenceKind } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/*
 * Issue 13: list pages read without entity hydration or change tracking. One SQL statement reads the page and its
 * to-one relations (joins); each row becomes a read-only object with the entity's prototype and property names,
 * which is all the GraphQL field resolvers read (scalar properties, `relation.id`, getters). Such an object is not
 * managed: a service that changes a row loads it through the EntityManager as before.
 */

type Row = Record<string, unknown>;

/**
 * Own data properties, defined rather than assigned: the entity's prototype carries MikroORM's relation accessors,
 * whose setters would start reference propagation for an object no EntityManager manages.
 */
function build<T>(meta: EntityMetadata<T>, row: Row, prefix: string, joined?: Map<string, unknown>): T {
  const props: PropertyDescriptorMap = {};
  for (const prop of meta.props) {
    if (prop.persist === false || !prop.fieldNames?.length) continue;
    const raw = row[prefix + prop.fieldNames[0]];
    let value: unknown;
    // The driver hands dates over as text (MikroORM converts them while hydrating): converted here the same way.
    if (prop.kind === ReferenceKind.SCALAR || prop.kind === ReferenceKind.EMBEDDED) value = typeof raw === 'string' && prop.runtimeType === 'Date' ? new Date(raw) : raw;
    else if (prop.kind === ReferenceKind.MANY_TO_ONE || (prop.kind === ReferenceKind.ONE_TO_ONE && prop.owner)) {
      value = joined?.has(prop.name) ? joined.get(prop.name) : raw === null || raw === undefined ? null : { id: raw };
    } else continue;
    props[prop.name] = { value, writable: true, enumerable: true, configurable: true };
  }
  return Object.create(meta.class.prototype, props) as T;
}

/**
 * The rows of `entity` matching `where`, in `orderBy`, one page, with the `joined` to-one relations read in the same
 * statement and set on each row as read-only objects (null when the reference is null).
 */
export async function readPage<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  where: FilterQuery<T>,
  opts: { orderBy: QueryOrderMap<T>[]; limit: number; offset: number; joined?: string[] },
): Promise<T[]> {
  const meta = em.getMetadata().get<T>(entity.name);
  const qb = em.createQueryBuilder(entity, 'r').select('r.*');
  const joins = (opts.joined ?? []).map((name, i) => {
    const prop = (meta.properties as Record<string, EntityProperty>)[name];
    const target = em.getMetadata().get(prop.type);
    const alias = `j${i}`;
    const columns = target.props
      .filter((p) => p.persist !== false && p.fieldNames?.length && (p.kind === ReferenceKind.SCALAR || p.kind === ReferenceKind.MANY_TO_ONE))
      .map((p) => `${alias}.${p.fieldNames[0]} as ${alias}__${p.fieldNames[0]}`);
    qb.leftJoin(`r.${name}`, alias).addSelect(columns);
    return { name, target, alias };
  });
  qb.where(where).orderBy(opts.orderBy).limit(opts.limit).offset(opts.offset);
  const rows = await qb.execute<Row[]>('all', false);
  return rows.map((row) => {
    const joined = new Map<string, unknown>(joins.map((j) => [j.name, row[`${j.alias}__id`] == null ? null : build(j.target, row, `${j.alias}__`)]));
    return build(meta, row, '', joined);
  });
}
