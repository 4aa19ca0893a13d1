/*
 * List filters of docs/product.md#validation, encoded once for the REST/Hydra lists (query string) and once for the GraphQL list
 * fields (variables): page defaults to 1; limit defaults to 10 and is capped at 50; text only when non-blank;
 * booleans are 1 for true/"true"/"1", else 0; a date range with one date sets `after`, with two the `before` is
 * the end of that day (23:59:59), both in UTC; order is `field__direction` pairs joined by semicolons.
 */
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';

export type SortDirection = 'asc' | 'desc';
export type BooleanInput = boolean | string | number;
/** Calendar days as `YYYY-MM-DD` (what a date picker yields) or Dates (their local calendar day is used). */
export type DateInput = string | Date;
export type DateRangeInput = readonly [DateInput?, DateInput?] | readonly (DateInput | null | undefined)[];

export interface ListFilterSpec {
  text?: readonly string[];
  boolean?: readonly string[];
  date?: readonly string[];
  /** Integer filters (ids); sent as they are. */
  integer?: readonly string[];
}

export interface ListParams {
  page?: number | string | null;
  limit?: number | string | null;
  filters?: Record<string, unknown>;
  order?: readonly { field: string; direction: SortDirection }[] | Record<string, SortDirection>;
}

export interface DateRange {
  after?: string;
  before?: string;
}

function toInt(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? Math.trunc(n) : null;
}

export function normalizePage(value: unknown): number {
  const n = toInt(value);
  return n !== null && n >= 1 ? n : 1;
}

export function normalizeLimit(value: unknown): number {
  const n = toInt(value);
  if (n === null || n < 1) return DEFAULT_PAGE_SIZE;
  return Math.min(n, MAX_PAGE_SIZE);
}

export function encodeBoolean(value: BooleanInput): '1' | '0' {
  return value === true || value === 1 || value === 'true' || value === '1' ? '1' : '0';
}

function isoDay(value: DateInput | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim());
  return m ? m[1] : null;
}

/** [from] → after; [from, to] → after and before at the end of `to`; [, to] → before only. UTC. */
export function encodeDateRange(range: DateRangeInput): DateRange | null {
  const from = isoDay(range[0]);
  const to = isoDay(range[1]);
  const out: DateRange = {};
  if (from) out.after = `${from}T00:00:00Z`;
  if (to) out.before = `${to}T23:59:59Z`;
  return out.after || out.before ? out : null;
}

function orderPairs(order: ListParams['order']): { field: string; direction: SortDirection }[] {
  if (!order) return [];
  const pairs = Array.isArray(order)
    ? (order as { field: string; direction: SortDirection }[])
    : Object.entries(order as Record<string, SortDirection>).map(([field, direction]) => ({ field, direction }));
  return pairs
    .filter((p) => p.field.trim() !== '')
    .map((p) => ({ field: p.field.trim(), direction: p.direction.toLowerCase() === 'desc' ? 'desc' : 'asc' }));
}

