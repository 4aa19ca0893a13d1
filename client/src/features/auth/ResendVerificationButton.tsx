import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '@/graphql/generated';
import { serverMessage } from '@/lib/form-errors';
// Kit components (ui/kit.tsx): the button is shown on the public verification page too, which loads no MUI.
import { Alert, Button, Stack } from '@/ui/kit';

export const ResendVerificationMutation = graphql(`
  mutation ResendVerification {
    resendVerification
  }
`);

/** For a signed-in user whose address is not confirmed yet: mails a fresh verification link. */
export function ResendVerificationButton() {
  const [mutate, { loading }] = useMutation(ResendVerificationMutation);
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const handleResend = async () => {
    setOutcome(null);
    try {
      await mutate();
      setOutcome({ severity: 'success', text: 'We have sent you a new verification link. Check your inbox.' });
    } catch (error) {
      setOutcome({ severity: 'error', text: serverMessage(error, 'Unable to send a new link. Please try again.') });
    }
  };

  return (
    <Stack spacing={2} alignItems="flex-start">
      {outcome ? (
        <Alert severity={outcome.severity} style={{ alignSelf: 'stretch' }}>
          {outcome.text}
        </Alert>
      ) : null}
      {outcome?.severity === 'success' ? null : (
        <Button variant="outlined" onClick={() => void handleResend()} disabled={loading}>
          Send me a new link
        </Button>
      )}
    </Stack>
  );
}
