import type { EntityClass, FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parseDateTimeInput } from './date-time';
import { BadRequestError } from './errors';
import { readPage } from './read-model';
import { SortDirection } from './statuses';

/*
 * List semantics of docs/product.md#validation, shared by GraphQL and REST: page ≥ 1 (default 1), limit default 10 clamped to
 * 50, text filters only when non-blank, booleans, date ranges where a bare date as "before" means the end of
 * that day (23:59:59.999 UTC), and a multi-field order. A resource declares its filters and sortable fields
 * once in a ListSpec; REST parses query strings with it (rest/filters.ts) and services build the WHERE from it.
 */

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;

export type FilterKind = 'exact' | 'partial' | 'boolean' | 'date' | 'int' | 'enum';

export interface FilterDef {
  kind: FilterKind;
  /** Entity property path, dotted for relations (`owner.email`); defaults to the filter name. */
  path?: string;
  /** Allowed values of an enum filter. */
  values?: readonly string[];
  /** `parentId=0` style: this integer value means "no relation" (IS NULL). */
  zeroMeansNull?: boolean;
  /** The filter also matches rows without a gate (packages, posts… "for every gate"). */
  orNull?: boolean;
}

export interface ListSpec {
  /** The GraphQL type / Hydra class the list returns. */
  resource: string;
  filters: Record<string, FilterDef>;
  /** Sortable fields: public name → entity property path. */
  order: Record<string, string>;
  defaultOrder: OrderBy[];
}

export interface OrderBy {
  field: string;
  direction: SortDirection;
}

export interface DateRangeValue {
  after?: string | null;
  before?: string | null;
}

export type FilterValue = string | number | boolean | DateRangeValue | null | undefined;

export interface ListArgs {
  page?: number | null;
  limit?: number | null;
  order?: OrderBy[] | null;
  /** Filter values keyed by the spec's filter names (a GraphQL filter input object). */
  filter?: object | null;
}

export interface Paging {
  page: number;
  limit: number;
  offset: number;
}

export interface PageResult<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

export function normalizePaging(page?: number | null, limit?: number | null): Paging {
  const p = page ?? 1;
  const l = limit ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(p) || p < 1) throw new BadRequestError('Page should not be less than 1');
  if (!Number.isInteger(l) || l < 1) throw new BadRequestError('Limit should not be less than 1');
  const clamped = Math.min(l, MAX_PAGE_SIZE);
  return { page: p, limit: clamped, offset: (p - 1) * clamped };
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Parses a filter date; a bare date as an upper bound means the end of that day in UTC. */
export function parseFilterDate(value: string, bound: 'after' | 'before', name: string): Date {
  const trimmed = value.trim();
  const iso = DATE_ONLY.test(trimmed) ? (bound === 'before' ? `${trimmed}T23:59:59.999Z` : `${trimmed}T00:00:00.000Z`) : trimmed;
  // A date-time without offset is UTC here as in GraphQL and REST bodies (common/date-time.ts).
  const date = parseDateTimeInput(iso);
  if (!date) {
    throw new BadRequestError(`Invalid date "${value}" for ${name}[${bound}]: expected YYYY-MM-DD or an ISO 8601 date-time`);
  }
  return date;
}

function setPath(target: Record<string, unknown>, path: string, condition: unknown): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    node[part] = (node[part] as Record<string, unknown> | undefined) ?? {};
    node = node[part] as Record<string, unknown>;
  }
  const last = parts[parts.length - 1];
  const existing = node[last];
  node[last] =
    existing && typeof existing === 'object' && condition && typeof condition === 'object'
      ? { ...(existing as object), ...(condition as object) }
      : condition;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Builds the MikroORM WHERE of a list from the spec and the (already typed) filter values. */
