import {
  type EntityClass,
  type EntityMetadata,
  type EntityProperty,
  type FilterQuery,
  type QueryOrderMap,
  raw,
  ReferenceKind,
} from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type PreparedStatement, runPrepared } from '../db/internals/prepared-statements';
import { ListTotals, ownTableOnly } from './list-totals';

/*
 * List pages read without entity hydration or change tracking. One SQL statement reads the page, its
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
const columnLists = new Map<string, string>();
/** Each cache holds one entry per entity, prefix and set of columns; a set past this many is written every time. */
const MAX_SHAPES = 500;

/** Marks the prototype of every read-only row (isReadRow). */
const READ_ROW = Symbol('readRow');

/** Whether `value` is a row this module built (a list page's row or one of its joined relations), not an entity. */
export function isReadRow(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[READ_ROW] === true;
}

const isColumn = (prop: EntityProperty) => prop.persist !== false && !!prop.fieldNames?.length;
const isToOne = (prop: EntityProperty) =>
  prop.kind === ReferenceKind.MANY_TO_ONE || (prop.kind === ReferenceKind.ONE_TO_ONE && !!prop.owner);

/**
 * The properties a joined relation reads: its primary key and `fields` when given, else every stored scalar
 * and to-one reference that is neither hidden nor lazy — never a password hash or a token version, which no field of
 * the schema shows.
 */
function joinedProps(target: EntityMetadata, fields: readonly string[] | undefined): EntityProperty[] {
  return target.props.filter((p) => {
    if (!isColumn(p) || !(p.kind === ReferenceKind.SCALAR || isToOne(p))) return false;
    if (p.primary) return true;
    return fields ? fields.includes(p.name) : !p.hidden && !p.lazy;
  });
}

/** The properties of `meta` a response may show: stored scalars that are neither hidden nor lazy. */
export function shownProps(meta: EntityMetadata): ReadonlySet<string> {
  let names = shown.get(meta.className);
  if (!names) {
    names = new Set(meta.props.filter((p) => isColumn(p) && p.kind === ReferenceKind.SCALAR && !p.hidden && !p.lazy).map((p) => p.name));
    shown.set(meta.className, names);
  }
  return names;
}
const shown = new Map<string, ReadonlySet<string>>();

function cached<V>(cache: Map<string, V>, key: string, make: () => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    if (cache.size < MAX_SHAPES) cache.set(key, value);
  }
  return value;
}

