/*
 * The return from Google or Facebook (/social-login/{provider}): takes the intent stored under the returned state
 * (social-sign-in.ts), has the server verify the provider token (loginWithProvider or demoRegisterWithProvider),
 * signs in with the bearer token it answers and says where to go. The URL fragment with the provider token is
 * dropped from the address bar and history at once.
 */
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { graphql } from '@/graphql/generated';
import { useAuth, type CurrentUser } from '@/lib/auth';
import { serverMessage } from '@/lib/form-errors';
import { errorCode } from '@/lib/graphql-errors';
import { readProviderReturn, SOCIAL_PROVIDER_NAMES, takeSocialIntent, type SocialIntent, type SocialProviderId } from './social-sign-in';

export const LoginWithProviderMutation = graphql(`
  mutation LoginWithProvider($provider: SocialProvider!, $input: SocialLoginInput!) {
    loginWithProvider(provider: $provider, input: $input) {
      token
    }
  }
`);

export const DemoRegisterWithProviderMutation = graphql(`
  mutation DemoRegisterWithProvider($provider: SocialProvider!, $input: DemoProviderRegisterInput!) {
    demoRegisterWithProvider(provider: $provider, input: $input) {
      token
    }
  }
`);

export type SocialReturnState =
  | { status: 'pending' }
  | { status: 'signedIn'; intent: SocialIntent; user: CurrentUser }
  | { status: 'failed'; message: string; intent: SocialIntent | null };

function failureText(provider: SocialProviderId, intent: SocialIntent | null, error: unknown): string {
  const name = SOCIAL_PROVIDER_NAMES[provider];
  const code = errorCode(error);
  if (code === 'UNAUTHENTICATED') return `${name} could not confirm your account. Please try again.`;
  if (code === 'CONFLICT' && intent?.kind === 'demo') {
    return `An account with the e-mail of your ${name} account exists already. Log in to add the website as a project.`;
  }
  if (code === 'NOT_IMPLEMENTED') return `Signing in with ${name} is not available on this site.`;
  return serverMessage(error, `Signing in with ${name} did not work. Please try again.`);
}

export function useSocialReturn(provider: SocialProviderId, hash: string, search: string): SocialReturnState {
  const { login } = useAuth();
  const [loginWithProvider] = useMutation(LoginWithProviderMutation);
  const [demoRegister] = useMutation(DemoRegisterWithProviderMutation);
  const started = useRef(false);
  // Read once: the address bar is cleaned right after, and React may render again meanwhile.
  const [received] = useState(() => readProviderReturn(provider, hash, search));
  const [state, setState] = useState<SocialReturnState>({ status: 'pending' });

  useEffect(() => {
    // The provider token must not stay in the address bar or the history.
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
    // Once per page, also when StrictMode runs effects twice: the intent serves one sign-in.
    if (started.current) return;
    started.current = true;
    const name = SOCIAL_PROVIDER_NAMES[provider];
    const intent = takeSocialIntent(provider, received.state);
    if (received.error) {
      setState({
        status: 'failed',
        intent,
        message:
          received.error === 'access_denied'
            ? `Signing in with ${name} was cancelled.`
            : `${name} did not sign you in (${received.error}).`,
      });
      return;
    }
    if (!intent) {
      setState({
        status: 'failed',
        intent: null,
        message: `This sign-in with ${name} was not started here or has expired. Please start again.`,
      });
      return;
    }
    if (!received.token) {
      setState({ status: 'failed', intent, message: `${name} sent no sign-in token back. Please try again.` });
      return;
    }
    const token = received.token;
    const request =
      intent.kind === 'login'
        ? loginWithProvider({ variables: { provider, input: { token } } }).then(({ data }) => data?.loginWithProvider.token)
        : demoRegister({ variables: { provider, input: { token, url: intent.url, ...intent.attribution } } }).then(
            ({ data }) => data?.demoRegisterWithProvider.token,
          );
    request
      .then(async (bearer) => {
        if (!bearer) throw new Error('No answer');
        setState({ status: 'signedIn', intent, user: await login(bearer) });
      })
      .catch((error: unknown) => setState({ status: 'failed', intent, message: failureText(provider, intent, error) }));
  }, [provider, received, login, loginWithProvider, demoRegister]);

  return state;
}