/** `[{createdAt, desc}, {id, asc}]` → `createdAt__desc;id__asc`. */
export function encodeOrder(order: ListParams['order']): string {
  return orderPairs(order)
    .map((p) => `${p.field}__${p.direction}`)
    .join(';');
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** Query parameters for a REST/Hydra list (`page`, `limit`, filters, `field[after]`, `order`). */
export function encodeListQuery(spec: ListFilterSpec, params: ListParams): URLSearchParams {
  const q = new URLSearchParams();
  q.set('page', String(normalizePage(params.page)));
  q.set('limit', String(normalizeLimit(params.limit)));
  const filters = params.filters ?? {};
  for (const name of spec.text ?? []) {
    const v = filters[name];
    if (!isBlank(v)) q.set(name, String(v).trim());
  }
  for (const name of spec.integer ?? []) {
    const n = toInt(filters[name]);
    if (n !== null) q.set(name, String(n));
  }
  for (const name of spec.boolean ?? []) {
    const v = filters[name];
    if (!isBlank(v)) q.set(name, encodeBoolean(v as BooleanInput));
  }
  for (const name of spec.date ?? []) {
    const v = filters[name];
    const range = Array.isArray(v) ? encodeDateRange(v as DateRangeInput) : null;
    if (range?.after) q.set(`${name}[after]`, range.after);
    if (range?.before) q.set(`${name}[before]`, range.before);
  }
  const order = encodeOrder(params.order);
  if (order) q.set('order', order);
  return q;
}

export interface GraphQLListArgs {
  page: number;
  limit: number;
  filter: Record<string, string | number | boolean | DateRange>;
  order?: { field: string; direction: 'ASC' | 'DESC' }[];
}

/** Variables for a GraphQL list field (`page`, `limit`, `filter`, `order`), with the same rules. */
export function toGraphQLListArgs(spec: ListFilterSpec, params: ListParams): GraphQLListArgs {
  const filter: GraphQLListArgs['filter'] = {};
  const filters = params.filters ?? {};
  for (const name of spec.text ?? []) {
    const v = filters[name];
    if (!isBlank(v)) filter[name] = String(v).trim();
  }
  for (const name of spec.integer ?? []) {
    const n = toInt(filters[name]);
    if (n !== null) filter[name] = n;
  }
  for (const name of spec.boolean ?? []) {
    const v = filters[name];
    if (!isBlank(v)) filter[name] = encodeBoolean(v as BooleanInput) === '1';
  }
  for (const name of spec.date ?? []) {
    const v = filters[name];
    const range = Array.isArray(v) ? encodeDateRange(v as DateRangeInput) : null;
    if (range) filter[name] = range;
  }
  const order = orderPairs(params.order).map((p) => ({
    field: p.field,
    direction: p.direction === 'desc' ? ('DESC' as const) : ('ASC' as const),
  }));
  return { page: normalizePage(params.page), limit: normalizeLimit(params.limit), filter, ...(order.length ? { order } : {}) };
}

/** A list's state as a form shows it: text, boolean ('1'/'0') and integer filters as strings, dates as [from, to] days. */
export type ListFormValue = string | readonly [string, string];

export interface DecodedListQuery {
  page: number;
  limit: number;
  filters: Record<string, ListFormValue>;
  order: { field: string; direction: SortDirection }[];
}

/** `createdAt__desc;id__asc` (or API Platform's `order[createdAt]=desc`) → pairs. */
function decodeOrder(query: URLSearchParams): { field: string; direction: SortDirection }[] {
  const pairs: { field: string; direction: SortDirection }[] = [];
  for (const part of (query.get('order') ?? '').split(';')) {
    const m = /^\s*([\w.]+?)__(asc|desc)\s*$/i.exec(part);
    if (m) pairs.push({ field: m[1], direction: m[2].toLowerCase() as SortDirection });
  }
  for (const [key, value] of query) {
    const m = /^order\[([\w.]+)\]$/.exec(key);
    if (m) pairs.push({ field: m[1], direction: value.toLowerCase() === 'desc' ? 'desc' : 'asc' });
  }
  return pairs.filter((p, i) => pairs.findIndex((q) => q.field === p.field) === i);
}

/**
 * The inverse of encodeListQuery: a REST/Hydra list query string (a bookmarked admin grid's URL) back into page,
 * limit, order and the filters as a form holds them. Values a filter would not send (blank text, a non-number) are
 * left out, so decoding then encoding gives the same query.
 */
export function decodeListQuery(spec: ListFilterSpec, query: URLSearchParams): DecodedListQuery {
  const filters: Record<string, ListFormValue> = {};
  for (const name of spec.text ?? []) {
    const v = query.get(name);
    if (!isBlank(v)) filters[name] = String(v).trim();
  }
  for (const name of spec.integer ?? []) {
    const n = toInt(query.get(name));
    if (n !== null) filters[name] = String(n);
  }
  for (const name of spec.boolean ?? []) {
    const v = query.get(name);
    if (!isBlank(v)) filters[name] = encodeBoolean(String(v).trim());
  }
  for (const name of spec.date ?? []) {
    const from = isoDay(query.get(`${name}[after]`)) ?? '';
    const to = isoDay(query.get(`${name}[before]`)) ?? '';
    if (from || to) filters[name] = [from, to];
  }
  return {
    page: normalizePage(query.get('page')),
    limit: normalizeLimit(query.get('limit') ?? query.get('itemsPerPage')),
    filters,
    order: decodeOrder(query),
  };
}
