/*
 * /panel/billing/packages "Purchase Traffic Credits" (docs/product.md#screens-and-routes): the gate's packages with their size
 * variants, priced as on /pricing with the active promotion applied (the same card and promotion rule).
 * `?method=card|paypal` (from the card and PayPal entry routes) is carried to the package pages. A package's other
 * sizes are a list of links (`<ul><li><a>`).
 */
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paymentMethodLabel } from '@/features/billing/payment-methods';
import { srOnly } from '@/features/billing/sr-only';
import { usePaymentMethods } from '@/features/billing/usePaymentMethods';
import { PackageCard } from '@/features/pricing/PackageCard';
import { promotedSize, usePricingPromotion } from '@/features/pricing/usePricingPromotion';
import { savePercent } from '@/features/promotion-popup/promotion-rules';
import { graphql } from '@/graphql/generated';
import { useCatalogueFetchPolicy } from '@/lib/catalogue-freshness';
import { formatMoney, formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';

// Every package of the gate in one request (a gate sells a handful), grouped below into offers and their variants.
export const BillingCatalogueQuery = graphql(`
  query BillingCatalogue {
    packages(order: [{ field: "size", direction: ASC }], limit: 50) {
      items {
        ...PackageCard_package
        parentId
      }
      total
    }
  }
`);

export function packageHref(code: string, method: string | null): string {
  const href = paths.panel.billing.package.getHref({ code });
  return method ? `${href}?method=${encodeURIComponent(method)}` : href;
}

export function PackagesPage() {
  const [search] = useSearchParams();
  const method = search.get('method');
  const { data, loading, error } = useQuery(BillingCatalogueQuery, { fetchPolicy: useCatalogueFetchPolicy('BillingCatalogue') });
  const promotion = usePricingPromotion();
  const { methods } = usePaymentMethods();
  const items = (data?.packages.items ?? []).filter((p) => !p.free);
  // A variant whose offer is not on sale is offered on its own.
  const offers = items.filter((p) => p.parentId == null || !items.some((o) => o.id === p.parentId));
  const variantsOf = (id: number) => items.filter((p) => p.parentId === id);

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Purchase Traffic Credits
      </Typography>
      {method && methods.length > 0 ? (
        methods.includes(method) ? (
          <Alert severity="info" sx={{ mb: 3 }}>
            Choose a package: you will pay by {paymentMethodLabel(method)}.
          </Alert>
        ) : (
          <Alert severity="warning" sx={{ mb: 3 }}>
            {paymentMethodLabel(method)} is not available on this site. You can pay by {methods.map(paymentMethodLabel).join(' or ')}.
          </Alert>
        )
      ) : null}
      {promotion ? (
        <Alert severity="success" sx={{ mb: 3 }}>
          <strong>{promotion.offerTitle}</strong> — save {savePercent(promotion.creditsMultiplier)}%: the packages below already include it.{' '}
          <Link component={RouterLink} to={paths.promotion.getHref()}>
            About the promotion
          </Link>
        </Alert>
      ) : null}
      {/* The package cards are h3: this keeps the heading levels in order. */}
      <Typography component="h2" sx={srOnly}>
        Packages
      </Typography>
      {error && !data ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          The packages cannot be loaded right now. Please try again in a moment.
        </Alert>
      ) : null}
      <Grid container spacing={3}>
        {loading && !data
          ? [0, 1, 2].map((i) => (
              <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
                <Skeleton variant="rounded" height={320} />
              </Grid>
            ))
          : offers.map((offer) => {
              const variants = variantsOf(offer.id);
              return (
                <Grid key={offer.id} size={{ xs: 12, sm: 6, md: 4 }}>
                  <Stack spacing={1} sx={{ height: '100%' }}>
                    <PackageCard pkg={offer} promotion={promotion} buyHref={packageHref(offer.code, method)} />
                    {variants.length > 0 ? (
                      <Paper variant="outlined" component="section" aria-label={`${offer.name} sizes`}>
                        <Typography variant="subtitle2" component="h4" sx={{ px: 2, pt: 1.5 }}>
                          Other sizes
                        </Typography>
                        <List component="ul" dense>
                          {variants.map((v) => (
                            <ListItem key={v.id} disablePadding>
                              <ListItemButton component={RouterLink} to={packageHref(v.code, method)}>
                                <ListItemText
                                  primary={v.name}
                                  secondary={`${formatNumber(promotedSize(v.size, promotion))} visitors · ${formatMoney(v.priceMinor, v.currency)}`}
                                />
                              </ListItemButton>
                            </ListItem>
                          ))}
                        </List>
                      </Paper>
                    ) : null}
                  </Stack>
                </Grid>
              );
            })}
      </Grid>
      {!loading && data && offers.length === 0 ? <Typography>No packages are on sale at the moment.</Typography> : null}
    </>
  );
}
