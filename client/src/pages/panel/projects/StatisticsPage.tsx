/*
 * /panel/projects/statistics: visits per day over all the user's projects for a date range (the last
 * 30 days by default), and a way into each project's own statistics.
 */
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { DateRangeFields } from '@/features/projects/DateRangeFields';
import { everyDay } from '@/features/projects/statistics-range';
import { useRangeParams } from '@/features/projects/useRangeParams';
import { VisitsPerDayChart } from '@/features/projects/VisitsCharts';
import { graphql } from '@/graphql/generated';
import { formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';

export const AllProjectsStatisticsQuery = graphql(`
  query AllProjectsStatistics($from: String, $to: String) {
    projectStatistics(projectId: null, from: $from, to: $to) {
      total
      perDay {
        day
        visits
      }
    }
  }
`);

export const StatisticsProjectsQuery = graphql(`
  query StatisticsProjects {
    projects(limit: 50) {
      items {
        id
        title
      }
      total
    }
  }
`);

export function StatisticsPage() {
  const [range, setRange] = useRangeParams();
  const { data, error } = useQuery(AllProjectsStatisticsQuery, { variables: range });
  const { data: projects } = useQuery(StatisticsProjectsQuery);

  return (
    <>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Typography variant="h4" component="h1">
          Statistics
        </Typography>
        <DateRangeFields range={range} onChange={setRange} />
      </Stack>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          Unable to load the statistics.
        </Alert>
      ) : null}
      {data ? (
        <Stack spacing={3}>
          <Typography>
            {formatNumber(data.projectStatistics.total)} visits from {range.from} to {range.to} over all your projects.
          </Typography>
          <VisitsPerDayChart perDay={everyDay(data.projectStatistics.perDay, range)} />
        </Stack>
      ) : null}
      <Paper variant="outlined" component="section" aria-label="Statistics per project" sx={{ p: 2, mt: 3 }}>
        <Typography variant="h6" component="h2">
          Per project
        </Typography>
        {projects && projects.projects.items.length === 0 ? (
          <Typography color="text.secondary">You have no projects yet.</Typography>
        ) : (
          <List dense>
            {(projects?.projects.items ?? []).map((p) => (
              <ListItem key={p.id} disableGutters>
                <Link
                  component={RouterLink}
                  to={`${paths.panel.projects.projectStatistics.getHref({ id: p.id })}?from=${range.from}&to=${range.to}`}
                >
                  {p.title}
                </Link>
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
    </>
  );
}
