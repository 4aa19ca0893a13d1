/*
 * /admin/reciprocal-links: the links projects are asked to place (docs/product.md#screens-and-routes and docs/product.md#records reciprocal
 * link, docs/product.md#validation).
 */
import CheckIcon from '@mui/icons-material/Check';
import { useQuery } from '@apollo/client/react';
import type { GridColDef } from '@mui/x-data-grid';
import { AdminListPage } from '@/features/admin/AdminListPage';
import type { AdminFilterField, SortPair } from '@/features/admin/list-state';
import { useAdminList } from '@/features/admin/useAdminList';
import { graphql } from '@/graphql/generated';
import type { AdminReciprocalLinksQuery as AdminReciprocalLinksResult, ReciprocalLinkFilter } from '@/graphql/generated/graphql';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';

export const AdminReciprocalLinksQuery = graphql(`
  query AdminReciprocalLinks($page: Int!, $limit: Int!, $filter: ReciprocalLinkFilter, $order: [OrderByInput!]) {
    reciprocalLinks(page: $page, limit: $limit, filter: $filter, order: $order) {
      items {
        id
        url
        anchor
        enabled
        gateId
        createdAt
      }
      total
    }
  }
`);

type Row = AdminReciprocalLinksResult['reciprocalLinks']['items'][number];

export const reciprocalLinkFilters: AdminFilterField[] = [
  { name: 'url', label: 'URL', kind: 'text' },
  { name: 'anchor', label: 'Anchor', kind: 'text' },
  { name: 'enabled', label: 'Enabled', kind: 'boolean' },
  { name: 'createdAt', label: 'Created', kind: 'date' },
];

const defaultOrder: SortPair[] = [{ field: 'id', direction: 'desc' }];

const columns: GridColDef<Row>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'url', headerName: 'URL', flex: 1, minWidth: 240 },
  { field: 'anchor', headerName: 'Anchor', flex: 1, minWidth: 160 },
  {
    field: 'enabled',
    headerName: 'Enabled',
    width: 90,
    renderCell: (p) => (p.row.enabled ? <CheckIcon fontSize="small" aria-label="Yes" /> : null),
  },
  { field: 'gateId', headerName: 'Gate', width: 70, sortable: false, valueFormatter: (v: number | null) => (v == null ? 'All' : `#${v}`) },
  { field: 'createdAt', headerName: 'Created', width: 150, valueFormatter: (v: string) => formatDateTime(v) },
];

export function ReciprocalLinkList() {
  const list = useAdminList({ filters: reciprocalLinkFilters, defaultOrder });
  const { filter, ...rest } = list.variables;
  const { data, loading, error } = useQuery(AdminReciprocalLinksQuery, {
    variables: { ...rest, filter: filter as ReciprocalLinkFilter },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <AdminListPage<Row>
      title="Reciprocal links"
      label="Reciprocal links"
      createRoute={paths.admin.reciprocalLinks.create}
      createLabel="Create reciprocal link"
      exportResource="reciprocal_links"
      list={list}
      columns={columns}
      page={data?.reciprocalLinks}
      loading={loading}
      error={error}
      getRowHref={(row) => paths.admin.reciprocalLinks.edit.getHref({ id: row.id })}
    />
  );
}