export function buildWhere(spec: ListSpec, filter: ListArgs['filter']): Record<string, unknown> {
  const where: Record<string, unknown> = {};
  const or: Record<string, unknown>[] = [];
  for (const [name, raw] of Object.entries((filter ?? {}) as Record<string, FilterValue>)) {
    const def = spec.filters[name];
    if (!def || raw === undefined || raw === null) continue;
    const path = def.path ?? name;
    switch (def.kind) {
      case 'partial':
      case 'exact': {
        const text = String(raw).trim();
        if (!text) break; // docs/product.md#validation: text filters only when non-blank
        setPath(where, path, def.kind === 'partial' ? { $ilike: `%${escapeLike(text)}%` } : text);
        break;
      }
      case 'enum': {
        const text = String(raw).trim();
        if (!text) break;
        if (def.values && !def.values.includes(text)) {
          throw new BadRequestError(`Invalid value "${text}" for ${name}: expected one of ${def.values.join(', ')}`);
        }
        setPath(where, path, text);
        break;
      }
      case 'boolean':
        setPath(where, path, raw === true);
        break;
      case 'int': {
        const n = Number(raw);
        if (!Number.isInteger(n)) throw new BadRequestError(`Invalid value "${String(raw)}" for ${name}: expected an integer`);
        const condition = def.zeroMeansNull && n === 0 ? null : n;
        if (def.orNull) or.push({ [path]: condition }, { [path]: null });
        else setPath(where, path, condition);
        break;
      }
      case 'date': {
        const range = raw as DateRangeValue;
        const cond: Record<string, Date> = {};
        if (range.after?.trim()) cond.$gte = parseFilterDate(range.after, 'after', name);
        if (range.before?.trim()) cond.$lte = parseFilterDate(range.before, 'before', name);
        if (Object.keys(cond).length) setPath(where, path, cond);
        break;
      }
    }
  }
  if (or.length) where.$or = or;
  return where;
}

export function buildOrder(spec: ListSpec, order: ListArgs['order']): QueryOrderMap<unknown>[] {
  const list = order?.length ? order : spec.defaultOrder;
  const out: QueryOrderMap<unknown>[] = [];
  for (const { field, direction } of list) {
    const path = spec.order[field];
    if (!path) {
      throw new BadRequestError(`Cannot order by "${field}": allowed fields are ${Object.keys(spec.order).join(', ')}`);
    }
    const dir = direction === SortDirection.DESC ? 'desc' : 'asc';
    const entry: Record<string, unknown> = {};
    setPath(entry, path, dir);
    out.push(entry as QueryOrderMap<unknown>);
  }
  // A stable tie-breaker so pages never overlap.
  if (!list.some((o) => spec.order[o.field] === 'id')) out.push({ id: 'asc' } as QueryOrderMap<unknown>);
  return out;
}

export interface PaginateOptions {
  /**
   * Read the page without hydration (common/read-model.ts), with these to-one relations and the total in the page's
   * own statement (one SQL with joins and a COUNT subquery), so the relation fields of the page need no
   * statement of their own; the caller primes its loaders with them. The items are read-only objects, not managed
   * entities.
   */
  populate?: string[];
  /** With `populate`: what to read of each relation (common/read-model.ts `joinedFields`). */
  joinedFields?: Partial<Record<string, readonly string[]>>;
}

/**
 * Runs a list query: the spec's filters AND the caller's scope, one page, and the total, always exact.
 *
 * - Read with `populate`: the total is a scalar subquery of the page's own statement, one round trip. It
 *   costs no more than the page: a full page needs it anyway, and for a page with fewer rows than the limit the
 *   matching rows are the ones the page's scan passed over (its offset) plus its own. Only an empty page after the
 *   first carries no row to read it from, and counts in a second statement.
 * - Otherwise the total is counted only when the page cannot tell it: a page with fewer rows than the limit is the
 *   last one, so the total is its offset plus its rows (an empty first page: 0); only a full page, or an empty page
 *   after the first, needs the COUNT.
 */
export async function paginate<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  spec: ListSpec,
  args: ListArgs,
  scope: Record<string, unknown> = {},
  options: PaginateOptions = {},
): Promise<PageResult<T>> {
  const paging = normalizePaging(args.page, args.limit);
  const filterWhere = buildWhere(spec, args.filter);
  const where = (Object.keys(scope).length ? { $and: [filterWhere, scope] } : filterWhere) as FilterQuery<T>;
  const find = { orderBy: buildOrder(spec, args.order) as never, limit: paging.limit, offset: paging.offset };
  let items: T[];
  let total: number | undefined;
  if (options.populate)
    ({ items, total } = await readPage(em, entity, where, {
      ...find,
      joined: options.populate,
      joinedFields: options.joinedFields,
      withTotal: true,
    }));
  else items = await em.find(entity, where, find);
  if (total === undefined) {
    const last = items.length < paging.limit && (items.length > 0 || paging.offset === 0);
    total = last ? paging.offset + items.length : await em.count(entity, where);
  }
  return { items, total, page: paging.page, limit: paging.limit };
}
