/*
 * /panel/payment-success?order={id}: where the providers send the browser back after paying. It waits
 * for the server to confirm the payment (features/billing/useOrderPaymentStatus.ts), then says what was bought and
 * links to the balance and the transactions.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { isPaid, orderStatusLabels } from '@/features/billing/order-status';
import { useOrderPaymentStatus } from '@/features/billing/useOrderPaymentStatus';
import { formatMoney, formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';

export function orderIdParam(search: URLSearchParams): number | null {
  const raw = search.get('order') ?? '';
  return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

export function PaymentSuccessPage() {
  const [search] = useSearchParams();
  const orderId = orderIdParam(search);
  const { order, missing, waiting, stillProcessing, checkAgain } = useOrderPaymentStatus(orderId);
  const links = (
    <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
      <Button variant="contained" component={RouterLink} to={paths.panel.billing.root.getHref()}>
        Balance
      </Button>
      <Button variant="outlined" component={RouterLink} to={paths.panel.transactions.getHref()}>
        Transaction history
      </Button>
      {orderId ? (
        <Button component={RouterLink} to={paths.panel.orders.detail.getHref({ id: orderId })}>
          Order #{orderId}
        </Button>
      ) : null}
    </Stack>
  );

  let body;
  if (orderId === null || missing) {
    body = (
      <Alert severity="warning">
        {orderId === null ? 'No order was given.' : `Order #${orderId} was not found.`} Your subscriptions list shows every order you
        placed.
        <Button component={RouterLink} to={paths.panel.orders.list.getHref()} sx={{ ml: 1 }}>
          Subscriptions
        </Button>
      </Alert>
    );
  } else if (order && isPaid(order.status)) {
    body = (
      <>
        <Alert severity="success">
          <AlertTitle>Thank you! Your payment went through.</AlertTitle>
          {formatNumber(order.quantity)} × {order.package.name} ({formatMoney(order.amountMinor, order.currency)}) is on your balance, with
          any promotion bonus. Assign it to a project to start the traffic.
        </Alert>
        {links}
      </>
    );
  } else if (order && !waiting) {
    body = (
      <>
        {order.status === 'failed' ? (
          <Alert severity="error">
            <AlertTitle>The payment did not go through</AlertTitle>
            The provider declined the payment for order #{order.id}. Nothing was credited.
          </Alert>
        ) : (
          <Alert severity="warning">
            <AlertTitle>
              Order #{order.id}: {orderStatusLabels[order.status]}
            </AlertTitle>
            This order is no longer waiting for a payment. Its page shows what happened.
          </Alert>
        )}
        <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
          <Button variant="contained" component={RouterLink} to={paths.panel.billing.package.getHref({ code: order.package.code })}>
            Try again
          </Button>
          <Button component={RouterLink} to={paths.panel.orders.detail.getHref({ id: order.id })}>
            Order #{order.id}
          </Button>
        </Stack>
      </>
    );
  } else if (stillProcessing) {
    body = (
      <>
        <Alert severity="info">
          <AlertTitle>Your payment is still being processed</AlertTitle>
          The payment provider has not confirmed order #{orderId} yet. This can take a few minutes: the credits are added as soon as it
          does, and you will not be charged twice. You can check again, or come back later.
        </Alert>
        <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
          <Button variant="contained" onClick={checkAgain}>
            Check again
          </Button>
          <Button component={RouterLink} to={paths.panel.orders.detail.getHref({ id: orderId })}>
            Order #{orderId}
          </Button>
        </Stack>
      </>
    );
  } else {
    body = (
      <Stack spacing={2} role="status">
        <Typography>Confirming your payment with the provider…</Typography>
        <LinearProgress aria-label="Confirming your payment" />
      </Stack>
    );
  }

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {order && isPaid(order.status) ? 'Payment successful' : 'Your payment'}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }}>
        {body}
      </Paper>
    </>
  );
}