function builderOf<T>(
  meta: EntityMetadata<T>,
  prefix: string,
  joined: readonly string[],
  props: readonly EntityProperty[] = meta.props,
): Builder {
  const cacheKey = `${meta.className}|${prefix}|${joined.join(',')}|${props === meta.props ? '*' : props.map((p) => p.name).join(',')}`;
  return cached(builders, cacheKey, () => {
    const columns: Column[] = [];
    for (const prop of props) {
      if (!isColumn(prop)) continue;
      const key = prefix + prop.fieldNames[0];
      if (prop.kind === ReferenceKind.SCALAR || prop.kind === ReferenceKind.EMBEDDED) {
        // The driver hands dates over as text (MikroORM converts them while hydrating): converted here the same way.
        columns.push({ name: prop.name, key, kind: prop.runtimeType === 'Date' ? 'date' : 'value' });
      } else if (isToOne(prop)) {
        columns.push({ name: prop.name, key, kind: joined.includes(prop.name) ? 'joined' : 'reference' });
      }
    }
    const layer: PropertyDescriptorMap = { [READ_ROW]: { value: true, enumerable: false } };
    for (const c of columns) layer[c.name] = { value: undefined, writable: true, enumerable: false, configurable: true };
    return { proto: Object.create(meta.class.prototype as object, layer) as object, columns };
  });
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

/** The select list of a joined relation, `"j0"."id" as "j0__id", …`: written once per entity, alias and columns. */
function joinedColumns(target: EntityMetadata, alias: string, props: readonly EntityProperty[]): string {
  return cached(columnLists, `${target.className}|${alias}|${props.map((p) => p.name).join(',')}`, () =>
    props.map((p) => `"${alias}"."${p.fieldNames[0]}" as "${alias}__${p.fieldNames[0]}"`).join(', '),
  );
}

export interface ReadPageOptions<T> {
  orderBy: QueryOrderMap<T>[];
  limit: number;
  offset: number;
  /** To-one relations read in the same statement, set on each row as read-only objects (null when the reference is null). */
  joined?: string[];
  /**
   * Per joined relation, the properties of its entity to read besides its primary key (what the response shows of it,
   * graphql/selection.ts); a relation not named here reads every column but hidden and lazy ones. A row read with
   * some of its columns must not be handed to a loader: other fields of the request may read other columns.
   */
  joinedFields?: Partial<Record<string, readonly string[]>>;
  /** Also read the number of rows matching `where` (all pages) in the same statement. */
  withTotal?: boolean;
  /**
   * The properties of the entity itself to read besides its primary key and the joined relations (what the response
   * shows of it, and what the caller's rules read); every column when absent. As with `joinedFields`, such a row
   * answers only the fields it was read for.
   */
  fields?: readonly string[];
}

/*
 * Statement templates. Building the SQL through MikroORM's query builder and knex costs more than running
 * it, and a list's statement only changes with the *shape* of its WHERE (which filters, which operators, nulls and
 * booleans) and its order, not with the values compared. So the first request of a shape builds it through the query
 * builder twice — with its own values and with a unique stand-in for every value, the page size and the offset — and
 * learns which parameter is which value; later requests of that shape only bind their values. A shape whose
 * statement does not come out the same both times, or whose parameters cannot all be traced back to a value (a value
 * the ORM converts or inlines), is never templated and always built through the query builder.
 */

type Leaf = number | string | Date;
type Slot = { leaf: number } | { limit: true } | { offset: true } | { value: unknown };
interface Template {
  sql: string;
  slots: Slot[];
}

const templates = new Map<string, Template | null>();
const MAX_TEMPLATES = 1000;
const LIMIT_STANDIN = 987_654_321;
const OFFSET_STANDIN = 987_654_322;

const isPlain = (v: object) => Array.isArray(v) || Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null;

/**
 * The shape of a WHERE (values replaced by their type) and its values in a fixed order, or null when it holds
 * something other than plain objects, arrays, numbers, strings, dates, booleans and nulls.
 */
function shapeOf(where: unknown): { shape: string; leaves: Leaf[] } | null {
  const leaves: Leaf[] = [];
  let ok = true;
  const walk = (v: unknown): unknown => {
    if (v === null || typeof v === 'boolean') return v;
    if (typeof v === 'number' || typeof v === 'string') {
      leaves.push(v);
      return `\u0000${typeof v}`;
    }
    if (v instanceof Date) {
      leaves.push(v);
      return '\u0000date';
    }
    if (typeof v === 'object' && isPlain(v)) {
      if (Array.isArray(v)) return v.map(walk);
      const out: Record<string, unknown> = {};
      for (const k of Object.keys(v)) out[k] = walk((v as Record<string, unknown>)[k]);
      return out;
    }
    ok = false;
    return null;
  };
  const shape = JSON.stringify(walk(where));
  return ok ? { shape, leaves } : null;
}

/** The WHERE with its i-th value replaced by `values[i]` (the same walk as shapeOf). */
function withLeaves(where: unknown, values: Leaf[]): unknown {
  let i = 0;
  const walk = (v: unknown): unknown => {
    if (v === null || typeof v === 'boolean') return v;
    if (typeof v === 'number' || typeof v === 'string' || v instanceof Date) return values[i++];
    if (Array.isArray(v)) return v.map(walk);
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v as object)) out[k] = walk((v as Record<string, unknown>)[k]);
    return out;
  };
  return walk(where);
}

function standIn(leaf: Leaf, i: number): Leaf {
  if (typeof leaf === 'number') return -(900_000_001 + i);
  if (typeof leaf === 'string') return `\u0001tg-${i}\u0001`;
  return new Date(Date.UTC(1901, 0, 1) + i);
}

