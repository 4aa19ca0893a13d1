/* /admin/packages/create (managers and above): a new package; `?parentId=` starts it as a variant of that offer. */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AdminForm } from '@/features/admin/AdminForm';
import { graphql } from '@/graphql/generated';
import { paths } from '@/lib/paths';
import { emptyPackage, packageCreateInput, packageFieldNames, type PackageFormValues } from './package-form';
import { PackageInputs } from './PackageInputs';

export const CreatePackageMutation = graphql(`
  mutation AdminCreatePackage($input: PackageCreateInput!) {
    createPackage(input: $input) {
      id
      name
    }
  }
`);

export function PackageCreate() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const parentId = /^\d+$/.test(search.get('parentId') ?? '') ? String(search.get('parentId')) : '';
  const form = useForm<PackageFormValues>({ defaultValues: { ...emptyPackage, parentId } });
  // The new package shows in every list of packages (the panel's, /pricing), so the cached lists are refetched.
  const [createPackage] = useMutation(CreatePackageMutation, {
    refetchQueries: 'active',
    update: (cache) => cache.evict({ fieldName: 'packages' }),
  });
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Create package
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <AdminForm<PackageFormValues>
          form={form}
          label="Package"
          submitLabel="Create"
          successMessage="Package created"
          fieldNames={packageFieldNames}
          onSubmit={async (values) => (await createPackage({ variables: { input: packageCreateInput(values) } })).data?.createPackage}
          onSaved={(created) => {
            const id = (created as { id: number } | undefined)?.id;
            void navigate(id ? paths.admin.packages.edit.getHref({ id }) : paths.admin.packages.list.getHref());
          }}
        >
          <PackageInputs />
        </AdminForm>
      </Paper>
    </>
  );
}
