/*
 * /admin/transactions/{id}: one ledger entry. The ledger is append-only: only the comment can change (admins,
 * `updateTransaction`); other staff see it read-only.
 */
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ErrorPage } from '@/components/ErrorPage';
import { AdminForm } from '@/features/admin/AdminForm';
import { useAdminAccess } from '@/features/admin/admin-access';
import { TextInput } from '@/features/admin/inputs';
import { graphql } from '@/graphql/generated';
import { formatDateTime, formatNumber } from '@/lib/format';
import { errorStatus } from '@/lib/graphql-errors';
import { paths } from '@/lib/paths';
import { transactionSourceLabels } from './transaction-form';

export const AdminTransactionQuery = graphql(`
  query AdminTransaction($id: Int!) {
    transaction(id: $id) {
      id
      ownerId
      owner {
        id
        email
      }
      package {
        id
        name
        size
      }
      quantity
      source
      reference
      orderId
      comment
      createdAt
      updatedAt
    }
  }
`);

export const UpdateTransactionMutation = graphql(`
  mutation AdminUpdateTransaction($id: Int!, $input: TransactionUpdateInput!) {
    updateTransaction(id: $id, input: $input) {
      id
      comment
      updatedAt
    }
  }
`);

interface CommentValues {
  comment: string;
}

export function TransactionEdit() {
  const { id: rawId = '' } = useParams();
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : null;
  const { canWrite } = useAdminAccess();
  const { data, error, loading } = useQuery(AdminTransactionQuery, {
    variables: { id: id ?? 0 },
    skip: id === null,
    fetchPolicy: 'cache-and-network',
  });
  const form = useForm<CommentValues>({ defaultValues: { comment: '' } });
  const tx = data?.transaction;
  const loaded = tx ? tx.comment : null;
  useEffect(() => {
    if (loaded !== null) form.reset({ comment: loaded });
  }, [loaded, form]);
  const [updateTransaction] = useMutation(UpdateTransactionMutation);

  if (id === null) return <ErrorPage status={404} message="This page could not be found" />;
  if (error && !tx)
    return <ErrorPage status={errorStatus(error)} message={errorStatus(error) === 404 ? 'This transaction does not exist.' : null} />;
  if (!tx) {
    return (
      <>
        <Typography variant="h4" component="h1" gutterBottom>
          Transaction #{id}
        </Typography>
        {loading ? <Skeleton variant="rounded" height={300} /> : null}
      </>
    );
  }

  const facts: [string, ReactNode][] = [
    [
      'Owner',
      <Link key="owner" component={RouterLink} to={paths.admin.users.view.getHref({ id: tx.ownerId })}>
        {tx.owner.email}
      </Link>,
    ],
    ['Package', `${tx.package.name} (${formatNumber(tx.package.size)} visits)`],
    ['Quantity', tx.quantity > 0 ? `+${formatNumber(tx.quantity)}` : formatNumber(tx.quantity)],
    ['Source', transactionSourceLabels[tx.source] ?? tx.source],
    ['Reference', tx.reference],
    [
      'Order',
      tx.orderId ? (
        <Link key="order" component={RouterLink} to={paths.admin.orders.detail.getHref({ id: tx.orderId })}>
          #{tx.orderId}
        </Link>
      ) : (
        '—'
      ),
    ],
    ['Created', formatDateTime(tx.createdAt)],
  ];

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Transaction #{tx.id}
      </Typography>
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Table size="small" aria-label="Transaction">
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
        </Paper>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <AdminForm<CommentValues>
            form={form}
            label="Transaction comment"
            readOnly={!canWrite}
            successMessage="Comment saved"
            onSubmit={(values) => updateTransaction({ variables: { id: tx.id, input: { comment: values.comment.trim() } } })}
          >
            <TextInput
              name="comment"
              label="Comment"
              multiline
              minRows={2}
              helperText="The ledger is append-only: only the comment can change."
            />
          </AdminForm>
        </Paper>
      </Stack>
    </>
  );
}
