/* /admin/transactions/create (admins only, docs/product.md#roles): a manual credit or debit with a reason; `?ownerId=` fills the owner. */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AdminForm } from '@/features/admin/AdminForm';
import { graphql } from '@/graphql/generated';
import { paths } from '@/lib/paths';
import { emptyTransaction, transactionCreateInput, type TransactionCreateValues } from './transaction-form';
import { TransactionInputs } from './TransactionInputs';

export const CreateTransactionMutation = graphql(`
  mutation AdminCreateTransaction($input: TransactionCreateInput!) {
    createTransaction(input: $input) {
      id
      quantity
    }
  }
`);

const idParam = (value: string | null) => (/^\d{1,9}$/.test(value ?? '') ? String(value) : '');

export function TransactionCreate() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const form = useForm<TransactionCreateValues>({
    defaultValues: { ...emptyTransaction, ownerId: idParam(search.get('ownerId')), packageId: idParam(search.get('packageId')) },
  });
  // Balances and ledger lists shown elsewhere are out of date after the entry.
  const [createTransaction] = useMutation(CreateTransactionMutation, {
    update: (cache) => {
      cache.evict({ fieldName: 'transactions' });
      cache.evict({ fieldName: 'balances' });
    },
  });
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Create transaction
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <AdminForm<TransactionCreateValues>
          form={form}
          label="Transaction"
          submitLabel="Create"
          successMessage="Transaction created"
          onSubmit={async (values) =>
            (await createTransaction({ variables: { input: transactionCreateInput(values) } })).data?.createTransaction
          }
          onSaved={(created) => {
            const id = (created as { id: number } | undefined)?.id;
            void navigate(id ? paths.admin.transactions.edit.getHref({ id }) : paths.admin.transactions.list.getHref());
          }}
        >
          <TransactionInputs />
        </AdminForm>
      </Paper>
    </>
  );
}
