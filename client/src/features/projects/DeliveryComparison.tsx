/*
 * "Delivered versus ordered" of one project over the statistics range (docs/targeting.md): the share of the judged
 * visits that matched the order, then per settings version (newest first) the countries, sources and devices
 * ordered beside those delivered, and the daily pace ordered beside the visitors delivered. Drawn with MUI X Charts,
 * so only panel and admin screens import this file; every chart has its numbers in a table too.
 */
import { useQuery } from '@apollo/client/react';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { graphql } from '@/graphql/generated';
import type { ProjectDeliveryComparisonQuery as ComparisonResult } from '@/graphql/generated/graphql';
import { formatNumber } from '@/lib/format';
import type { DayRange } from './statistics-range';

export const ProjectDeliveryComparisonQuery = graphql(`
  query ProjectDeliveryComparison($projectId: Int!, $from: String, $to: String) {
    projectDeliveryComparison(projectId: $projectId, from: $from, to: $to) {
      visits
      matchedShare
      segments {
        version
        visits
        matchedShare
        maxGap
        countries {
          key
          ordered
          delivered
          gap
        }
        sources {
          key
          ordered
          delivered
          gap
        }
        devices {
          key
          ordered
          delivered
          gap
        }
      }
      pace {
        day
        ordered
        delivered
      }
    }
  }
`);

type Comparison = ComparisonResult['projectDeliveryComparison'];
type Segment = Comparison['segments'][number];
type Row = Segment['countries'][number];
type PaceDay = Comparison['pace'][number];
type Dimension = 'countries' | 'sources' | 'devices';

/** Percentages come with one decimal and are shown with it: 60 → "60.0 %". */
export const formatPercent = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) ? '—' : `${value.toFixed(1)} %`;

/** Gaps in points, one decimal; none where nothing was ordered or delivered to judge. */
export const formatPoints = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) ? '—' : value.toFixed(1);

const KEY_LABELS: Record<Exclude<Dimension, 'countries'>, Record<string, string>> = {
  sources: { direct: 'Direct', organic: 'Organic search', social: 'Social', referral: 'Referral', unknown: 'Not reported' },
  devices: { desktop: 'Desktop', mobile: 'Mobile', tablet: 'Tablet', other: 'Other' },
};

const DIMENSIONS: { name: Dimension; title: string; keyLabel: string }[] = [
  { name: 'countries', title: 'Countries', keyLabel: 'Country' },
  { name: 'sources', title: 'Sources', keyLabel: 'Source' },
  { name: 'devices', title: 'Devices', keyLabel: 'Device' },
];

const keyText = (dimension: Dimension, key: string) => (dimension === 'countries' ? key : (KEY_LABELS[dimension][key] ?? key));

/** Where a segment's largest gap is, e.g. "countries: US". */
function largestGapAt(segment: Segment): string | null {
  if (segment.maxGap === null || segment.maxGap === undefined) return null;
  for (const { name } of DIMENSIONS) {
    const row = segment[name].find((r) => r.gap === segment.maxGap);
    if (row) return `${name}: ${keyText(name, row.key)}`;
  }
  return null;
}

/** The caption names a table for screen readers; on screen the heading above names it. */
const captionHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Narrow cells on a phone, so the four columns fit 390 px without scrolling. */
const compactCells = { '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } } } as const;

const percentFormatter = (v: number | null) => (v === null ? 'not ordered' : `${v.toFixed(1)} %`);

/** A chart named and described for screen readers (the chart's own surface has no role to carry a name). */
function ChartFigure({ name, description, children }: { name: string; description: string; children: ReactNode }) {
  const descriptionId = useId();
  return (
    <Box component="figure" aria-label={name} aria-describedby={descriptionId} sx={{ m: 0 }}>
      {children}
      <span id={descriptionId} hidden>
        {description}
      </span>
    </Box>
  );
}

/** One dimension of a settings version: ordered and delivered percent per value as grouped bars, and as a table. */
function ShareComparison({
  dimension,
  title,
  keyLabel,
  version,
  rows,
}: {
  dimension: Dimension;
  title: string;
  keyLabel: string;
  version: number;
  rows: readonly Row[];
}) {
  const name = `${title}: ordered versus delivered, settings version ${version}`;
  const labels = rows.map((r) => keyText(dimension, r.key));
  return (
    <Box component="section" aria-label={`${title}, settings version ${version}`}>
      <Typography variant="subtitle1" component="h4" gutterBottom>
        {title}
      </Typography>
      {dimension === 'countries' && rows.length > 0 && rows.every((r) => r.ordered === null) ? (
        <Typography variant="body2" color="text.secondary">
          Worldwide order: every country matches; the most delivered are shown.
        </Typography>
      ) : null}
      {rows.length === 0 ? (
        <Typography color="text.secondary">Nothing delivered to compare.</Typography>
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <ChartFigure
              name={name}
              description={`Bars of the percent ordered and the percent delivered per ${keyLabel.toLowerCase()}; the table gives the numbers.`}
            >
              <BarChart
                height={Math.max(140, rows.length * 44 + 60)}
                layout="horizontal"
                yAxis={[{ data: labels, scaleType: 'band', width: 100 }]}
                xAxis={[{ min: 0, max: 100, valueFormatter: (v: number) => `${v} %` }]}
                series={[
                  { data: rows.map((r) => r.ordered ?? null), label: 'Ordered', valueFormatter: percentFormatter },
                  { data: rows.map((r) => r.delivered), label: 'Delivered', valueFormatter: percentFormatter },
                ]}
              />
            </ChartFigure>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }} sx={{ overflowX: 'auto' }}>
            <Table size="small" sx={compactCells}>
              <Box component="caption" sx={captionHidden}>
                {name}
              </Box>
              <TableHead>
                <TableRow>
                  <TableCell>{keyLabel}</TableCell>
                  <TableCell align="right">Ordered</TableCell>
                  <TableCell align="right">Delivered</TableCell>
                  <TableCell align="right">Gap (points)</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r, i) => (
                  <TableRow key={r.key}>
                    <TableCell component="th" scope="row">
                      {labels[i]}
                    </TableCell>
                    <TableCell align="right">{formatPercent(r.ordered)}</TableCell>
                    <TableCell align="right">{formatPercent(r.delivered)}</TableCell>
                    <TableCell align="right">{formatPoints(r.gap)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Grid>
        </Grid>
      )}
    </Box>
  );
}

