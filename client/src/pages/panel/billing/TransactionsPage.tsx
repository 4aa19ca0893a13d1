/*
 * /panel/transactions "Transaction history" (docs/product.md#screens-and-routes): the user's ledger entries, newest first, ten a
 * page, filtered by a date range and a package (kept in the URL, encoded per docs/product.md#validation by
 * features/billing/transaction-filter.ts), each entry's source and reference in words, and a CSV export of the
 * current filter.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { downloadWithAuth } from '@/lib/download';
import { ListPagination } from '@/components/ListPagination';
import { TableScroller } from '@/components/TableScroller';
import { signedCredits, transactionWords } from '@/features/billing/transaction-words';
import {
  readTransactionFilter,
  TRANSACTIONS_PAGE_SIZE,
  transactionFilterSearch,
  transactionListVariables,
  transactionsCsvUrl,
  type TransactionFilterValues,
} from '@/features/billing/transaction-filter';
import { graphql } from '@/graphql/generated';
import type { TransactionFilter } from '@/graphql/generated/graphql';
import { formatDateTime, formatNumber } from '@/lib/format';
import { enqueueSnackbar } from '@/lib/notify';
import { paths } from '@/lib/paths';

export const TransactionHistoryQuery = graphql(`
  query TransactionHistory($page: Int!, $limit: Int!, $filter: TransactionFilter) {
    transactions(page: $page, limit: $limit, filter: $filter, order: [{ field: "createdAt", direction: DESC }, { field: "id", direction: DESC }]) {
      items {
        id
        createdAt
        quantity
        source
        reference
        comment
        orderId
        package {
          id
          name
        }
      }
      total
    }
  }
`);

export const TransactionPackagesQuery = graphql(`
  query TransactionPackages {
    packages(order: [{ field: "name", direction: ASC }], limit: 50) {
      items {
        id
        name
      }
    }
  }
`);

export function TransactionsPage() {
  const [search, setSearch] = useSearchParams();
  const { page, ...applied } = readTransactionFilter(search);
  const [draft, setDraft] = useState<TransactionFilterValues>(applied);
  const appliedKey = transactionFilterSearch(applied).toString();
  // Back and forward change the URL: the fields follow it.
  useEffect(() => setDraft(readTransactionFilter(new URLSearchParams(appliedKey))), [appliedKey]);
  const [exporting, setExporting] = useState(false);
  const { filter, ...rest } = transactionListVariables(applied, page);
  const { data, loading, error } = useQuery(TransactionHistoryQuery, {
    variables: { ...rest, filter: filter as TransactionFilter },
    fetchPolicy: 'cache-and-network',
  });
  const packages = useQuery(TransactionPackagesQuery).data?.packages.items ?? [];
  // docs/api.md#error-catalogue: a list that cannot be loaded shows as empty, total 0 (the Apollo link logged the failure).
  const entries = data?.transactions.items ?? [];
  const total = data?.transactions.total ?? 0;
  const rangeReversed = Boolean(draft.from && draft.to && draft.from > draft.to);

  const handleApply = (e: FormEvent) => {
    e.preventDefault();
    if (rangeReversed) return;
    // Applied at once rather than as a transition (a transition started by a submit makes React 19 copy the form's
    // FormData, which jsdom's form and Node's FormData cannot do in the tests).
    setSearch(transactionFilterSearch(draft), { flushSync: true });
  };
  const handleReset = () => {
    const empty = { from: '', to: '', packageId: '' };
    setDraft(empty);
    setSearch(transactionFilterSearch(empty));
  };
  const handleExport = async () => {
    setExporting(true);
    try {
      await downloadWithAuth(transactionsCsvUrl(applied), 'transactions.csv');
    } catch (e) {
      enqueueSnackbar(e instanceof Error ? e.message : 'The export cannot be downloaded right now.', { variant: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Transaction history
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack
          component="form"
          aria-label="Filter transactions"
          onSubmit={handleApply}
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          noValidate
        >
          <TextField
            label="From"
            type="date"
            size="small"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="To"
            type="date"
            size="small"
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            error={rangeReversed}
            helperText={rangeReversed ? 'The end is before the start.' : undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            select
            label="Package"
            size="small"
            value={draft.packageId}
            onChange={(e) => setDraft({ ...draft, packageId: e.target.value })}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">All packages</MenuItem>
            {/* A package no longer on sale (or not loaded yet) still names the filter in use. */}
            {draft.packageId && !packages.some((p) => String(p.id) === draft.packageId) ? (
              <MenuItem value={draft.packageId}>Package #{draft.packageId}</MenuItem>
            ) : null}
            {packages.map((p) => (
              <MenuItem key={p.id} value={String(p.id)}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="contained" disabled={rangeReversed}>
            Apply
          </Button>
          <Button onClick={handleReset}>Reset</Button>
          <Button variant="outlined" onClick={() => void handleExport()} disabled={exporting} sx={{ ml: { md: 'auto !important' } }}>
            Export CSV
          </Button>
        </Stack>
      </Paper>
      {error && !data ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          Your transactions cannot be loaded right now. Please try again in a moment.
        </Alert>
      ) : null}
      <TableScroller label="Transactions">
        <Table size="small" aria-label="Transactions">
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Package</TableCell>
              <TableCell align="right">Credits</TableCell>
              <TableCell>Source</TableCell>
              <TableCell>Details</TableCell>
              <TableCell>Order</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((tx) => {
              const words = transactionWords(tx);
              return (
                <TableRow key={tx.id}>
                  <TableCell>{formatDateTime(tx.createdAt)}</TableCell>
                  <TableCell>{tx.package.name}</TableCell>
                  <TableCell align="right" sx={{ color: tx.quantity < 0 ? 'error.main' : 'success.main', fontWeight: 600 }}>
                    {signedCredits(tx.quantity)}
                  </TableCell>
                  <TableCell>{words.source}</TableCell>
                  <TableCell>{words.reference}</TableCell>
                  <TableCell>
                    {tx.orderId ? (
                      <Link component={RouterLink} to={paths.panel.orders.detail.getHref({ id: tx.orderId })}>
                        #{tx.orderId}
                      </Link>
                    ) : null}
                  </TableCell>
                </TableRow>
              );
            })}
            {!loading && entries.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6}>No transactions match.</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableScroller>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {total === 1 ? '1 entry' : `${formatNumber(total)} entries`}
      </Typography>
      <ListPagination page={page} total={total} limit={TRANSACTIONS_PAGE_SIZE} />
    </>
  );
}
