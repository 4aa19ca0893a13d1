import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useVisitorPromotions } from '@/features/pricing/usePricingPromotion';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';

export function PromotionPage() {
  const { promotions, loading } = useVisitorPromotions();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        Current promotion
      </Typography>
      {!loading && promotions.length === 0 ? (
        <Alert severity="info">There is no promotion running right now. Check back soon, or see our regular prices.</Alert>
      ) : null}
      <Stack spacing={3} sx={{ my: 3 }}>
        {promotions.map((p) => (
          <Card key={p.id} variant="outlined">
            <CardContent>
              <Typography variant="h5" component="h2">
                {p.offerTitle}
              </Typography>
              <Typography sx={{ mt: 1 }}>{p.offerDescription}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Valid until {formatDate(p.endAt)}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Stack>
      <Button variant="contained" component={RouterLink} to={paths.pricing.getHref()}>
        See the packages
      </Button>
    </Container>
  );
}
