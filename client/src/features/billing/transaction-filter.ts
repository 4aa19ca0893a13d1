/*
 * The Transaction history filter (date range and package) as the page keeps it in its URL, and its
 * encodings by the one list-filter module (docs/product.md#validation): GraphQL variables for the list, and the query string of
 * GET /api/transactions/export.csv, which takes the filters of GET /api/transactions.
 */
import { encodeListQuery, normalizePage, toGraphQLListArgs, type ListFilterSpec } from '@/lib/list-filter';

export const transactionFilterSpec: ListFilterSpec = { date: ['createdAt'], integer: ['packageId'] };

export const TRANSACTIONS_PAGE_SIZE = 10;

export interface TransactionFilterValues {
  /** YYYY-MM-DD or empty. */
  from: string;
  to: string;
  /** A package id or empty. */
  packageId: string;
}

export function readTransactionFilter(params: URLSearchParams): TransactionFilterValues & { page: number } {
  return {
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    packageId: params.get('package') ?? '',
    page: normalizePage(params.get('page')),
  };
}

/** The page's own URL parameters; a changed filter starts again at page 1. */
export function transactionFilterSearch(values: TransactionFilterValues): URLSearchParams {
  const out = new URLSearchParams();
  if (values.from) out.set('from', values.from);
  if (values.to) out.set('to', values.to);
  if (values.packageId) out.set('package', values.packageId);
  return out;
}

function listParams(values: TransactionFilterValues, page: number) {
  return {
    page,
    limit: TRANSACTIONS_PAGE_SIZE,
    filters: { createdAt: [values.from || null, values.to || null], packageId: values.packageId },
  };
}

export function transactionListVariables(values: TransactionFilterValues, page: number) {
  return toGraphQLListArgs(transactionFilterSpec, listParams(values, page));
}

/** `/api/transactions/export.csv?…`: the whole filtered history, so no page or page size. */
export function transactionsCsvUrl(values: TransactionFilterValues): string {
  const query = encodeListQuery(transactionFilterSpec, listParams(values, 1));
  query.delete('page');
  query.delete('limit');
  const text = query.toString();
  return text ? `/api/transactions/export.csv?${text}` : '/api/transactions/export.csv';
}
