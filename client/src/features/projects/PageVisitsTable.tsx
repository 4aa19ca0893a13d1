/* A project's visited pages with their visits: one page of `projectPages`, as the statistics screens list them. */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatNumber } from '@/lib/format';

export interface PageVisitsTableProps {
  /** The table's accessible name: "Top pages". */
  label: string;
  pages: readonly { url: string; visits: number }[];
  /** The pages have been loaded: an empty list then says there were no visits. */
  loaded: boolean;
}

export function PageVisitsTable({ label, pages, loaded }: PageVisitsTableProps) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>Page</TableCell>
          <TableCell align="right">Visits</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {pages.map((r) => (
          <TableRow key={r.url}>
            <TableCell sx={{ wordBreak: 'break-all' }}>{r.url}</TableCell>
            <TableCell align="right">{formatNumber(r.visits)}</TableCell>
          </TableRow>
        ))}
        {loaded && pages.length === 0 ? (
          <TableRow>
            <TableCell colSpan={2}>No visits in this period.</TableCell>
          </TableRow>
        ) : null}
      </TableBody>
    </Table>
  );
}
