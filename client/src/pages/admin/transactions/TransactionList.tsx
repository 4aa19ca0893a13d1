/*
 * /admin/transactions: the ledger of every user, filtered, sorted and paged on the server (docs/product.md#screens-and-routes and
 * docs/product.md#records Transaction, docs/product.md#validation).
 */
import Link from '@mui/material/Link';
import { useQuery } from '@apollo/client/react';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import { AdminListPage } from '@/features/admin/AdminListPage';
import type { AdminFilterField, SortPair } from '@/features/admin/list-state';
import { useAdminList } from '@/features/admin/useAdminList';
import { graphql } from '@/graphql/generated';
import type { AdminTransactionsQuery as AdminTransactionsResult, TransactionFilter } from '@/graphql/generated/graphql';
import { formatDateTime, formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { transactionSourceLabels } from './transaction-form';

export const AdminTransactionsQuery = graphql(`
  query AdminTransactions($page: Int!, $limit: Int!, $filter: TransactionFilter, $order: [OrderByInput!]) {
    transactions(page: $page, limit: $limit, filter: $filter, order: $order) {
      items {
        id
        ownerId
        owner {
          id
          email
        }
        packageId
        package {
          id
          name
          size
        }
        quantity
        source
        reference
        orderId
        comment
        createdAt
      }
      total
    }
  }
`);

type Row = AdminTransactionsResult['transactions']['items'][number];

export const transactionFilters: AdminFilterField[] = [
  { name: 'owner', label: 'Owner e-mail', kind: 'text' },
  { name: 'ownerId', label: 'Owner ID', kind: 'integer' },
  { name: 'packageId', label: 'Package ID', kind: 'integer' },
  {
    name: 'source',
    label: 'Source',
    kind: 'select',
    options: Object.entries(transactionSourceLabels).map(([value, label]) => ({ value, label })),
  },
  { name: 'reference', label: 'Reference', kind: 'text' },
  { name: 'orderId', label: 'Order ID', kind: 'integer' },
  { name: 'createdAt', label: 'Created', kind: 'date' },
];

const defaultOrder: SortPair[] = [{ field: 'id', direction: 'desc' }];

const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

const columns: GridColDef<Row>[] = [
  { field: 'id', headerName: 'ID', width: 80 },
  {
    field: 'owner',
    headerName: 'Owner',
    flex: 1,
    minWidth: 180,
    sortable: false,
    valueGetter: (_v, row) => row.owner.email,
    renderCell: (p) => (
      <Link component={RouterLink} to={paths.admin.users.view.getHref({ id: p.row.ownerId })} onClick={stop}>
        {p.row.owner.email}
      </Link>
    ),
  },
  {
    field: 'package',
    headerName: 'Package',
    flex: 1,
    minWidth: 160,
    sortable: false,
    valueGetter: (_v, row) => `${row.package.name} (${formatNumber(row.package.size)})`,
  },
  {
    field: 'quantity',
    headerName: 'Quantity',
    width: 100,
    type: 'number',
    valueFormatter: (v: number) => (v > 0 ? `+${formatNumber(v)}` : formatNumber(v)),
  },
  { field: 'source', headerName: 'Source', width: 150, valueFormatter: (v: string) => transactionSourceLabels[v] ?? v },
  { field: 'reference', headerName: 'Reference', width: 200, sortable: false },
  {
    field: 'orderId',
    headerName: 'Order',
    width: 90,
    sortable: false,
    renderCell: (p) =>
      p.row.orderId ? (
        <Link component={RouterLink} to={paths.admin.orders.detail.getHref({ id: p.row.orderId })} onClick={stop}>
          #{p.row.orderId}
        </Link>
      ) : null,
  },
  { field: 'createdAt', headerName: 'Created', width: 150, valueFormatter: (v: string) => formatDateTime(v) },
];

export function TransactionList() {
  const list = useAdminList({ filters: transactionFilters, defaultOrder });
  const { filter, ...rest } = list.variables;
  const { data, loading, error } = useQuery(AdminTransactionsQuery, {
    variables: { ...rest, filter: filter as TransactionFilter },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <AdminListPage<Row>
      title="Transactions"
      label="Transactions"
      createRoute={paths.admin.transactions.create}
      createLabel="Create transaction"
      exportResource="transactions"
      list={list}
      columns={columns}
      page={data?.transactions}
      loading={loading}
      error={error}
      getRowHref={(row) => paths.admin.transactions.edit.getHref({ id: row.id })}
    />
  );
}
