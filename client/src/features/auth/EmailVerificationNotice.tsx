/*
 * docs/product.md#screens-and-routes (user panel): a new account is told to verify its e-mail address and may have the link
 * sent again. Shown above every panel page while `me.emailConfirmed` is false (a guard may land a new user on any
 * panel page, not only the dashboard), hidden once the address is confirmed, and hidden while an admin is switched
 * to the user: the resend would mail the user in the admin's name. The server limits resends (429 /
 * TOO_MANY_REQUESTS, whose message says when to try again); that message is shown as it comes.
 */
import { ServerError } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAuth } from '@/lib/auth';
import { serverMessage } from '@/lib/form-errors';
import { ResendVerificationMutation } from './ResendVerificationButton';

export const RESEND_SENT = 'Sent — check your inbox.';

/** The server's refusal; an HTTP 429 without a GraphQL body still says when to retry (Retry-After). */
function resendError(error: unknown): string {
  if (ServerError.is(error) && error.statusCode === 429) {
    const seconds = Number(error.response.headers.get('Retry-After'));
    return Number.isFinite(seconds) && seconds > 0
      ? `Too many attempts, try again in ${seconds} seconds.`
      : 'Too many attempts, try again later.';
  }
  return serverMessage(error, 'Unable to send the e-mail. Please try again.');
}

export function EmailVerificationNotice() {
  const { user, impersonator } = useAuth();
  const [mutate, { loading }] = useMutation(ResendVerificationMutation);
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  if (!user || user.emailConfirmed || impersonator) return null;

  const handleResend = async () => {
    setOutcome(null);
    try {
      await mutate();
      setOutcome({ severity: 'success', text: RESEND_SENT });
    } catch (error) {
      setOutcome({ severity: 'error', text: resendError(error) });
    }
  };

  return (
    <Alert
      severity="warning"
      sx={{ mb: 3 }}
      aria-label="Verify your e-mail address"
      role="region"
      action={
        <Button color="inherit" size="small" onClick={() => void handleResend()} disabled={loading} aria-busy={loading}>
          Resend the e-mail
        </Button>
      }
    >
      <AlertTitle>Verify your e-mail address</AlertTitle>
      <Stack spacing={1}>
        <Typography variant="body2">
          We sent a verification link to <strong>{user.login}</strong>. Open it to confirm your address.
        </Typography>
        {outcome ? (
          <Typography
            variant="body2"
            role={outcome.severity === 'error' ? 'alert' : 'status'}
            color={outcome.severity === 'error' ? 'error' : 'success.main'}
          >
            {outcome.text}
          </Typography>
        ) : null}
      </Stack>
    </Alert>
  );
}
