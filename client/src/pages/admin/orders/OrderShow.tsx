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
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ErrorPage } from '@/components/ErrorPage';
import { useAdminAccess } from '@/features/admin/admin-access';
import { isAwaitingPayment, isPaid, renewalText, type OrderStatusValue } from '@/features/billing/order-status';
import { OrderStatusChip } from '@/features/billing/OrderStatusChip';
import { paymentMethodLabel } from '@/features/billing/payment-methods';
import { graphql } from '@/graphql/generated';
import { downloadWithAuth } from '@/lib/download';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import { errorMessage, errorStatus } from '@/lib/graphql-errors';
import { enqueueSnackbar } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { Role } from '@/lib/roles';
import { ReasonDialog } from './ReasonDialog';

export const AdminOrderQuery = graphql(`
  query AdminOrder($id: Int!) {
    order(id: $id) {
      id
      status
      quantity
      amountMinor
      currency
      paymentProvider
      externalId
      flaggedReason
      refundShortfall
      createdAt
      updatedAt
      firstPaymentAt
      lastPaymentAt
      recurring
      nextRenewalAt
      cancellable
      ownerId
      owner {
        id
        email
        displayName
      }
      package {
        id
        name
        code
        size
        durationDays
      }
      payments {
        id
        provider
        providerEventId
        status
        amountMinor
        currency
        createdAt
      }
      invoices {
        id
        number
        issuedAt
        amountMinor
        currency
        downloadPath
      }
    }
  }
`);

/* Both answer the fields this screen shows, so the cache updates the page (and the list rows) in place. */
export const RefundOrderMutation = graphql(`
  mutation AdminRefundOrder($id: Int!, $reason: String!) {
    refundOrder(id: $id, reason: $reason) {
      id
      status
      cancellable
      recurring
      nextRenewalAt
      refundShortfall
      updatedAt
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
      id
      status
      cancellable
      recurring
      nextRenewalAt
      updatedAt
    }
  }
`);

const paymentStatusLabels: Record<string, string> = { pending: 'Pending', succeeded: 'Succeeded', failed: 'Failed', refunded: 'Refunded' };

type Action = 'refund' | 'cancel';

export function OrderShow() {
  const { id: rawId = '' } = useParams();
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : null;
  const { has } = useAdminAccess();
  const { data, loading, error } = useQuery(AdminOrderQuery, {
    variables: { id: id ?? 0 },
    skip: id === null,
    fetchPolicy: 'cache-and-network',
  });
  const [refundOrder, refunding] = useMutation(RefundOrderMutation);
  const [cancelOrder, cancelling] = useMutation(AdminCancelOrderMutation);
  const [action, setAction] = useState<Action | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);
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

  const handleDownload = async (invoice: { id: number; number: string; downloadPath: string }) => {
    setDownloading(invoice.id);
    try {
      await downloadWithAuth(invoice.downloadPath, `${invoice.number}.pdf`);
    } catch (e) {
      enqueueSnackbar(e instanceof Error ? e.message : 'The invoice cannot be downloaded right now.', { variant: 'error' });
    } finally {
      setDownloading(null);
    }
  };

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

  const facts: [string, ReactNode][] = [
    ['Status', <OrderStatusChip key="status" status={status} />],
    [
      'Owner',
      <Link key="owner" component={RouterLink} to={paths.admin.users.view.getHref({ id: order.ownerId })}>
        {order.owner.email}
      </Link>,
    ],
    [
      'Package',
      <span key="package">
        {formatNumber(order.quantity)} ×{' '}
        <Link component={RouterLink} to={paths.admin.packages.edit.getHref({ id: order.package.id })}>
          {order.package.name}
        </Link>{' '}
        ({formatNumber(order.package.size)} visitors over {formatNumber(order.package.durationDays)} days)
      </span>,
    ],
    ['Amount', formatMoney(order.amountMinor, order.currency)],
    ['Provider', order.paymentProvider ? paymentMethodLabel(order.paymentProvider) : '—'],
    ['Provider reference', order.externalId ?? '—'],
    ['Ordered', formatDateTime(order.createdAt)],
    ['First payment', formatDateTime(order.firstPaymentAt) || '—'],
    ['Last payment', formatDateTime(order.lastPaymentAt) || '—'],
    ['Next renewal', renewalText(order, formatDate)],
  ];
  if (order.refundShortfall > 0)
    facts.push(['Refund shortfall', `${formatNumber(order.refundShortfall)} credits could not be taken back (already spent).`]);

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
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <Table size="small" aria-label="Order">
          <TableBody>
            {facts.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ width: 200, fontWeight: 600 }}>
                  {label}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {canRefund || canCancel ? (
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
        ) : null}
      </Paper>

      <Typography variant="h5" component="h2" gutterBottom>
        Payments
      </Typography>
      <TableContainer component={Paper} variant="outlined" sx={{ mb: 3 }}>
        <Table size="small" aria-label="Payments">
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Method</TableCell>
              <TableCell>Reference</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.payments.map((p) => (
              <TableRow key={p.id}>
                <TableCell>{formatDateTime(p.createdAt)}</TableCell>
                <TableCell>{paymentMethodLabel(p.provider)}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{p.providerEventId}</TableCell>
                <TableCell>{paymentStatusLabels[p.status] ?? p.status}</TableCell>
                <TableCell align="right">{formatMoney(p.amountMinor, p.currency)}</TableCell>
              </TableRow>
            ))}
            {order.payments.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5}>No payment yet.</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>

      <Typography variant="h5" component="h2" gutterBottom>
        Invoices
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Invoices">
          <TableHead>
            <TableRow>
              <TableCell>Number</TableCell>
              <TableCell>Issued</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell align="right">File</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.invoices.map((inv) => (
              <TableRow key={inv.id}>
                <TableCell>{inv.number}</TableCell>
                <TableCell>{formatDate(inv.issuedAt)}</TableCell>
                <TableCell align="right">{formatMoney(inv.amountMinor, inv.currency)}</TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    disabled={downloading === inv.id}
                    onClick={() => void handleDownload(inv)}
                    aria-label={`Download invoice ${inv.number}`}
                  >
                    Download PDF
                  </Button>
                </TableCell>
              </TableRow>
            ))}
            {order.invoices.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4}>No invoice: one is issued for every successful payment.</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction="row" sx={{ mt: 3 }}>
        <Button component={RouterLink} to={paths.admin.orders.list.getHref()}>
          All orders
        </Button>
      </Stack>

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
