/*
 * /panel/projects/statistics/{id}: one project's visits for a date range (the last 30 days by default)
 * — per day, by country, referrer and device, and its most visited pages paged through `projectPages` — with the
 * raw visits as a CSV file to match against the customer's own logs, and what was delivered beside what was ordered
 * (with a warning while the project is off target). Everything comes from the delivery partner's reports.
 */
import { useQuery } from '@apollo/client/react';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ListPagination } from '@/components/ListPagination';
import { DateRangeFields } from '@/features/projects/DateRangeFields';
import { DeliveryComparison } from '@/features/projects/DeliveryComparison';
import { downloadVisitsCsv } from '@/features/projects/downloadVisitsCsv';
import { OffTargetAlert } from '@/features/projects/OffTargetAlert';
import { PageVisitsTable } from '@/features/projects/PageVisitsTable';
import { ProjectStatisticsFigures } from '@/features/projects/ProjectStatisticsFigures';
import { useRangeParams } from '@/features/projects/useRangeParams';
import { graphql } from '@/graphql/generated';
import { errorStatus } from '@/lib/graphql-errors';
import { normalizePage } from '@/lib/list-filter';
import { logger } from '@/lib/logger';
import { enqueueSnackbar } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useRouteId } from '@/lib/route-id';
import { ProjectLoadFailure } from './ProjectEditPage';

export const ProjectStatisticsQuery = graphql(`
  query ProjectStatistics($projectId: Int!, $from: String, $to: String) {
    project(id: $projectId) {
      id
      title
      url
      offTargetSince
      offTargetGap
      offTargetOn
    }
    projectStatistics(projectId: $projectId, from: $from, to: $to) {
      ...ProjectStatisticsFigures_statistics
    }
  }
`);

export const ProjectPagesQuery = graphql(`
  query ProjectPages($projectId: Int!, $from: String, $to: String, $page: Int, $limit: Int) {
    projectPages(projectId: $projectId, from: $from, to: $to, page: $page, limit: $limit) {
      pages {
        url
        visits
      }
      total
    }
  }
`);

const PAGES_LIMIT = 10;

function TopPages({ projectId, from, to }: { projectId: number; from: string; to: string }) {
  const [params] = useSearchParams();
  const page = normalizePage(params.get('page'));
  const {
    data: current,
    previousData,
    error,
  } = useQuery(ProjectPagesQuery, { variables: { projectId, from, to, page, limit: PAGES_LIMIT } });
  const data = current ?? previousData;
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    return `?${next.toString()}`;
  };
  return (
    <Paper variant="outlined" component="section" aria-label="Top pages" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Top pages
      </Typography>
      {error ? <Alert severity="error">Unable to load the pages.</Alert> : null}
      <PageVisitsTable label="Top pages" pages={data?.projectPages.pages ?? []} loaded={Boolean(data)} />
      <ListPagination page={page} total={data?.projectPages.total ?? 0} limit={PAGES_LIMIT} hrefFor={hrefFor} label="Top pages pages" />
    </Paper>
  );
}

export function ProjectStatisticsPage() {
  const id = useRouteId();
  const [range, setRange] = useRangeParams();
  // While another range loads, the previous figures of the same project stay on screen (the top bar shows the wait),
  // drawn as they came rather than filled out to a range they were not counted for.
  const {
    data: current,
    previousData,
    error,
  } = useQuery(ProjectStatisticsQuery, { variables: { projectId: id ?? 0, ...range }, skip: id === null });
  const data = current ?? (previousData?.project.id === id ? previousData : undefined);
  const [downloading, setDownloading] = useState(false);

  if (id === null) return <ProjectLoadFailure status={404} />;
  if (error) return <ProjectLoadFailure status={errorStatus(error)} />;

  const handleDownload = async () => {
    setDownloading(true);
    try {
      await downloadVisitsCsv(id, range);
    } catch (e) {
      logger.error('CSV export failed', e);
      enqueueSnackbar('Unable to download the visits. Please try again.', { variant: 'error' });
    } finally {
      setDownloading(false);
    }
  };

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
          {data ? (
            <Link component={RouterLink} to={paths.panel.projects.detail.getHref({ id })}>
              Project settings
            </Link>
          ) : null}
        </div>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateRangeFields range={range} onChange={setRange} />
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void handleDownload()} disabled={downloading}>
            Download CSV
          </Button>
        </Stack>
      </Stack>
      {data ? <OffTargetAlert project={data.project} /> : null}
      {!data ? (
        <LinearProgress aria-label="Loading the statistics" />
      ) : (
        <Stack spacing={3}>
          <ProjectStatisticsFigures statistics={data.projectStatistics} range={range} current={Boolean(current)} />
          <DeliveryComparison key={`delivery-${id}`} projectId={id} range={range} />
          <TopPages key={id} projectId={id} from={range.from} to={range.to} />
        </Stack>
      )}
    </>
  );
}
