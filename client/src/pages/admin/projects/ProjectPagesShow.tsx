/* /admin/projects/pages/{id}: the pages of a project its visitors landed on, with their visit counts, for a date range. */
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { ErrorPage } from '@/components/ErrorPage';
import { ListPagination } from '@/components/ListPagination';
import { PageVisitsTable } from '@/features/projects/PageVisitsTable';
import { useRangeParams } from '@/features/projects/useRangeParams';
import { graphql } from '@/graphql/generated';
import { formatNumber } from '@/lib/format';
import { errorStatus } from '@/lib/graphql-errors';
import { normalizePage } from '@/lib/list-filter';
import { useRouteId } from '@/lib/route-id';
import { ProjectRangeHeader } from './ProjectRangeHeader';

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
  return (
    <>
      <ProjectRangeHeader title="Pages" projectId={id} projectTitle={data?.project.title} range={range} onRangeChange={setRange} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        {data ? (
          <Typography sx={{ mb: 1 }}>
            {formatNumber(data.projectPages.total)} pages visited from {range.from} to {range.to}.
          </Typography>
        ) : null}
        {error ? <Alert severity="error">Unable to load the pages.</Alert> : null}
        <PageVisitsTable label="Visited pages" pages={data?.projectPages.pages ?? []} loaded={Boolean(data)} />
        <ListPagination page={page} total={data?.projectPages.total ?? 0} limit={LIMIT} label="Visited pages pages" />
      </Paper>
    </>
  );
}
