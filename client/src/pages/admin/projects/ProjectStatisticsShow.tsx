/*
 * /admin/projects/statistics/{id}: one project's visits for a date range, drawn with the panel's statistics
 * components (ProjectStatisticsFigures, DateRangeFields, DeliveryProgress, DeliveryComparison), with what support may see of its
 * analytics (docs/product.md#roles) and the off-target flag while it is set.
 */
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useQuery } from '@apollo/client/react';
import { ErrorPage } from '@/components/ErrorPage';
import { DeliveryComparison } from '@/features/projects/DeliveryComparison';
import { DeliveryProgress } from '@/features/projects/DeliveryProgress';
import { OffTargetAlert } from '@/features/projects/OffTargetAlert';
import { ProjectStatisticsFigures } from '@/features/projects/ProjectStatisticsFigures';
import { useRangeParams } from '@/features/projects/useRangeParams';
import { graphql } from '@/graphql/generated';
import { errorStatus } from '@/lib/graphql-errors';
import { useRouteId } from '@/lib/route-id';
import { ProjectAnalytics } from './ProjectAnalytics';
import { ProjectRangeHeader } from './ProjectRangeHeader';

export const AdminProjectStatisticsQuery = graphql(`
  query AdminProjectStatistics($projectId: Int!, $from: String, $to: String) {
    project(id: $projectId) {
      id
      title
      url
      bought
      delivered
      offTargetSince
      offTargetGap
      offTargetOn
    }
    projectStatistics(projectId: $projectId, from: $from, to: $to) {
      ...ProjectStatisticsFigures_statistics
    }
  }
`);

export function ProjectStatisticsShow() {
  const id = useRouteId();
  const [range, setRange] = useRangeParams();
  const {
    data: current,
    previousData,
    error,
  } = useQuery(AdminProjectStatisticsQuery, { variables: { projectId: id ?? 0, ...range }, skip: id === null });
  const data = current ?? (previousData?.project.id === id ? previousData : undefined);
  if (id === null) return <ErrorPage status={404} message="This page could not be found" />;
  if (error && !data)
    return <ErrorPage status={errorStatus(error)} message={errorStatus(error) === 404 ? 'This project does not exist.' : null} />;
  return (
    <>
      <ProjectRangeHeader title="Statistics" projectId={id} projectTitle={data?.project.title} range={range} onRangeChange={setRange} />
      {data ? <OffTargetAlert project={data.project} staff /> : null}
      {!data ? (
        <LinearProgress aria-label="Loading the statistics" />
      ) : (
        <Stack spacing={3}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <DeliveryProgress delivered={data.project.delivered} bought={data.project.bought} />
            <ProjectAnalytics projectId={id} />
          </Paper>
          <ProjectStatisticsFigures statistics={data.projectStatistics} range={range} current={Boolean(current)} />
          <DeliveryComparison key={id} projectId={id} range={range} staff />
        </Stack>
      )}
    </>
  );
}
