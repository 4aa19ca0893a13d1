import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  listSearch,
  listVariables,
  readListState,
  type AdminFilterField,
  type ListFilterValues,
  type ListState,
  type SortPair,
} from './list-state';

export interface AdminListOptions {
  filters: readonly AdminFilterField[];
  /** The order while the URL names none (not written into the URL). */
  defaultOrder?: readonly SortPair[];
  /**
   * Where the state lives: the page's URL query (default), or the component's own state for a grid that is one of
   * several on a screen (a user's projects, orders and transactions), seeded with `initial` (a list query string).
   */
  storage?: 'url' | 'local';
  initial?: string;
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
export function useAdminList({ filters: fields, defaultOrder = [], storage = 'url', initial = '' }: AdminListOptions): AdminList {
  const [urlSearch, setUrlSearch] = useSearchParams();
  const [localSearch, setLocalSearch] = useState(() => new URLSearchParams(initial));
  const inUrl = storage === 'url';
  const key = (inUrl ? urlSearch : localSearch).toString();
  // Decoding is cheap, but a stable state keeps the grid's models (and the query's variables) stable between renders.
  const state = useMemo(() => readListState(fields, new URLSearchParams(key)), [key, fields]);
  const order = state.order.length ? state.order : defaultOrder;
  // The default order is compared by value: callers may pass a new array of the same pairs on every render.
  const defaultOrderKey = JSON.stringify(defaultOrder);
  const variables = useMemo(
    () => listVariables(fields, state, JSON.parse(defaultOrderKey) as readonly SortPair[]),
    [fields, state, defaultOrderKey],
  );

  const go = useCallback(
    (next: ListState) => {
      // Applied at once rather than as a transition (see TransactionsPage: React 19 form transitions need FormData).
      if (inUrl) setUrlSearch(listSearch(fields, next), { flushSync: true });
      else setLocalSearch(listSearch(fields, next));
    },
    [fields, inUrl, setUrlSearch],
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
