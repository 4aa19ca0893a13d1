import { useParams } from 'react-router-dom';
import { UnsubscribeConfirm } from '@/features/auth/UnsubscribeConfirm';
import { useGate } from '@/lib/gate';
import { AuthCard } from './AuthCard';
import { SupportLine } from './SupportLine';
import { withApollo } from '@/lib/apollo-area';
import { Alert, Stack } from '@/ui/kit';

/** /unsubscribe/{token}: stops newsletters and promotions after the visitor confirms. */
function UnsubscribePageContent() {
  const { token } = useParams();
  const { config } = useGate();
  return (
    <AuthCard title="Unsubscribe">
      {token ? (
        <UnsubscribeConfirm token={token} siteName={config.prop.siteName} />
      ) : (
        <Stack spacing={2}>
          <Alert severity="warning">
            This address is missing the code from your e-mail. Use the unsubscribe link at the bottom of any of our newsletters.
          </Alert>
          <SupportLine />
        </Stack>
      )}
    </AuthCard>
  );
}

/** With Apollo Client, which this page's own chunk brings (not part of a public page's first load). */
export const UnsubscribePage = withApollo(UnsubscribePageContent);
