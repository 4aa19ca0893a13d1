/*
 * /admin/users/{id}: display name, roles, enabled and the e-mail flags. Admins save (support staff see it
 * read-only); the server enforces the role rules and its refusal shows on the form.
 */
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { AdminForm } from '@/features/admin/AdminForm';
import { useEditRecord } from '@/features/admin/useEditRecord';
import { useAdminAccess } from '@/features/admin/admin-access';
import { graphql } from '@/graphql/generated';
import { useAuth } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { grantableRoles, userFormValues, userUpdateInput, type UserFormValues } from './user-form';
import { UserInputs } from './UserInputs';

/* The account's flags: what the save answers, and what the user's screens read with their dates and country. */
export const AdminUserAccountFragment = graphql(`
  fragment AdminUserAccount on User {
    id
    email
    displayName
    roles
    enabled
    deleted
    emailConfirmed
    unsubscribed
  }
`);

export const AdminUserQuery = graphql(`
  query AdminUser($id: Int!) {
    user(id: $id) {
      ...AdminUserAccount
      createdAt
      lastActivity
      country
    }
  }
`);

export const UpdateUserMutation = graphql(`
  mutation AdminUpdateUser($id: Int!, $input: UserUpdateInput!) {
    updateUser(id: $id, input: $input) {
      ...AdminUserAccount
    }
  }
`);

const empty: UserFormValues = { displayName: '', roles: [], enabled: true, emailConfirmed: false, unsubscribed: false };

export function UserEdit() {
  const { user: viewer } = useAuth();
  const { canWrite } = useAdminAccess();
  const edit = useEditRecord({
    query: AdminUserQuery,
    record: (data) => data.user,
    values: userFormValues,
    defaultValues: empty,
    notFound: 'This user does not exist.',
    skeletonHeight: 360,
  });
  const [updateUser] = useMutation(UpdateUserMutation);

  if (edit.fallback) return edit.fallback;
  const { id, record: target, form, skeleton } = edit;
  const isSelf = viewer?.id === id;

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {target ? `User: ${target.email}` : 'User'}
      </Typography>
      {skeleton ??
        (target ? (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <AdminForm<UserFormValues>
              form={form}
              label="User"
              readOnly={!canWrite}
              successMessage="User saved"
              onSubmit={(values) => updateUser({ variables: { id, input: userUpdateInput(values, target) } })}
              actions={
                <Button component={RouterLink} to={paths.admin.users.view.getHref({ id })}>
                  View profile
                </Button>
              }
            >
              <UserInputs email={target.email} grantable={grantableRoles(viewer?.roles ?? [], isSelf)} isSelf={isSelf} />
            </AdminForm>
          </Paper>
        ) : null)}
    </>
  );
}
