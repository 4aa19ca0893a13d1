/*
 * /admin/transactions/{id}: one ledger entry. The ledger is append-only: only the comment can change (admins,
 * `updateTransaction`); other staff see it read-only.
 */
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { FactsTable, type Fact } from '@/components/FactsTable';
import { AdminForm } from '@/features/admin/AdminForm';
import { useEditRecord } from '@/features/admin/useEditRecord';
import { useAdminAccess } from '@/features/admin/admin-access';
import { TextInput } from '@/features/admin/inputs';
import { graphql } from '@/graphql/generated';
import { formatDateTime, formatNumber } from '@/lib/format';
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
  const { canWrite } = useAdminAccess();
  const edit = useEditRecord({
    query: AdminTransactionQuery,
    record: (data) => data.transaction,
    values: (transaction) => ({ comment: transaction.comment }),
    defaultValues: { comment: '' },
    notFound: 'This transaction does not exist.',
    skeletonHeight: 300,
  });
  const [updateTransaction] = useMutation(UpdateTransactionMutation);

  if (edit.fallback) return edit.fallback;
  const { id, record: tx, form, skeleton } = edit;
  if (!tx) {
    return (
      <>
        <Typography variant="h4" component="h1" gutterBottom>
          Transaction #{id}
        </Typography>
        {skeleton}
      </>
    );
  }

  const facts: Fact[] = [
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
          <FactsTable label="Transaction" facts={facts} labelWidth={180} />
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
