/*
 * /panel/billing/commercegate/{order id} (docs/payments.md "Checkout"): where checkout sends a card buyer when NMI takes
 * the card. The page reads the order and the gateway's public tokenization key (`cardPaymentForm`), shows what is
 * being bought, and the card fields of Collect.js (features/billing/CardPaymentForm.tsx), with NMI's 3-D Secure
 * (Gateway.js) where the gate asks for it; once paid it goes on to the payment-success page. An order that is no
 * longer waiting for its payment shows its status and links to it.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FactsTable } from '@/components/FactsTable';
import { CardPaymentForm } from '@/features/billing/CardPaymentForm';
import { isPaid, orderStatusLabels } from '@/features/billing/order-status';
import { graphql } from '@/graphql/generated';
import { formatMoney, formatNumber } from '@/lib/format';
import { errorCode } from '@/lib/graphql-errors';
import { paths } from '@/lib/paths';
import { useRouteId } from '@/lib/route-id';

export const CardPaymentFormQuery = graphql(`
  query CardPaymentForm($orderId: Int!) {
    cardPaymentForm(orderId: $orderId) {
      order {
        id
        status
        amountMinor
        currency
        quantity
        recurring
      }
      packageName
      durationDays
      tokenizationKey
      collectJsUrl
      threeDSecure
      gatewayJsUrl
    }
  }
`);

/** How the order renews, in words. */
export function renewalTerms(recurring: boolean, durationDays: number): string {
  if (!recurring) return 'One-time payment';
  return durationDays === 1 ? 'Renews every day until cancelled' : `Renews every ${formatNumber(durationDays)} days until cancelled`;
}

function Heading() {
  return (
    <Typography variant="h4" component="h1" gutterBottom>
      Card payment
    </Typography>
  );
}

function NotFound() {
  return (
    <>
      <Heading />
      <Alert severity="warning" sx={{ mb: 2, maxWidth: 720 }}>
        There is no card payment to make for this order. It is not one of your orders, or it is not paid by card.
      </Alert>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" component={RouterLink} to={paths.panel.billing.packages.getHref()}>
          Purchase Traffic Credits
        </Button>
        <Button component={RouterLink} to={paths.panel.orders.list.getHref()}>
          Subscriptions
        </Button>
      </Stack>
    </>
  );
}

export function CardPaymentPage() {
  const id = useRouteId();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(CardPaymentFormQuery, {
    variables: { orderId: id ?? 0 },
    skip: id === null,
    // The order's status decides whether it can be paid: always the server's current one.
    fetchPolicy: 'network-only',
  });
  const onPaid = useCallback((order: { id: number }) => navigate(`${paths.panel.paymentSuccess.getHref()}?order=${order.id}`), [navigate]);
  const form = data?.cardPaymentForm ?? null;

  if (id === null || (!form && errorCode(error) === 'NOT_FOUND')) return <NotFound />;
  if (!form) {
    return (
      <>
        <Heading />
        {loading ? (
          <Skeleton variant="rounded" height={360} sx={{ maxWidth: 720 }} />
        ) : (
          <Alert severity="error" sx={{ maxWidth: 720 }}>
            The card form cannot be loaded right now. Please try again in a moment. Nothing was charged.
          </Alert>
        )}
      </>
    );
  }

  const { order } = form;
  const amount = formatMoney(order.amountMinor, order.currency);

  return (
    <>
      <Heading />
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }}>
        <Stack spacing={3}>
          <section aria-labelledby="card-payment-summary">
            <Typography id="card-payment-summary" variant="h6" component="h2" gutterBottom>
              Order #{order.id}
            </Typography>
            <FactsTable
              label="Order summary"
              labelWidth={160}
              facts={[
                ['Package', form.packageName],
                ['Quantity', formatNumber(order.quantity)],
                ['Amount', amount],
                ['Renewal', renewalTerms(order.recurring, form.durationDays)],
              ]}
            />
          </section>
          <Divider />
          {order.status === 'pending' ? (
            <section aria-labelledby="card-payment-details">
              <Typography id="card-payment-details" variant="h6" component="h2" gutterBottom>
                Card details
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                The card is sent to the payment gateway securely; this site never sees its number.
                {order.recurring ? ` It is charged ${amount} now and again at each renewal until you cancel.` : ''}
              </Typography>
              <CardPaymentForm
                orderId={order.id}
                amountMinor={order.amountMinor}
                currency={order.currency}
                tokenizationKey={form.tokenizationKey}
                collectJsUrl={form.collectJsUrl}
                threeDSecure={form.threeDSecure}
                gatewayJsUrl={form.gatewayJsUrl}
                onPaid={onPaid}
              />
            </section>
          ) : (
            <>
              <Alert severity={isPaid(order.status) ? 'success' : 'info'}>
                <AlertTitle>
                  Order #{order.id}: {orderStatusLabels[order.status]}
                </AlertTitle>
                {isPaid(order.status)
                  ? 'This order is paid already. Nothing more is charged here.'
                  : 'This order is no longer waiting for a payment. Its page shows what happened.'}
              </Alert>
              <Stack direction="row" spacing={2}>
                <Button variant="contained" component={RouterLink} to={paths.panel.orders.detail.getHref({ id: order.id })}>
                  Order #{order.id}
                </Button>
                <Button component={RouterLink} to={paths.panel.billing.packages.getHref()}>
                  Purchase Traffic Credits
                </Button>
              </Stack>
            </>
          )}
        </Stack>
      </Paper>
    </>
  );
}
