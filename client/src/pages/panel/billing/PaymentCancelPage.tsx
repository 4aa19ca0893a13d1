/*
 * /panel/payment-cancel, /panel/billing/payment/cancel and /panel/billing/paypal/cancel: the buyer left
 * the provider's page without paying. Nothing was charged; "Try again" leads back to the same package (and method).
 * Providers send a declined card here too (the card sandbox's Decline does): an order the server has marked failed
 * is told as declined, not as cancelled by the buyer.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { graphql } from '@/graphql/generated';
import { paths } from '@/lib/paths';
import { packageHref } from './PackagesPage';
import { orderIdParam } from './PaymentSuccessPage';

export const CancelledOrderQuery = graphql(`
  query CancelledOrder($id: Int!) {
    order(id: $id) {
      id
      status
      paymentProvider
      package {
        id
        name
        code
      }
    }
  }
`);

export interface PaymentCancelPageProps {
  /** The method whose cancel route this is, when it is one. */
  method?: string;
}

export function PaymentCancelPage({ method }: PaymentCancelPageProps) {
  const [search] = useSearchParams();
  const orderId = orderIdParam(search);
  const { data } = useQuery(CancelledOrderQuery, { variables: { id: orderId ?? 0 }, skip: orderId === null });
  const order = data?.order ?? null;
  const declined = order?.status === 'failed';
  const retry = order ? packageHref(order.package.code, method ?? order.paymentProvider ?? null) : paths.panel.billing.packages.getHref();
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {declined ? 'Payment declined' : 'Payment cancelled'}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }}>
        {order && declined ? (
          <Alert severity="error">
            <AlertTitle>The payment did not go through</AlertTitle>
            The payment for {order.package.name} (order #{order.id}) was declined. Nothing was charged and no credits were added. You can
            try again, with another card if need be.
          </Alert>
        ) : (
          <Alert severity="info">
            <AlertTitle>Nothing was charged</AlertTitle>
            {order ? `The payment for ${order.package.name} (order #${order.id}) was cancelled.` : 'The payment was cancelled.'} You can try
            again whenever you like.
          </Alert>
        )}
        <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
          <Button variant="contained" component={RouterLink} to={retry}>
            Try again
          </Button>
          <Button component={RouterLink} to={paths.panel.billing.packages.getHref()}>
            All packages
          </Button>
        </Stack>
      </Paper>
    </>
  );
}

export function CardPaymentCancelPage() {
  return <PaymentCancelPage method="card" />;
}

export function PaypalCancelPage() {
  return <PaymentCancelPage method="paypal" />;
}
