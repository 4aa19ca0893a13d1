/*
 * /admin/packages: every package of every gate, filtered, sorted and paged on the server (docs/product.md#screens-and-routes and
 * docs/product.md#validation).
 */
import CheckIcon from '@mui/icons-material/Check';
import { useQuery } from '@apollo/client/react';
import type { GridColDef } from '@mui/x-data-grid';
import { AdminListPage } from '@/features/admin/AdminListPage';
import type { AdminFilterField, SortPair } from '@/features/admin/list-state';
import { useAdminList } from '@/features/admin/useAdminList';
import { graphql } from '@/graphql/generated';
import type { AdminPackagesQuery as AdminPackagesResult, PackageFilter } from '@/graphql/generated/graphql';
import { formatMoney, formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';

/* A package as a row of the list shows it; the edit screen reads it too (AdminPackageFields). */
export const AdminPackageRowFragment = graphql(`
  fragment AdminPackageRow on Package {
    id
    name
    code
    size
    priceMinor
    currency
    durationDays
    position
    parentId
    active
    free
    professional
    guaranteedAlexa
    showOnMainPage
  }
`);

export const AdminPackagesQuery = graphql(`
  query AdminPackages($page: Int!, $limit: Int!, $filter: PackageFilter, $order: [OrderByInput!]) {
    packages(page: $page, limit: $limit, filter: $filter, order: $order) {
      items {
        ...AdminPackageRow
      }
      total
    }
  }
`);

type Row = AdminPackagesResult['packages']['items'][number];

export const packageFilters: AdminFilterField[] = [
  { name: 'name', label: 'Name', kind: 'text' },
  { name: 'code', label: 'Code', kind: 'text' },
  { name: 'active', label: 'Active', kind: 'boolean' },
  { name: 'professional', label: 'Professional', kind: 'boolean' },
  { name: 'guaranteedAlexa', label: 'Guaranteed Alexa', kind: 'boolean' },
  { name: 'parentId', label: 'Parent ID (0: top-level)', kind: 'integer' },
];

const defaultOrder: SortPair[] = [
  { field: 'position', direction: 'asc' },
  { field: 'id', direction: 'asc' },
];

const flag = (value: boolean) => (value ? <CheckIcon fontSize="small" aria-label="Yes" /> : null);

const columns: GridColDef<Row>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'code', headerName: 'Code', width: 150, sortable: false },
  { field: 'size', headerName: 'Size', width: 100, type: 'number', valueFormatter: (v: number) => formatNumber(v) },
  {
    field: 'priceMinor',
    headerName: 'Price',
    width: 110,
    type: 'number',
    valueFormatter: (v: number, row) => formatMoney(v, row.currency),
  },
  { field: 'durationDays', headerName: 'Days', width: 70, type: 'number', sortable: false },
  { field: 'position', headerName: 'Position', width: 90, type: 'number' },
  { field: 'parentId', headerName: 'Parent', width: 80, sortable: false },
  { field: 'active', headerName: 'Active', width: 80, sortable: false, renderCell: (p) => flag(p.row.active) },
  { field: 'professional', headerName: 'Pro', width: 70, sortable: false, renderCell: (p) => flag(p.row.professional) },
  { field: 'guaranteedAlexa', headerName: 'Alexa', width: 70, sortable: false, renderCell: (p) => flag(p.row.guaranteedAlexa) },
];

export function PackageList() {
  const list = useAdminList({ filters: packageFilters, defaultOrder });
  const { filter, ...rest } = list.variables;
  const { data, loading, error } = useQuery(AdminPackagesQuery, {
    variables: { ...rest, filter: filter as PackageFilter },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <AdminListPage<Row>
      title="Packages"
      label="Packages"
      createRoute={paths.admin.packages.create}
      createLabel="Create package"
      exportResource="packages"
      list={list}
      columns={columns}
      page={data?.packages}
      loading={loading}
      error={error}
      getRowHref={(row) => paths.admin.packages.edit.getHref({ id: row.id })}
    />
  );
}
