/*
 * /panel/orders/{id} (docs/product.md#screens-and-routes): one subscription with its payments and invoices (newest first), the
 * invoice PDFs downloaded with the bearer token, and cancel after a confirmation.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
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
import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { CancelOrderDialog } from '@/features/billing/CancelOrderDialog';
import { downloadWithAuth } from '@/lib/download';
import { renewalText } from '@/features/billing/order-status';
import { OrderStatusChip } from '@/features/billing/OrderStatusChip';
import { paymentMethodLabel } from '@/features/billing/payment-methods';
import { useCancelOrder } from '@/features/billing/useCancelOrder';
import { graphql } from '@/graphql/generated';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import { errorCode } from '@/lib/graphql-errors';
import { enqueueSnackbar } from '@/lib/notify';
import { paths } from '@/lib/paths';

export const SubscriptionQuery = graphql(`
  query Subscription($id: Int!) {
    order(id: $id) {
      id
      status
      quantity
      amountMinor
      currency
      paymentProvider
      createdAt
      firstPaymentAt
      lastPaymentAt
      recurring
      nextRenewalAt
      cancellable
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
    invoiceDownloadAvailable
  }
`);

const paymentStatusLabels: Record<string, string> = { pending: 'Pending', succeeded: 'Succeeded', failed: 'Failed', refunded: 'Refunded' };

export function OrderDetailPage() {
  const { id: rawId = '' } = useParams();
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : null;
  const { data, loading, error } = useQuery(SubscriptionQuery, {
    variables: { id: id ?? 0 },
    skip: id === null,
    fetchPolicy: 'cache-and-network',
  });
  const { cancelOrder, cancelling } = useCancelOrder();
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState<number | null>(null);
  const order = data?.order ?? null;

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

  const facts: [string, ReactNode][] = [
    ['Status', <OrderStatusChip key="status" status={order.status} />],
    [
      'Package',
      `${formatNumber(order.quantity)} × ${order.package.name} (${formatNumber(order.package.size)} visitors over ${formatNumber(order.package.durationDays)} days)`,
    ],
    ['Amount', formatMoney(order.amountMinor, order.currency)],
    ['Paid by', order.paymentProvider ? paymentMethodLabel(order.paymentProvider) : '—'],
    ['Ordered', formatDateTime(order.createdAt)],
    ['First payment', formatDate(order.firstPaymentAt) || '—'],
    ['Last payment', formatDate(order.lastPaymentAt) || '—'],
    ['Next renewal', renewalText(order, formatDate)],
  ];

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Order #{order.id}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <Table size="small" aria-label="Order">
          <TableBody>
            {facts.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ width: 180, fontWeight: 600 }}>
                  {label}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {order.cancellable ? (
          <Button color="error" variant="outlined" sx={{ mt: 2 }} onClick={() => setConfirming(true)}>
            Cancel subscription
          </Button>
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
              <TableCell>Status</TableCell>
              <TableCell align="right">Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.payments.map((p) => (
              <TableRow key={p.id}>
                <TableCell>{formatDateTime(p.createdAt)}</TableCell>
                <TableCell>{paymentMethodLabel(p.provider)}</TableCell>
                <TableCell>{paymentStatusLabels[p.status] ?? p.status}</TableCell>
                <TableCell align="right">{formatMoney(p.amountMinor, p.currency)}</TableCell>
              </TableRow>
            ))}
            {order.payments.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4}>No payment yet.</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>

      <Typography variant="h5" component="h2" gutterBottom>
        Invoices
      </Typography>
      {!data?.invoiceDownloadAvailable && order.invoices.length > 0 ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Invoice downloads are not available for your account right now.
        </Alert>
      ) : null}
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
                    disabled={!data?.invoiceDownloadAvailable || downloading === inv.id}
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
                <TableCell colSpan={4}>No invoice yet: one is issued for every successful payment.</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction="row" sx={{ mt: 3 }}>
        <Button component={RouterLink} to={paths.panel.orders.list.getHref()}>
          All subscriptions
        </Button>
      </Stack>
      <CancelOrderDialog
        order={confirming ? { id: order.id, packageName: order.package.name } : null}
        busy={cancelling}
        onClose={() => setConfirming(false)}
        onConfirm={(orderId) => void cancelOrder(orderId).then(() => setConfirming(false))}
      />
    </>
  );
}
