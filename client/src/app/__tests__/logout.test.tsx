import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToken } from '@/lib/auth-token';
import { logger } from '@/lib/logger';
import { getSwitchUser, setSwitchUser } from '@/lib/switch-user';
import { graphqlError } from '@/testing/fake-graphql';
import { renderApp, testUser } from '@/testing/render-app';

// docs/product.md#screens-and-routes /logout, docs/product.md#states "Logout clears the token and any switch-user cookie"; the server
// revokes the
// user's tokens, so a copied token stops working too.
beforeEach(() => {
  jest.spyOn(logger, 'error').mockImplementation(() => {});
});

const HOME = { level: 1, name: 'Cheap Website Traffic' } as const;

describe('logout', () => {
  it('/logout revokes the tokens on the server with the token it ends, then clears the session and goes to /', async () => {
    setSwitchUser('user2@example.com');
    const { router, requests } = renderApp('/logout', { user: testUser() });
    await screen.findByRole('heading', HOME);
    expect(router.state.location.pathname).toBe('/');
    expect(getToken()).toBeNull();
    expect(getSwitchUser()).toBeNull();
    await waitFor(() => expect(requests.filter((r) => r.operationName === 'Logout')).toHaveLength(1));
    const [logout] = requests.filter((r) => r.operationName === 'Logout');
    expect(logout.headers.authorization).toBe('Bearer test-token');
    // The token belongs to the admin behind a switch: the admin's session is the one that ends.
    expect(logout.headers['x-switch-user']).toBeUndefined();
  });

  it('still ends the session when the server refuses or cannot be reached', async () => {
    for (const failure of [
      () => graphqlError('Internal server error', 'INTERNAL_SERVER_ERROR', 500),
      () => graphqlError('Invalid JWT Token', 'UNAUTHENTICATED', 401),
    ]) {
      setSwitchUser('user2@example.com');
      const { router, requests, unmount } = renderApp('/logout', { user: testUser(), handlers: { Logout: failure } });
      await screen.findByRole('heading', HOME);
      expect(router.state.location.pathname).toBe('/');
      expect(getToken()).toBeNull();
      expect(getSwitchUser()).toBeNull();
      await waitFor(() => expect(requests.some((r) => r.operationName === 'Logout')).toBe(true));
      expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
      unmount();
    }
  });

  it('the profile menu logs out through the server the same way', async () => {
    const { requests } = renderApp('/panel', { user: testUser() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'TU, open profile menu' }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Logout' }));
    await screen.findByRole('heading', HOME);
    expect(getToken()).toBeNull();
    await waitFor(() =>
      expect(requests.filter((r) => r.operationName === 'Logout').map((r) => r.headers.authorization)).toEqual(['Bearer test-token']),
    );
  });

  it('an anonymous visit to /logout sends nothing to the server', async () => {
    const { requests } = renderApp('/logout');
    await screen.findByRole('heading', HOME);
    expect(requests.some((r) => r.operationName === 'Logout')).toBe(false);
  });
});
