/* /panel/profile/edit ("Settings" in the profile menu, docs/product.md#screens-and-routes): name, password, e-mail, account removal. */
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DisplayNameForm } from '@/features/profile/DisplayNameForm';
import { EmailChangeForm } from '@/features/profile/EmailChangeForm';
import { PasswordForm } from '@/features/profile/PasswordForm';
import { RemoveAccountSection } from '@/features/profile/RemoveAccountSection';
import { useAuth } from '@/lib/auth';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export function ProfileEditPage() {
  const { user, impersonator } = useAuth();
  if (!user) return null;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Settings
      </Typography>
      <Stack spacing={3} sx={{ maxWidth: 640 }}>
        <Section title="Your name">
          <DisplayNameForm displayName={user.displayName} />
        </Section>
        {/*
          The password, the e-mail and the removal are confirmed with the user's own password, which an admin switched
          to the user does not have (and the server refuses a removal while switched).
        */}
        {impersonator ? (
          <Alert severity="info">
            The password, e-mail address and account removal can only be changed by {user.login} with their own password.
          </Alert>
        ) : (
          <>
            <Section title="Password">
              <PasswordForm />
            </Section>
            <Section title="E-mail address">
              <EmailChangeForm currentEmail={user.login} />
            </Section>
            <Section title="Remove account">
              <RemoveAccountSection />
            </Section>
          </>
        )}
      </Stack>
    </>
  );
}