const sameValue = (a: unknown, b: unknown) => a === b || (a instanceof Date && b instanceof Date && a.getTime() === b.getTime());

function bind(template: Template, leaves: Leaf[], limit: number, offset: number): unknown[] {
  return template.slots.map((s) => ('leaf' in s ? leaves[s.leaf] : 'limit' in s ? limit : 'offset' in s ? offset : s.value));
}

/** Learns the template of a shape from two builds (see above); null when the shape cannot be templated. */
function learn(
  built: { sql: string; bindings: readonly unknown[] },
  standIns: { sql: string; bindings: readonly unknown[] },
  leaves: Leaf[],
  standInLeaves: Leaf[],
  limit: number,
  offset: number,
): Template | null {
  if (built.sql !== standIns.sql || built.bindings.length !== standIns.bindings.length) return null;
  const slots: Slot[] = standIns.bindings.map((b) => {
    if (b === LIMIT_STANDIN) return { limit: true };
    if (b === OFFSET_STANDIN) return { offset: true };
    const leaf = standInLeaves.findIndex((l) => sameValue(l, b));
    return leaf >= 0 ? { leaf } : { value: b };
  });
  const template = { sql: built.sql, slots };
  // Every value must be traced (a converted value would stay a constant), and binding the request's own values must
  // give exactly the parameters the query builder gave.
  const traced = new Set(slots.flatMap((s) => ('leaf' in s ? [s.leaf] : [])));
  if (traced.size !== leaves.length) return null;
  const again = bind(template, leaves, limit, offset);
  return again.every((v, i) => sameValue(v, built.bindings[i])) ? template : null;
}

const prepared = new Map<string, PreparedStatement>();
const MAX_PREPARED = 1000;
const preparing = new WeakSet<object>();

/**
 * Lets this module's statements run as prepared statements on the connections of this ORM configuration (`orm.config`).
 * Not for the embedded database: PGlite has one backend session behind every connection, so a name one connection
 * prepared already exists when the next connection prepares it, and that statement fails.
 */
export function usePreparedStatements(ormConfig: object): void {
  preparing.add(ormConfig);
}

/**
 * Runs one of this module's statements (`?` parameters). MikroORM writes every value into the statement's text, so
 * PostgreSQL parses and plans each execution anew: for an item, five times the database's CPU per request of
 * PostGraphile, which prepares its statements (measured with `npm run bench:api`). Outside a transaction a
 * statement of this module is therefore a named prepared statement of the pooled connection it runs on: parsed once
 * per connection, its plan kept by PostgreSQL's plan cache (a generic plan once it costs no more than custom ones).
 * Inside a transaction, or where statements are not prepared (usePreparedStatements), it runs as MikroORM runs it.
 * Either way it is logged as MikroORM logs its own. Beyond MAX_PREPARED texts a statement is sent unnamed (parsed
 * each time, its values apart). Sending a named statement needs internals of MikroORM, knex and pg: they live in
 * db/internals/prepared-statements.ts, with the benchmark rows that pay for them.
 */
async function runStatement(em: EntityManager, type: 'read' | 'write', sql: string, params: readonly unknown[]): Promise<Row[]> {
  const connection = em.getDriver().getConnection(type);
  const trx = em.getTransactionContext();
  if (trx || !preparing.has(em.config)) return connection.execute<Row[]>(sql, [...params], 'all', trx);
  let statement = prepared.get(sql);
  if (!statement) {
    statement = {
      name: prepared.size < MAX_PREPARED ? `tg_read_model_${prepared.size + 1}` : '',
      // knex's own translation of `?` parameters into PostgreSQL's `$n` (a stand-in per parameter: an array value
      // would be spread into a list).
      text: connection
        .getKnex()
        .raw(
          sql,
          params.map(() => null),
        )
        .toSQL()
        .toNative().sql,
      sql,
    };
    if (statement.name) prepared.set(sql, statement);
  }
  return runPrepared(em, type, statement, params);
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
  // A total this process remembers (common/list-totals.ts) spares the COUNT; the page is read without it.
  const totals = opts.withTotal && !em.getTransactionContext() ? ListTotals.of(em.config)?.cacheOf(entity.name) : undefined;
  if (totals) {
    const meta = em.getMetadata().get<T>(entity.name);
    const parsed = ownTableOnly(meta, where, totals.columns) ? shapeOf(where) : null;
    if (parsed) {
      let counted: { items: T[]; total?: number } | undefined;
      const total = await totals.cache.get(`${parsed.shape}|${JSON.stringify(parsed.leaves)}`, async () => {
        counted = await readPageOnce(em, entity, where, opts);
        return counted.total ?? null;
      });
      if (counted) return counted;
      const page = await readPageOnce(em, entity, where, { ...opts, withTotal: false });
      return { items: page.items, total: total ?? undefined };
    }
  }
  return readPageOnce(em, entity, where, opts);
}

