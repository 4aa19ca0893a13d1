import { useNavigate, useParams } from 'react-router-dom';
import { ActivateEmailForm } from './late-forms';
import type { AccountActionDone } from '@/features/auth/useAccountActionSignIn';
import { enqueueSnackbar } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { AuthCard } from './AuthCard';
import { SupportLine } from './SupportLine';
import { Alert, Link, Stack, Text } from '@/ui/kit';

/** /activate-email/{token}: the welcome link of the demo sign-up; activates, signs in, lands in the panel. */
export function ActivateEmailPage() {
  const { token } = useParams();
  const navigate = useNavigate();

  const handleSuccess = ({ message, user }: AccountActionDone) => {
    enqueueSnackbar(message, { variant: 'success' });
    void navigate(user ? paths.panel.root.path : paths.login.getHref(), { replace: true });
  };

  return (
    <AuthCard
      title="Activate your account"
      footer={
        <>
          Already active? <Link to={paths.login.getHref()}>Log in</Link>
        </>
      }
    >
      {token ? (
        <>
          <Text className="tg-pages-mb2">
            Welcome! Activate your account to start your free demo. You can choose a password now, or later with “Forgot your password?”.
          </Text>
          <ActivateEmailForm token={token} onSuccess={handleSuccess} />
        </>
      ) : (
        <Stack spacing={2}>
          <Alert severity="warning">
            This address is missing the code from your welcome e-mail. Open the activation link in that e-mail again.
          </Alert>
          <SupportLine />
        </Stack>
      )}
    </AuthCard>
  );
}
