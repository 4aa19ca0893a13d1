import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { PackageCard } from '@/features/pricing/PackageCard';
import { usePricingPromotion } from '@/features/pricing/usePricingPromotion';
import { savePercent } from '@/features/promotion-popup/promotion-rules';
import { paths } from '@/lib/paths';
import { graphql } from '@/graphql/generated';
import { CATALOGUE_REFRESH_MS } from '@/lib/constants';
import { useGate } from '@/lib/gate';
import { pageText } from '@/lib/gate-config';
import { usePublicQuery } from '@/lib/public-data';

// SPEC.md §7: the top-level packages (parentId 0) of this gate, smallest first.
export const PricingPackagesQuery = graphql(`
  query PricingPackages {
    packages(filter: { parentId: 0 }, order: [{ field: "size", direction: ASC }], limit: 50) {
      items {
        ...PackageCard_package
      }
      total
    }
  }
`);

export function PricingPage() {
  const { config } = useGate();
  const { data, loading, error } = usePublicQuery(PricingPackagesQuery, { maxAgeMs: CATALOGUE_REFRESH_MS });
  const promotion = usePricingPromotion();
  // The free demo package is offered through the demo form, not sold here.
  const items = (data?.packages.items ?? []).filter((pkg) => !pkg.free);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {pageText(config, 'pricing', 'title', 'Pricing')}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 4 }}>
        {pageText(config, 'pricing', 'lead', 'Pick the volume you need. Every package delivers real visitors over its whole duration.')}
      </Typography>
      {/* The package cards are h3: this keeps the heading levels in order (axe heading-order). Sizes in px: in sx a bare 1 is 100%. */}
      <Typography component="h2" sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
        Packages
      </Typography>
      {promotion ? (
        <Alert severity="success" sx={{ mb: 3 }}>
          <strong>{promotion.offerTitle}</strong> — save {savePercent(promotion.creditsMultiplier)}%: the prices below already include it.{' '}
          <Link component={RouterLink} to={paths.promotion.getHref()}>
            About the promotion
          </Link>
        </Alert>
      ) : null}
      {error && !data ? <Alert severity="error">The packages cannot be loaded right now. Please try again in a moment.</Alert> : null}
      <Grid container spacing={3}>
        {loading && !data
          ? [0, 1, 2].map((i) => (
              <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
                <Skeleton variant="rounded" height={320} />
              </Grid>
            ))
          : items.map((pkg) => (
              <Grid key={pkg.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <PackageCard pkg={pkg} promotion={promotion} />
              </Grid>
            ))}
      </Grid>
      {!loading && data && items.length === 0 ? <Typography>No packages are on sale at the moment.</Typography> : null}
    </Container>
  );
}
