/*
 * /admin/projects: every project, filtered, sorted and paged on the server (docs/product.md#screens-and-routes and docs/product.md#records
 * Project, docs/product.md#validation). The same grid
 * is the project chooser of /admin/projects/pages and /admin/projects/statistics: there a row opens that project's
 * pages or statistics instead of its settings.
 */
import CheckIcon from '@mui/icons-material/Check';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import { AdminListPage } from '@/features/admin/AdminListPage';
import type { AdminFilterField, SortPair } from '@/features/admin/list-state';
import { useAdminList } from '@/features/admin/useAdminList';
import { graphql } from '@/graphql/generated';
import type { AdminProjectsQuery as AdminProjectsResult, ProjectFilter } from '@/graphql/generated/graphql';
import { formatDate, formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';

export const AdminProjectsQuery = graphql(`
  query AdminProjects($page: Int!, $limit: Int!, $filter: ProjectFilter, $order: [OrderByInput!]) {
    projects(page: $page, limit: $limit, filter: $filter, order: $order) {
      items {
        id
        title
        url
        ownerId
        owner {
          id
          email
        }
        package {
          id
          name
          size
        }
        expiredAt
        autoRenew
        offTargetSince
        offTargetGap
        offTargetOn
        createdAt
      }
      total
    }
  }
`);

type Row = AdminProjectsResult['projects']['items'][number];

export const projectFilters: AdminFilterField[] = [
  { name: 'title', label: 'Title', kind: 'text' },
  { name: 'url', label: 'URL', kind: 'text' },
  { name: 'owner', label: 'Owner e-mail', kind: 'text' },
  { name: 'ownerId', label: 'Owner ID', kind: 'integer' },
  { name: 'packageId', label: 'Package ID (0: none)', kind: 'integer' },
  { name: 'autoRenew', label: 'Auto-renew', kind: 'boolean' },
  { name: 'expiredAt', label: 'Expires', kind: 'date' },
  { name: 'createdAt', label: 'Created', kind: 'date' },
];

const defaultOrder: SortPair[] = [{ field: 'id', direction: 'desc' }];

const columns: GridColDef<Row>[] = [
  { field: 'id', headerName: 'ID', width: 80 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
  {
    field: 'offTargetGap',
    headerName: 'Off target',
    width: 120,
    sortable: false,
    valueGetter: (_v, row) => (row.offTargetSince ? (row.offTargetGap ?? 0) : null),
    renderCell: (p) =>
      p.row.offTargetSince ? (
        <Chip
          size="small"
          color="warning"
          label={`${(p.row.offTargetGap ?? 0).toFixed(1)} points`}
          title={`Since ${formatDate(p.row.offTargetSince)}${p.row.offTargetOn ? ` (${p.row.offTargetOn})` : ''}`}
        />
      ) : null,
  },
  { field: 'url', headerName: 'URL', flex: 1, minWidth: 200, sortable: false },
  {
    field: 'owner',
    headerName: 'Owner',
    flex: 1,
    minWidth: 180,
    valueGetter: (_v, row) => row.owner.email,
    renderCell: (p) => (
      <Link component={RouterLink} to={paths.admin.users.view.getHref({ id: p.row.ownerId })} onClick={(e) => e.stopPropagation()}>
        {p.row.owner.email}
      </Link>
    ),
  },
  {
    field: 'package',
    headerName: 'Package',
    width: 170,
    sortable: false,
    valueGetter: (_v, row) => (row.package ? `${row.package.name} (${formatNumber(row.package.size)})` : '—'),
  },
  { field: 'expiredAt', headerName: 'Expires', width: 110, valueFormatter: (v: string | null) => formatDate(v) },
  {
    field: 'autoRenew',
    headerName: 'Auto-renew',
    width: 100,
    sortable: false,
    renderCell: (p) => (p.row.autoRenew ? <CheckIcon fontSize="small" aria-label="Yes" /> : null),
  },
  { field: 'createdAt', headerName: 'Created', width: 110, valueFormatter: (v: string) => formatDate(v) },
];

export type ProjectListTarget = 'settings' | 'pages' | 'statistics';

const titles: Record<ProjectListTarget, string> = { settings: 'Projects', pages: 'Project pages', statistics: 'Project statistics' };

function rowHref(target: ProjectListTarget, id: number): string {
  if (target === 'pages') return paths.admin.projects.page.getHref({ id });
  if (target === 'statistics') return paths.admin.projects.projectStatistics.getHref({ id });
  return paths.admin.projects.detail.getHref({ id });
}

export function ProjectList({ target = 'settings' }: { target?: ProjectListTarget }) {
  const list = useAdminList({ filters: projectFilters, defaultOrder });
  const { filter, ...rest } = list.variables;
  const { data, loading, error } = useQuery(AdminProjectsQuery, {
    variables: { ...rest, filter: filter as ProjectFilter },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <AdminListPage<Row>
      title={titles[target]}
      label={titles[target]}
      exportResource="projects"
      list={list}
      columns={columns}
      page={data?.projects}
      loading={loading}
      error={error}
      getRowHref={(row) => rowHref(target, row.id)}
    >
      {target === 'settings' ? null : (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Choose a project to see its {target === 'pages' ? 'visited pages' : 'statistics'}.
        </Typography>
      )}
    </AdminListPage>
  );
}

export const ProjectPagesChooser = () => <ProjectList target="pages" />;
export const ProjectStatisticsChooser = () => <ProjectList target="statistics" />;
