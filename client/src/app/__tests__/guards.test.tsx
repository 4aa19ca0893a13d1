import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToken } from '@/lib/auth-token';
import { logger } from '@/lib/logger';
import { Role } from '@/lib/roles';
import { renderApp, testUser, userReply } from '@/testing/render-app';

const at = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

beforeEach(() => {
  jest.spyOn(logger, 'error').mockImplementation(() => {});
});

describe('route guards (docs/product.md#screens-and-routes)', () => {
  it('sends an anonymous visitor of the panel to /login, remembering the page', async () => {
    const { router } = renderApp('/panel/projects?page=2');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(at(router)).toBe(`/login?redirect=${encodeURIComponent('/panel/projects?page=2')}`);
  });

  it('sends an anonymous visitor of the admin area to /login too', async () => {
    const { router } = renderApp('/admin/users');
    await screen.findByRole('heading', { name: 'Log in' });
    expect(at(router)).toBe(`/login?redirect=${encodeURIComponent('/admin/users')}`);
  });

  it.each([Role.Support, Role.Manager, Role.Admin, Role.SuperAdmin])('sends staff (%s) from the panel to /admin', async (role) => {
    const { router } = renderApp('/panel/billing', { user: testUser([role]) });
    expect(await screen.findByRole('heading', { name: 'Administration' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('lets a user (and a VIP, who is not staff) into the panel', async () => {
    const { router } = renderApp('/panel', { user: testUser([Role.Vip]) });
    expect(await screen.findByRole('heading', { name: /Welcome/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/panel');
  });

  it.each([[[]], [[Role.Vip]]])('sends a user with roles %j from /admin to /panel', async (roles) => {
    const { router } = renderApp('/admin/posts', { user: testUser(roles) });
    expect(await screen.findByRole('heading', { name: /Welcome/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/panel');
  });

  it('lets support staff into /admin', async () => {
    const { router } = renderApp('/admin/users', { user: testUser([Role.Support]) });
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/users');
  });

  it('login is guest-only: a signed-in user is sent to /', async () => {
    const { router } = renderApp('/login', { user: testUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cheap Website Traffic' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('a signed-in user on /login with a foreign redirect still lands on /', async () => {
    const { router } = renderApp(`/login?redirect=${encodeURIComponent('//evil.example')}`, { user: testUser() });
    await screen.findByRole('heading', { level: 1, name: 'Cheap Website Traffic' });
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('login returns to the wanted page (docs/product.md#screens-and-routes)', () => {
  function loginHandlers() {
    let signedIn = false;
    return {
      Login: ({ variables }: { variables: Record<string, unknown> }) => {
        const input = variables.input as { username: string; password: string };
        if (input.password !== 'demo-password')
          return { errors: [{ message: 'Invalid credentials.', extensions: { code: 'UNAUTHENTICATED' } }] };
        signedIn = true;
        return { data: { login: { __typename: 'AuthToken', token: 'fresh-token' } } };
      },
      CurrentUser: () =>
        signedIn
          ? userReply(testUser())
          : { status: 401, body: { errors: [{ message: 'JWT Token not found', extensions: { code: 'UNAUTHENTICATED' } }] } },
    };
  }

  async function logIn() {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'user@example.com');
    await user.type(screen.getByLabelText('Password'), 'demo-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
  }

  it('goes back to the page that sent the visitor to login', async () => {
    const { router } = renderApp('/panel/transactions', { handlers: loginHandlers() });
    await logIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Transaction history' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/panel/transactions');
    expect(getToken()).toBe('fresh-token');
  });

  it.each(['//evil.example', 'https://evil.example/panel', '/\\evil.example'])('ignores a redirect to %s', async (target) => {
    const { router } = renderApp(`/login?redirect=${encodeURIComponent(target)}`, { handlers: loginHandlers() });
    await logIn();
    expect(await screen.findByRole('heading', { name: /Welcome/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/panel');
  });

  it('shows the server message for wrong credentials', async () => {
    renderApp('/login', { handlers: loginHandlers() });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'user@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Invalid credentials.')).toBeInTheDocument();
    await waitFor(() => expect(getToken()).toBeNull());
  });
});
