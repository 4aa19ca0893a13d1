import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql } from '@/graphql/generated';
import { useAuth } from '@/lib/auth';
import { applyServerErrors } from '@/lib/form-errors';
import { PASSWORD_LENGTH_MESSAGE, PASSWORD_MIN_LENGTH } from './account-rules';
import { useAccountActionSignIn, type AccountActionDone } from './useAccountActionSignIn';
import { LiveFieldset } from '@/components/LiveFieldset';
import { withApollo } from '@/lib/apollo-area';
import { FormTextInput } from '@/ui/FormTextInput';
import { Alert, Button, Stack } from '@/ui/kit';

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      message
      login
      token
    }
  }
`);

interface ResetPasswordValues {
  password: string;
  confirmation: string;
}

export interface ResetPasswordFormProps {
  token: string;
  onSuccess: (done: AccountActionDone) => void;
}

function ResetPasswordFormContent({ token, onSuccess }: ResetPasswordFormProps) {
  const [mutate] = useMutation(ResetPasswordMutation);
  const { loggingIn } = useAuth();
  const signIn = useAccountActionSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({ defaultValues: { password: '', confirmation: '' } });

  const handleReset = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const { data } = await mutate({ variables: { input: { token, password } } });
      if (!data) throw new Error('No answer');
      onSuccess(await signIn(data.resetPassword));
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['password'], 'Unable to change your password. Please try again.'));
    }
  });

  return (
    <form method="post" noValidate onSubmit={handleReset} aria-label="Reset password">
      <LiveFieldset>
        <Stack spacing={2}>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <FormTextInput
            label="New password"
            type="password"
            autoComplete="new-password"
            autoFocus
            error={Boolean(errors.password)}
            helperText={errors.password?.message ?? `At least ${PASSWORD_MIN_LENGTH} characters.`}
            {...register('password', {
              required: 'Choose a new password.',
              minLength: { value: PASSWORD_MIN_LENGTH, message: PASSWORD_LENGTH_MESSAGE },
            })}
          />
          <FormTextInput
            label="Repeat the new password"
            type="password"
            autoComplete="new-password"
            error={Boolean(errors.confirmation)}
            helperText={errors.confirmation?.message}
            {...register('confirmation', {
              required: 'Repeat the new password.',
              validate: (value, values) => value === values.password || 'The two passwords do not match.',
            })}
          />
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting || loggingIn}>
            Change password
          </Button>
        </Stack>
      </LiveFieldset>
    </form>
  );
}

/** With Apollo Client, which this form's own chunk brings (not part of a public page's first load). */
export const ResetPasswordForm = withApollo(ResetPasswordFormContent);
