/*
 * E-mail change: the server mails a confirmation link to the NEW address and changes the login only
 * when that link is opened, so a typo cannot take the account away. The password confirms it is the owner asking.
 */
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { EMAIL_PATTERN } from '@/features/auth/account-rules';
import { graphql } from '@/graphql/generated';
import { applyServerErrors } from '@/lib/form-errors';

export const RequestEmailChangeMutation = graphql(`
  mutation RequestEmailChange($newEmail: String!, $password: String!) {
    requestEmailChange(input: { newEmail: $newEmail, password: $password })
  }
`);

interface EmailValues {
  newEmail: string;
  password: string;
}

export function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const [mutate] = useMutation(RequestEmailChangeMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EmailValues>({ defaultValues: { newEmail: '', password: '' } });

  const handleRequest = handleSubmit(async (values) => {
    setFailure(null);
    setSentTo(null);
    try {
      await mutate({ variables: values });
      setSentTo(values.newEmail);
      reset();
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['newEmail', 'password'], 'Unable to change your e-mail. Please try again.'));
    }
  });

  return (
    <form noValidate onSubmit={handleRequest} aria-label="E-mail address">
      <Stack spacing={2}>
        {sentTo ? (
          <Alert severity="success" role="status">
            We have sent a confirmation link to {sentTo}. Your e-mail address changes when you open it; until then you log in with{' '}
            {currentEmail}.
          </Alert>
        ) : null}
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <TextField
          label="New e-mail"
          type="email"
          autoComplete="email"
          error={Boolean(errors.newEmail)}
          helperText={errors.newEmail?.message}
          {...register('newEmail', {
            setValueAs: (v: unknown) => String(v ?? '').trim(),
            required: 'Enter the new address.',
            pattern: { value: EMAIL_PATTERN, message: 'Enter a valid e-mail address.' },
            validate: (v) => v.toLowerCase() !== currentEmail.toLowerCase() || 'This is already your address.',
          })}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={Boolean(errors.password)}
          helperText={errors.password?.message}
          {...register('password', { required: 'Enter your password.' })}
        />
        <div>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Send confirmation link
          </Button>
        </div>
      </Stack>
    </form>
  );
}
