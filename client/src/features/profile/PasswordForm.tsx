/*
 * Password change: the current password is required. The server ends every session of the user when
 * the password changes, this one included, so the browser drops its now useless token and sends the user to log
 * in again, back to this page afterwards.
 */
import { useApolloClient, useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { PASSWORD_LENGTH_MESSAGE, PASSWORD_MIN_LENGTH } from '@/features/auth/account-rules';
import { graphql } from '@/graphql/generated';
import { applyServerErrors } from '@/lib/form-errors';
import { enqueueSnackbar } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { endSession } from '@/lib/session';

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ProfileUpdateInput!) {
    updateProfile(input: $input) {
      id
    }
  }
`);

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  repeat: string;
}

export const PASSWORD_CHANGED = 'Your password has been changed. Log in again with the new password.';

export function PasswordForm() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [mutate] = useMutation(ChangePasswordMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({ defaultValues: { currentPassword: '', newPassword: '', repeat: '' } });

  const handleChange = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    try {
      await mutate({ variables: { input: { currentPassword, newPassword } } });
    } catch (error) {
      setFailure(
        applyServerErrors(error, setError, ['currentPassword', 'newPassword'], 'Unable to change your password. Please try again.'),
      );
      return;
    }
    endSession();
    await client.clearStore();
    enqueueSnackbar(PASSWORD_CHANGED, { variant: 'success' });
    await navigate(paths.login.getHref(paths.panel.profile.edit.path), { replace: true });
  });

  return (
    <form noValidate onSubmit={handleChange} aria-label="Password">
      <Stack spacing={2}>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={Boolean(errors.currentPassword)}
          helperText={errors.currentPassword?.message}
          {...register('currentPassword', { required: 'Enter your current password.' })}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          error={Boolean(errors.newPassword)}
          helperText={errors.newPassword?.message ?? `At least ${PASSWORD_MIN_LENGTH} characters.`}
          {...register('newPassword', {
            required: 'Choose a new password.',
            minLength: { value: PASSWORD_MIN_LENGTH, message: PASSWORD_LENGTH_MESSAGE },
          })}
        />
        <TextField
          label="Repeat the new password"
          type="password"
          autoComplete="new-password"
          error={Boolean(errors.repeat)}
          helperText={errors.repeat?.message}
          {...register('repeat', { validate: (v) => v === getValues('newPassword') || 'The two passwords do not match.' })}
        />
        <div>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Change password
          </Button>
        </div>
      </Stack>
    </form>
  );
}
