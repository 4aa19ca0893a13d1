import { useNavigate, useParams } from 'react-router-dom';
import { ResetPasswordForm } from './late-forms';
import type { AccountActionDone } from '@/features/auth/useAccountActionSignIn';
import { enqueueSnackbar } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { AuthCard } from './AuthCard';
import { SupportLine } from './SupportLine';
import { Alert, Button, Link, Stack } from '@/ui/kit';

/** /reset-password/{token}: a new password, after which the user is signed in and lands in the panel. */
export function ResetPasswordPage() {
  const { token } = useParams();
  const navigate = useNavigate();

  const handleSuccess = ({ message, user }: AccountActionDone) => {
    enqueueSnackbar(message, { variant: 'success' });
    void navigate(user ? paths.panel.root.path : paths.login.getHref(), { replace: true });
  };

  return (
    <AuthCard
      title="Choose a new password"
      footer={
        <>
          Link expired or already used? <Link to={paths.forgotPassword.getHref()}>Request a new link</Link>
        </>
      }
    >
      {token ? (
        <ResetPasswordForm token={token} onSuccess={handleSuccess} />
      ) : (
        <Stack spacing={2} alignItems="flex-start">
          <Alert severity="warning" style={{ alignSelf: 'stretch' }}>
            This address is missing the code from your password-reset e-mail. Open the link in that e-mail again, or request a new one.
          </Alert>
          <Button to={paths.forgotPassword.getHref()} variant="contained">
            Request a new link
          </Button>
          <SupportLine />
        </Stack>
      )}
    </AuthCard>
  );
}
