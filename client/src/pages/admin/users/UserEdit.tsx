/*
 * /admin/users/{id}: display name, roles, enabled and the e-mail flags. Admins save (support staff see it
 * read-only); the server enforces the role rules and its refusal shows on the form.
 */
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ErrorPage } from '@/components/ErrorPage';
import { AdminForm } from '@/features/admin/AdminForm';
import { useAdminAccess } from '@/features/admin/admin-access';
import { graphql } from '@/graphql/generated';
import { useAuth } from '@/lib/auth';
import { errorStatus } from '@/lib/graphql-errors';
import { paths } from '@/lib/paths';
import { grantableRoles, userFormValues, userUpdateInput, type UserFormValues } from './user-form';
import { UserInputs } from './UserInputs';

export const AdminUserQuery = graphql(`
  query AdminUser($id: Int!) {
    user(id: $id) {
      id
      email
      displayName
      roles
      enabled
      deleted
      emailConfirmed
      unsubscribed
      createdAt
      lastActivity
      country
    }
  }
`);

export const UpdateUserMutation = graphql(`
  mutation AdminUpdateUser($id: Int!, $input: UserUpdateInput!) {
    updateUser(id: $id, input: $input) {
      id
      email
      displayName
      roles
      enabled
      deleted
      emailConfirmed
      unsubscribed
    }
  }
`);

const empty: UserFormValues = { displayName: '', roles: [], enabled: true, emailConfirmed: false, unsubscribed: false };

export function UserEdit() {
  const id = Number(useParams().id);
  const { user: viewer } = useAuth();
  const { canWrite } = useAdminAccess();
  const { data, error, loading } = useQuery(AdminUserQuery, {
    variables: { id },
    skip: !Number.isInteger(id),
    fetchPolicy: 'cache-and-network',
  });
  const form = useForm<UserFormValues>({ defaultValues: empty });
  const target = data?.user;
  const loadedKey = target ? JSON.stringify(userFormValues(target)) : null;
  useEffect(() => {
    if (loadedKey) form.reset(JSON.parse(loadedKey) as UserFormValues);
  }, [loadedKey, form]);
  const [updateUser] = useMutation(UpdateUserMutation);

  if (!Number.isInteger(id)) return <ErrorPage status={404} message="This page could not be found" />;
  if (error && !data)
    return <ErrorPage status={errorStatus(error)} message={errorStatus(error) === 404 ? 'This user does not exist.' : null} />;
  const isSelf = viewer?.id === id;

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {target ? `User: ${target.email}` : 'User'}
      </Typography>
      {!target && loading ? (
        <Skeleton variant="rounded" height={360} />
      ) : target ? (
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
      ) : null}
    </>
  );
}
