/*
 * Account removal (docs/api.md#calls POST /api/remove-account): the confirmation says what happens before the
 * password is asked for; once the server has removed the account the session ends and the user is sent to /.
 */
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql } from '@/graphql/generated';
import { useAuth } from '@/lib/auth';
import { applyServerErrors } from '@/lib/form-errors';
import { enqueueSnackbar } from '@/lib/notify';

export const RemoveAccountMutation = graphql(`
  mutation RemoveAccount($input: RemoveAccountInput!) {
    removeAccount(input: $input)
  }
`);

export const REMOVAL_CONSEQUENCES = [
  'Your subscriptions are cancelled: nothing renews or is charged again.',
  'The campaigns of your projects stop; unused credits are lost.',
  'Your personal data (name, e-mail, projects) is erased.',
  'Your orders, payments and credit history are kept, without your name, because accounting law requires it.',
];

export function RemoveAccountSection() {
  const { logout } = useAuth();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [mutate] = useMutation(RemoveAccountMutation);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ password: string }>({ defaultValues: { password: '' } });

  const close = () => {
    setOpen(false);
    setFailure(null);
    reset();
  };

  const handleRemove = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await mutate({ variables: { input: { password } } });
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['password'], 'Unable to remove your account. Please try again.'));
      return;
    }
    enqueueSnackbar('Your account has been removed.', { variant: 'info' });
    logout();
  });

  return (
    <>
      <Typography sx={{ mb: 2 }}>Removing your account cannot be undone.</Typography>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        Remove my account
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="remove-account-title">
        <form noValidate onSubmit={handleRemove} aria-label="Remove account">
          <DialogTitle id="remove-account-title">Remove your account?</DialogTitle>
          <DialogContent>
            <DialogContentText>When you remove your account:</DialogContentText>
            <List dense>
              {REMOVAL_CONSEQUENCES.map((text) => (
                <ListItem key={text} disableGutters>
                  <ListItemText primary={text} />
                </ListItem>
              ))}
            </List>
            {failure ? (
              <Alert severity="error" sx={{ mb: 2 }}>
                {failure}
              </Alert>
            ) : null}
            <TextField
              fullWidth
              label="Your password"
              type="password"
              autoComplete="current-password"
              error={Boolean(errors.password)}
              helperText={errors.password?.message ?? 'To confirm it is you.'}
              {...register('password', { required: 'Enter your password to confirm.' })}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Keep my account</Button>
            <Button type="submit" color="error" variant="contained" disabled={isSubmitting}>
              Remove my account
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
