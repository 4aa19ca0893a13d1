/*
 * /panel/orders/{id} (docs/product.md#screens-and-routes): one subscription with its payments and invoices (newest first), the
 * invoice PDFs downloaded with the bearer token, and cancel after a confirmation.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CancelOrderDialog } from '@/features/billing/CancelOrderDialog';
import { OrderDetails } from '@/features/billing/OrderDetails';
import { useCancelOrder } from '@/features/billing/useCancelOrder';
import { graphql } from '@/graphql/generated';
import { errorCode } from '@/lib/graphql-errors';
import { paths } from '@/lib/paths';
import { useRouteId } from '@/lib/route-id';

export const SubscriptionQuery = graphql(`
  query Subscription($id: Int!) {
    order(id: $id) {
      ...OrderDetails_order
    }
    invoiceDownloadAvailable
  }
`);

export function OrderDetailPage() {
  const id = useRouteId();
  const { data, loading, error } = useQuery(SubscriptionQuery, {
    variables: { id: id ?? 0 },
    skip: id === null,
    fetchPolicy: 'cache-and-network',
  });
  const { cancelOrder, cancelling } = useCancelOrder();
  const [confirming, setConfirming] = useState(false);
  const order = data?.order ?? null;

  if (id === null || (!order && errorCode(error) === 'NOT_FOUND')) {
    return (
      <>
        <Typography variant="h4" component="h1" gutterBottom>
          Order not found
        </Typography>
        <Alert severity="warning" sx={{ mb: 2 }}>
          There is no such order among your subscriptions.
        </Alert>
        <Button variant="contained" component={RouterLink} to={paths.panel.orders.list.getHref()}>
          Subscriptions
        </Button>
      </>
    );
  }
  if (!order) {
    return (
      <>
        <Typography variant="h4" component="h1" gutterBottom>
          Order #{id}
        </Typography>
        {loading ? (
          <Skeleton variant="rounded" height={240} />
        ) : (
          <Alert severity="error">This order cannot be loaded right now. Please try again in a moment.</Alert>
        )}
      </>
    );
  }

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Order #{order.id}
      </Typography>
      <OrderDetails
        order={order}
        actions={
          order.cancellable ? (
            <Button color="error" variant="outlined" sx={{ mt: 2 }} onClick={() => setConfirming(true)}>
              Cancel subscription
            </Button>
          ) : null
        }
        invoiceDownloadAvailable={Boolean(data?.invoiceDownloadAvailable)}
        back={{ to: paths.panel.orders.list.getHref(), label: 'All subscriptions' }}
      />
      <CancelOrderDialog
        order={confirming ? { id: order.id, packageName: order.package.name } : null}
        busy={cancelling}
        onClose={() => setConfirming(false)}
        onConfirm={(orderId) => void cancelOrder(orderId).then(() => setConfirming(false))}
      />
    </>
  );
}
