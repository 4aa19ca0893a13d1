import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToken } from '@/lib/auth-token';
import { logger } from '@/lib/logger';
import { Role } from '@/lib/roles';
import { getSwitchUser, setSwitchUser } from '@/lib/switch-user';
import { graphqlError } from '@/testing/fake-graphql';
import { renderApp, testUser, userReply } from '@/testing/render-app';

beforeEach(() => {
  jest.spyOn(logger, 'error').mockImplementation(() => {});
});

describe('auth state (docs/product.md#states and docs/api.md#error-catalogue)', () => {
  it('an expired token logs out: token and switch cookie cleared, visitor on /', async () => {
    setSwitchUser('someone@example.com');
    const { router } = renderApp('/panel/projects', {
      user: testUser(),
      handlers: { CurrentUser: () => graphqlError('Expired JWT Token', 'UNAUTHENTICATED', 401) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cheap Website Traffic' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(getToken()).toBeNull();
    expect(getSwitchUser()).toBeNull();
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('while the switch-user cookie is set, the user is loaded with X-Switch-User and shown as switched', async () => {
    setSwitchUser('user@example.com');
    const admin = testUser([Role.Admin], { id: 1, login: 'admin@example.com', displayName: 'Admin' });
    const { requests } = renderApp('/panel', { user: testUser([], { login: 'user@example.com' }), impersonator: admin });
    expect(await screen.findByText('Viewing as user@example.com')).toBeInTheDocument();
    const me = requests.filter((r) => r.operationName === 'CurrentUser');
    expect(me.length).toBeGreaterThan(0);
    for (const r of me) expect(r.headers['x-switch-user']).toBe('user@example.com');
  });

  it('a refused switch removes the cookie and loads the admin again', async () => {
    setSwitchUser('nobody@example.com');
    const admin = testUser([Role.Admin], { login: 'admin@example.com' });
    const { router } = renderApp('/admin', {
      user: admin,
      handlers: {
        CurrentUser: ({ headers }) =>
          headers['x-switch-user'] ? graphqlError('No user "nobody@example.com" to switch to.', 'NOT_FOUND', 404) : userReply(admin),
      },
    });
    expect(await screen.findByText('Unable to switch to that user.')).toBeInTheDocument();
    expect(getSwitchUser()).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Administration' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('logout from the profile menu clears the token and the switch cookie and goes to /', async () => {
    setSwitchUser('user@example.com');
    const { router } = renderApp('/panel', { user: testUser() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'TU, open profile menu' }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Logout' }));
    await screen.findByRole('heading', { level: 1, name: 'Cheap Website Traffic' });
    expect(router.state.location.pathname).toBe('/');
    expect(getToken()).toBeNull();
    expect(getSwitchUser()).toBeNull();
  });

  it('shows Dashboard and Logout instead of Login and Register on the public site', async () => {
    renderApp('/pricing', {
      user: testUser([Role.Support]),
      handlers: { PricingPackages: () => ({ data: { packages: { __typename: 'PackagePage', items: [], total: 0 } } }) },
    });
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Dashboard' })[0]).toHaveAttribute('href', '/admin'));
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Logout' }).length).toBeGreaterThan(0);
  });
});
