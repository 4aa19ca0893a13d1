import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { NotFoundPage } from '@/components/ErrorPage';
import { isSocialProvider, SOCIAL_PROVIDER_NAMES, type SocialProviderId } from '@/features/auth/social-sign-in';
import { useSocialReturn } from '@/features/auth/useSocialReturn';
import { enqueueSnackbar } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { safeRedirect } from '@/lib/redirect';
import { isStaff } from '@/lib/roles';
import { AuthCard } from './AuthCard';
import { SupportLine } from './SupportLine';
import { withApollo } from '@/lib/apollo-area';
import { Alert, Button, Spinner, Stack, Text } from '@/ui/kit';

function SocialReturn({ provider }: { provider: SocialProviderId }) {
  const { hash, search } = useLocation();
  const navigate = useNavigate();
  const state = useSocialReturn(provider, hash, search);
  const name = SOCIAL_PROVIDER_NAMES[provider];

  useEffect(() => {
    if (state.status !== 'signedIn') return;
    const home = isStaff(state.user.roles) ? paths.admin.root.path : paths.panel.root.path;
    if (state.intent.kind === 'demo') {
      enqueueSnackbar('Your free demo has started: your website is in your projects.', { variant: 'success' });
      void navigate(paths.panel.root.path, { replace: true });
    } else {
      // Like the login form: back to the wanted page when it is a local path (docs/product.md#screens-and-routes).
      void navigate(safeRedirect(state.intent.redirect, home), { replace: true });
    }
  }, [state, navigate]);

  if (state.status === 'failed') {
    const back =
      state.intent?.kind === 'demo'
        ? paths.home.getHref()
        : paths.login.getHref(state.intent?.kind === 'login' ? state.intent.redirect : null);
    return (
      <Stack spacing={2}>
        <Alert severity="error">{state.message}</Alert>
        <Button to={back} variant="contained" style={{ alignSelf: 'flex-start' }}>
          {state.intent?.kind === 'demo' ? 'Back to the demo form' : 'Back to log in'}
        </Button>
        <SupportLine />
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={2} role="status" alignItems="center">
      <Spinner size={24} />
      <Text>Signing you in with {name}…</Text>
    </Stack>
  );
}

/** /social-login/{provider}: where Google or Facebook send the visitor back with a token. */
function SocialReturnPageContent() {
  const { provider } = useParams();
  if (!isSocialProvider(provider)) return <NotFoundPage />;
  return (
    <AuthCard title={`Sign in with ${SOCIAL_PROVIDER_NAMES[provider]}`}>
      <SocialReturn provider={provider} />
    </AuthCard>
  );
}

/** With Apollo Client, which this page's own chunk brings (not part of a public page's first load). */
export const SocialReturnPage = withApollo(SocialReturnPageContent);
