/*
 * /admin/orders: every order (subscription), filtered, sorted and paged on the server (docs/product.md#screens-and-routes and
 * docs/product.md#records Order, docs/product.md#validation).
 */
import Link from '@mui/material/Link';
import { useQuery } from '@apollo/client/react';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import { AdminListPage } from '@/features/admin/AdminListPage';
import type { AdminFilterField, SortPair } from '@/features/admin/list-state';
import { useAdminList } from '@/features/admin/useAdminList';
import { orderStatusLabels, type OrderStatusValue } from '@/features/billing/order-status';
import { OrderStatusChip } from '@/features/billing/OrderStatusChip';
import { paymentMethodLabel } from '@/features/billing/payment-methods';
import { graphql } from '@/graphql/generated';
import type { AdminOrdersQuery as AdminOrdersResult, OrderFilter } from '@/graphql/generated/graphql';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';

export const AdminOrdersQuery = graphql(`
  query AdminOrders($page: Int!, $limit: Int!, $filter: OrderFilter, $order: [OrderByInput!]) {
    orders(page: $page, limit: $limit, filter: $filter, order: $order) {
      items {
        id
        status
        paymentProvider
        ownerId
        owner {
          id
          email
        }
        packageId
        package {
          id
          name
        }
        quantity
        amountMinor
        currency
        recurring
        createdAt
        firstPaymentAt
        lastPaymentAt
      }
      total
    }
  }
`);

type Row = AdminOrdersResult['orders']['items'][number];

export const orderFilters: AdminFilterField[] = [
  {
    name: 'status',
    label: 'Status',
    kind: 'select',
    options: Object.entries(orderStatusLabels).map(([value, label]) => ({ value, label })),
  },
  { name: 'paymentProvider', label: 'Provider', kind: 'text' },
  { name: 'ownerId', label: 'Owner ID', kind: 'integer' },
  { name: 'packageId', label: 'Package ID', kind: 'integer' },
  { name: 'createdAt', label: 'Ordered', kind: 'date' },
  { name: 'firstPaymentAt', label: 'First payment', kind: 'date' },
  { name: 'lastPaymentAt', label: 'Last payment', kind: 'date' },
];

const defaultOrder: SortPair[] = [{ field: 'id', direction: 'desc' }];

const columns: GridColDef<Row>[] = [
  { field: 'id', headerName: 'ID', width: 80 },
  { field: 'status', headerName: 'Status', width: 150, renderCell: (p) => <OrderStatusChip status={p.row.status as OrderStatusValue} /> },
  {
    field: 'paymentProvider',
    headerName: 'Provider',
    width: 130,
    sortable: false,
    valueFormatter: (v: string | null) => (v ? paymentMethodLabel(v) : '—'),
  },
  {
    field: 'owner',
    headerName: 'Owner',
    flex: 1,
    minWidth: 180,
    sortable: false,
    valueGetter: (_v, row) => row.owner.email,
    renderCell: (p) => (
      // The row click opens the order; the owner's link opens the user (stopPropagation keeps the two apart).
      <Link component={RouterLink} to={paths.admin.users.view.getHref({ id: p.row.ownerId })} onClick={(e) => e.stopPropagation()}>
        {p.row.owner.email}
      </Link>
    ),
  },
  { field: 'package', headerName: 'Package', flex: 1, minWidth: 140, sortable: false, valueGetter: (_v, row) => row.package.name },
  { field: 'quantity', headerName: 'Qty', width: 70, type: 'number', sortable: false, valueFormatter: (v: number) => formatNumber(v) },
  {
    field: 'amountMinor',
    headerName: 'Amount',
    width: 110,
    type: 'number',
    sortable: false,
    valueFormatter: (v: number, row) => formatMoney(v, row.currency),
  },
  { field: 'firstPaymentAt', headerName: 'First payment', width: 120, valueFormatter: (v: string | null) => formatDate(v) },
  { field: 'lastPaymentAt', headerName: 'Last payment', width: 120, valueFormatter: (v: string | null) => formatDate(v) },
  { field: 'createdAt', headerName: 'Ordered', width: 150, valueFormatter: (v: string) => formatDateTime(v) },
];

export function OrderList() {
  const list = useAdminList({ filters: orderFilters, defaultOrder });
  const { filter, ...rest } = list.variables;
  const { data, loading, error } = useQuery(AdminOrdersQuery, {
    variables: { ...rest, filter: filter as OrderFilter },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <AdminListPage<Row>
      title="Orders"
      label="Orders"
      exportResource="orders"
      list={list}
      columns={columns}
      page={data?.orders}
      loading={loading}
      error={error}
      getRowHref={(row) => paths.admin.orders.detail.getHref({ id: row.id })}
    />
  );
}
