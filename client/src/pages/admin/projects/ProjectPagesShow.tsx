/* /admin/projects/pages/{id}: the pages of a project its visitors landed on, with their visit counts, for a date range. */
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ErrorPage } from '@/components/ErrorPage';
import { ListPagination } from '@/components/ListPagination';
import { DateRangeFields } from '@/features/projects/DateRangeFields';
import { graphql } from '@/graphql/generated';
import { formatNumber } from '@/lib/format';
import { errorStatus } from '@/lib/graphql-errors';
import { normalizePage } from '@/lib/list-filter';
import { paths } from '@/lib/paths';
import { useRouteId } from './ProjectEdit';
import { useRangeParams } from './useRangeParams';

export const AdminProjectPagesQuery = graphql(`
  query AdminProjectPages($projectId: Int!, $from: String, $to: String, $page: Int, $limit: Int) {
    project(id: $projectId) {
      id
      title
      url
    }
    projectPages(projectId: $projectId, from: $from, to: $to, page: $page, limit: $limit) {
      pages {
        url
        visits
      }
      total
    }
  }
`);

const LIMIT = 25;

export function ProjectPagesShow() {
  const id = useRouteId();
  const [range, setRange] = useRangeParams();
  const [params] = useSearchParams();
  const page = normalizePage(params.get('page'));
  const {
    data: current,
    previousData,
    error,
  } = useQuery(AdminProjectPagesQuery, {
    variables: { projectId: id ?? 0, ...range, page, limit: LIMIT },
    skip: id === null,
  });
  const data = current ?? (previousData?.project.id === id ? previousData : undefined);
  if (id === null) return <ErrorPage status={404} message="This page could not be found" />;
  if (error && !data)
    return <ErrorPage status={errorStatus(error)} message={errorStatus(error) === 404 ? 'This project does not exist.' : null} />;
  const rows = data?.projectPages.pages ?? [];
  return (
    <>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <div>
          <Typography variant="h4" component="h1">
            {data ? `Pages: ${data.project.title}` : 'Pages'}
          </Typography>
          <Link component={RouterLink} to={paths.admin.projects.detail.getHref({ id })}>
            Project #{id}
          </Link>
        </div>
        <DateRangeFields range={range} onChange={setRange} />
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        {data ? (
          <Typography sx={{ mb: 1 }}>
            {formatNumber(data.projectPages.total)} pages visited from {range.from} to {range.to}.
          </Typography>
        ) : null}
        {error ? <Alert severity="error">Unable to load the pages.</Alert> : null}
        <Table size="small" aria-label="Visited pages">
          <TableHead>
            <TableRow>
              <TableCell>Page</TableCell>
              <TableCell align="right">Visits</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.url}>
                <TableCell sx={{ wordBreak: 'break-all' }}>{r.url}</TableCell>
                <TableCell align="right">{formatNumber(r.visits)}</TableCell>
              </TableRow>
            ))}
            {data && rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={2}>No visits in this period.</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
        <ListPagination page={page} total={data?.projectPages.total ?? 0} limit={LIMIT} label="Visited pages pages" />
      </Paper>
    </>
  );
}
