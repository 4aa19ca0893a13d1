import { useState } from 'react';
import { ForgotPasswordForm } from './late-forms';
import { paths } from '@/lib/paths';
import { AuthCard } from './AuthCard';
import { Alert, Link, Text } from '@/ui/kit';

/** The same words whether or not the address has an account: the page must not tell who is registered. */
export const RESET_LINK_SENT =
  'If an account exists for that address, we have sent it a link to choose a new password. The link is valid for one hour.';

export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  return (
    <AuthCard title="Forgot your password?" footer={<Link to={paths.login.getHref()}>Back to login</Link>}>
      {sent ? (
        <Alert severity="success" role="status">
          {RESET_LINK_SENT}
        </Alert>
      ) : (
        <>
          <Text className="tg-pages-mb2">
            Enter the e-mail address you registered with and we will send you a link to choose a new password.
          </Text>
          <ForgotPasswordForm onSent={() => setSent(true)} />
        </>
      )}
    </AuthCard>
  );
}