function SegmentBlock({ segment }: { segment: Segment }) {
  const headingId = useId();
  const at = largestGapAt(segment);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography variant="h6" component="h3" id={headingId}>
        Settings version {segment.version}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {formatNumber(segment.visits)} visits
        {segment.matchedShare === null || segment.matchedShare === undefined ? '' : `, ${formatPercent(segment.matchedShare)} matched`}
        {segment.maxGap === null || segment.maxGap === undefined
          ? '. No gap to judge.'
          : `. Largest gap: ${formatPoints(segment.maxGap)} points${at ? ` (${at})` : ''}.`}
      </Typography>
      <Stack spacing={3}>
        {DIMENSIONS.map((d) => (
          <ShareComparison
            key={d.name}
            dimension={d.name}
            title={d.title}
            keyLabel={d.keyLabel}
            version={segment.version}
            rows={segment[d.name]}
          />
        ))}
      </Stack>
    </Paper>
  );
}

function PaceChart({ pace }: { pace: readonly PaceDay[] }) {
  const title = 'Daily pace: visitors ordered versus delivered';
  return (
    <Paper variant="outlined" component="section" aria-label="Daily pace" sx={{ p: 2 }}>
      <Typography variant="h6" component="h3">
        Daily pace
      </Typography>
      {pace.length === 0 ? (
        <Typography color="text.secondary">No days in this range.</Typography>
      ) : (
        <>
          <ChartFigure
            name={title}
            description="Lines of the visitors ordered and the visitors delivered per day; the table below gives the numbers."
          >
            <LineChart
              height={280}
              xAxis={[{ data: pace.map((d) => d.day), scaleType: 'point' }]}
              yAxis={[{ min: 0, valueFormatter: (v: number) => formatNumber(v) }]}
              series={[
                {
                  data: pace.map((d) => d.ordered),
                  label: 'Ordered',
                  valueFormatter: (v: number | null) => formatNumber(v),
                  showMark: pace.length <= 31,
                },
                {
                  data: pace.map((d) => d.delivered),
                  label: 'Delivered',
                  valueFormatter: (v: number | null) => formatNumber(v),
                  showMark: pace.length <= 31,
                },
              ]}
            />
          </ChartFigure>
          <Box component="details" sx={{ mt: 1, overflowX: 'auto' }}>
            <Typography component="summary" variant="body2" sx={{ cursor: 'pointer' }}>
              The numbers, day by day
            </Typography>
            <Table size="small" sx={compactCells}>
              <Box component="caption" sx={captionHidden}>
                Daily pace, day by day
              </Box>
              <TableHead>
                <TableRow>
                  <TableCell>Day</TableCell>
                  <TableCell align="right">Ordered</TableCell>
                  <TableCell align="right">Delivered</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {pace.map((d) => (
                  <TableRow key={d.day}>
                    <TableCell component="th" scope="row">
                      {d.day}
                    </TableCell>
                    <TableCell align="right">{formatNumber(d.ordered)}</TableCell>
                    <TableCell align="right">{formatNumber(d.delivered)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Paper>
  );
}

export interface DeliveryComparisonProps {
  projectId: number;
  range: DayRange;
  /** Staff read about "the order"; the owner about "your order". */
  staff?: boolean;
}

/**
 * The "Delivered versus ordered" section of a statistics screen, keyed by the project where it is rendered: while
 * another range loads, the previous range's figures stay on screen, and they are of this project only.
 */
export function DeliveryComparison({ projectId, range, staff = false }: DeliveryComparisonProps) {
  const headingId = useId();
  const {
    data: current,
    previousData,
    error,
  } = useQuery(ProjectDeliveryComparisonQuery, { variables: { projectId, from: range.from, to: range.to } });
  const comparison = (current ?? previousData)?.projectDeliveryComparison;
  const order = staff ? 'the order' : 'your order';
  const segments = comparison ? [...comparison.segments].reverse() : [];

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h5" component="h2" id={headingId} gutterBottom>
        Delivered versus ordered
      </Typography>
      {error && !comparison ? (
        <Alert severity="error">Unable to load the comparison of delivered and ordered visits.</Alert>
      ) : !comparison ? (
        <LinearProgress aria-label="Loading the comparison" />
      ) : (
        <Stack spacing={3}>
          <div>
            <Typography variant="h6" component="p">
              {comparison.matchedShare === null || comparison.matchedShare === undefined
                ? 'No delivered visits to judge in this range yet'
                : `${formatPercent(comparison.matchedShare)} of delivered visits matched ${order}`}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Visits that matched the settings in force when they arrived (country, device, source and page) divided by the{' '}
              {formatNumber(comparison.visits)} visits judged from {range.from} to {range.to}.
            </Typography>
          </div>
          {segments.map((s) => (
            <SegmentBlock key={s.version} segment={s} />
          ))}
          <PaceChart pace={comparison.pace} />
        </Stack>
      )}
    </Box>
  );
}
