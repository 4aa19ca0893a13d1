/*
 * The statistics charts, drawn with MUI X Charts. Only the panel's and the admin's statistics screens import this file
 * (directly or through ProjectStatisticsFigures.tsx), so the charts library stays out of the public chunk
 * (app/__tests__/public-chunk.test.ts). Every chart has its numbers in a table or a caption too: a chart alone says
 * nothing to a screen reader.
 */
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatNumber } from '@/lib/format';

export interface DayVisits {
  day: string;
  visits: number;
}

export interface KeyVisits {
  key: string;
  visits: number;
}

const valueFormatter = (v: number | null) => formatNumber(v);

export function VisitsPerDayChart({ perDay, title = 'Visits per day' }: { perDay: readonly DayVisits[]; title?: string }) {
  const [kind, setKind] = useState<'line' | 'bar'>('line');
  const days = perDay.map((d) => d.day);
  const visits = perDay.map((d) => d.visits);
  return (
    <Paper variant="outlined" component="figure" sx={{ m: 0, p: 2 }} aria-label={title}>
      <Typography variant="h6" component="figcaption" sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        {title}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={kind}
          onChange={(_, v: 'line' | 'bar' | null) => v && setKind(v)}
          aria-label="Chart type"
        >
          <ToggleButton value="line">Line</ToggleButton>
          <ToggleButton value="bar">Bars</ToggleButton>
        </ToggleButtonGroup>
      </Typography>
      {perDay.length === 0 ? (
        <Typography color="text.secondary">No visits in this period.</Typography>
      ) : kind === 'line' ? (
        <LineChart
          height={300}
          xAxis={[{ data: days, scaleType: 'point' }]}
          yAxis={[{ valueFormatter: (v: number) => formatNumber(v) }]}
          series={[{ data: visits, label: 'Visits', valueFormatter, showMark: perDay.length <= 31 }]}
        />
      ) : (
        <BarChart
          height={300}
          xAxis={[{ data: days, scaleType: 'band' }]}
          yAxis={[{ valueFormatter: (v: number) => formatNumber(v) }]}
          series={[{ data: visits, label: 'Visits', valueFormatter }]}
        />
      )}
      {perDay.length > 0 ? (
        <Box component="details" sx={{ mt: 1 }}>
          <Typography component="summary" variant="body2" sx={{ cursor: 'pointer' }}>
            The numbers, day by day
          </Typography>
          <Table size="small" aria-label={`${title}, day by day`}>
            <TableHead>
              <TableRow>
                <TableCell>Day</TableCell>
                <TableCell align="right">Visits</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {perDay.map((d) => (
                <TableRow key={d.day}>
                  <TableCell>{d.day}</TableCell>
                  <TableCell align="right">{formatNumber(d.visits)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : null}
    </Paper>
  );
}

/** One dimension (countries, referrers, devices): a bar chart of the largest values and the full table. */
export function KeyVisitsBlock({ title, keyLabel, rows }: { title: string; keyLabel: string; rows: readonly KeyVisits[] }) {
  const top = rows.slice(0, 10);
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2, height: '100%' }} aria-label={title}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">No visits in this period.</Typography>
      ) : (
        <>
          <BarChart
            height={Math.max(120, top.length * 28 + 40)}
            layout="horizontal"
            yAxis={[{ data: top.map((r) => r.key || '(none)'), scaleType: 'band', width: 110 }]}
            xAxis={[{ valueFormatter: (v: number) => formatNumber(v) }]}
            series={[{ data: top.map((r) => r.visits), label: 'Visits', valueFormatter }]}
            hideLegend
          />
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{keyLabel}</TableCell>
                <TableCell align="right">Visits</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.key}>
                  {/* Referrer addresses are long and unbroken: they wrap, so the block keeps its visit counts in view. */}
                  <TableCell sx={{ wordBreak: 'break-all' }}>{r.key || '(none)'}</TableCell>
                  <TableCell align="right">{formatNumber(r.visits)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Paper>
  );
}
