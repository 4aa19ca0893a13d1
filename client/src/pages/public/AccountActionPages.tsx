/*
 * Account entry pages whose server flows belong to the account-flows work (forgot/reset password, e-mail
 * verification, activation, unsubscribe, external demo sign-up). Each route already exists and tells the
 * visitor what to do meanwhile.
 */
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DemoForm } from '@/features/demo/DemoForm';
import { useGate } from '@/lib/gate';
import { paths } from '@/lib/paths';

function ActionPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Container>
  );
}

function SupportLine() {
  const { config } = useGate();
  const email = config.prop.supportEmail;
  return email ? (
    <Typography>
      Need help? Write to <Link href={`mailto:${email}`}>{email}</Link>.
    </Typography>
  ) : null;
}

export function ForgotPasswordPage() {
  return (
    <ActionPage title="Forgot your password?">
      <Typography>
        Write to our support team from the e-mail address you registered with and we will send you a link to choose a new password.
      </Typography>
      <SupportLine />
      <Button component={RouterLink} to={paths.login.getHref()} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
        Back to login
      </Button>
    </ActionPage>
  );
}

function TokenPage({ title, text }: { title: string; text: string }) {
  return (
    <ActionPage title={title}>
      <Typography>{text}</Typography>
      <SupportLine />
      <Button component={RouterLink} to={paths.login.getHref()} variant="contained" sx={{ alignSelf: 'flex-start' }}>
        Go to login
      </Button>
    </ActionPage>
  );
}

export function ActivateEmailPage() {
  return <TokenPage title="Activate your account" text="Open the activation link from your welcome e-mail to activate your account." />;
}

export function VerifyEmailPage() {
  return <TokenPage title="Verify your e-mail" text="Open the verification link we sent you to confirm your e-mail address." />;
}

export function ResetPasswordPage() {
  return <TokenPage title="Choose a new password" text="Open the reset link from your e-mail to choose a new password. Links expire after a short time." />;
}

export function UnsubscribePage() {
  return <TokenPage title="Unsubscribe" text="Use the unsubscribe link at the bottom of any of our e-mails to stop receiving them." />;
}

export function ExternalDemoRegisterPage() {
  return (
    <ActionPage title="Start your free demo">
      <Typography>Enter your website and e-mail: we will send 500 free visitors to show you how it works.</Typography>
      <DemoForm />
    </ActionPage>
  );
}
