/*
 * /admin/packages/{id}: a package's fields; a top-level offer lists its variants (each links to its own page, and
 * "Add variant" starts one), a variant picks its parent. Support staff see it read-only (the server lets managers
 * and above save).
 */
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { AdminForm } from '@/features/admin/AdminForm';
import { useEditRecord } from '@/features/admin/useEditRecord';
import { useAdminAccess } from '@/features/admin/admin-access';
import { graphql } from '@/graphql/generated';
import { formatMoney, formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { emptyPackage, packageFieldNames, packageFormValues, packageUpdateInput, type PackageFormValues } from './package-form';
import { PackageInputs } from './PackageInputs';

/*
 * The list's row (PackageList.tsx) and the description. The query and the save answer the same fields, so the save's answer
 * replaces the record in the cache.
 */
export const AdminPackageFieldsFragment = graphql(`
  fragment AdminPackageFields on Package {
    ...AdminPackageRow
    description
  }
`);

export const AdminPackageQuery = graphql(`
  query AdminPackage($id: Int!) {
    package(id: $id) {
      ...AdminPackageFields
    }
    variants: packages(filter: { parentId: $id }, order: [{ field: "position", direction: ASC }, { field: "size", direction: ASC }], limit: 50) {
      items {
        id
        name
        size
        priceMinor
        currency
        active
      }
      total
    }
  }
`);

export const UpdatePackageMutation = graphql(`
  mutation AdminUpdatePackage($id: Int!, $input: PackageUpdateInput!) {
    updatePackage(id: $id, input: $input) {
      ...AdminPackageFields
    }
  }
`);

export function PackageEdit() {
  const { canWrite } = useAdminAccess();
  const edit = useEditRecord({
    query: AdminPackageQuery,
    record: (data) => data.package,
    values: packageFormValues,
    defaultValues: emptyPackage,
    notFound: 'This package does not exist.',
    skeletonHeight: 400,
  });
  const [updatePackage] = useMutation(UpdatePackageMutation, { update: (cache) => cache.evict({ fieldName: 'packages' }) });

  if (edit.fallback) return edit.fallback;
  const { id, data, record: pkg, form, skeleton } = edit;
  const variants = data?.variants.items ?? [];

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {pkg ? `Package: ${pkg.name}` : 'Package'}
      </Typography>
      {skeleton ?? (
        <Stack spacing={3}>
          <Paper variant="outlined" sx={{ p: 3 }}>
            <AdminForm<PackageFormValues>
              form={form}
              label="Package"
              readOnly={!canWrite}
              successMessage="Package saved"
              fieldNames={packageFieldNames}
              onSubmit={(values) => updatePackage({ variables: { id, input: packageUpdateInput(values) } })}
            >
              <PackageInputs selfId={id} hasVariants={variants.length > 0} />
            </AdminForm>
          </Paper>
          {pkg && pkg.parentId == null ? (
            <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="variants-title">
              <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
                <Typography id="variants-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
                  Variants
                </Typography>
                {canWrite ? (
                  <Button component={RouterLink} to={`${paths.admin.packages.create.getHref()}?parentId=${id}`} startIcon={<AddIcon />}>
                    Add variant
                  </Button>
                ) : null}
              </Stack>
              {variants.length === 0 ? (
                <Alert severity="info">This offer has no variants.</Alert>
              ) : (
                <List dense>
                  {variants.map((v) => (
                    <ListItem key={v.id} disableGutters>
                      <ListItemText
                        primary={
                          <Link component={RouterLink} to={paths.admin.packages.edit.getHref({ id: v.id })}>
                            {v.name}
                          </Link>
                        }
                        secondary={`${formatNumber(v.size)} visits · ${formatMoney(v.priceMinor, v.currency)}${v.active ? '' : ' · inactive'}`}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </Paper>
          ) : null}
          {pkg && pkg.parentId != null ? (
            <Typography>
              A variant of{' '}
              <Link component={RouterLink} to={paths.admin.packages.edit.getHref({ id: pkg.parentId })}>
                package #{pkg.parentId}
              </Link>
              .
            </Typography>
          ) : null}
        </Stack>
      )}
    </>
  );
}
