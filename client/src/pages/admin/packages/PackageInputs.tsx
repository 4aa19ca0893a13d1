/* The fields of a package, shared by PackageCreate and PackageEdit. */
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useWatch } from 'react-hook-form';
import { CheckboxInput, IntegerInput, MoneyInput, SelectInput, TextInput } from '@/features/admin/inputs';
import { graphql } from '@/graphql/generated';

export const PackageParentsQuery = graphql(`
  query AdminPackageParents {
    packages(filter: { parentId: 0 }, order: [{ field: "position", direction: ASC }, { field: "name", direction: ASC }], limit: 50) {
      items {
        id
        name
        code
      }
    }
  }
`);

export interface PackageInputsProps {
  /** The package being edited: it cannot be its own parent. */
  selfId?: number;
  /** A parent has variants: it cannot become a variant itself. */
  hasVariants?: boolean;
}

export function PackageInputs({ selfId, hasVariants = false }: PackageInputsProps) {
  const parents = (useQuery(PackageParentsQuery).data?.packages.items ?? []).filter((p) => p.id !== selfId);
  const currency = (useWatch({ name: 'currency' }) as string | undefined) || 'USD';
  const parentId = useWatch({ name: 'parentId' }) as string | undefined;
  // A parent outside the first 50 (or not loaded yet) still names the value in use.
  const options = parents.map((p) => ({ value: String(p.id), label: `${p.name} (${p.code})` }));
  if (parentId && !options.some((o) => o.value === parentId)) options.unshift({ value: parentId, label: `Package #${parentId}` });
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput name="name" label="Name" required />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput name="code" label="Code" required helperText="Used in the package's URL on the panel." />
      </Grid>
      <Grid size={12}>
        <TextInput name="description" label="Description" multiline minRows={2} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectInput
          name="parentId"
          label="Parent package"
          emptyLabel="None (a top-level offer)"
          options={options}
          helperText={
            hasVariants ? 'This package has variants, so it stays a top-level offer.' : 'A variant is a size of its parent offer.'
          }
          rules={{ validate: (v: unknown) => !(hasVariants && v) || 'A package with variants cannot be a variant itself.' }}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <IntegerInput name="position" label="Position" helperText="Lower comes first." />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <IntegerInput name="size" label="Size (visits)" required min={1} />
      </Grid>
      <Grid size={{ xs: 6, md: 4 }}>
        <MoneyInput name="price" label="Price" currency={currency} required />
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <TextInput name="currency" label="Currency" rules={{ pattern: { value: /^[A-Za-z]{3}$/, message: 'Three letters, e.g. USD.' } }} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <IntegerInput name="durationDays" label="Duration (days)" required min={1} />
      </Grid>
      <Grid size={12}>
        <Typography variant="subtitle2" color="text.secondary">
          Flags
        </Typography>
        <CheckboxInput name="active" label="Active (on sale)" />
        <CheckboxInput name="free" label="Free" />
        <CheckboxInput name="professional" label="Professional" />
        <CheckboxInput name="guaranteedAlexa" label="Guaranteed Alexa" />
        <CheckboxInput name="showOnMainPage" label="Show on the main page" />
      </Grid>
    </Grid>
  );
}