/** A joined to-one relation of a statement: its alias, the properties it reads and how its rows are built. */
interface Join {
  name: string;
  prop: EntityProperty;
  alias: string;
  target: EntityMetadata;
  props: EntityProperty[];
  builder: Builder;
  idKey: string;
}

function joinsOf<T>(
  em: EntityManager,
  meta: EntityMetadata<T>,
  joinedNames: readonly string[],
  joinedFields: ReadPageOptions<T>['joinedFields'],
): Join[] {
  const metadata = em.getMetadata();
  return joinedNames.map((name, i) => {
    const prop = (meta.properties as Record<string, EntityProperty>)[name];
    const target = metadata.get(prop.type);
    const alias = `j${i}`;
    const props = joinedProps(target, joinedFields?.[name]);
    return { name, prop, alias, target, props, builder: builderOf(target, `${alias}__`, [], props), idKey: `${alias}__id` };
  });
}

/** The joins of a statement as part of its cache key: each relation with the properties it reads. */
function joinsKey(joins: Join[]): string {
  return joins.map((j) => `${j.name}:${j.props.map((p) => p.name).join(',')}`).join(';');
}

/** What a statement reads, worked out from the entity's metadata once per request shape (readShape). */
interface ReadShape {
  joins: Join[];
  /** The statement's own properties (rootProps). */
  props: EntityProperty[];
  /** Builds the statement's own rows. */
  builder: Builder;
  /** The reads as part of a statement's cache key. */
  key: string;
}

/**
 * The joins, the properties and the row builder of a statement reading `fields` of `meta` and the `joined` relations'
 * `joinedFields`, remembered by those names: working them out walks every property of each entity involved, which on
 * every request cost a rename about one percent of its CPU profile (`npm run bench:api`, the rename row).
 */
function readShape<T>(
  em: EntityManager,
  meta: EntityMetadata<T>,
  joined: readonly string[],
  joinedFields: ReadPageOptions<T>['joinedFields'],
  fields: readonly string[] | undefined,
): ReadShape {
  const names = `${meta.className}|${fields ? fields.join(',') : '*'}|${joined.map((n) => `${n}:${joinedFields?.[n]?.join(',') ?? '*'}`).join(';')}`;
  return cached(readShapes, names, () => {
    const joins = joinsOf(em, meta, joined, joinedFields);
    const props = rootProps(meta, fields, joined);
    return { joins, props, builder: builderOf(meta, '', joined, props), key: `${propsKey(meta, props)}|${joinsKey(joins)}` };
  });
}
const readShapes = new Map<string, ReadShape>();

/**
 * The stored properties of a statement's own rows: every one without `fields`; else the primary key, `fields` and the
 * joined relations.
 */
function rootProps(meta: EntityMetadata, fields: readonly string[] | undefined, joined: readonly string[]): EntityProperty[] {
  if (!fields) return meta.props;
  return meta.props.filter((p) => isColumn(p) && (p.primary || fields.includes(p.name) || joined.includes(p.name)));
}

/**
 * The properties of `meta` MikroORM sets on every update (`onUpdate`, such as `updatedAt`), found once per entity:
 * walking every property on each write reads differently shaped objects one after another (about half a percent of a
 * rename's CPU profile).
 */
