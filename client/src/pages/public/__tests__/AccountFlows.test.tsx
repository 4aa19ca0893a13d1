/*
 * The e-mail link pages of docs/product.md#screens-and-routes (forgot/reset password, verify and activate e-mail, unsubscribe), rendered
 * in the whole app against a fake GraphQL server that answers the way the real one does: used, expired and
 * unknown links are violations on `token`, whose message (not the GraphQL error's prefixed text) is shown.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { createRoutes, routerOptions } from '@/app/router';
import { createApolloClient, setSharedApolloClient } from '@/lib/apollo';
import { PublicData } from '@/lib/public-data';
import userEvent from '@testing-library/user-event';
import { getToken } from '@/lib/auth-token';
import { logger } from '@/lib/logger';
import { createFakeFetch, graphqlError, type FakeHandler, type FakeReply, type FakeRequest } from '@/testing/fake-graphql';
import { renderApp, testGateConfig, testUser, userReply } from '@/testing/render-app';

function violation(propertyPath: string, message: string, code = 'BAD_USER_INPUT'): FakeReply {
  return { body: { errors: [{ message: `${propertyPath}: ${message}`, extensions: { code, violations: [{ propertyPath, message }] } }] } };
}

/** `me` answers only for the token the action handed out: the page must have stored it. */
function signsInWith(token: string): Record<string, FakeHandler> {
  return {
    CurrentUser: ({ headers }) =>
      headers.authorization === `Bearer ${token}` ? userReply(testUser()) : graphqlError('JWT Token not found', 'UNAUTHENTICATED', 401),
  };
}

const calls = (requests: FakeRequest[], name: string) => requests.filter((r) => r.operationName === name);

beforeEach(() => {
  jest.spyOn(logger, 'error').mockImplementation(() => {});
});

