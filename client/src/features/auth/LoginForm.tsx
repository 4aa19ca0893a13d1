import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql } from '@/graphql/generated';
import { useAuth, type CurrentUser } from '@/lib/auth';
import { errorMessage } from '@/lib/graphql-errors';
import { LiveFieldset } from '@/components/LiveFieldset';
import { withApollo } from '@/lib/apollo-area';
import { FormTextInput } from '@/ui/FormTextInput';
import { Alert, Button, Stack } from '@/ui/kit';

export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      token
    }
  }
`);

interface LoginValues {
  username: string;
  password: string;
}

export interface LoginFormProps {
  onSuccess: (user: CurrentUser) => void;
}

function LoginFormContent({ onSuccess }: LoginFormProps) {
  const { login } = useAuth();
  const [mutate] = useMutation(LoginMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ defaultValues: { username: '', password: '' } });

  const handleLogin = handleSubmit(async (input) => {
    setFailure(null);
    try {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error('No token');
      onSuccess(await login(data.login.token));
    } catch (error) {
      setFailure(errorMessage(error, 'Unable to log in. Please try again.'));
    }
  });

  return (
    <form method="post" noValidate onSubmit={handleLogin} aria-label="Login">
      <LiveFieldset>
        <Stack spacing={2}>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <FormTextInput
            label="E-mail"
            autoComplete="username"
            autoFocus
            error={Boolean(errors.username)}
            helperText={errors.username?.message}
            {...register('username', { setValueAs: (v: unknown) => String(v ?? '').trim(), required: 'Enter your e-mail.' })}
          />
          <FormTextInput
            label="Password"
            type="password"
            autoComplete="current-password"
            error={Boolean(errors.password)}
            helperText={errors.password?.message}
            {...register('password', { required: 'Enter your password.' })}
          />
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            Log in
          </Button>
        </Stack>
      </LiveFieldset>
    </form>
  );
}

/** With Apollo Client, which this form's own chunk brings (not part of a public page's first load). */
export const LoginForm = withApollo(LoginFormContent);