function onUpdateProps(meta: EntityMetadata): EntityProperty[] {
  let props = onUpdateLists.get(meta);
  if (!props) {
    props = meta.props.filter((p) => p.onUpdate);
    onUpdateLists.set(meta, props);
  }
  return props;
}
const onUpdateLists = new WeakMap<EntityMetadata, EntityProperty[]>();

/** The statement's own properties as part of its cache key. */
function propsKey(meta: EntityMetadata, props: readonly EntityProperty[]): string {
  return props === meta.props ? '*' : props.map((p) => p.name).join(',');
}

/** The select list of a statement's own rows: `"r".*`, or each column of `props` when they are not all of them. */
function rootColumns(meta: EntityMetadata, props: readonly EntityProperty[], alias: string): string {
  if (props === meta.props) return `"${alias}".*`;
  return props.flatMap((p) => p.fieldNames.map((f) => `"${alias}"."${f}"`)).join(', ');
}

/** The statement's rows as read-only rows of its shape, each with its joined relations. */
function buildRows<T>({ builder, joins }: ReadShape, rows: Row[]): T[] {
  return rows.map((row) => {
    const relations = new Map<string, unknown>();
    for (const j of joins) relations.set(j.name, row[j.idKey] == null ? null : build(j.builder, row));
    return build<T>(builder, row, relations);
  });
}

async function readPageOnce<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  where: FilterQuery<T>,
  opts: ReadPageOptions<T>,
): Promise<{ items: T[]; total?: number }> {
  const meta = em.getMetadata().get<T>(entity.name);
  const shape = readShape(em, meta, opts.joined ?? [], opts.joinedFields, opts.fields);
  const { joins, props } = shape;
  const statement = (w: FilterQuery<T>, limit: number, offset: number) => {
    const qb = em.createQueryBuilder(entity, 'r').select(props === meta.props ? 'r.*' : raw(rootColumns(meta, props, 'r')));
    for (const j of joins) qb.leftJoin(`r.${j.name}`, j.alias).addSelect(raw(joinedColumns(j.target, j.alias, j.props)));
    if (opts.withTotal) {
      // A scalar subquery: PostgreSQL evaluates it once for the statement (an InitPlan), not per row.
      qb.addSelect(em.createQueryBuilder(entity, 'c').count().where(w).as('__total'));
    }
    qb.where(w).orderBy(opts.orderBy).limit(limit).offset(offset);
    return qb;
  };
  const parsed = shapeOf(where);
  // The first page has no OFFSET clause at all: it is a shape of its own.
  const key =
    parsed &&
    `${meta.className}|${shape.key}|${opts.withTotal ? 1 : 0}|${opts.offset ? 1 : 0}|${JSON.stringify(opts.orderBy)}|${parsed.shape}`;
  const template = key ? templates.get(key) : null;
  let rows: Row[];
  if (template) {
    const type = em.config.get('preferReadReplicas') ? 'read' : 'write';
    const bindings = bind(template, parsed!.leaves, opts.limit, opts.offset);
    rows = await runStatement(em, type, template.sql, bindings);
  } else {
    const learning = key && template === undefined && templates.size < MAX_TEMPLATES;
    // The stand-ins' WHERE is copied before the query builder sees (and may rewrite) the request's own.
    const standInLeaves = learning ? parsed!.leaves.map(standIn) : [];
    const standInWhere = learning ? (withLeaves(where, standInLeaves) as FilterQuery<T>) : undefined;
    const qb = statement(where, opts.limit, opts.offset);
    if (learning) {
      const built = qb.getKnexQuery().toSQL();
      const probe = statement(standInWhere!, LIMIT_STANDIN, opts.offset ? OFFSET_STANDIN : 0)
        .getKnexQuery()
        .toSQL();
      templates.set(key, learn(built, probe, parsed!.leaves, standInLeaves, opts.limit, opts.offset));
    }
    rows = await qb.execute<Row[]>('all', false);
  }
  const items = buildRows<T>(shape, rows);
  return { items, total: opts.withTotal && rows.length ? Number(rows[0].__total) : undefined };
}

