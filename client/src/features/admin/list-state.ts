/*
 * An admin list's filters, declared once per resource, and the list's state as it lives in the URL. The URL query
 * IS the REST/Hydra list query of docs/product.md#validation (`page`, `limit`, `name=…`, `active=1`, `createdAt[after]=…`,
 * `order=position__asc;size__desc`), encoded and decoded by lib/list-filter.ts: a filtered, sorted, paged view can
 * be bookmarked, survives a reload, and the same query string (without page and limit) feeds the CSV export.
 */
import {
  decodeListQuery,
  encodeListQuery,
  toGraphQLListArgs,
  type DecodedListQuery,
  type GraphQLListArgs,
  type ListFilterSpec,
  type ListFormValue,
  type SortDirection,
} from '@/lib/list-filter';

export type AdminFilterKind = 'text' | 'boolean' | 'date' | 'integer' | 'select';

export interface AdminFilterField {
  /** The filter's name in the GraphQL filter input and in the REST query. */
  name: string;
  label: string;
  kind: AdminFilterKind;
  /** Choices of a `select` filter (sent as text). */
  options?: readonly { value: string; label: string }[];
}

export interface SortPair {
  field: string;
  direction: SortDirection;
}

export type ListState = DecodedListQuery;
export type ListFilterValues = Record<string, ListFormValue>;

export function filterSpec(fields: readonly AdminFilterField[]): ListFilterSpec {
  const of = (...kinds: AdminFilterKind[]) => fields.filter((f) => kinds.includes(f.kind)).map((f) => f.name);
  return { text: of('text', 'select'), boolean: of('boolean'), date: of('date'), integer: of('integer') };
}

export function readListState(fields: readonly AdminFilterField[], search: URLSearchParams): ListState {
  return decodeListQuery(filterSpec(fields), search);
}

/** The URL query (= the Hydra list query) of a state. */
export function listSearch(fields: readonly AdminFilterField[], state: ListState): URLSearchParams {
  return encodeListQuery(filterSpec(fields), state);
}

/** The GraphQL list field's variables; `defaultOrder` applies while the URL names no order. */
export function listVariables(
  fields: readonly AdminFilterField[],
  state: ListState,
  defaultOrder: readonly SortPair[] = [],
): GraphQLListArgs {
  return toGraphQLListArgs(filterSpec(fields), { ...state, order: state.order.length ? state.order : defaultOrder });
}

/** `/api/<resource>/export.csv?<the list's filters and order>`: every page, so no page or limit. */
export function exportCsvUrl(resource: string, fields: readonly AdminFilterField[], state: ListState): string {
  const query = listSearch(fields, state);
  query.delete('page');
  query.delete('limit');
  const text = query.toString();
  return `/api/${resource}/export.csv${text ? `?${text}` : ''}`;
}

/** A header click on `field`: that field becomes the first sort key, the others keep their order after it. */
export function sortBy(order: readonly SortPair[], field: string, direction: SortDirection | null): SortPair[] {
  const rest = order.filter((p) => p.field !== field);
  return direction ? [{ field, direction }, ...rest] : rest;
}
