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

export const ActivateEmailMutation = graphql(`
  mutation ActivateEmail($input: ActivateEmailInput!) {
    activateEmail(input: $input) {
      message
      login
      token
    }
  }
`);

interface ActivateEmailValues {
  password: string;
}

export interface ActivateEmailFormProps {
  token: string;
  onSuccess: (done: AccountActionDone) => void;
}

/** The demo sign-up's welcome link: activates the account, optionally with a password the user chooses now. */
function ActivateEmailFormContent({ token, onSuccess }: ActivateEmailFormProps) {
  const [mutate] = useMutation(ActivateEmailMutation);
  const { loggingIn } = useAuth();
  const signIn = useAccountActionSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ActivateEmailValues>({ defaultValues: { password: '' } });

  const handleActivate = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const { data } = await mutate({ variables: { input: password ? { token, password } : { token } } });
      if (!data) throw new Error('No answer');
      onSuccess(await signIn(data.activateEmail));
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['password'], 'Unable to activate your account. Please try again.'));
    }
  });

  return (
    <form method="post" noValidate onSubmit={handleActivate} aria-label="Activate account">
      <LiveFieldset>
        <Stack spacing={2}>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <FormTextInput
            label="Choose a password (optional)"
            type="password"
            autoComplete="new-password"
            error={Boolean(errors.password)}
            helperText={errors.password?.message ?? `To log in with your e-mail later; at least ${PASSWORD_MIN_LENGTH} characters.`}
            {...register('password', {
              validate: (value) => value === '' || value.length >= PASSWORD_MIN_LENGTH || PASSWORD_LENGTH_MESSAGE,
            })}
          />
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting || loggingIn}>
            Activate my account
          </Button>
        </Stack>
      </LiveFieldset>
    </form>
  );
}

/** With Apollo Client, which this form's own chunk brings (not part of a public page's first load). */
export const ActivateEmailForm = withApollo(ActivateEmailFormContent);
