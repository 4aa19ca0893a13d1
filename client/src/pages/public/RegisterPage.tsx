import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RegisterForm } from './late-forms';
import { SocialLoginLinks } from '@/features/auth/SocialLoginLinks';
import { paths } from '@/lib/paths';
import { AuthCard } from './AuthCard';
import { Alert, Link, Stack, Text } from '@/ui/kit';

/**
 * A sign-up answers the same whether or not the address has an account, so it never signs in here; the
 * e-mail finishes it (the verification link signs a new account in, an existing owner is told how to log in).
 */
function CheckYourMail({ message }: { message: string }) {
  return (
    <Stack spacing={2}>
      <Alert severity="success" role="status">
        {message}
      </Alert>
      <Text>
        No e-mail after a few minutes? Look in your spam folder, or <Link to={paths.login.getHref()}>log in</Link> if you already have an
        account.
      </Text>
    </Stack>
  );
}

export function RegisterPage() {
  const [params] = useSearchParams();
  const [answer, setAnswer] = useState<string | null>(null);
  return (
    <AuthCard
      title={answer ? 'Check your e-mail' : 'Create your account'}
      footer={
        <>
          Already registered? <Link to={paths.login.getHref()}>Log in</Link>
        </>
      }
    >
      {answer ? (
        <CheckYourMail message={answer} />
      ) : (
        <>
          <RegisterForm defaultEmail={params.get('email') ?? ''} onSuccess={({ message }) => setAnswer(message)} />
          <SocialLoginLinks />
        </>
      )}
    </AuthCard>
  );
}
