/*
 * /admin: the dashboard KPIs for a date range (the last 30 days by default, kept in the URL) — revenue by
 * day per currency, new users by day, credits sold versus spent (MUI X charts, each with its numbers in a table), and
 * cards for the active projects, open subscriptions and projects off target (a way into the projects list). Each figure is
 * one aggregate query on the server
 * (adminKpis). Revenue is for managers and above: support staff do not ask for it.
 * Admins also see "Payments to check" while the daily reconciliation with NMI has open findings (paymentDiscrepancies,
 * docs/payments.md "Reconciliation"): each with what differs, the transaction, the order, the amount and the day, and
 * "Mark resolved", which asks for a note the server keeps with the finding and in the audit log.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
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
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { TableScroller } from '@/components/TableScroller';
import { ReasonDialog } from '@/features/admin/ReasonDialog';
import { DateRangeFields } from '@/features/projects/DateRangeFields';
import { rangeFromParams, type DayRange } from '@/features/projects/statistics-range';
import { graphql } from '@/graphql/generated';
import { useAuth } from '@/lib/auth';
import { formatMoney, formatNumber } from '@/lib/format';
import { errorMessage } from '@/lib/graphql-errors';
import { enqueueSnackbar } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { hasRole } from '@/lib/roles';

export const AdminKpisQuery = graphql(`
  query AdminKpis($from: DateTimeISO, $to: DateTimeISO, $withRevenue: Boolean!) {
    adminKpis(from: $from, to: $to) {
      activeProjects
      openSubscriptions
      offTargetProjects
      newUsersByDay {
        day
        count
      }
      creditsByDay {
        day
        sold
        bonus
        spent
      }
      revenueByDay @include(if: $withRevenue) {
        day
        currency
        amountMinor
        refundedMinor
        payments
      }
    }
  }
`);

export const PaymentDiscrepanciesQuery = graphql(`
  query AdminPaymentDiscrepancies {
    paymentDiscrepancies {
      id
      kind
      action
      transactionId
      orderId
      amountMinor
      currency
      day
      detail
    }
  }
`);

export const ResolvePaymentDiscrepancyMutation = graphql(`
  mutation ResolvePaymentDiscrepancy($id: Int!, $note: String!) {
    resolvePaymentDiscrepancy(id: $id, note: $note) {
      id
      resolvedAt
    }
  }
`);

const KIND_WORDS: Record<string, string> = {
  missing_in_ledger: 'At NMI, not in our payments',
  missing_at_nmi: 'In our payments, not at NMI',
  amount_differs: 'Amounts differ',
};

const ACTION_WORDS: Record<string, string> = { sale: 'sale', refund: 'refund', void: 'void' };

/** The server keeps at most this many characters of a note. */
const NOTE_MAX_LENGTH = 500;

interface Discrepancy {
  id: number;
  kind: string;
  action: string;
  transactionId: string;
  orderId?: number | null;
}

/** "Mark resolved": the note is required (trimmed), kept with the finding and in the audit log. */
function ResolveDialog({
  item,
  busy,
  onConfirm,
  onCancel,
}: {
  item: Discrepancy | null;
  busy: boolean;
  onConfirm: (note: string) => void;
  onCancel: () => void;
}) {
  return (
    <ReasonDialog
      open={item !== null}
      title="Mark the payment resolved?"
      confirmLabel="Mark resolved"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
      label="Note"
      helperText="What was done about it; kept in the audit log."
      emptyMessage="Say what was done: the note is kept with the finding."
      maxLength={NOTE_MAX_LENGTH}
      destructive={false}
    >
      {item
        ? `${KIND_WORDS[item.kind] ?? item.kind}: ${ACTION_WORDS[item.action] ?? item.action} of transaction ${item.transactionId}.`
        : null}
    </ReasonDialog>
  );
}