describe('/forgot-password', () => {
  const SENT = 'If an account exists for that address, we have sent it a link to choose a new password. The link is valid for one hour.';

  it('sends the address and shows the same confirmation whatever the server knows', async () => {
    const { requests } = renderApp('/forgot-password', {
      handlers: { RequestPasswordReset: () => ({ data: { requestPasswordReset: true } }) },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), '  someone@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(calls(requests, 'RequestPasswordReset').map((r) => r.variables)).toEqual([{ input: { email: 'someone@example.com' } }]);
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
  });

  it('shows a server refusal and keeps the form', async () => {
    renderApp('/forgot-password', {
      handlers: { RequestPasswordReset: () => graphqlError('Too many attempts, try again in 60 seconds.', 'TOO_MANY_REQUESTS') },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts, try again in 60 seconds.');
    expect(screen.queryByText(/we have sent it a link/)).not.toBeInTheDocument();
  });

  it('puts a violation on the e-mail under the field', async () => {
    renderApp('/forgot-password', {
      handlers: { RequestPasswordReset: () => violation('email', 'This value is not a valid email address.') },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('This value is not a valid email address.'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('/reset-password/:token', () => {
  async function choosePassword(password: string, confirmation = password) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Repeat the new password'), confirmation);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('sets the password, signs in with the returned token and lands in the panel', async () => {
    const { router, requests } = renderApp('/reset-password/link-token', {
      handlers: {
        ResetPassword: () => ({
          data: {
            resetPassword: {
              __typename: 'AccountActionResult',
              message: 'Your password has been changed.',
              login: 'user@example.com',
              token: 'fresh-token',
            },
          },
        }),
        ...signsInWith('fresh-token'),
      },
    });
    await choosePassword('new-password-1');
    expect(await screen.findByRole('heading', { name: /Welcome/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/panel');
    expect(getToken()).toBe('fresh-token');
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(calls(requests, 'ResetPassword').map((r) => r.variables)).toEqual([
      { input: { token: 'link-token', password: 'new-password-1' } },
    ]);
  });

  it('shows the message of a used or expired link and stays signed out', async () => {
    const { router } = renderApp('/reset-password/old-token', {
      handlers: { ResetPassword: () => violation('token', 'This link has expired.') },
    });
    await choosePassword('new-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^This link has expired\.$/);
    expect(router.state.location.pathname).toBe('/reset-password/old-token');
    expect(getToken()).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Request a new link' })[0]).toHaveAttribute('href', '/forgot-password');
  });

  it('puts a password violation under the field', async () => {
    renderApp('/reset-password/link-token', { handlers: { ResetPassword: () => violation('password', 'This password is too common.') } });
    await choosePassword('password1');
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('This password is too common.'));
  });

  it('does not send two different passwords', async () => {
    const { requests } = renderApp('/reset-password/link-token');
    await choosePassword('new-password-1', 'new-password-2');
    expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument();
    expect(calls(requests, 'ResetPassword')).toHaveLength(0);
  });

  it('without a token, says what is missing and offers a new link', async () => {
    renderApp('/reset-password');
    expect(await screen.findByText(/missing the code from your password-reset e-mail/)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});

describe('/register (the answer never tells whether the address has an account)', () => {
  const ANSWER = 'We sent an e-mail to new@example.com. Open the link in it to finish signing up.';

  it('sends the sign-up and says to check the e-mail, without signing in', async () => {
    const { router, requests } = renderApp('/register', {
      handlers: {
        Register: () => ({ data: { register: { __typename: 'RegistrationAnswer', message: ANSWER, email: 'new@example.com' } } }),
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), ' new@example.com ');
    await user.type(screen.getByLabelText('Password'), 'a-good-password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(ANSWER)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(calls(requests, 'Register').map((r) => r.variables)).toEqual([
      { input: { email: 'new@example.com', password: 'a-good-password' } },
    ]);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
    expect(getToken()).toBeNull();
  });

  it('shows a violation under its field and keeps the form', async () => {
    renderApp('/register', { handlers: { Register: () => violation('password', 'The password must be at least 8 characters long.') } });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'a-good-password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('The password must be at least 8 characters long.'),
    );
    expect(screen.queryByText(ANSWER)).not.toBeInTheDocument();
  });
});

describe('/verify-email/:token', () => {
  it('signs an anonymous visitor in with the token the link answers (it finishes a sign-up)', async () => {
    renderApp('/verify-email/link-token', {
      handlers: {
        VerifyEmail: () => ({
          data: {
            verifyEmail: {
              __typename: 'AccountActionResult',
              message: 'Your e-mail address is confirmed.',
              login: 'user@example.com',
              token: 'fresh-token',
            },
          },
        }),
        ...signsInWith('fresh-token'),
      },
    });
    expect(await screen.findByText('Your e-mail address is confirmed.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Go to your dashboard' })).toBeInTheDocument();
    expect(getToken()).toBe('fresh-token');
  });

  it('confirms the address once, as the page opens', async () => {
    const { requests } = renderApp('/verify-email/link-token', {
      handlers: {
        VerifyEmail: () => ({
          data: {
            verifyEmail: {
              __typename: 'AccountActionResult',
              message: 'Your e-mail address is confirmed.',
              login: 'user@example.com',
              token: null,
            },
          },
        }),
      },
    });
    expect(await screen.findByText('Your e-mail address is confirmed.')).toBeInTheDocument();
    expect(calls(requests, 'VerifyEmail').map((r) => r.variables)).toEqual([{ token: 'link-token' }]);
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('sends the token once under StrictMode too (the app runs in it; a second send would report a used link)', async () => {
    const server = createFakeFetch({
      CurrentGate: () => ({
        data: {
          currentGate: { __typename: 'PublicGate', id: 1, name: 'Trafficgate', description: '', apiBase: '/api', config: testGateConfig },
        },
      }),
      MainPagePackages: () => ({ data: { packagesForMainPage: [] } }),
      VerifyEmail: () => ({
        data: {
          verifyEmail: {
            __typename: 'AccountActionResult',
            message: 'Your e-mail address is confirmed.',
            login: 'user@example.com',
            token: null,
          },
        },
      }),
    });
    setSharedApolloClient(createApolloClient({ fetch: server.fetch }));
    render(
      <StrictMode>
        <AppProvider publicData={new PublicData({ fetch: server.fetch })}>
          <RouterProvider router={createMemoryRouter(createRoutes(), { ...routerOptions, initialEntries: ['/verify-email/link-token'] })} />
        </AppProvider>
      </StrictMode>,
    );
    expect(await screen.findByText('Your e-mail address is confirmed.')).toBeInTheDocument();
    expect(calls(server.requests, 'VerifyEmail')).toHaveLength(1);
  });

  it('marks the signed-in account as confirmed', async () => {
    renderApp('/verify-email/link-token', {
      user: testUser([], { emailConfirmed: false }),
      handlers: {
        VerifyEmail: () => ({
          data: {
            verifyEmail: {
              __typename: 'AccountActionResult',
              message: 'Your e-mail address is confirmed.',
              login: 'user@example.com',
              token: null,
            },
          },
        }),
      },
    });
    expect(await screen.findByText('Your e-mail address is confirmed.')).toBeInTheDocument();
    // An unconfirmed user would be offered a new link instead.
    expect(await screen.findByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/panel');
  });

  it('shows why a link failed and sends an anonymous visitor to log in for a new one', async () => {
    renderApp('/verify-email/used-token', { handlers: { VerifyEmail: () => violation('token', 'This link has already been used.') } });
    expect(await screen.findByText('This link has already been used.')).toBeInTheDocument();
    expect(screen.queryByText(/token:/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/verify-email')}`);
  });

  it('lets a signed-in, unconfirmed user have a new link sent after a failure', async () => {
    const { requests } = renderApp('/verify-email/old-token', {
      user: testUser([], { emailConfirmed: false }),
      handlers: {
        VerifyEmail: () => violation('token', 'This link has expired.'),
        ResendVerification: () => ({ data: { resendVerification: true } }),
      },
    });
    expect(await screen.findByText('This link has expired.')).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByText('We have sent you a new verification link. Check your inbox.')).toBeInTheDocument();
    expect(calls(requests, 'ResendVerification')).toHaveLength(1);
  });

  it('without a token, explains how to verify and sends nothing', async () => {
    const { requests } = renderApp('/verify-email');
    expect(await screen.findByText(/Open the verification link we sent you/)).toBeInTheDocument();
    expect(calls(requests, 'VerifyEmail')).toHaveLength(0);
  });
});

describe('/activate-email/:token', () => {
  const activated = {
    data: {
      activateEmail: {
        __typename: 'AccountActionResult',
        message: 'Your account is active.',
        login: 'user@example.com',
        token: 'fresh-token',
      },
    },
  };

  it('activates with the chosen password, signs in and lands in the panel', async () => {
    const { router, requests } = renderApp('/activate-email/link-token', {
      handlers: { ActivateEmail: () => activated, ...signsInWith('fresh-token') },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Choose a password (optional)'), 'my-password-1');
    await user.click(screen.getByRole('button', { name: 'Activate my account' }));
    expect(await screen.findByRole('heading', { name: /Welcome/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/panel');
    expect(getToken()).toBe('fresh-token');
    expect(await screen.findByText('Your account is active.')).toBeInTheDocument();
    expect(calls(requests, 'ActivateEmail').map((r) => r.variables)).toEqual([
      { input: { token: 'link-token', password: 'my-password-1' } },
    ]);
  });

  it('the password is optional', async () => {
    const { requests } = renderApp('/activate-email/link-token', {
      handlers: { ActivateEmail: () => activated, ...signsInWith('fresh-token') },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Activate my account' }));
    expect(await screen.findByRole('heading', { name: /Welcome/ })).toBeInTheDocument();
    expect(calls(requests, 'ActivateEmail').map((r) => r.variables)).toEqual([{ input: { token: 'link-token' } }]);
  });

  it('a too short password is refused before anything is sent', async () => {
    const { requests } = renderApp('/activate-email/link-token');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Choose a password (optional)'), 'short');
    await user.click(screen.getByRole('button', { name: 'Activate my account' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Choose a password (optional)')).toHaveAccessibleDescription(
        'The password must be at least 8 characters long.',
      ),
    );
    expect(calls(requests, 'ActivateEmail')).toHaveLength(0);
  });

  it('shows the message of a used link and stays signed out', async () => {
    renderApp('/activate-email/used-token', { handlers: { ActivateEmail: () => violation('token', 'This link has already been used.') } });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Activate my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^This link has already been used\.$/);
    expect(getToken()).toBeNull();
  });

  it('without a token, points to the welcome e-mail', async () => {
    renderApp('/activate-email');
    expect(await screen.findByText(/missing the code from your welcome e-mail/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate my account' })).not.toBeInTheDocument();
  });
});

describe('/unsubscribe/:token', () => {
  it('unsubscribes only after the visitor confirms', async () => {
    const { requests } = renderApp('/unsubscribe/link-token', {
      handlers: {
        Unsubscribe: () => ({
          data: {
            unsubscribe: {
              __typename: 'AccountActionResult',
              message: 'You will no longer receive newsletters and promotions.',
              login: 'user@example.com',
            },
          },
        }),
      },
    });
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(calls(requests, 'Unsubscribe')).toHaveLength(0);
    await userEvent.setup().click(button);
    expect(await screen.findByText('You will no longer receive newsletters and promotions.')).toBeInTheDocument();
    expect(calls(requests, 'Unsubscribe').map((r) => r.variables)).toEqual([{ token: 'link-token' }]);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('shows why an unknown link failed, and offers no button that cannot work', async () => {
    const { requests } = renderApp('/unsubscribe/bad-token', {
      handlers: { Unsubscribe: () => violation('token', 'This link is not valid.') },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^This link is not valid\.$/);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(screen.getByText(/Use the unsubscribe link at the bottom of our most recent newsletter/)).toBeInTheDocument();
    expect(calls(requests, 'Unsubscribe')).toHaveLength(1);
  });

  it('after a failure that is not the link (rate limit), the button stays for another try', async () => {
    let attempts = 0;
    renderApp('/unsubscribe/link-token', {
      handlers: {
        Unsubscribe: () => {
          attempts += 1;
          return attempts === 1
            ? graphqlError('Too many attempts, try again in 60 seconds.', 'TOO_MANY_REQUESTS')
            : {
                data: {
                  unsubscribe: {
                    __typename: 'AccountActionResult',
                    message: 'You will no longer receive newsletters and promotions.',
                    login: 'user@example.com',
                  },
                },
              };
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts, try again in 60 seconds.');
    const button = screen.getByRole('button', { name: 'Unsubscribe' });
    expect(button).toBeEnabled();
    await user.click(button);
    expect(await screen.findByText('You will no longer receive newsletters and promotions.')).toBeInTheDocument();
  });

  it('without a token, explains where the link is', async () => {
    renderApp('/unsubscribe');
    expect(await screen.findByText(/Use the unsubscribe link at the bottom/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });
});
