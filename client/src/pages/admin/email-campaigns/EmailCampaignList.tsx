/*
 * /admin/email-campaigns (docs/product.md#screens-and-routes and docs/product.md#records e-mail campaign, docs/product.md#validation):
 * every campaign, filtered, sorted and paged on the server.
 */
import CheckIcon from '@mui/icons-material/Check';
import { useQuery } from '@apollo/client/react';
import type { GridColDef } from '@mui/x-data-grid';
import { AdminListPage } from '@/features/admin/AdminListPage';
import type { AdminFilterField, SortPair } from '@/features/admin/list-state';
import { useAdminList } from '@/features/admin/useAdminList';
import { graphql } from '@/graphql/generated';
import type { AdminEmailCampaignsQuery as AdminEmailCampaignsResult, EmailCampaignFilter } from '@/graphql/generated/graphql';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { emailCampaignStatusOptions, emailCampaignTypeOptions } from './email-campaign-form';

export const AdminEmailCampaignsQuery = graphql(`
  query AdminEmailCampaigns($page: Int!, $limit: Int!, $filter: EmailCampaignFilter, $order: [OrderByInput!]) {
    emailCampaigns(page: $page, limit: $limit, filter: $filter, order: $order) {
      items {
        id
        name
        code
        status
        type
        onetime
        enabled
        createdAt
        startAt
        endAt
      }
      total
    }
  }
`);

type Row = AdminEmailCampaignsResult['emailCampaigns']['items'][number];

export const emailCampaignFilters: AdminFilterField[] = [
  { name: 'name', label: 'Name', kind: 'text' },
  { name: 'code', label: 'Code', kind: 'text' },
  { name: 'status', label: 'Status', kind: 'select', options: emailCampaignStatusOptions },
  { name: 'type', label: 'Type', kind: 'select', options: emailCampaignTypeOptions },
  { name: 'enabled', label: 'Enabled', kind: 'boolean' },
  { name: 'onetime', label: 'One time', kind: 'boolean' },
  { name: 'createdAt', label: 'Created', kind: 'date' },
  { name: 'startAt', label: 'Starts', kind: 'date' },
];

const defaultOrder: SortPair[] = [{ field: 'id', direction: 'desc' }];

const flag = (value: boolean) => (value ? <CheckIcon fontSize="small" aria-label="Yes" /> : null);
const labelOf = (options: readonly { value: string; label: string }[]) => (v: string) => options.find((o) => o.value === v)?.label ?? v;

const columns: GridColDef<Row>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 180 },
  { field: 'code', headerName: 'Code', width: 150 },
  { field: 'status', headerName: 'Status', width: 110, valueFormatter: labelOf(emailCampaignStatusOptions) },
  { field: 'type', headerName: 'Type', width: 110, valueFormatter: labelOf(emailCampaignTypeOptions) },
  { field: 'onetime', headerName: 'One time', width: 90, sortable: false, renderCell: (p) => flag(p.row.onetime) },
  { field: 'enabled', headerName: 'Enabled', width: 90, renderCell: (p) => flag(p.row.enabled) },
  { field: 'createdAt', headerName: 'Created', width: 150, valueFormatter: (v: string) => formatDateTime(v) },
  { field: 'startAt', headerName: 'Starts', width: 150, valueFormatter: (v: string | null) => formatDateTime(v) },
  { field: 'endAt', headerName: 'Ends', width: 150, valueFormatter: (v: string | null) => formatDateTime(v) },
];

export function EmailCampaignList() {
  const list = useAdminList({ filters: emailCampaignFilters, defaultOrder });
  const { filter, ...rest } = list.variables;
  const { data, loading, error } = useQuery(AdminEmailCampaignsQuery, {
    variables: { ...rest, filter: filter as EmailCampaignFilter },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <AdminListPage<Row>
      title="E-mail campaigns"
      label="E-mail campaigns"
      createRoute={paths.admin.emailCampaigns.create}
      createLabel="Create campaign"
      exportResource="email_campaigns"
      list={list}
      columns={columns}
      page={data?.emailCampaigns}
      loading={loading}
      error={error}
      getRowHref={(row) => paths.admin.emailCampaigns.edit.getHref({ id: row.id })}
    />
  );
}
