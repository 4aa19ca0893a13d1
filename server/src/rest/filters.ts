import { BadRequestError } from '../common/errors';
import type { DateRangeValue, FilterValue, ListArgs, ListSpec, OrderBy } from '../common/list';
import { SortDirection } from '../common/statuses';

/*
 * API Platform query syntax → the list arguments every list query takes (common/list.ts holds the meaning):
 * page, limit (alias itemsPerPage), order[field]=asc|desc or order=field__direction;…, booleans 1/true → true
 * else false, field[after]/field[before], exact and partial text, integers (parentId=0 meaning "none").
 * Nonsense answers 400 with a message.
 */

type Query = Record<string, unknown>;

function single(query: Query, name: string): string | undefined {
  const v = query[name];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw new BadRequestError(`Invalid value for "${name}": expected a single value`);
  return v;
}

function parseInteger(name: string, value: string): number {
  if (!/^-?\d{1,9}$/.test(value.trim())) throw new BadRequestError(`Invalid value "${value}" for "${name}": expected an integer`);
  return Number(value.trim());
}

function parseDirection(field: string, value: unknown): SortDirection {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (v === 'asc') return SortDirection.ASC;
  if (v === 'desc') return SortDirection.DESC;
  throw new BadRequestError(`Invalid order direction for "${field}": expected asc or desc`);
}

export function parseOrder(raw: unknown): OrderBy[] | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw === 'string') {
    return raw
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((pair) => {
        const idx = pair.lastIndexOf('__');
        if (idx <= 0) throw new BadRequestError(`Invalid order "${pair}": expected field__asc or field__desc`);
        const field = pair.slice(0, idx);
        return { field, direction: parseDirection(field, pair.slice(idx + 2)) };
      });
  }
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
    return Object.entries(raw as Record<string, unknown>).map(([field, dir]) => ({ field, direction: parseDirection(field, dir) }));
  }
  throw new BadRequestError('Invalid value for "order"');
}

function parseDateRange(name: string, raw: unknown): DateRangeValue | undefined {
  if (typeof raw === 'string') return raw.trim() ? { after: raw } : undefined;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new BadRequestError(`Invalid value for "${name}"`);
  const out: DateRangeValue = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof value !== 'string') throw new BadRequestError(`Invalid value for "${name}[${key}]"`);
    if (key === 'after' || key === 'strictly_after') out.after = value;
    else if (key === 'before' || key === 'strictly_before') out.before = value;
    else throw new BadRequestError(`Unknown date filter "${name}[${key}]": use after or before`);
  }
  return out;
}

export function parseBoolean(value: string): boolean {
  const v = value.trim().toLowerCase();
  return v === '1' || v === 'true';
}

export function parseListQuery(spec: ListSpec, query: Query): ListArgs {
  const page = single(query, 'page');
  const limit = single(query, 'limit') ?? single(query, 'itemsPerPage');
  const filter: Record<string, FilterValue> = {};
  for (const [name, def] of Object.entries(spec.filters)) {
    const raw = query[name];
    if (raw === undefined) continue;
    if (def.kind === 'date') {
      const range = parseDateRange(name, raw);
      if (range) filter[name] = range;
      continue;
    }
    const value = single(query, name) ?? '';
    if (!value.trim()) continue; // docs/product.md#validation: blank filters are not applied
    if (def.kind === 'boolean') filter[name] = parseBoolean(value);
    else if (def.kind === 'int') filter[name] = parseInteger(name, value);
    else filter[name] = value;
  }
  return {
    page: page === undefined || page === '' ? undefined : parseInteger('page', page),
    limit: limit === undefined || limit === '' ? undefined : parseInteger('limit', limit),
    order: parseOrder(query.order),
    filter,
  };
}
