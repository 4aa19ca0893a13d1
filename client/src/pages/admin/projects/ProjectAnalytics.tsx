/*
 * What support staff may see of a project's delivery (docs/product.md#roles): its analytics id and the visitors delivered so far.
 * Fetched apart from the project so a delivery partner that does not answer leaves the rest of the screen working.
 */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@apollo/client/react';
import { graphql } from '@/graphql/generated';
import { formatNumber } from '@/lib/format';

export const AdminProjectAnalyticsQuery = graphql(`
  query AdminProjectAnalytics($id: Int!) {
    projectGaId(id: $id)
    projectVisitorsCount(id: $id) {
      visitorsCount
    }
  }
`);

export function ProjectAnalytics({ projectId }: { projectId: number }) {
  const { data, loading } = useQuery(AdminProjectAnalyticsQuery, {
    variables: { id: projectId },
    errorPolicy: 'all',
    fetchPolicy: 'cache-and-network',
  });
  const unavailable = loading ? 'Loading…' : 'Not available';
  return (
    <Table size="small" aria-label="Analytics">
      <TableBody>
        <TableRow>
          <TableCell component="th" scope="row" sx={{ width: 200, fontWeight: 600 }}>
            Analytics ID
          </TableCell>
          <TableCell>{data?.projectGaId ?? (data ? 'None' : unavailable)}</TableCell>
        </TableRow>
        <TableRow>
          <TableCell component="th" scope="row" sx={{ width: 200, fontWeight: 600 }}>
            Visitors delivered
          </TableCell>
          <TableCell>{data?.projectVisitorsCount ? formatNumber(data.projectVisitorsCount.visitorsCount) : unavailable}</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
