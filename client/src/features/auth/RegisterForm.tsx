import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql } from '@/graphql/generated';
import { useAuth, type CurrentUser } from '@/lib/auth';
import { errorMessage, violations } from '@/lib/graphql-errors';

export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      token
    }
  }
`);

interface RegisterValues {
  displayName: string;
  email: string;
  password: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface RegisterFormProps {
  defaultEmail?: string;
  onSuccess: (user: CurrentUser) => void;
}

export function RegisterForm({ defaultEmail = '', onSuccess }: RegisterFormProps) {
  const { login } = useAuth();
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
      if (!data) throw new Error('No token');
      onSuccess(await login(data.register.token));
    } catch (error) {
      const fieldErrors = violations(error).filter((v): v is typeof v & { propertyPath: keyof RegisterValues } =>
        ['displayName', 'email', 'password'].includes(v.propertyPath),
      );
      for (const v of fieldErrors) setError(v.propertyPath, { message: v.message });
      if (fieldErrors.length === 0) setFailure(errorMessage(error, 'Unable to create your account. Please try again.'));
    }
  });

  return (
    <form noValidate onSubmit={handleRegister} aria-label="Register">
      <Stack spacing={2}>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <TextField
          label="Your name (optional)"
          autoComplete="name"
          error={Boolean(errors.displayName)}
          helperText={errors.displayName?.message}
          {...register('displayName', { setValueAs: (v: unknown) => String(v ?? '').trim(), maxLength: { value: 120, message: 'At most 120 characters.' } })}
        />
        <TextField
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
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          error={Boolean(errors.password)}
          helperText={errors.password?.message ?? 'At least 8 characters.'}
          {...register('password', {
            required: 'Choose a password.',
            minLength: { value: 8, message: 'The password must be at least 8 characters long.' },
          })}
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
