import { type EntityClass, type EntityMetadata, type EntityProperty, type FilterQuery, type QueryOrderMap, raw, ReferenceKind } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/*
 * Issue 13: list pages read without entity hydration or change tracking. One SQL statement reads the page, its
 * to-one relations (joins) and, when asked, the total (a scalar subquery, evaluated once); each row becomes a
 * read-only object with the entity's prototype and property names, which is all the GraphQL field resolvers read
 * (scalar properties, `relation.id`, getters). Such an object is not managed: a service that changes a row loads it
 * through the EntityManager as before.
 */

type Row = Record<string, unknown>;

/** One column of a row builder: the property it fills, the result column it reads, and how. */
interface Column {
  name: string;
  key: string;
  kind: 'value' | 'date' | 'reference' | 'joined';
}

interface Builder {
  proto: object;
  columns: Column[];
}

/**
 * The prototype of a read-only row: the entity's prototype under a layer of plain data properties, one per column.
 * The entity's prototype carries MikroORM's relation accessors, whose setters would start reference propagation for
 * an object no EntityManager manages; assigning a property of this prototype's instances never reaches them.
 */
const builders = new Map<string, Builder>();

function builderOf<T>(meta: EntityMetadata<T>, prefix: string, joined: readonly string[]): Builder {
  const cacheKey = `${meta.className}|${prefix}|${joined.join(',')}`;
  let builder = builders.get(cacheKey);
  if (builder) return builder;
  const columns: Column[] = [];
  for (const prop of meta.props) {
    if (prop.persist === false || !prop.fieldNames?.length) continue;
    const key = prefix + prop.fieldNames[0];
    if (prop.kind === ReferenceKind.SCALAR || prop.kind === ReferenceKind.EMBEDDED) {
      // The driver hands dates over as text (MikroORM converts them while hydrating): converted here the same way.
      columns.push({ name: prop.name, key, kind: prop.runtimeType === 'Date' ? 'date' : 'value' });
    } else if (prop.kind === ReferenceKind.MANY_TO_ONE || (prop.kind === ReferenceKind.ONE_TO_ONE && prop.owner)) {
      columns.push({ name: prop.name, key, kind: joined.includes(prop.name) ? 'joined' : 'reference' });
    }
  }
  const layer: PropertyDescriptorMap = {};
  for (const c of columns) layer[c.name] = { value: undefined, writable: true, enumerable: false, configurable: true };
  builder = { proto: Object.create(meta.class.prototype as object, layer) as object, columns };
  builders.set(cacheKey, builder);
  return builder;
}

/** Builds one read-only row; `joined` holds the already built to-one relations by property name. */
function build<T>({ proto, columns }: Builder, row: Row, joined?: Map<string, unknown>): T {
  const out = Object.create(proto) as Record<string, unknown>;
  for (let i = 0; i < columns.length; i++) {
    const c = columns[i];
    const raw = row[c.key];
    switch (c.kind) {
      case 'value':
        out[c.name] = raw;
        break;
      case 'date':
        out[c.name] = typeof raw === 'string' ? new Date(raw) : raw;
        break;
      case 'reference':
        out[c.name] = raw === null || raw === undefined ? null : { id: raw };
        break;
      case 'joined':
        out[c.name] = joined!.get(c.name) ?? null;
        break;
    }
  }
  return out as T;
}

const columnLists = new Map<string, string>();

/** The select list of a joined relation, `"j0"."id" as "j0__id", …`: written once per entity and alias, not per query. */
function joinedColumns(target: EntityMetadata, alias: string): string {
  const key = `${target.className}|${alias}`;
  let list = columnLists.get(key);
  if (list === undefined) {
    list = target.props
      .filter((p) => p.persist !== false && p.fieldNames?.length && (p.kind === ReferenceKind.SCALAR || p.kind === ReferenceKind.MANY_TO_ONE))
      .map((p) => `"${alias}"."${p.fieldNames[0]}" as "${alias}__${p.fieldNames[0]}"`)
      .join(', ');
    columnLists.set(key, list);
  }
  return list;
}

export interface ReadPageOptions<T> {
  orderBy: QueryOrderMap<T>[];
  limit: number;
  offset: number;
  /** To-one relations read in the same statement, set on each row as read-only objects (null when the reference is null). */
  joined?: string[];
  /** Also read the number of rows matching `where` (all pages) in the same statement. */
  withTotal?: boolean;
}

/**
 * The rows of `entity` matching `where`, in `orderBy`, one page, with the `joined` to-one relations read in the same
 * statement; with `withTotal`, the total too (undefined when the page is empty: no row carries it).
 */
export async function readPage<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  where: FilterQuery<T>,
  opts: ReadPageOptions<T>,
): Promise<{ items: T[]; total?: number }> {
  const metadata = em.getMetadata();
  const meta = metadata.get<T>(entity.name);
  const joinedNames = opts.joined ?? [];
  const qb = em.createQueryBuilder(entity, 'r').select('r.*');
  const joins = joinedNames.map((name, i) => {
    const prop = (meta.properties as Record<string, EntityProperty>)[name];
    const target = metadata.get(prop.type);
    const alias = `j${i}`;
    qb.leftJoin(`r.${name}`, alias).addSelect(raw(joinedColumns(target, alias)));
    return { name, builder: builderOf(target, `${alias}__`, []), idKey: `${alias}__id` };
  });
  if (opts.withTotal) {
    // A scalar subquery: PostgreSQL evaluates it once for the statement (an InitPlan), not per row.
    const count = em.createQueryBuilder(entity, 'c').count().where(where);
    qb.addSelect(count.as('__total'));
  }
  qb.where(where).orderBy(opts.orderBy).limit(opts.limit).offset(opts.offset);
  const rows = await qb.execute<Row[]>('all', false);
  const builder = builderOf(meta, '', joinedNames);
  const items = rows.map((row) => {
    const relations = new Map<string, unknown>();
    for (const j of joins) relations.set(j.name, row[j.idKey] == null ? null : build(j.builder, row));
    return build<T>(builder, row, relations);
  });
  return { items, total: opts.withTotal && rows.length ? Number(rows[0].__total) : undefined };
}
