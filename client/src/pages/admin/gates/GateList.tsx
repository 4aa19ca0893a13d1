/* /admin/gates (super admins): every gate (white-label brand) with its host, filtered, sorted and paged on the server. */
import CheckIcon from '@mui/icons-material/Check';
import { useQuery } from '@apollo/client/react';
import type { GridColDef } from '@mui/x-data-grid';
import { AdminListPage } from '@/features/admin/AdminListPage';
import type { AdminFilterField, SortPair } from '@/features/admin/list-state';
import { useAdminList } from '@/features/admin/useAdminList';
import { graphql } from '@/graphql/generated';
import type { AdminGatesQuery as AdminGatesResult, GateFilter } from '@/graphql/generated/graphql';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';

export const AdminGatesQuery = graphql(`
  query AdminGates($page: Int!, $limit: Int!, $filter: GateFilter, $order: [OrderByInput!]) {
    gates(page: $page, limit: $limit, filter: $filter, order: $order) {
      items {
        id
        name
        host
        description
        enabled
        isDefault
        createdAt
      }
      total
    }
  }
`);

type Row = AdminGatesResult['gates']['items'][number];

export const gateFilters: AdminFilterField[] = [
  { name: 'name', label: 'Name', kind: 'text' },
  { name: 'host', label: 'Host', kind: 'text' },
  { name: 'enabled', label: 'Enabled', kind: 'boolean' },
];

const defaultOrder: SortPair[] = [{ field: 'id', direction: 'asc' }];

const flag = (value: boolean, label: string) => (value ? <CheckIcon fontSize="small" aria-label={label} /> : null);

const columns: GridColDef<Row>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'host', headerName: 'Host', flex: 1, minWidth: 180 },
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 180, sortable: false },
  { field: 'enabled', headerName: 'Enabled', width: 90, sortable: false, renderCell: (p) => flag(p.row.enabled, 'Yes') },
  { field: 'isDefault', headerName: 'Default', width: 90, sortable: false, renderCell: (p) => flag(p.row.isDefault, 'Default gate') },
  { field: 'createdAt', headerName: 'Created', width: 110, valueFormatter: (v: string) => formatDate(v) },
];

export function GateList() {
  const list = useAdminList({ filters: gateFilters, defaultOrder });
  const { filter, ...rest } = list.variables;
  const { data, loading, error } = useQuery(AdminGatesQuery, {
    variables: { ...rest, filter: filter as GateFilter },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <AdminListPage<Row>
      title="Gates"
      label="Gates"
      createRoute={paths.admin.gates.create}
      createLabel="Create gate"
      exportResource="gates"
      list={list}
      columns={columns}
      page={data?.gates}
      loading={loading}
      error={error}
      getRowHref={(row) => paths.admin.gates.edit.getHref({ id: row.id })}
    />
  );
}
