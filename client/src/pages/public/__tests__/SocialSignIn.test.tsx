/*
 * Social sign-in in the whole app (docs/product.md#what-it-is "social login links", docs/api.md#calls /api/login/{google,facebook} and
 * /api/demo/register/{provider}): the buttons leave for the gate's provider URL with a stored state, and the return
 * page (/social-login/{provider}) has the server verify the token, signs in and goes on.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { SOCIAL_STATE_PREFIX, startSocialSignIn, type SocialIntent } from '@/features/auth/social-sign-in';
import { SESSION_COOKIE, VISITOR_COOKIE } from '@/features/visitor/visitor-identity';
import { getToken } from '@/lib/auth-token';
import { browserLocation } from '@/lib/browser-location';
import { logger } from '@/lib/logger';
import { graphqlError, type FakeHandler, type FakeRequest } from '@/testing/fake-graphql';
import { renderApp, testGateConfig, testUser, userReply } from '@/testing/render-app';

const GOOGLE_URL = 'https://accounts.example.com/o/oauth2/auth?client_id=1&response_type=id_token';
const FACEBOOK_URL = 'https://www.facebook.example/dialog/oauth?client_id=2&response_type=token';
const VISITOR = '0b6e2c1a-3f4d-4e5a-9b8c-7d6e5f4a3b2c';
const SESSION = '9f8e7d6c-5b4a-4321-8fed-cba987654321';

const withSocial = (socialAuth: Record<string, string | null>) => ({
  ...testGateConfig,
  socialAuth: { google: null, facebook: null, ...socialAuth },
});
const calls = (requests: FakeRequest[], name: string) => requests.filter((r) => r.operationName === name);

/** A server that signs in whoever presents a good provider token. */
function providerServer(overrides: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  let token: string | null = null;
  const signIn = (good: boolean) => {
    if (!good) return graphqlError('Invalid credentials.', 'UNAUTHENTICATED', 401);
    token = 'bearer-from-provider';
    return null;
  };
  return {
    LoginWithProvider: ({ variables }) =>
      signIn((variables.input as { token: string }).token === 'good-id-token') ?? {
        data: { loginWithProvider: { __typename: 'AuthToken', token } },
      },
    DemoRegisterWithProvider: ({ variables }) =>
      signIn((variables.input as { token: string }).token === 'good-id-token') ?? {
        data: { demoRegisterWithProvider: { __typename: 'AuthToken', token } },
      },
    CurrentUser: ({ headers }) =>
      token && headers.authorization === `Bearer ${token}`
        ? userReply(testUser([], { login: 'social@example.com' }))
        : graphqlError('JWT Token not found', 'UNAUTHENTICATED', 401),
    ...overrides,
  };
}

let assign: jest.SpyInstance;
beforeEach(() => {
  assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => {});
  jest.spyOn(logger, 'error').mockImplementation(() => {});
});

function storedIntents(): SocialIntent[] {
  return Object.keys(window.sessionStorage)
    .filter((k) => k.startsWith(SOCIAL_STATE_PREFIX))
    .map((k) => (JSON.parse(window.sessionStorage.getItem(k)!) as { intent: SocialIntent }).intent);
}

