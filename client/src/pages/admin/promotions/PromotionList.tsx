/*
 * /admin/promotions (docs/product.md#screens-and-routes and docs/product.md#records promotion, docs/product.md#validation). Promotions may
 * overlap, and a visitor sees only the first
 * running one they qualify for (docs/product.md#states): a panel lists the running promotions in that order, and the grid's
 * "Now" column says for each row whether visitors get it now or which earlier promotion they get instead
 * (promotion-now.ts; worked out in the browser from the rule, the server applies the same order).
 */
import CheckIcon from '@mui/icons-material/Check';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Chip from '@mui/material/Chip';
import { useQuery } from '@apollo/client/react';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { AdminListPage } from '@/features/admin/AdminListPage';
import type { AdminFilterField, SortPair } from '@/features/admin/list-state';
import { useAdminList } from '@/features/admin/useAdminList';
import { graphql } from '@/graphql/generated';
import type { AdminPromotionsQuery as AdminPromotionsResult, PromotionFilter } from '@/graphql/generated/graphql';
import { formatDateTime, formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { byStart, promotionNow, promotionNowLabel, type PromotionNow, type PromotionTiming } from './promotion-now';

export const AdminPromotionsQuery = graphql(`
  query AdminPromotions($page: Int!, $limit: Int!, $filter: PromotionFilter, $order: [OrderByInput!]) {
    promotions(page: $page, limit: $limit, filter: $filter, order: $order) {
      items {
        id
        name
        code
        type
        creditsMultiplier
        enabled
        startAt
        endAt
        createdAt
        gateId
        utmSource
        utmMedium
        utmCampaign
      }
      total
    }
  }
`);

/** The promotions running at `now`, in the order the site tries them. */
export const AdminRunningPromotionsQuery = graphql(`
  query AdminRunningPromotions($now: String!) {
    running: promotions(
      filter: { enabled: true, startAt: { before: $now }, endAt: { after: $now } }
      order: [{ field: "startAt", direction: ASC }, { field: "id", direction: ASC }]
      limit: 50
    ) {
      items {
        id
        name
        code
        enabled
        startAt
        endAt
        gateId
        utmSource
        utmMedium
        utmCampaign
      }
      total
    }
  }
`);

type Row = AdminPromotionsResult['promotions']['items'][number];

export const promotionFilters: AdminFilterField[] = [
  { name: 'name', label: 'Name', kind: 'text' },
  { name: 'code', label: 'Code', kind: 'text' },
  { name: 'enabled', label: 'Enabled', kind: 'boolean' },
  { name: 'startAt', label: 'Starts', kind: 'date' },
  { name: 'endAt', label: 'Ends', kind: 'date' },
  { name: 'createdAt', label: 'Created', kind: 'date' },
];

const defaultOrder: SortPair[] = [{ field: 'id', direction: 'desc' }];

const flag = (value: boolean) => (value ? <CheckIcon fontSize="small" aria-label="Yes" /> : null);

const chipColor: Record<PromotionNow['kind'], 'success' | 'warning' | 'info' | 'default'> = {
  shown: 'success',
  shared: 'success',
  behind: 'warning',
  scheduled: 'info',
  ended: 'default',
  disabled: 'default',
};

/** Who a promotion is for, in words. */
function audience(p: PromotionTiming): string {
  const parts = [p.gateId == null ? 'every gate' : `gate #${p.gateId}`];
  if (p.utmSource) parts.push(`utm_source=${p.utmSource}`);
  if (p.utmMedium) parts.push(`utm_medium=${p.utmMedium}`);
  if (p.utmCampaign) parts.push(`utm_campaign=${p.utmCampaign}`);
  return parts.join(', ');
}

function columns(running: readonly PromotionTiming[] | undefined, now: Date): GridColDef<Row>[] {
  return [
    { field: 'id', headerName: 'ID', width: 70 },
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
    { field: 'code', headerName: 'Code', width: 130 },
    {
      field: 'now',
      headerName: 'Now',
      minWidth: 220,
      flex: 1,
      sortable: false,
      renderCell: (p) => {
        if (!running) return null;
        const state = promotionNow(p.row, running, now);
        return <Chip size="small" color={chipColor[state.kind]} label={promotionNowLabel(state)} />;
      },
    },
    {
      field: 'creditsMultiplier',
      headerName: 'Credits ×',
      width: 100,
      type: 'number',
      valueFormatter: (v: number) => `×${formatNumber(v)}`,
    },
    { field: 'enabled', headerName: 'Enabled', width: 90, renderCell: (p) => flag(p.row.enabled) },
    { field: 'startAt', headerName: 'Starts', width: 150, valueFormatter: (v: string) => formatDateTime(v) },
    { field: 'endAt', headerName: 'Ends', width: 150, valueFormatter: (v: string) => formatDateTime(v) },
    { field: 'audience', headerName: 'Audience', width: 180, sortable: false, valueGetter: (_v: unknown, row: Row) => audience(row) },
    { field: 'createdAt', headerName: 'Created', width: 150, valueFormatter: (v: string) => formatDateTime(v) },
  ];
}

function RunningNow({ running }: { running: readonly (PromotionTiming & { name: string })[] }) {
  const ordered = [...running].sort(byStart);
  if (ordered.length === 0) {
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        No promotion is running now: visitors see none.
      </Alert>
    );
  }
  return (
    <Alert severity="info" sx={{ mb: 2 }} component="section" role="region" aria-label="Running now">
      <AlertTitle>Running now, in the order visitors get them</AlertTitle>A visitor is shown the first one they qualify for (enabled, now
      between start and end, earliest start first; gate and utm narrowing decide who qualifies). The “Now” column is worked out here from
      that rule.
      <ol style={{ margin: '8px 0 0', paddingLeft: 20 }}>
        {ordered.map((p) => (
          <li key={p.id}>
            <strong>{p.code}</strong> — {p.name} ({audience(p)}, until {formatDateTime(p.endAt)})
          </li>
        ))}
      </ol>
    </Alert>
  );
}

export function PromotionList() {
  const [now] = useState(() => new Date());
  const list = useAdminList({ filters: promotionFilters, defaultOrder });
  const { filter, ...rest } = list.variables;
  const { data, loading, error } = useQuery(AdminPromotionsQuery, {
    variables: { ...rest, filter: filter as PromotionFilter },
    fetchPolicy: 'cache-and-network',
  });
  const running = useQuery(AdminRunningPromotionsQuery, { variables: { now: now.toISOString() }, fetchPolicy: 'cache-and-network' }).data
    ?.running.items;
  return (
    <AdminListPage<Row>
      title="Promotions"
      label="Promotions"
      createRoute={paths.admin.promotions.create}
      createLabel="Create promotion"
      exportResource="promotions"
      list={list}
      columns={columns(running, now)}
      page={data?.promotions}
      loading={loading}
      error={error}
      getRowHref={(row) => paths.admin.promotions.edit.getHref({ id: row.id })}
    >
      {running ? <RunningNow running={running} /> : null}
    </AdminListPage>
  );
}
