import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql } from '@/graphql/generated';
import { applyServerErrors } from '@/lib/form-errors';
import { EMAIL_PATTERN, PASSWORD_LENGTH_MESSAGE, PASSWORD_MIN_LENGTH } from './account-rules';
import { LiveFieldset } from '@/components/LiveFieldset';
import { withApollo } from '@/lib/apollo-area';
import { FormTextInput } from '@/ui/FormTextInput';
import { Alert, Button, Stack } from '@/ui/kit';

export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      message
      email
    }
  }
`);

interface RegisterValues {
  displayName: string;
  email: string;
  password: string;
}

export interface RegisterFormProps {
  defaultEmail?: string;
  /**
   * The server's answer, the same whether or not the address already had an account: the rest happens
   * by mail, so the page says to check it.
   */
  onSuccess: (answer: { message: string; email: string }) => void;
}

function RegisterFormContent({ defaultEmail = '', onSuccess }: RegisterFormProps) {
  const [mutate] = useMutation(RegisterMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({ defaultValues: { displayName: '', email: defaultEmail, password: '' } });

  const handleRegister = handleSubmit(async ({ displayName, email, password }) => {
    setFailure(null);
    try {
      const { data } = await mutate({ variables: { input: { email, password, ...(displayName ? { displayName } : {}) } } });
      if (!data) throw new Error('No answer');
      onSuccess(data.register);
    } catch (error) {
      setFailure(
        applyServerErrors(error, setError, ['displayName', 'email', 'password'], 'Unable to create your account. Please try again.'),
      );
    }
  });

  return (
    <form method="post" noValidate onSubmit={handleRegister} aria-label="Register">
      <LiveFieldset>
        <Stack spacing={2}>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <FormTextInput
            label="Your name (optional)"
            autoComplete="name"
            error={Boolean(errors.displayName)}
            helperText={errors.displayName?.message}
            {...register('displayName', {
              setValueAs: (v: unknown) => String(v ?? '').trim(),
              maxLength: { value: 120, message: 'At most 120 characters.' },
            })}
          />
          <FormTextInput
            label="E-mail"
            autoComplete="email"
            error={Boolean(errors.email)}
            helperText={errors.email?.message}
            {...register('email', {
              setValueAs: (v: unknown) => String(v ?? '').trim(),
              required: 'Enter your e-mail.',
              pattern: { value: EMAIL_PATTERN, message: 'Enter a valid e-mail address.' },
            })}
          />
          <FormTextInput
            label="Password"
            type="password"
            autoComplete="new-password"
            error={Boolean(errors.password)}
            helperText={errors.password?.message ?? `At least ${PASSWORD_MIN_LENGTH} characters.`}
            {...register('password', {
              required: 'Choose a password.',
              minLength: { value: PASSWORD_MIN_LENGTH, message: PASSWORD_LENGTH_MESSAGE },
            })}
          />
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            Create account
          </Button>
        </Stack>
      </LiveFieldset>
    </form>
  );
}

/** With Apollo Client, which this form's own chunk brings (not part of a public page's first load). */
export const RegisterForm = withApollo(RegisterFormContent);
