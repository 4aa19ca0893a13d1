/*
 * The project page's headline of delivered versus ordered (docs/targeting.md "Delivered versus ordered"): the share
 * of the last 30 days' judged visits that matched the settings in force when they arrived, with a link to the
 * statistics page where the comparison is drawn in full.
 */
import { useQuery } from '@apollo/client/react';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '@/graphql/generated';
import { formatNumber } from '@/lib/format';
import { formatPercent } from './DeliveryComparison';

export const ProjectOnTargetQuery = graphql(`
  query ProjectOnTarget($projectId: Int!) {
    projectDeliveryComparison(projectId: $projectId) {
      visits
      matchedShare
    }
  }
`);

export function OnTargetFigure({ projectId, statisticsHref }: { projectId: number; statisticsHref: string }) {
  const { data, error } = useQuery(ProjectOnTargetQuery, { variables: { projectId } });
  if (!data) return error ? <Typography color="text.secondary">Unable to load the delivery figures.</Typography> : <Skeleton width="60%" />;
  const { visits, matchedShare } = data.projectDeliveryComparison;
  if (visits === 0)
    return <Typography color="text.secondary">On target: no visits delivered in the last 30 days to compare with the order.</Typography>;
  return (
    <Typography>
      On target: <strong>{formatPercent(matchedShare)}</strong> of the {formatNumber(visits)} visits of the last 30 days matched the order.{' '}
      <Link component={RouterLink} to={statisticsHref}>
        Delivered versus ordered
      </Link>
    </Typography>
  );
}
