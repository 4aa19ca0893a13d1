/*
 * /panel/billing/paypal/confirm-agreement?order={id}&subscription_id=… (contracts "Return URLs"): PayPal
 * sends the buyer back here after approving the subscription; the server activates it (POST
 * /api/payment/paypal/confirm with the bearer token), then the payment-success page waits for the payment. The
 * server executes an agreement once, so a reload of this page cannot charge twice.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { confirmPaypalAgreement } from '@/features/billing/paypal-api';
import { paths } from '@/lib/paths';
import { orderIdParam } from './PaymentSuccessPage';

export function PaypalConfirmPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const orderId = orderIdParam(search);
  const subscriptionId = search.get('subscription_id')?.trim() || null;
  const [failure, setFailure] = useState<string | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (orderId === null || sent.current) return;
    // One request per visit, also under StrictMode's double effects.
    sent.current = true;
    confirmPaypalAgreement(orderId, subscriptionId).then(
      () => navigate(`${paths.panel.paymentSuccess.getHref()}?order=${orderId}`, { replace: true }),
      (error: unknown) => setFailure(error instanceof Error ? error.message : 'The PayPal agreement could not be confirmed.'),
    );
  }, [orderId, subscriptionId, navigate]);

  const invalid = orderId === null;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Confirm agreement
      </Typography>
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }}>
        {invalid || failure ? (
          <>
            <Alert severity="error">
              <AlertTitle>The PayPal agreement was not confirmed</AlertTitle>
              {invalid ? 'This link is incomplete: it names no order.' : failure} Nothing was charged by this page.
            </Alert>
            <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
              <Button variant="contained" component={RouterLink} to={paths.panel.billing.packages.getHref()}>
                Try again
              </Button>
              <Button component={RouterLink} to={paths.panel.orders.list.getHref()}>
                Subscriptions
              </Button>
            </Stack>
          </>
        ) : (
          <Stack spacing={2} role="status">
            <Typography>Confirming your PayPal agreement…</Typography>
            <LinearProgress aria-label="Confirming your PayPal agreement" />
          </Stack>
        )}
      </Paper>
    </>
  );
}
