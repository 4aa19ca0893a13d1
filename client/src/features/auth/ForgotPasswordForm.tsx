import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql } from '@/graphql/generated';
import { applyServerErrors } from '@/lib/form-errors';
import { EMAIL_PATTERN } from './account-rules';
import { LiveFieldset } from '@/components/LiveFieldset';
import { withApollo } from '@/lib/apollo-area';
import { FormTextInput } from '@/ui/FormTextInput';
import { Alert, Button, Stack } from '@/ui/kit';

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($input: PasswordResetRequestInput!) {
    requestPasswordReset(input: $input)
  }
`);

interface ForgotPasswordValues {
  email: string;
}

export interface ForgotPasswordFormProps {
  /** Called once the server took the request; it answers the same whether or not the address has an account. */
  onSent: () => void;
}

function ForgotPasswordFormContent({ onSent }: ForgotPasswordFormProps) {
  const [mutate] = useMutation(RequestPasswordResetMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({ defaultValues: { email: '' } });

  const handleRequest = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await mutate({ variables: { input } });
      onSent();
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['email'], 'Unable to send the link. Please try again.'));
    }
  });

  return (
    <form method="post" noValidate onSubmit={handleRequest} aria-label="Forgot password">
      <LiveFieldset>
        <Stack spacing={2}>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <FormTextInput
            label="E-mail"
            autoComplete="email"
            autoFocus
            error={Boolean(errors.email)}
            helperText={errors.email?.message ?? 'The address you registered with.'}
            {...register('email', {
              setValueAs: (v: unknown) => String(v ?? '').trim(),
              required: 'Enter your e-mail.',
              pattern: { value: EMAIL_PATTERN, message: 'Enter a valid e-mail address.' },
            })}
          />
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            Send reset link
          </Button>
        </Stack>
      </LiveFieldset>
    </form>
  );
}

/** With Apollo Client, which this form's own chunk brings (not part of a public page's first load). */
export const ForgotPasswordForm = withApollo(ForgotPasswordFormContent);
