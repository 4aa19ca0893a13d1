/*
 * One project's figures for a date range, as the panel's and the admin's statistics screens show them: the total,
 * the visits per day, and the visits by country, referrer and device. The fragment is what both screens ask of
 * `projectStatistics`.
 */
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { graphql } from '@/graphql/generated';
import type { ProjectStatisticsFigures_StatisticsFragment } from '@/graphql/generated/graphql';
import { formatNumber } from '@/lib/format';
import { everyDay, type DayRange } from './statistics-range';
import { KeyVisitsBlock, VisitsPerDayChart } from './VisitsCharts';

export const ProjectStatisticsFiguresFragment = graphql(`
  fragment ProjectStatisticsFigures_statistics on ProjectStatistics {
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
`);

export interface ProjectStatisticsFiguresProps {
  statistics: ProjectStatisticsFigures_StatisticsFragment;
  range: DayRange;
  /**
   * The figures were counted for `range`: its days without visits are drawn as zeros. Figures of an earlier range,
   * shown while the new one loads, are drawn as they came.
   */
  current: boolean;
}

export function ProjectStatisticsFigures({ statistics, range, current }: ProjectStatisticsFiguresProps) {
  return (
    <>
      <Typography>
        {formatNumber(statistics.total)} visits from {range.from} to {range.to}.
      </Typography>
      <VisitsPerDayChart perDay={current ? everyDay(statistics.perDay, range) : statistics.perDay} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <KeyVisitsBlock title="Countries" keyLabel="Country" rows={statistics.countries} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <KeyVisitsBlock title="Referrers" keyLabel="Referrer" rows={statistics.referrers} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <KeyVisitsBlock title="Devices" keyLabel="Device" rows={statistics.devices} />
        </Grid>
      </Grid>
    </>
  );
}