export interface UpdateRowOptions<T> {
  /** To-one relations read back in the same statement (as readPage's `joined`). */
  joined?: string[];
  joinedFields?: ReadPageOptions<T>['joinedFields'];
  /** The row's own properties read back (as readPage's `fields`); every column when absent. */
  fields?: readonly string[];
}

const updateStatements = new Map<string, string>();

/**
 * Changes stored scalar columns of the row matching `where` in one statement (`UPDATE … RETURNING`, with
 * the `joined` relations read back in the same statement) and answers it as a read-only row like readPage's, or
 * null when `where` matched no row. For a change with no other effect (a project's new title): no entity is loaded,
 * no change set is computed and no transaction wraps the single statement, where a flush sends SELECT, BEGIN, UPDATE
 * and COMMIT. `where` compares own columns with values (`{ id: 7, owner: 3 }`: the row and the rule allowing the
 * caller to change it). The properties the ORM stamps on every update (`updatedAt`) are stamped here too, and the
 * list totals of the table are forgotten first, as a flush forgets them (common/list-totals.ts). The entity must be
 * one no process cache keeps (not a user or a gate: modules/auth/principal-cache.ts listens to flushes).
 */
export async function updateRow<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  where: Readonly<Record<string, number | string>>,
  changes: Readonly<Record<string, unknown>>,
  opts: UpdateRowOptions<T> = {},
): Promise<T | null> {
  const meta = em.getMetadata().get<T>(entity.name);
  const props = meta.properties as Record<string, EntityProperty>;
  const values: Record<string, unknown> = { ...changes };
  for (const p of onUpdateProps(meta)) if (!(p.name in values)) values[p.name] = p.onUpdate!(undefined as never, em);
  const setNames = Object.keys(values);
  const whereNames = Object.keys(where);
  const shape = readShape(em, meta, opts.joined ?? [], opts.joinedFields, opts.fields);
  const { joins, props: read } = shape;
  const key = `${meta.className}|${setNames.join(',')}|${whereNames.join(',')}|${shape.key}`;
  const sql = cached(updateStatements, key, () => {
    const column = (name: string, allowed: (p: EntityProperty) => boolean) => {
      const p = props[name];
      if (!p || !isColumn(p) || !allowed(p)) throw new Error(`updateRow: ${meta.className}.${name} is not a stored column it can use`);
      return `"${p.fieldNames[0]}"`;
    };
    const sets = setNames.map((n) => `${column(n, (p) => p.kind === ReferenceKind.SCALAR && !p.primary)} = ?`).join(', ');
    const conditions = whereNames.map((n) => `${column(n, (p) => p.kind === ReferenceKind.SCALAR || isToOne(p))} = ?`).join(' and ');
    const update = `update "${meta.tableName}" set ${sets} where ${conditions} returning ${read === meta.props ? '*' : rootColumns(meta, read, meta.tableName)}`;
    if (!joins.length) return update;
    const selects = joins.map((j) => `, ${joinedColumns(j.target, j.alias, j.props)}`).join('');
    const from = joins
      .map(
        (j) =>
          ` left join "${j.target.tableName}" as "${j.alias}" on "r"."${j.prop.fieldNames[0]}" = "${j.alias}"."${j.target.getPrimaryProps()[0].fieldNames[0]}"`,
      )
      .join('');
    return `with "r" as (${update}) select "r".*${selects} from "r"${from}`;
  });
  const platform = em.getPlatform();
  const params = [
    ...setNames.map((n) =>
      props[n].customType ? props[n].customType.convertToDatabaseValue(values[n], platform, { mode: 'query' }) : values[n],
    ),
    ...whereNames.map((n) => where[n]),
  ];
  ListTotals.of(em.config)?.changing(meta.className, setNames);
  const rows = await runStatement(em, 'write', sql, params);
  return buildRows<T>(shape, rows)[0] ?? null;
}
