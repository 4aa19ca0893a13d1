/*
 * /panel/orders "Subscriptions" (docs/product.md#screens-and-routes): the user's orders, newest first, ten a page with at most
 * five page links (docs/product.md#limits), a status chip, the next renewal, and cancel after a confirmation.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { CancelOrderDialog } from '@/features/billing/CancelOrderDialog';
import { ListPagination } from '@/components/ListPagination';
import { TableScroller } from '@/components/TableScroller';
import { renewalText } from '@/features/billing/order-status';
import { OrderStatusChip } from '@/features/billing/OrderStatusChip';
import { useCancelOrder } from '@/features/billing/useCancelOrder';
import { paymentMethodLabel } from '@/features/billing/payment-methods';
import { srOnly } from '@/features/billing/sr-only';
import { graphql } from '@/graphql/generated';
import { formatDate, formatMoney, formatNumber } from '@/lib/format';
import { normalizePage } from '@/lib/list-filter';
import { paths } from '@/lib/paths';

export const ORDERS_PAGE_SIZE = 10;

export const SubscriptionsQuery = graphql(`
  query Subscriptions($page: Int!, $limit: Int!) {
    orders(page: $page, limit: $limit, order: [{ field: "id", direction: DESC }]) {
      items {
        id
        status
        quantity
        amountMinor
        currency
        paymentProvider
        createdAt
        firstPaymentAt
        recurring
        nextRenewalAt
        cancellable
        package {
          id
          name
        }
      }
      total
      page
      limit
    }
  }
`);

export function OrdersPage() {
  const [search] = useSearchParams();
  const page = normalizePage(search.get('page'));
  const { data, loading, error } = useQuery(SubscriptionsQuery, {
    variables: { page, limit: ORDERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const { cancelOrder, cancelling } = useCancelOrder();
  const [confirming, setConfirming] = useState<{ id: number; packageName: string } | null>(null);
  // docs/api.md#error-catalogue: a list that cannot be loaded shows as empty, total 0 (the Apollo link logged the failure).
  const orders = data?.orders.items ?? [];
  const total = data?.orders.total ?? 0;

  const handleConfirm = async (id: number) => {
    await cancelOrder(id);
    setConfirming(null);
  };

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Subscriptions
      </Typography>
      {error && !data ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          Your subscriptions cannot be loaded right now. Please try again in a moment.
        </Alert>
      ) : null}
      <TableScroller label="Subscriptions">
        <Table size="small" aria-label="Subscriptions">
          <TableHead>
            <TableRow>
              <TableCell>Order</TableCell>
              <TableCell>Package</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Paid by</TableCell>
              <TableCell>Started</TableCell>
              <TableCell>Next renewal</TableCell>
              <TableCell align="right">
                <Box component="span" sx={srOnly}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {orders.map((o) => (
              <TableRow key={o.id} hover>
                <TableCell>
                  <Link component={RouterLink} to={paths.panel.orders.detail.getHref({ id: o.id })}>
                    #{o.id}
                  </Link>
                </TableCell>
                <TableCell>
                  {formatNumber(o.quantity)} × {o.package.name}
                </TableCell>
                <TableCell align="right">{formatMoney(o.amountMinor, o.currency)}</TableCell>
                <TableCell>
                  <OrderStatusChip status={o.status} />
                </TableCell>
                <TableCell>{o.paymentProvider ? paymentMethodLabel(o.paymentProvider) : ''}</TableCell>
                <TableCell>{formatDate(o.firstPaymentAt ?? o.createdAt)}</TableCell>
                <TableCell>{renewalText(o, formatDate)}</TableCell>
                <TableCell align="right">
                  {o.cancellable ? (
                    <Button size="small" color="error" onClick={() => setConfirming({ id: o.id, packageName: o.package.name })}>
                      Cancel
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
            {!loading && orders.length === 0 ? (
              <TableRow>
                <TableCell colSpan={8}>
                  No subscriptions yet.{' '}
                  <Link component={RouterLink} to={paths.panel.billing.packages.getHref()}>
                    Purchase Traffic Credits
                  </Link>
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableScroller>
      <ListPagination page={page} total={total} limit={ORDERS_PAGE_SIZE} />
      <CancelOrderDialog
        order={confirming}
        busy={cancelling}
        onClose={() => setConfirming(null)}
        onConfirm={(id) => void handleConfirm(id)}
      />
    </>
  );
}
