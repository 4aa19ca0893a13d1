/*
 * /admin/reciprocal-links/{id} (managers and above): a link's fields, and Delete (confirmed): projects that used it
 * are left without one (the server's deleteReciprocalLink).
 */
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AdminForm } from '@/features/admin/AdminForm';
import { useEditRecord } from '@/features/admin/useEditRecord';
import { ConfirmDialog } from '@/features/admin/ConfirmDialog';
import { useAdminAccess } from '@/features/admin/admin-access';
import { graphql } from '@/graphql/generated';
import { serverMessage } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { enqueueSnackbar } from '@/lib/notify';
import { paths } from '@/lib/paths';
import {
  emptyReciprocalLink,
  reciprocalLinkFormValues,
  reciprocalLinkUpdateInput,
  type ReciprocalLinkFormValues,
} from './reciprocal-link-form';
import { ReciprocalLinkInputs } from './ReciprocalLinkInputs';

/* The query and the save answer the same fields, so the save's answer replaces the record in the cache. */
export const AdminReciprocalLinkFieldsFragment = graphql(`
  fragment AdminReciprocalLinkFields on ReciprocalLink {
    id
    url
    anchor
    enabled
    gateId
    createdAt
    updatedAt
  }
`);

export const AdminReciprocalLinkQuery = graphql(`
  query AdminReciprocalLink($id: Int!) {
    reciprocalLink(id: $id) {
      ...AdminReciprocalLinkFields
    }
  }
`);

export const UpdateReciprocalLinkMutation = graphql(`
  mutation AdminUpdateReciprocalLink($id: Int!, $input: ReciprocalLinkUpdateInput!) {
    updateReciprocalLink(id: $id, input: $input) {
      ...AdminReciprocalLinkFields
    }
  }
`);

export const DeleteReciprocalLinkMutation = graphql(`
  mutation AdminDeleteReciprocalLink($id: Int!) {
    deleteReciprocalLink(id: $id)
  }
`);

export function ReciprocalLinkEdit() {
  const navigate = useNavigate();
  const { canWrite } = useAdminAccess();
  const edit = useEditRecord({
    query: AdminReciprocalLinkQuery,
    record: (data) => data.reciprocalLink,
    values: reciprocalLinkFormValues,
    defaultValues: emptyReciprocalLink,
    notFound: 'This reciprocal link does not exist.',
    skeletonHeight: 300,
  });
  const [updateLink] = useMutation(UpdateReciprocalLinkMutation, { update: (cache) => cache.evict({ fieldName: 'reciprocalLinks' }) });
  const [deleteLink, { loading: deleting }] = useMutation(DeleteReciprocalLinkMutation, {
    update: (cache) => cache.evict({ fieldName: 'reciprocalLinks' }),
  });
  const [confirming, setConfirming] = useState(false);
  const [deleted, setDeleted] = useState(false);
  // Navigates once the form has re-rendered as unchanged, so the unsaved-changes warning does not hold it back.
  useEffect(() => {
    if (deleted) void navigate(paths.admin.reciprocalLinks.list.getHref());
  }, [deleted, navigate]);

  if (edit.fallback) return edit.fallback;
  const { id, record: link, form, skeleton } = edit;

  const handleDelete = async () => {
    try {
      await deleteLink({ variables: { id } });
      setConfirming(false);
      enqueueSnackbar('Reciprocal link deleted', { variant: 'success' });
      // The form's values are gone with the link: nothing to warn about.
      form.reset(form.getValues());
      setDeleted(true);
    } catch (e) {
      setConfirming(false);
      enqueueSnackbar(serverMessage(e, 'The link cannot be deleted right now.'), { variant: 'error' });
    }
  };

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {link ? `Reciprocal link #${link.id}` : 'Reciprocal link'}
      </Typography>
      {link ? (
        <Typography variant="body2" color="text.secondary" gutterBottom>
          Created {formatDateTime(link.createdAt)} · updated {formatDateTime(link.updatedAt)}
        </Typography>
      ) : null}
      {skeleton ?? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <AdminForm<ReciprocalLinkFormValues>
            form={form}
            label="Reciprocal link"
            readOnly={!canWrite}
            successMessage="Reciprocal link saved"
            onSubmit={(values) => updateLink({ variables: { id, input: reciprocalLinkUpdateInput(values) } })}
            actions={
              canWrite ? (
                <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)} disabled={deleting}>
                  Delete
                </Button>
              ) : null
            }
          >
            <ReciprocalLinkInputs />
          </AdminForm>
        </Paper>
      )}
      <ConfirmDialog
        open={confirming}
        title="Delete this reciprocal link?"
        confirmLabel="Delete"
        destructive
        busy={deleting}
        onConfirm={() => void handleDelete()}
        onCancel={() => setConfirming(false)}
      >
        Projects that use it are left without a reciprocal link.
      </ConfirmDialog>
    </>
  );
}
