import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '@/graphql/generated';
import { serverMessage } from '@/lib/form-errors';
import { violations } from '@/lib/graphql-errors';
import { Alert, Button, Stack, Text } from '@/ui/kit';

export const UnsubscribeMutation = graphql(`
  mutation Unsubscribe($token: String!) {
    unsubscribe(token: $token) {
      message
      login
    }
  }
`);

export interface UnsubscribeConfirmProps {
  token: string;
  siteName: string;
}

/**
 * Unsubscribing waits for a click: mail scanners open the links of a message, and must not unsubscribe anyone
 * by doing so. A link the server refuses (a violation on `token`: unknown, used, expired) cannot work on a second
 * click, so the button goes and the visitor is told where a working link is; any other failure (rate
 * limit, network) leaves it for another try.
 */
export function UnsubscribeConfirm({ token, siteName }: UnsubscribeConfirmProps) {
  const [mutate, { loading }] = useMutation(UnsubscribeMutation);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [linkRefused, setLinkRefused] = useState(false);

  const handleUnsubscribe = async () => {
    setFailure(null);
    try {
      const { data } = await mutate({ variables: { token } });
      if (!data) throw new Error('No answer');
      setDone(data.unsubscribe.message);
    } catch (error) {
      setFailure(serverMessage(error, 'Unable to unsubscribe. Please try again.'));
      setLinkRefused(violations(error).some((v) => v.propertyPath === 'token'));
    }
  };

  if (done) return <Alert severity="success">{done}</Alert>;

  if (linkRefused) {
    return (
      <Stack spacing={2}>
        <Alert severity="error">{failure}</Alert>
        <Text>Use the unsubscribe link at the bottom of our most recent newsletter.</Text>
      </Stack>
    );
  }

  return (
    <Stack spacing={2} alignItems="flex-start">
      {failure ? (
        <Alert severity="error" style={{ alignSelf: 'stretch' }}>
          {failure}
        </Alert>
      ) : null}
      <Text>
        Stop receiving newsletters and promotions from {siteName}? E-mails about your account, such as password resets, still reach you.
      </Text>
      <Button variant="contained" onClick={() => void handleUnsubscribe()} disabled={loading}>
        Unsubscribe
      </Button>
    </Stack>
  );
}
