import { useParams } from 'react-router-dom';
import { ResendVerificationButton } from '@/features/auth/ResendVerificationButton';
import { useVerifyEmail } from '@/features/auth/useVerifyEmail';
import { useAuth } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { AuthCard } from './AuthCard';
import { SupportLine } from './SupportLine';
import { withApollo } from '@/lib/apollo-area';
import { Alert, Button, Spinner, Stack, Text } from '@/ui/kit';

/** What a visitor can do next: go on to the panel, have a new link sent, or log in to ask for one. */
function NextStep() {
  const { status, user } = useAuth();
  if (status === 'loading') return null;
  if (user && !user.emailConfirmed) return <ResendVerificationButton />;
  if (user) {
    return (
      <Button to={paths.panel.root.getHref()} variant="contained" style={{ alignSelf: 'flex-start' }}>
        Go to your dashboard
      </Button>
    );
  }
  return (
    <Button to={paths.login.getHref(paths.verifyEmail.getHref())} variant="contained" style={{ alignSelf: 'flex-start' }}>
      Log in
    </Button>
  );
}

function VerifyEmailResult({ token }: { token: string }) {
  const state = useVerifyEmail(token);
  if (state.status === 'pending') {
    return (
      <Stack direction="row" spacing={2} role="status" alignItems="center">
        <Spinner size={24} />
        <Text>Confirming your e-mail address…</Text>
      </Stack>
    );
  }
  if (state.status === 'verified') {
    return (
      <Stack spacing={2}>
        <Alert severity="success">{state.message}</Alert>
        <NextStep />
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Alert severity="error">{state.message}</Alert>
      <AnonymousHint />
      <NextStep />
      <SupportLine />
    </Stack>
  );
}

function AnonymousHint() {
  const { status } = useAuth();
  return status === 'anonymous' ? <Text>Log in to have a new verification link sent to you.</Text> : null;
}

function WithoutToken() {
  const { user } = useAuth();
  let text = 'Open the verification link we sent you to confirm your e-mail address. Log in to have a new link sent to you.';
  if (user && user.emailConfirmed) text = 'Your e-mail address is already confirmed.';
  else if (user) text = `Your e-mail address ${user.login} is not confirmed yet. Open the link we sent you, or have a new one sent.`;
  return (
    <Stack spacing={2}>
      <Alert severity={user?.emailConfirmed ? 'success' : 'info'}>{text}</Alert>
      <NextStep />
    </Stack>
  );
}

/** /verify-email/{token}: confirms the address as soon as the page opens. */
function VerifyEmailPageContent() {
  const { token } = useParams();
  return <AuthCard title="Verify your e-mail">{token ? <VerifyEmailResult token={token} /> : <WithoutToken />}</AuthCard>;
}

/** With Apollo Client, which this page's own chunk brings (not part of a public page's first load). */
export const VerifyEmailPage = withApollo(VerifyEmailPageContent);
