/*
 * /admin/email-campaigns/history/{id}: who a campaign went to and whether it was delivered (docs/product.md#records e-mail
 * campaign history), newest first; filters and sort live in the URL like every admin list.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ErrorPage } from '@/components/ErrorPage';
import { AdminDataGrid } from '@/features/admin/AdminDataGrid';
import { AdminFilterBar } from '@/features/admin/AdminFilterBar';
import type { AdminFilterField, SortPair } from '@/features/admin/list-state';
import { useAdminList } from '@/features/admin/useAdminList';
import { graphql } from '@/graphql/generated';
import type { AdminEmailCampaignHistoryQuery as HistoryResult, EmailCampaignHistoryFilter } from '@/graphql/generated/graphql';
import { formatDateTime } from '@/lib/format';
import { errorStatus } from '@/lib/graphql-errors';
import { paths } from '@/lib/paths';

export const AdminEmailCampaignHistoryQuery = graphql(`
  query AdminEmailCampaignHistory($campaignId: Int!, $page: Int!, $limit: Int!, $filter: EmailCampaignHistoryFilter, $order: [OrderByInput!]) {
    emailCampaign(id: $campaignId) {
      id
      name
      code
    }
    emailCampaignHistories(page: $page, limit: $limit, filter: $filter, order: $order) {
      items {
        id
        userId
        user {
          id
          login
          displayName
        }
        delivered
        error
        createdAt
      }
      total
    }
  }
`);

type Row = HistoryResult['emailCampaignHistories']['items'][number];

export const historyFilters: AdminFilterField[] = [
  { name: 'delivered', label: 'Delivered', kind: 'boolean' },
  { name: 'userId', label: 'User ID', kind: 'integer' },
  { name: 'createdAt', label: 'Sent', kind: 'date' },
];

const defaultOrder: SortPair[] = [{ field: 'createdAt', direction: 'desc' }];

const columns: GridColDef<Row>[] = [
  {
    field: 'userId',
    headerName: 'User',
    flex: 1,
    minWidth: 220,
    renderCell: (p) => (
      <Link component={RouterLink} to={paths.admin.users.view.getHref({ id: p.row.userId })} onClick={(e) => e.stopPropagation()}>
        {p.row.user ? p.row.user.login : `User #${p.row.userId} (removed)`}
      </Link>
    ),
  },
  {
    field: 'delivered',
    headerName: 'Delivered',
    width: 110,
    renderCell: (p) =>
      p.row.delivered ? <CheckIcon fontSize="small" aria-label="Yes" /> : <CloseIcon fontSize="small" color="error" aria-label="No" />,
  },
  { field: 'error', headerName: 'Error', flex: 1, minWidth: 200, sortable: false },
  { field: 'createdAt', headerName: 'Sent', width: 160, valueFormatter: (v: string) => formatDateTime(v) },
];

export function EmailCampaignHistoryList() {
  const campaignId = Number(useParams().id);
  const list = useAdminList({ filters: historyFilters, defaultOrder });
  const { filter, ...rest } = list.variables;
  const valid = Number.isInteger(campaignId);
  const { data, loading, error } = useQuery(AdminEmailCampaignHistoryQuery, {
    variables: { ...rest, campaignId, filter: { ...(filter as EmailCampaignHistoryFilter), emailCampaignId: campaignId } },
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  if (!valid) return <ErrorPage status={404} message="This page could not be found" />;
  if (error && errorStatus(error) === 404) return <ErrorPage status={404} message="This e-mail campaign does not exist." />;
  const campaign = data?.emailCampaign;
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2, gap: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {campaign ? `History: ${campaign.name}` : 'E-mail campaign history'}
        </Typography>
        <Button component={RouterLink} to={paths.admin.emailCampaigns.edit.getHref({ id: campaignId })} startIcon={<ArrowBackIcon />}>
          Campaign
        </Button>
      </Stack>
      <AdminFilterBar list={list} label="Filter history" />
      <AdminDataGrid<Row>
        list={list}
        label="History"
        columns={columns}
        page={data?.emailCampaignHistories}
        loading={loading}
        error={error}
      />
    </>
  );
}
