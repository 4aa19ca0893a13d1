/* /panel/billing "Balance" (docs/product.md#screens-and-routes and docs/api.md#calls "GET /api/balances (only quantity>0 kept)"). */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '@/graphql/generated';
import { formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';

export const BillingBalancesQuery = graphql(`
  query BillingBalances {
    balances(limit: 50) {
      items {
        id
        quantity
        package {
          id
          name
          code
          size
          durationDays
          free
        }
      }
      total
    }
  }
`);

const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

export function BalancePage() {
  // Fresh on every visit: a payment may have been credited since the last one.
  const { data, loading, error } = useQuery(BillingBalancesQuery, { fetchPolicy: 'cache-and-network' });
  // docs/api.md#error-catalogue: a list that cannot be loaded is an empty list (the failure is logged by the Apollo link).
  const balances = (data?.balances.items ?? []).filter((b) => b.quantity > 0);
  const catalogue = paths.panel.billing.packages.getHref();

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Balance
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        One credit runs one package on one of your projects: its visitors, delivered over its duration.
      </Typography>
      {error && !data ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          Your balance cannot be loaded right now. Please try again in a moment.
        </Alert>
      ) : null}
      {loading && !data ? (
        <Grid container spacing={3}>
          {[0, 1].map((i) => (
            <Grid key={i} size={{ xs: 12, md: 6 }}>
              <Skeleton variant="rounded" height={180} />
            </Grid>
          ))}
        </Grid>
      ) : balances.length === 0 ? (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              You have no traffic credits yet
            </Typography>
            <Typography color="text.secondary">Buy a package to send visitors to your websites.</Typography>
          </CardContent>
          <CardActions sx={{ p: 2, pt: 0 }}>
            <Button variant="contained" component={RouterLink} to={catalogue}>
              Purchase Traffic Credits
            </Button>
          </CardActions>
        </Card>
      ) : (
        <Grid container spacing={3}>
          {balances.map(({ id, quantity, package: pkg }) => (
            <Grid key={id} size={{ xs: 12, md: 6 }}>
              <Card
                variant="outlined"
                component="article"
                aria-label={pkg.name}
                sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
              >
                <CardContent sx={{ flexGrow: 1 }}>
                  <Typography variant="h6" component="h2">
                    {pkg.name}
                  </Typography>
                  <Typography variant="h4" component="p" sx={{ mt: 1, fontWeight: 700 }}>
                    {plural(quantity, 'credit', 'credits')}
                  </Typography>
                  <Typography sx={{ mt: 1 }}>
                    Each credit: {plural(pkg.size, 'visitor', 'visitors')} over {plural(pkg.durationDays, 'day', 'days')}.
                  </Typography>
                  <Typography color="text.secondary">In all: {plural(pkg.size * quantity, 'visitor', 'visitors')}.</Typography>
                </CardContent>
                <CardActions sx={{ p: 2, pt: 0 }}>
                  <Button
                    variant="outlined"
                    component={RouterLink}
                    // The free demo package is not sold: more traffic means choosing a package.
                    to={pkg.free ? catalogue : paths.panel.billing.package.getHref({ code: pkg.code })}
                    aria-label={`Buy more ${pkg.name}`}
                  >
                    Buy more
                  </Button>
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </>
  );
}
