/* The fields of a manual ledger entry (admins, docs/product.md#roles): owner, package, credit or debit, quantity, reason, reference. */
import Grid from '@mui/material/Grid';
import { useQuery } from '@apollo/client/react';
import { useWatch } from 'react-hook-form';
import { IntegerInput, SelectInput, TextInput } from '@/features/admin/inputs';
import { graphql } from '@/graphql/generated';
import { formatNumber } from '@/lib/format';

export const TransactionPackagesQuery = graphql(`
  query AdminTransactionPackages {
    packages(order: [{ field: "position", direction: ASC }, { field: "id", direction: ASC }], limit: 50) {
      items {
        id
        name
        code
        size
      }
    }
  }
`);

export function TransactionInputs() {
  const packages = useQuery(TransactionPackagesQuery).data?.packages.items ?? [];
  const packageId = useWatch({ name: 'packageId' }) as string | undefined;
  const options = packages.map((p) => ({ value: String(p.id), label: `${p.name} (${p.code}, ${formatNumber(p.size)} visits)` }));
  // A package given by id (e.g. from the URL) but not among the first 50 still names the value in use.
  if (packageId && !options.some((o) => o.value === packageId)) options.unshift({ value: packageId, label: `Package #${packageId}` });
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <IntegerInput name="ownerId" label="Owner (user ID)" required min={1} />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <SelectInput name="packageId" label="Package" required options={options} helperText="The balance the credits belong to." />
      </Grid>
      <Grid size={{ xs: 6, md: 4 }}>
        <SelectInput
          name="direction"
          label="Entry"
          options={[
            { value: 'credit', label: 'Credit (adds to the balance)' },
            { value: 'debit', label: 'Debit (takes from the balance)' },
          ]}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 4 }}>
        <IntegerInput name="quantity" label="Quantity (credits)" required min={1} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextInput
          name="reference"
          label="Reference"
          helperText="Optional; unique among admin entries."
          rules={{ pattern: { value: /^\S*$/, message: 'The reference may not contain spaces.' } }}
        />
      </Grid>
      <Grid size={12}>
        <TextInput
          name="comment"
          label="Reason"
          required
          multiline
          minRows={2}
          helperText="Kept with the entry; the owner sees it in their history."
        />
      </Grid>
    </Grid>
  );
}
