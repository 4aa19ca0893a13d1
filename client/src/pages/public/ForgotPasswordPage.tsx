import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ForgotPasswordForm } from './late-forms';
import { paths } from '@/lib/paths';
import { AuthCard } from './AuthCard';

/** The same words whether or not the address has an account: the page must not tell who is registered. */
export const RESET_LINK_SENT =
  'If an account exists for that address, we have sent it a link to choose a new password. The link is valid for one hour.';

export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  return (
    <AuthCard
      title="Forgot your password?"
      footer={
        <Link component={RouterLink} to={paths.login.getHref()}>
          Back to login
        </Link>
      }
    >
      {sent ? (
        <Alert severity="success" role="status">
          {RESET_LINK_SENT}
        </Alert>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>Enter the e-mail address you registered with and we will send you a link to choose a new password.</Typography>
          <ForgotPasswordForm onSent={() => setSent(true)} />
        </>
      )}
    </AuthCard>
  );
}
