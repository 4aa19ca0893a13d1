/* A user's projects, orders and transactions on their admin view, each a server-mode grid of its own (state kept locally). */
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import type { GridColDef } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AdminDataGrid } from '@/features/admin/AdminDataGrid';
import type { AdminFilterField, SortPair } from '@/features/admin/list-state';
import { useAdminList } from '@/features/admin/useAdminList';
import { graphql } from '@/graphql/generated';
import type {
  AdminUserOrdersQuery as OrdersResult,
  AdminUserProjectsQuery as ProjectsResult,
  AdminUserTransactionsQuery as TransactionsResult,
} from '@/graphql/generated/graphql';
import { formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import { paths, type AppRoute } from '@/lib/paths';

export const AdminUserProjectsQuery = graphql(`
  query AdminUserProjects($ownerId: Int!, $page: Int!, $limit: Int!, $order: [OrderByInput!]) {
    projects(filter: { ownerId: $ownerId }, page: $page, limit: $limit, order: $order) {
      items {
        id
        title
        url
        createdAt
        expiredAt
        package {
          id
          name
        }
      }
      total
    }
  }
`);

export const AdminUserOrdersQuery = graphql(`
  query AdminUserOrders($ownerId: Int!, $page: Int!, $limit: Int!, $order: [OrderByInput!]) {
    orders(filter: { ownerId: $ownerId }, page: $page, limit: $limit, order: $order) {
      items {
        id
        status
        amountMinor
        currency
        paymentProvider
        createdAt
        lastPaymentAt
        package {
          id
          name
        }
      }
      total
    }
  }
`);

export const AdminUserTransactionsQuery = graphql(`
  query AdminUserTransactions($ownerId: Int!, $page: Int!, $limit: Int!, $order: [OrderByInput!]) {
    transactions(filter: { ownerId: $ownerId }, page: $page, limit: $limit, order: $order) {
      items {
        id
        createdAt
        quantity
        source
        reference
        package {
          id
          name
        }
      }
      total
    }
  }
`);

const noFilters: AdminFilterField[] = [];
const newestFirst: SortPair[] = [{ field: 'id', direction: 'desc' }];

function Section({ title, listRoute, ownerId, children }: { title: string; listRoute: AppRoute; ownerId: number; children: ReactNode }) {
  const id = `${title.toLowerCase()}-title`;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={id}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id={id} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <Button component={RouterLink} to={`${listRoute.getHref()}?ownerId=${ownerId}`} size="small">
          Open list
        </Button>
      </Stack>
      {children}
    </Paper>
  );
}

type ProjectRow = ProjectsResult['projects']['items'][number];
const projectColumns: GridColDef<ProjectRow>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
  { field: 'url', headerName: 'URL', flex: 1, minWidth: 180, sortable: false },
  { field: 'package', headerName: 'Package', width: 160, sortable: false, valueGetter: (_v, row) => row.package?.name ?? '' },
  { field: 'expiredAt', headerName: 'Expires', width: 140, valueFormatter: (v: string | null) => formatDateTime(v) },
];

export function UserProjectsGrid({ ownerId }: { ownerId: number }) {
  const list = useAdminList({ filters: noFilters, defaultOrder: newestFirst, storage: 'local' });
  const { filter: _none, ...rest } = list.variables;
  const { data, loading, error } = useQuery(AdminUserProjectsQuery, { variables: { ownerId, ...rest }, fetchPolicy: 'cache-and-network' });
  return (
    <Section title="Projects" listRoute={paths.admin.projects.list} ownerId={ownerId}>
      <AdminDataGrid<ProjectRow>
        label="Projects"
        list={list}
        columns={projectColumns}
        page={data?.projects}
        loading={loading}
        error={error}
        getRowHref={(row) => paths.admin.projects.detail.getHref({ id: row.id })}
      />
    </Section>
  );
}

type OrderRow = OrdersResult['orders']['items'][number];
const orderColumns: GridColDef<OrderRow>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'package', headerName: 'Package', flex: 1, minWidth: 160, sortable: false, valueGetter: (_v, row) => row.package.name },
  { field: 'status', headerName: 'Status', width: 110 },
  {
    field: 'amountMinor',
    headerName: 'Amount',
    width: 110,
    sortable: false,
    valueFormatter: (v: number, row) => formatMoney(v, row.currency),
  },
  { field: 'paymentProvider', headerName: 'Provider', width: 110, sortable: false },
  { field: 'createdAt', headerName: 'Created', width: 140, valueFormatter: (v: string) => formatDateTime(v) },
  { field: 'lastPaymentAt', headerName: 'Last payment', width: 140, valueFormatter: (v: string | null) => formatDateTime(v) },
];

export function UserOrdersGrid({ ownerId }: { ownerId: number }) {
  const list = useAdminList({ filters: noFilters, defaultOrder: newestFirst, storage: 'local' });
  const { filter: _none, ...rest } = list.variables;
  const { data, loading, error } = useQuery(AdminUserOrdersQuery, { variables: { ownerId, ...rest }, fetchPolicy: 'cache-and-network' });
  return (
    <Section title="Orders" listRoute={paths.admin.orders.list} ownerId={ownerId}>
      <AdminDataGrid<OrderRow>
        label="Orders"
        list={list}
        columns={orderColumns}
        page={data?.orders}
        loading={loading}
        error={error}
        getRowHref={(row) => paths.admin.orders.detail.getHref({ id: row.id })}
      />
    </Section>
  );
}

type TransactionRow = TransactionsResult['transactions']['items'][number];
const transactionColumns: GridColDef<TransactionRow>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'createdAt', headerName: 'Date', width: 140, valueFormatter: (v: string) => formatDateTime(v) },
  { field: 'package', headerName: 'Package', flex: 1, minWidth: 160, sortable: false, valueGetter: (_v, row) => row.package.name },
  {
    field: 'quantity',
    headerName: 'Credits',
    width: 100,
    type: 'number',
    valueFormatter: (v: number) => (v > 0 ? `+${formatNumber(v)}` : formatNumber(v)),
  },
  { field: 'source', headerName: 'Source', width: 140 },
  { field: 'reference', headerName: 'Reference', flex: 1, minWidth: 140, sortable: false },
];

export function UserTransactionsGrid({ ownerId }: { ownerId: number }) {
  const list = useAdminList({ filters: noFilters, defaultOrder: newestFirst, storage: 'local' });
  const { filter: _none, ...rest } = list.variables;
  const { data, loading, error } = useQuery(AdminUserTransactionsQuery, {
    variables: { ownerId, ...rest },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <Section title="Transactions" listRoute={paths.admin.transactions.list} ownerId={ownerId}>
      <AdminDataGrid<TransactionRow>
        label="Transactions"
        list={list}
        columns={transactionColumns}
        page={data?.transactions}
        loading={loading}
        error={error}
        getRowHref={(row) => paths.admin.transactions.edit.getHref({ id: row.id })}
      />
    </Section>
  );
}
