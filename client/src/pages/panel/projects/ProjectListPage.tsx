/*
 * /panel/projects (docs/product.md#screens-and-routes): the user's projects, paged and filtered by title and address. The page and the
 * filters live in the query string and are encoded once by lib/list-filter.ts (docs/product.md#validation: page from 1, limit 10
 * capped at 50, text only when non-blank). A failed fetch is logged and shows the empty list (docs/api.md#error-catalogue).
 */
import { useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import BarChartIcon from '@mui/icons-material/BarChart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ListPagination } from '@/components/ListPagination';
import { TableScroller } from '@/components/TableScroller';
import { CampaignStatusChip } from '@/features/projects/project-status';
import { graphql } from '@/graphql/generated';
import { formatDate } from '@/lib/format';
import { toGraphQLListArgs, type ListFilterSpec } from '@/lib/list-filter';
import { paths } from '@/lib/paths';

export const PanelProjectsQuery = graphql(`
  query PanelProjects($page: Int, $limit: Int, $filter: ProjectFilter) {
    projects(page: $page, limit: $limit, filter: $filter) {
      items {
        id
        title
        url
        expiredAt
        autoRenew
        campaignStatus
        package {
          id
          name
        }
      }
      total
      page
      limit
    }
  }
`);

const projectFilters: ListFilterSpec = { text: ['title', 'url'] };

export function ProjectListPage() {
  const [params, setParams] = useSearchParams();
  const args = toGraphQLListArgs(projectFilters, {
    page: params.get('page'),
    limit: params.get('limit'),
    filters: { title: params.get('title'), url: params.get('url') },
  });
  // The previous page stays on screen while the next one loads.
  const { data: current, previousData, loading } = useQuery(PanelProjectsQuery, { variables: args });
  const data = current ?? previousData;
  const { register, handleSubmit } = useForm<{ title: string; url: string }>({
    values: { title: params.get('title') ?? '', url: params.get('url') ?? '' },
  });

  const projects = data?.projects.items ?? [];
  const total = data?.projects.total ?? 0;
  const filtered = Object.keys(args.filter).length > 0;

  // A new search starts from page 1; blank filters leave the URL (docs/product.md#validation sends text only when non-blank).
  const handleSearch = handleSubmit(({ title, url }) => {
    const next = new URLSearchParams();
    if (title.trim()) next.set('title', title.trim());
    if (url.trim()) next.set('url', url.trim());
    if (params.get('limit')) next.set('limit', String(args.limit));
    setParams(next);
  });

  const hrefFor = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    return `${paths.panel.projects.list.path}?${next.toString()}`;
  };

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h4" component="h1">
          Projects
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to={paths.panel.projects.statistics.getHref()} startIcon={<BarChartIcon />}>
            Statistics
          </Button>
          <Button component={RouterLink} to={paths.panel.projects.create.getHref()} variant="contained" startIcon={<AddIcon />}>
            New project
          </Button>
        </Stack>
      </Stack>
      <Box component="form" role="search" aria-label="Filter projects" onSubmit={handleSearch} sx={{ mb: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField size="small" label="Title" {...register('title')} />
          <TextField size="small" label="Address" {...register('url')} />
          <Button type="submit" variant="outlined">
            Search
          </Button>
        </Stack>
      </Box>
      <TableScroller label="Projects">
        <Table aria-label="Projects">
          <TableHead>
            <TableRow>
              <TableCell>Title</TableCell>
              <TableCell>Address</TableCell>
              <TableCell>Package</TableCell>
              <TableCell>Campaign</TableCell>
              <TableCell>Expires</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {projects.map((p) => (
              <TableRow key={p.id} hover>
                <TableCell>
                  <Link component={RouterLink} to={paths.panel.projects.detail.getHref({ id: p.id })}>
                    {p.title}
                  </Link>
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{p.url}</TableCell>
                <TableCell>{p.package?.name ?? 'None'}</TableCell>
                <TableCell>
                  <CampaignStatusChip status={p.campaignStatus} />
                </TableCell>
                <TableCell>{p.expiredAt ? formatDate(p.expiredAt) : '—'}</TableCell>
              </TableRow>
            ))}
            {!loading && projects.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5}>
                  {total > 0 ? (
                    'No projects on this page.'
                  ) : filtered ? (
                    'No project matches these filters.'
                  ) : (
                    <>
                      You have no projects yet.{' '}
                      <Link component={RouterLink} to={paths.panel.projects.create.getHref()}>
                        Create your first project
                      </Link>
                      .
                    </>
                  )}
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableScroller>
      <ListPagination page={args.page} total={total} limit={args.limit} hrefFor={hrefFor} label="Projects pages" />
    </>
  );
}