describe('social buttons on the login and register pages', () => {
  it.each(['/login', '/register'])('are absent from %s when the gate configures none', async (url) => {
    renderApp(url);
    await screen.findByRole('button', { name: /Log in|Create account/ });
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
  });

  it('show the configured providers only, and never a non-web URL', async () => {
    renderApp('/login', { gateConfig: withSocial({ google: 'javascript:alert(1)', facebook: FACEBOOK_URL }) });
    const nav = await screen.findByRole('navigation', { name: 'Social login' });
    expect(within(nav).getByRole('button', { name: 'Continue with Facebook' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('leave for the provider with a state that remembers the wanted page', async () => {
    renderApp('/login?redirect=%2Fpanel%2Forders', { gateConfig: withSocial({ google: GOOGLE_URL }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(assign).toHaveBeenCalledTimes(1);
    const target = new URL(assign.mock.calls[0][0] as string);
    expect(`${target.origin}${target.pathname}`).toBe('https://accounts.example.com/o/oauth2/auth');
    expect(target.searchParams.get('client_id')).toBe('1');
    const state = target.searchParams.get('state')!;
    expect(state).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(window.sessionStorage.getItem(`${SOCIAL_STATE_PREFIX}${state}`)!).intent).toEqual({
      kind: 'login',
      provider: 'google',
      redirect: '/panel/orders',
    });
  });
});

describe('the return page /social-login/{provider}', () => {
  function started(intent: SocialIntent): string {
    const href = startSocialSignIn(intent.provider === 'google' ? GOOGLE_URL : FACEBOOK_URL, intent);
    return new URL(href!).searchParams.get('state')!;
  }

  it('signs in with the verified token and returns to the wanted page', async () => {
    const state = started({ kind: 'login', provider: 'google', redirect: '/panel/orders' });
    const view = renderApp(`/social-login/google#id_token=good-id-token&state=${state}`, { handlers: providerServer() });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/panel/orders'));
    expect(getToken()).toBe('bearer-from-provider');
    expect(calls(view.requests, 'LoginWithProvider').map((r) => r.variables)).toEqual([
      { provider: 'google', input: { token: 'good-id-token' } },
    ]);
    expect(storedIntents()).toEqual([]);
  });

  it('refuses a foreign redirect remembered in the intent and goes to the dashboard', async () => {
    const state = started({ kind: 'login', provider: 'facebook', redirect: '//evil.example/steal' });
    const view = renderApp(`/social-login/facebook#access_token=good-id-token&state=${state}`, { handlers: providerServer() });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/panel'));
    expect(calls(view.requests, 'LoginWithProvider')[0].variables).toEqual({ provider: 'facebook', input: { token: 'good-id-token' } });
  });

  it('refuses a token that comes back without a state this browser started (login CSRF)', async () => {
    const view = renderApp('/social-login/google#id_token=good-id-token&state=forged', { handlers: providerServer() });
    expect(
      await screen.findByText('This sign-in with Google was not started here or has expired. Please start again.'),
    ).toBeInTheDocument();
    expect(calls(view.requests, 'LoginWithProvider')).toEqual([]);
    expect(getToken()).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
  });

  it('says so when the visitor cancelled at the provider', async () => {
    const state = started({ kind: 'login', provider: 'facebook', redirect: null });
    const view = renderApp(`/social-login/facebook?error=access_denied&state=${state}`, { handlers: providerServer() });
    expect(await screen.findByText('Signing in with Facebook was cancelled.')).toBeInTheDocument();
    expect(calls(view.requests, 'LoginWithProvider')).toEqual([]);
  });

  it('shows the refusal when the server does not accept the provider token', async () => {
    const state = started({ kind: 'login', provider: 'google', redirect: null });
    renderApp(`/social-login/google#id_token=forged-token&state=${state}`, { handlers: providerServer() });
    expect(await screen.findByText('Google could not confirm your account. Please try again.')).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });

  it('is the 404 page for an unknown provider', async () => {
    renderApp('/social-login/myspace#access_token=x');
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
  });
});

describe('demo sign-up through a provider (docs/product.md#what-it-is)', () => {
  beforeEach(() => {
    Cookies.set(VISITOR_COOKIE, VISITOR, { path: '/' });
    Cookies.set(SESSION_COOKIE, SESSION, { path: '/' });
  });

  it('checks the website first, then leaves for the provider with the website and the visitor data remembered', async () => {
    const view = renderApp('/', {
      gateConfig: withSocial({ google: GOOGLE_URL }),
      handlers: {
        CheckDemoUrl: () => ({
          data: {
            checkDemoUrl: {
              __typename: 'DemoUrlCheck',
              url: 'http://example.com/',
              finalUrl: 'http://example.com/',
              reachable: true,
              status: 200,
              title: 'Ex',
            },
          },
        }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start with Google' }));
    expect(await screen.findByText('Enter the address of your website.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Your website URL'), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Start with Google' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(calls(view.requests, 'CheckDemoUrl')[0].variables).toEqual({ input: { url: 'example.com' } });
    expect(storedIntents()).toEqual([
      {
        kind: 'demo',
        provider: 'google',
        url: 'http://example.com/',
        attribution: expect.objectContaining({ visitorUuid: VISITOR, sessionUuid: SESSION }),
      },
    ]);
  });

  it('does not leave when the website check fails, and shows why on the URL field', async () => {
    renderApp('/', {
      gateConfig: withSocial({ facebook: FACEBOOK_URL }),
      handlers: {
        CheckDemoUrl: () => ({
          body: {
            errors: [
              {
                message: 'url: not reachable',
                extensions: { code: 'BAD_USER_INPUT', violations: [{ propertyPath: 'url', message: 'The website did not answer.' }] },
              },
            ],
          },
        }),
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Your website URL'), 'down.example');
    await user.click(screen.getByRole('button', { name: 'Start with Facebook' }));
    expect(await screen.findByText('The website did not answer.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(storedIntents()).toEqual([]);
  });

  it('registers the demo with the provider token on return and lands in the panel', async () => {
    const attribution = {
      country: 'DE',
      visitorUuid: VISITOR,
      sessionUuid: SESSION,
      utmSource: 'news',
      utmMedium: null,
      utmCampaign: null,
    };
    const state = new URL(
      startSocialSignIn(GOOGLE_URL, { kind: 'demo', provider: 'google', url: 'http://example.com/', attribution })!,
    ).searchParams.get('state');
    const view = renderApp(`/social-login/google#id_token=good-id-token&state=${state}`, { handlers: providerServer() });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/panel'));
    expect(calls(view.requests, 'DemoRegisterWithProvider').map((r) => r.variables)).toEqual([
      { provider: 'google', input: { token: 'good-id-token', url: 'http://example.com/', ...attribution } },
    ]);
    expect(calls(view.requests, 'LoginWithProvider')).toEqual([]);
    expect(getToken()).toBe('bearer-from-provider');
  });

  it("offers to log in when the provider account's e-mail has an account already", async () => {
    const attribution = { country: null, visitorUuid: null, sessionUuid: null, utmSource: null, utmMedium: null, utmCampaign: null };
    const state = new URL(
      startSocialSignIn(GOOGLE_URL, { kind: 'demo', provider: 'google', url: 'http://example.com/', attribution })!,
    ).searchParams.get('state');
    renderApp(`/social-login/google#id_token=good-id-token&state=${state}`, {
      handlers: providerServer({ DemoRegisterWithProvider: () => graphqlError('This e-mail is already registered.', 'CONFLICT') }),
    });
    expect(
      await screen.findByText('An account with the e-mail of your Google account exists already. Log in to add the website as a project.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the demo form' })).toHaveAttribute('href', '/');
  });
});
