import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { listSearch, listVariables, readListState, type AdminFilterField, type ListFilterValues, type ListState, type SortPair } from './list-state';

export interface AdminListOptions {
  filters: readonly AdminFilterField[];
  /** The order while the URL names none (not written into the URL). */
  defaultOrder?: readonly SortPair[];
}

export interface AdminList {
  fields: readonly AdminFilterField[];
  state: ListState;
  /** Variables for the GraphQL list field: `page`, `limit`, `filter`, `order` (cast `filter` to its input type). */
  variables: ReturnType<typeof listVariables>;
  /** The order in effect (the URL's, else the default). */
  order: readonly SortPair[];
  setFilters: (filters: ListFilterValues) => void;
  setPage: (page: number) => void;
  setLimit: (limit: number) => void;
  setOrder: (order: readonly SortPair[]) => void;
}

/** An admin list's state, kept in the URL query (list-state.ts). Changing the filters or the page size goes back to page 1. */
export function useAdminList({ filters: fields, defaultOrder = [] }: AdminListOptions): AdminList {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  // Decoding is cheap, but a stable state keeps the grid's models (and the query's variables) stable between renders.
  const state = useMemo(() => readListState(fields, new URLSearchParams(key)), [key, fields]);
  const order = state.order.length ? state.order : defaultOrder;
  const variables = useMemo(() => listVariables(fields, state, defaultOrder), [fields, state, JSON.stringify(defaultOrder)]);

  const go = useCallback(
    (next: ListState) => {
      // Applied at once rather than as a transition (see TransactionsPage: React 19 form transitions need FormData).
      setSearch(listSearch(fields, next), { flushSync: true });
    },
    [fields, setSearch],
  );

  return {
    fields,
    state,
    variables,
    order,
    setFilters: (filters) => go({ ...state, filters, page: 1 }),
    setPage: (page) => go({ ...state, page }),
    setLimit: (limit) => go({ ...state, limit, page: 1 }),
    setOrder: (next) => go({ ...state, order: [...next], page: 1 }),
  };
}
