/* /admin/reciprocal-links/create (managers and above): a new reciprocal link; saved, it opens on its edit page. */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { AdminForm } from '@/features/admin/AdminForm';
import { graphql } from '@/graphql/generated';
import { paths } from '@/lib/paths';
import { emptyReciprocalLink, reciprocalLinkCreateInput, type ReciprocalLinkFormValues } from './reciprocal-link-form';
import { ReciprocalLinkInputs } from './ReciprocalLinkInputs';

export const CreateReciprocalLinkMutation = graphql(`
  mutation AdminCreateReciprocalLink($input: ReciprocalLinkCreateInput!) {
    createReciprocalLink(input: $input) {
      id
      url
    }
  }
`);

export function ReciprocalLinkCreate() {
  const navigate = useNavigate();
  const form = useForm<ReciprocalLinkFormValues>({ defaultValues: emptyReciprocalLink });
  const [createLink] = useMutation(CreateReciprocalLinkMutation, { update: (cache) => cache.evict({ fieldName: 'reciprocalLinks' }) });
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Create reciprocal link
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <AdminForm<ReciprocalLinkFormValues>
          form={form}
          label="Reciprocal link"
          submitLabel="Create"
          successMessage="Reciprocal link created"
          onSubmit={async (values) =>
            (await createLink({ variables: { input: reciprocalLinkCreateInput(values) } })).data?.createReciprocalLink
          }
          onSaved={(created) => {
            const id = (created as { id: number } | undefined)?.id;
            void navigate(id ? paths.admin.reciprocalLinks.edit.getHref({ id }) : paths.admin.reciprocalLinks.list.getHref());
          }}
        >
          <ReciprocalLinkInputs />
        </AdminForm>
      </Paper>
    </>
  );
}
