/*
 * /admin/orders/{id} (docs/product.md#screens-and-routes): one order with its owner (a link to /admin/users/view/{id}), payments and
 * invoices
 * (the PDFs downloaded with the bearer token through the invoice file endpoint), and the staff actions: Refund
 * (admins) and Cancel (managers and above), each confirmed with a reason that the server audits. The buttons only
 * hide what the server refuses anyway.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorPage } from '@/components/ErrorPage';
import { useAdminAccess } from '@/features/admin/admin-access';
import { OrderDetails } from '@/features/billing/OrderDetails';
import { isAwaitingPayment, isPaid, type OrderStatusValue } from '@/features/billing/order-status';
import { graphql } from '@/graphql/generated';
import { formatMoney } from '@/lib/format';
import { errorMessage, errorStatus } from '@/lib/graphql-errors';
import { enqueueSnackbar } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useRouteId } from '@/lib/route-id';
import { Role } from '@/lib/roles';
import { ReasonDialog } from '@/features/admin/ReasonDialog';

export const AdminOrderQuery = graphql(`
  query AdminOrder($id: Int!) {
    order(id: $id) {
      ...OrderDetails_order
      externalId
      flaggedReason
      refundShortfall
      updatedAt
      ownerId
      owner {
        id
        email
        displayName
      }
      payments {
        id
        providerEventId
      }
    }
  }
`);

/*
 * What a refund and a cancellation change of an order. Both answer the fields this screen shows, so the cache updates
 * the page (and the list rows) in place.
 */
export const AdminOrderStateFragment = graphql(`
  fragment AdminOrderState on Order {
    id
    status
    cancellable
    recurring
    nextRenewalAt
    updatedAt
  }
`);

export const RefundOrderMutation = graphql(`
  mutation AdminRefundOrder($id: Int!, $reason: String!) {
    refundOrder(id: $id, reason: $reason) {
      ...AdminOrderState
      refundShortfall
      payments {
        id
        provider
        providerEventId
        status
        amountMinor
        currency
        createdAt
      }
    }
  }
`);

export const AdminCancelOrderMutation = graphql(`
  mutation AdminCancelOrder($id: Int!, $reason: String!) {
    adminCancelOrder(id: $id, reason: $reason) {
      ...AdminOrderState
    }
  }
`);

type Action = 'refund' | 'cancel';

export function OrderShow() {
  const id = useRouteId();
  const { has } = useAdminAccess();
  const { data, loading, error } = useQuery(AdminOrderQuery, {
    variables: { id: id ?? 0 },
    skip: id === null,
    fetchPolicy: 'cache-and-network',
  });
  const [refundOrder, refunding] = useMutation(RefundOrderMutation);
  const [cancelOrder, cancelling] = useMutation(AdminCancelOrderMutation);
  const [action, setAction] = useState<Action | null>(null);
  const order = data?.order;

  if (id === null) return <ErrorPage status={404} message="This page could not be found" />;
  if (error && !order)
    return <ErrorPage status={errorStatus(error)} message={errorStatus(error) === 404 ? 'This order does not exist.' : null} />;
  if (!order) {
    return (
      <>
        <Typography variant="h4" component="h1" gutterBottom>
          Order #{id}
        </Typography>
        {loading ? <Skeleton variant="rounded" height={240} /> : null}
      </>
    );
  }

  const status = order.status as OrderStatusValue;
  const canRefund = has(Role.Admin) && isPaid(status);
  const canCancel = has(Role.Manager) && (order.cancellable || isAwaitingPayment(status));

  const handleConfirm = async (reason: string) => {
    try {
      if (action === 'refund') {
        await refundOrder({ variables: { id: order.id, reason } });
        enqueueSnackbar(`Order #${order.id} is refunded.`, { variant: 'success' });
      } else {
        await cancelOrder({ variables: { id: order.id, reason } });
        enqueueSnackbar(`Order #${order.id} is cancelled.`, { variant: 'success' });
      }
      setAction(null);
    } catch (e) {
      enqueueSnackbar(
        errorMessage(e, `Order #${order.id} could not be ${action === 'refund' ? 'refunded' : 'cancelled'}. Please try again.`),
        { variant: 'error' },
      );
    }
  };

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Order #{order.id}
      </Typography>
      {order.flaggedReason ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Flagged: {order.flaggedReason}
        </Alert>
      ) : null}
      <OrderDetails
        order={order}
        staff={{
          owner: (
            <Link component={RouterLink} to={paths.admin.users.view.getHref({ id: order.ownerId })}>
              {order.owner.email}
            </Link>
          ),
          packageHref: paths.admin.packages.edit.getHref({ id: order.package.id }),
        }}
        actions={
          canRefund || canCancel ? (
            <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
              {canRefund ? (
                <Button color="error" variant="contained" onClick={() => setAction('refund')}>
                  Refund
                </Button>
              ) : null}
              {canCancel ? (
                <Button color="error" variant="outlined" onClick={() => setAction('cancel')}>
                  Cancel order
                </Button>
              ) : null}
            </Stack>
          ) : null
        }
        back={{ to: paths.admin.orders.list.getHref(), label: 'All orders' }}
      />

      <ReasonDialog
        open={action === 'refund'}
        title={`Refund order #${order.id}?`}
        confirmLabel="Refund"
        busy={refunding.loading}
        onCancel={() => setAction(null)}
        onConfirm={(reason) => void handleConfirm(reason)}
      >
        The {formatMoney(order.amountMinor, order.currency)} paid by {order.owner.email} is refunded and the credits the order bought are
        taken back from their balance (those already spent are recorded as a shortfall).
      </ReasonDialog>
      <ReasonDialog
        open={action === 'cancel'}
        title={`Cancel order #${order.id}?`}
        confirmLabel="Cancel order"
        busy={cancelling.loading}
        onCancel={() => setAction(null)}
        onConfirm={(reason) => void handleConfirm(reason)}
      >
        The order stops: a subscription is stopped at the payment provider and does not renew. Credits already booked stay.
      </ReasonDialog>
    </>
  );
}