/** Open findings of the reconciliation with NMI (admins only); nothing at all while there are none. */
function PaymentsToCheck() {
  const { data, error } = useQuery(PaymentDiscrepanciesQuery, { fetchPolicy: 'cache-and-network' });
  const [resolve, resolving] = useMutation(ResolvePaymentDiscrepancyMutation, {
    refetchQueries: [PaymentDiscrepanciesQuery],
    awaitRefetchQueries: true,
  });
  const [item, setItem] = useState<Discrepancy | null>(null);
  const open = data?.paymentDiscrepancies ?? [];

  if (error && !data) {
    return (
      <Alert severity="error" sx={{ mb: 2 }}>
        Unable to load the payments to check.
      </Alert>
    );
  }
  if (!open.length) return null;

  const handleConfirm = async (note: string) => {
    if (!item) return;
    try {
      await resolve({ variables: { id: item.id, note } });
      enqueueSnackbar(`The ${ACTION_WORDS[item.action] ?? item.action} of transaction ${item.transactionId} is marked resolved.`, {
        variant: 'success',
      });
      setItem(null);
    } catch (e) {
      enqueueSnackbar(errorMessage(e, 'The payment could not be marked resolved. Please try again.'), { variant: 'error' });
    }
  };

  return (
    <Alert severity="warning" role="region" aria-label="Payments to check" sx={{ mb: 3, '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>Payments to check</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        The daily reconciliation found {open.length === 1 ? 'one payment' : `${formatNumber(open.length)} payments`} where NMI and our
        payments disagree.
      </Typography>
      <TableScroller label="Payments to check" outlined={false}>
        <Table size="small" aria-label="Payments to check">
          <TableHead>
            <TableRow>
              <TableCell>What differs</TableCell>
              <TableCell>Transaction</TableCell>
              <TableCell>Order</TableCell>
              <TableCell>Amount</TableCell>
              <TableCell>Day</TableCell>
              <TableCell aria-label="Resolve" />
            </TableRow>
          </TableHead>
          <TableBody>
            {open.map((d) => (
              <TableRow key={d.id}>
                <TableCell title={d.detail}>{KIND_WORDS[d.kind] ?? d.kind}</TableCell>
                <TableCell>
                  {ACTION_WORDS[d.action] ?? d.action} {d.transactionId}
                </TableCell>
                <TableCell>
                  {d.orderId ? (
                    <Link component={RouterLink} to={paths.admin.orders.detail.getHref({ id: d.orderId })}>
                      #{d.orderId}
                    </Link>
                  ) : (
                    '—'
                  )}
                </TableCell>
                <TableCell>{formatMoney(d.amountMinor, d.currency)}</TableCell>
                <TableCell>{d.day}</TableCell>
                <TableCell>
                  <Button size="small" onClick={() => setItem(d)} aria-label={`Mark transaction ${d.transactionId} resolved`}>
                    Mark resolved
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroller>
      <ResolveDialog item={item} busy={resolving.loading} onConfirm={(note) => void handleConfirm(note)} onCancel={() => setItem(null)} />
    </Alert>
  );
}

/** The whole UTC days of the range as the server's DateTimeISO bounds. */
function bounds(range: DayRange): { from: string; to: string } {
  return { from: `${range.from}T00:00:00.000Z`, to: `${range.to}T23:59:59.999Z` };
}

function useRange(): [DayRange, (range: DayRange) => void] {
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params);
  return [
    range,
    (next) => {
      const updated = new URLSearchParams(params);
      updated.set('from', next.from);
      updated.set('to', next.to);
      setParams(updated, { replace: true });
    },
  ];
}

interface ChartFigureProps {
  title: string;
  empty: boolean;
  chart: ReactNode;
  head: string[];
  rows: (string | number)[][];
}

/** A chart with its numbers in a table too: a chart alone says nothing to a screen reader. */
function ChartFigure({ title, empty, chart, head, rows }: ChartFigureProps) {
  return (
    <Paper variant="outlined" component="figure" sx={{ m: 0, p: 2 }} aria-label={title}>
      <Typography variant="h6" component="figcaption">
        {title}
      </Typography>
      {empty ? (
        <Typography color="text.secondary">Nothing in this period.</Typography>
      ) : (
        <>
          {chart}
          <TableScroller label={`${title}, day by day`} outlined={false}>
            <Table size="small" aria-label={`${title}, day by day`}>
              <TableHead>
                <TableRow>
                  {head.map((h) => (
                    <TableCell key={h}>{h}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.join('|')}>
                    {r.map((c, i) => (
                      <TableCell key={i}>{typeof c === 'number' ? formatNumber(c) : c}</TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroller>
        </>
      )}
    </Paper>
  );
}

function KpiCard({ label, value, href, linkText }: { label: string; value: number; href?: string; linkText?: string }) {
  return (
    <Card variant="outlined" sx={{ flex: 1 }} role="group" aria-label={label}>
      <CardContent>
        <Typography color="text.secondary">{label}</Typography>
        <Typography variant="h4" component="p">
          {formatNumber(value)}
        </Typography>
        {href ? (
          <Link component={RouterLink} to={href} variant="body2">
            {linkText}
          </Link>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function AdminDashboardPage() {
  const { user } = useAuth();
  const withRevenue = hasRole(user?.roles, 'ROLE_MANAGER');
  const isAdmin = hasRole(user?.roles, 'ROLE_ADMIN');
  const [range, setRange] = useRange();
  const { data, error, loading } = useQuery(AdminKpisQuery, { variables: { ...bounds(range), withRevenue } });
  const kpis = data?.adminKpis;
  const currencies = [...new Set((kpis?.revenueByDay ?? []).map((r) => r.currency))];
  const revenueDays = [...new Set((kpis?.revenueByDay ?? []).map((r) => r.day))];

  return (
    <>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Typography variant="h4" component="h1">
          Administration
        </Typography>
        <DateRangeFields range={range} onChange={setRange} />
      </Stack>
      {isAdmin ? <PaymentsToCheck /> : null}
      {loading ? <LinearProgress aria-label="Loading the figures" sx={{ mb: 2 }} /> : null}
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          Unable to load the dashboard figures.
        </Alert>
      ) : null}
      {kpis ? (
        <Stack spacing={3}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <KpiCard label="Active projects" value={kpis.activeProjects} />
            <KpiCard label="Open subscriptions" value={kpis.openSubscriptions} />
            <KpiCard
              label="Projects off target"
              value={kpis.offTargetProjects}
              href={paths.admin.projects.list.getHref()}
              linkText="See the projects"
            />
          </Stack>
          {withRevenue ? (
            <ChartFigure
              title="Revenue by day"
              empty={!kpis.revenueByDay?.length}
              chart={
                <BarChart
                  height={280}
                  xAxis={[{ data: revenueDays, scaleType: 'band' }]}
                  series={currencies.map((currency) => ({
                    label: currency,
                    data: revenueDays.map(
                      (day) => (kpis.revenueByDay ?? []).find((r) => r.day === day && r.currency === currency)?.amountMinor ?? 0,
                    ),
                    valueFormatter: (v: number | null) => formatMoney(v, currency),
                  }))}
                />
              }
              head={['Day', 'Currency', 'Revenue', 'Refunded', 'Payments']}
              rows={(kpis.revenueByDay ?? []).map((r) => [
                r.day,
                r.currency,
                formatMoney(r.amountMinor, r.currency),
                formatMoney(r.refundedMinor, r.currency),
                r.payments,
              ])}
            />
          ) : null}
          <ChartFigure
            title="New users"
            empty={!kpis.newUsersByDay.length}
            chart={
              <LineChart
                height={260}
                xAxis={[{ data: kpis.newUsersByDay.map((d) => d.day), scaleType: 'point' }]}
                series={[{ data: kpis.newUsersByDay.map((d) => d.count), label: 'New users' }]}
              />
            }
            head={['Day', 'New users']}
            rows={kpis.newUsersByDay.map((d) => [d.day, d.count])}
          />
          <ChartFigure
            title="Credits sold versus spent"
            empty={!kpis.creditsByDay.length}
            chart={
              <BarChart
                height={280}
                xAxis={[{ data: kpis.creditsByDay.map((d) => d.day), scaleType: 'band' }]}
                series={[
                  { data: kpis.creditsByDay.map((d) => d.sold), label: 'Sold' },
                  { data: kpis.creditsByDay.map((d) => d.bonus), label: 'Bonus' },
                  { data: kpis.creditsByDay.map((d) => d.spent), label: 'Spent' },
                ]}
              />
            }
            head={['Day', 'Sold', 'Bonus', 'Spent']}
            rows={kpis.creditsByDay.map((d) => [d.day, d.sold, d.bonus, d.spent])}
          />
        </Stack>
      ) : null}
    </>
  );
}
