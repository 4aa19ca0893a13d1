import { PackageCard } from '@/features/pricing/PackageCard';
import { usePricingPromotion } from '@/features/pricing/usePricingPromotion';
import { savePercent } from '@/features/promotion-popup/promotion-rules';
import { paths } from '@/lib/paths';
import { graphql } from '@/graphql/generated';
import { CATALOGUE_REFRESH_MS } from '@/lib/constants';
import { useGate } from '@/lib/gate';
import { pageText } from '@/lib/gate-config';
import { usePublicQuery } from '@/lib/public-data';
import { Alert, Container, Grid, GridItem, Link, Text } from '@/ui/kit';
import { Skeleton } from '@/ui/skeleton';
import { VisuallyHidden } from '@/ui/visually-hidden';

// docs/api.md#calls: the top-level packages (parentId 0) of this gate, smallest first.
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
    <Container maxWidth="lg" className="tg-pages-padded">
      <Text variant="h3" component="h1" gutterBottom>
        {pageText(config, 'pricing', 'title', 'Pricing')}
      </Text>
      <Text variant="h6" component="p" color="text.secondary" className="tg-pages-lead">
        {pageText(config, 'pricing', 'lead', 'Pick the volume you need. Every package delivers real visitors over its whole duration.')}
      </Text>
      {/* The package cards are h3: this keeps the heading levels in order (axe heading-order). */}
      <VisuallyHidden component="h2">Packages</VisuallyHidden>
      {promotion ? (
        <Alert severity="success" className="tg-pricing-promotion">
          <strong>{promotion.offerTitle}</strong> — save {savePercent(promotion.creditsMultiplier)}%: the prices below already include it.{' '}
          <Link to={paths.promotion.getHref()}>About the promotion</Link>
        </Alert>
      ) : null}
      {error && !data ? <Alert severity="error">The packages cannot be loaded right now. Please try again in a moment.</Alert> : null}
      <Grid spacing={3}>
        {loading && !data
          ? [0, 1, 2].map((i) => (
              <GridItem key={i} xs={12} sm={6} md={4}>
                <Skeleton variant="rounded" height={320} />
              </GridItem>
            ))
          : items.map((pkg) => (
              <GridItem key={pkg.id} xs={12} sm={6} md={4}>
                <PackageCard pkg={pkg} promotion={promotion} />
              </GridItem>
            ))}
      </Grid>
      {!loading && data && items.length === 0 ? <Text>No packages are on sale at the moment.</Text> : null}
    </Container>
  );
}
