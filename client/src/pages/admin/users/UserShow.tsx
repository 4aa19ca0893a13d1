/*
 * /admin/users/view/{id}: a user's profile summary, balances, and grids of their projects, orders and transactions
 * (each row opens its admin screen; "Open list" opens the full list filtered by owner). Admins may edit, switch to
 * the user (docs/product.md#states) or remove the account (confirmed; removeAccountById). Without an id: the signed-in staff
 * member (the profile dropdown's "My profile").
 */
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { ErrorPage } from '@/components/ErrorPage';
import { canViewAdminRoute } from '@/features/admin/admin-access';
import { ConfirmDialog } from '@/features/admin/ConfirmDialog';
import { switchToUser } from '@/features/switch-user/switch-user-actions';
import { graphql } from '@/graphql/generated';
import { useAuth } from '@/lib/auth';
import { browserLocation } from '@/lib/browser-location';
import { formatDateTime, formatNumber } from '@/lib/format';
import { errorStatus, errorMessage } from '@/lib/graphql-errors';
import { enqueueSnackbar } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { hasRole, isStaff, Role } from '@/lib/roles';
import { getSwitchUser } from '@/lib/switch-user';
import { roleLabel } from './user-form';
import { UserOrdersGrid, UserProjectsGrid, UserTransactionsGrid } from './UserRelatedGrids';

export const AdminUserViewQuery = graphql(`
  query AdminUserView($id: Int!) {
    user(id: $id) {
      ...AdminUserAccount
      createdAt
      lastActivity
      country
    }
    balances(filter: { ownerId: $id }, limit: 50) {
      items {
        id
        quantity
        package {
          id
          name
          code
        }
      }
    }
  }
`);

export const RemoveAccountByIdMutation = graphql(`
  mutation AdminRemoveAccountById($id: Int!) {
    removeAccountById(id: $id)
  }
`);

function Flag({ on, label }: { on: boolean; label: string }) {
  return <Chip size="small" label={label} color={on ? 'success' : 'default'} variant={on ? 'filled' : 'outlined'} />;
}

export function UserShow() {
  const { id: idParam } = useParams();
  const { user: viewer, impersonator } = useAuth();
  const navigate = useNavigate();
  const id = idParam === undefined ? (viewer?.id ?? NaN) : Number(idParam);
  const { data, error, loading } = useQuery(AdminUserViewQuery, {
    variables: { id },
    skip: !Number.isInteger(id),
    fetchPolicy: 'cache-and-network',
  });
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [removeAccount, removal] = useMutation(RemoveAccountByIdMutation, { update: (cache) => cache.evict({ fieldName: 'users' }) });

  if (!Number.isInteger(id)) return <ErrorPage status={404} message="This page could not be found" />;
  if (error && !data)
    return <ErrorPage status={errorStatus(error)} message={errorStatus(error) === 404 ? 'This user does not exist.' : null} />;
  const user = data?.user;
  if (!user) return <Skeleton variant="rounded" height={300} />;

  const roles = viewer?.roles ?? [];
  const isSelf = viewer?.id === user.id;
  const admin = hasRole(roles, Role.Admin);
  const switched = Boolean(impersonator) || getSwitchUser() !== null;
  const balances = (data.balances.items ?? []).filter((b) => b.quantity > 0);

  const handleRemove = async () => {
    try {
      await removeAccount({ variables: { id: user.id } });
      setConfirmRemove(false);
      enqueueSnackbar(`The account of ${user.email} was removed.`, { variant: 'success' });
      void navigate(paths.admin.users.list.getHref());
    } catch (e) {
      setConfirmRemove(false);
      enqueueSnackbar(errorMessage(e, 'The account cannot be removed right now.'), { variant: 'error' });
    }
  };
  // A full page load, as docs/product.md#states asks (every request then names the user), straight into the user's own area:
  // the panel for a customer, /admin for staff (docs/product.md#screens-and-routes guards).
  const handleSwitch = () =>
    switchToUser(user.email, () => browserLocation.assign(isStaff(user.roles) ? paths.admin.root.getHref() : paths.panel.root.getHref()));

  return (
    <>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ mb: 2, gap: 2, alignItems: { md: 'center' } }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {user.displayName || user.email}
        </Typography>
        {canViewAdminRoute(roles, paths.admin.users.edit.path) ? (
          <Button component={RouterLink} to={paths.admin.users.edit.getHref({ id: user.id })} startIcon={<EditIcon />} variant="outlined">
            Edit
          </Button>
        ) : null}
        {admin && !isSelf && !switched && !user.deleted ? (
          <Button startIcon={<SwapHorizIcon />} variant="outlined" onClick={handleSwitch}>
            Switch to this user
          </Button>
        ) : null}
        {admin && !isSelf && !user.deleted ? (
          <Button startIcon={<DeleteIcon />} color="error" variant="outlined" onClick={() => setConfirmRemove(true)}>
            Remove account
          </Button>
        ) : null}
      </Stack>
      {user.deleted ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          This account has been removed.
        </Alert>
      ) : null}
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper variant="outlined" sx={{ p: 2, height: '100%' }} component="section" aria-labelledby="profile-title">
            <Typography id="profile-title" variant="h6" component="h2" gutterBottom>
              Profile
            </Typography>
            <Table size="small" aria-label="Profile">
              <TableBody>
                <TableRow>
                  <TableCell component="th">E-mail</TableCell>
                  <TableCell>{user.email}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th">Roles</TableCell>
                  <TableCell>{user.roles.length ? user.roles.map(roleLabel).join(', ') : 'Customer'}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th">Registered</TableCell>
                  <TableCell>{formatDateTime(user.createdAt)}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th">Last activity</TableCell>
                  <TableCell>{formatDateTime(user.lastActivity) || 'Never'}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th">Country</TableCell>
                  <TableCell>{user.country ?? ''}</TableCell>
                </TableRow>
              </TableBody>
            </Table>
            <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
              <Flag on={user.enabled} label={user.enabled ? 'Enabled' : 'Disabled'} />
              <Flag on={user.emailConfirmed} label={user.emailConfirmed ? 'E-mail confirmed' : 'E-mail not confirmed'} />
              <Flag on={!user.unsubscribed} label={user.unsubscribed ? 'Unsubscribed' : 'Subscribed'} />
            </Stack>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper variant="outlined" sx={{ p: 2, height: '100%' }} component="section" aria-labelledby="balances-title">
            <Typography id="balances-title" variant="h6" component="h2" gutterBottom>
              Balances
            </Typography>
            {balances.length === 0 ? (
              <Typography color="text.secondary">{loading ? 'Loading…' : 'No credits.'}</Typography>
            ) : (
              <Table size="small" aria-label="Balances">
                <TableBody>
                  {balances.map((b) => (
                    <TableRow key={b.id}>
                      <TableCell>{b.package.name}</TableCell>
                      <TableCell align="right">{formatNumber(b.quantity)} credits</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Paper>
        </Grid>
      </Grid>
      <Stack spacing={3}>
        <UserProjectsGrid ownerId={user.id} />
        <UserOrdersGrid ownerId={user.id} />
        <UserTransactionsGrid ownerId={user.id} />
      </Stack>
      <ConfirmDialog
        open={confirmRemove}
        title="Remove this account?"
        confirmLabel="Remove account"
        destructive
        busy={removal.loading}
        onConfirm={() => void handleRemove()}
        onCancel={() => setConfirmRemove(false)}
      >
        The account of {user.email} is removed: they can no longer sign in, and their personal data is erased. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
