/*
 * One order as its detail screens show it, the customer's subscription (/panel/orders/{id}) and the staff's order
 * (/admin/orders/{id}): its facts with the screen's actions under them, its payments, its invoices (the PDFs downloaded
 * with the bearer token) and the way back to the list. The staff's screen passes what only staff see: the owner's
 * link, the package's link, the provider's references, payment times to the minute and a refund shortfall.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FactsTable, type Fact } from '@/components/FactsTable';
import { TableScroller } from '@/components/TableScroller';
import { graphql } from '@/graphql/generated';
import type { OrderDetails_OrderFragment } from '@/graphql/generated/graphql';
import { downloadWithAuth } from '@/lib/download';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import { enqueueSnackbar } from '@/lib/notify';
import { renewalText } from './order-status';
import { OrderStatusChip } from './OrderStatusChip';
import { paymentMethodLabel } from './payment-methods';

/** What both detail screens ask of an order; the staff's query adds its own fields beside it. */
export const OrderDetailsFragment = graphql(`
  fragment OrderDetails_order on Order {
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
`);

type Payment = OrderDetails_OrderFragment['payments'][number] & { providerEventId?: string };

export type OrderDetailsOrder = Omit<OrderDetails_OrderFragment, 'payments'> & {
  payments: readonly Payment[];
  externalId?: string | null;
  refundShortfall?: number;
};

/** What only staff see of an order. */
export interface OrderStaffView {
  /** The owner's link. */
  owner: ReactNode;
  /** The package's admin page. */
  packageHref: string;
}

export interface OrderDetailsProps {
  order: OrderDetailsOrder;
  /** The staff's view; without it, the customer's. */
  staff?: OrderStaffView;
  /** The buttons under the facts. */
  actions?: ReactNode;
  /** False while the viewer may not download invoices: the buttons are disabled and a note says why. */
  invoiceDownloadAvailable?: boolean;
  /** The way back to the list. */
  back: { to: string; label: string };
}

const paymentStatusLabels: Record<string, string> = { pending: 'Pending', succeeded: 'Succeeded', failed: 'Failed', refunded: 'Refunded' };

function orderFacts(order: OrderDetailsOrder, staff: OrderStaffView | undefined): Fact[] {
  const { package: pkg } = order;
  const packageName = staff ? (
    <Link component={RouterLink} to={staff.packageHref}>
      {pkg.name}
    </Link>
  ) : (
    pkg.name
  );
  const paymentTime = staff ? formatDateTime : formatDate;
  const facts: Fact[] = [
    ['Status', <OrderStatusChip key="status" status={order.status} />],
    ...(staff ? [['Owner', staff.owner] satisfies Fact] : []),
    [
      'Package',
      <span key="package">
        {formatNumber(order.quantity)} × {packageName} ({formatNumber(pkg.size)} visitors over {formatNumber(pkg.durationDays)} days)
      </span>,
    ],
    ['Amount', formatMoney(order.amountMinor, order.currency)],
    [staff ? 'Provider' : 'Paid by', order.paymentProvider ? paymentMethodLabel(order.paymentProvider) : '—'],
    ...(staff ? [['Provider reference', order.externalId ?? '—'] satisfies Fact] : []),
    ['Ordered', formatDateTime(order.createdAt)],
    ['First payment', paymentTime(order.firstPaymentAt) || '—'],
    ['Last payment', paymentTime(order.lastPaymentAt) || '—'],
    ['Next renewal', renewalText(order, formatDate)],
  ];
  const shortfall = order.refundShortfall ?? 0;
  if (staff && shortfall > 0)
    facts.push(['Refund shortfall', `${formatNumber(shortfall)} credits could not be taken back (already spent).`]);
  return facts;
}

export function OrderDetails({ order, staff, actions, invoiceDownloadAvailable = true, back }: OrderDetailsProps) {
  const [downloading, setDownloading] = useState<number | null>(null);
  const paymentColumns = staff ? 5 : 4;

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

  return (
    <>
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <FactsTable label="Order" facts={orderFacts(order, staff)} labelWidth={staff ? 200 : 180} />
        {actions}
      </Paper>

      <Typography variant="h5" component="h2" gutterBottom>
        Payments
      </Typography>
      <TableScroller label="Payments" sx={{ mb: 3 }}>
        <Table size="small" aria-label="Payments">
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Method</TableCell>
              {staff ? <TableCell>Reference</TableCell> : null}
              <TableCell>Status</TableCell>
              <TableCell align="right">Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.payments.map((p) => (
              <TableRow key={p.id}>
                <TableCell>{formatDateTime(p.createdAt)}</TableCell>
                <TableCell>{paymentMethodLabel(p.provider)}</TableCell>
                {staff ? <TableCell sx={{ wordBreak: 'break-all' }}>{p.providerEventId}</TableCell> : null}
                <TableCell>{paymentStatusLabels[p.status] ?? p.status}</TableCell>
                <TableCell align="right">{formatMoney(p.amountMinor, p.currency)}</TableCell>
              </TableRow>
            ))}
            {order.payments.length === 0 ? (
              <TableRow>
                <TableCell colSpan={paymentColumns}>No payment yet.</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableScroller>

      <Typography variant="h5" component="h2" gutterBottom>
        Invoices
      </Typography>
      {!invoiceDownloadAvailable && order.invoices.length > 0 ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Invoice downloads are not available for your account right now.
        </Alert>
      ) : null}
      <TableScroller label="Invoices">
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
                    disabled={!invoiceDownloadAvailable || downloading === inv.id}
                    onClick={() => void handleDownload(inv)}
                    aria-label={`Download PDF of invoice ${inv.number}`}
                  >
                    Download PDF
                  </Button>
                </TableCell>
              </TableRow>
            ))}
            {order.invoices.length === 0 ? (
              <TableRow>
                <TableCell
                  colSpan={4}
                >{`${staff ? 'No invoice' : 'No invoice yet'}: one is issued for every successful payment.`}</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableScroller>
      <Stack direction="row" sx={{ mt: 3 }}>
        <Button component={RouterLink} to={back.to}>
          {back.label}
        </Button>
      </Stack>
    </>
  );
}
