import { useVisitorPromotions } from '@/features/pricing/usePricingPromotion';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { Alert, Button, Container, Paper, Stack, Text } from '@/ui/kit';

export function PromotionPage() {
  const { promotions, loading } = useVisitorPromotions();
  return (
    <Container maxWidth="md" className="tg-pages-padded">
      <Text variant="h3" component="h1" gutterBottom>
        Current promotion
      </Text>
      {!loading && promotions.length === 0 ? (
        <Alert severity="info">There is no promotion running right now. Check back soon, or see our regular prices.</Alert>
      ) : null}
      <Stack spacing={3} className="tg-promotion-list">
        {promotions.map((p) => (
          <Paper key={p.id} variant="outlined" className="tg-pages-card">
            <Text variant="h5" component="h2">
              {p.offerTitle}
            </Text>
            <Text className="tg-pages-mt1">{p.offerDescription}</Text>
            <Text variant="body2" color="text.secondary" className="tg-pages-mt1">
              Valid until {formatDate(p.endAt)}
            </Text>
          </Paper>
        ))}
      </Stack>
      <Button variant="contained" to={paths.pricing.getHref()}>
        See the packages
      </Button>
    </Container>
  );
}
