/*
 * /admin/projects/statistics/{id}: one project's visits for a date range, drawn with the panel's statistics
 * components (VisitsCharts, DateRangeFields, DeliveryProgress, DeliveryComparison), with what support may see of its
 * analytics (docs/product.md#roles) and the off-target flag while it is set.
 */
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorPage } from '@/components/ErrorPage';
import { DateRangeFields } from '@/features/projects/DateRangeFields';
import { DeliveryComparison } from '@/features/projects/DeliveryComparison';
import { DeliveryProgress } from '@/features/projects/DeliveryProgress';
import { OffTargetAlert } from '@/features/projects/OffTargetAlert';
import { everyDay } from '@/features/projects/statistics-range';
import { KeyVisitsBlock, VisitsPerDayChart } from '@/features/projects/VisitsCharts';
import { graphql } from '@/graphql/generated';
import { formatNumber } from '@/lib/format';
import { errorStatus } from '@/lib/graphql-errors';
import { paths } from '@/lib/paths';
import { ProjectAnalytics } from './ProjectAnalytics';
import { useRouteId } from './ProjectEdit';
import { useRangeParams } from './useRangeParams';

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
      total
      perDay {
        day
        visits
      }
      countries {
        key
        visits
      }
      referrers {
        key
        visits
      }
      devices {
        key
        visits
      }
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
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <div>
          <Typography variant="h4" component="h1">
            {data ? `Statistics: ${data.project.title}` : 'Statistics'}
          </Typography>
          <Link component={RouterLink} to={paths.admin.projects.detail.getHref({ id })}>
            Project #{id}
          </Link>
        </div>
        <DateRangeFields range={range} onChange={setRange} />
      </Stack>
      {data ? <OffTargetAlert project={data.project} staff /> : null}
      {!data ? (
        <LinearProgress aria-label="Loading the statistics" />
      ) : (
        <Stack spacing={3}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <DeliveryProgress delivered={data.project.delivered} bought={data.project.bought} />
            <ProjectAnalytics projectId={id} />
          </Paper>
          <Typography>
            {formatNumber(data.projectStatistics.total)} visits from {range.from} to {range.to}.
          </Typography>
          <VisitsPerDayChart perDay={current ? everyDay(data.projectStatistics.perDay, range) : data.projectStatistics.perDay} />
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 4 }}>
              <KeyVisitsBlock title="Countries" keyLabel="Country" rows={data.projectStatistics.countries} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <KeyVisitsBlock title="Referrers" keyLabel="Referrer" rows={data.projectStatistics.referrers} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <KeyVisitsBlock title="Devices" keyLabel="Device" rows={data.projectStatistics.devices} />
            </Grid>
          </Grid>
          <DeliveryComparison key={id} projectId={id} range={range} staff />
        </Stack>
      )}
    </>
  );
}
