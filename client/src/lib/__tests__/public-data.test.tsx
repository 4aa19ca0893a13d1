/*
 * The public pages' queries without Apollo Client (lib/public-data.tsx): the server's embedded
 * answers are the first render's, a missing answer is fetched with the headers the Apollo link would send, a refused
 * token ends the session, and a new session never shows the previous session's answers.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { CurrentGateQuery } from '@/lib/gate';
import { getToken, setToken } from '@/lib/auth-token';
import { logger } from '@/lib/logger';
import { PublicData, PublicDataProvider, usePublicQuery } from '@/lib/public-data';
import { setSwitchUser } from '@/lib/switch-user';
import { MainPagePackagesQuery } from '@/pages/public/HomePage';
import { createFakeFetch, graphqlError } from '@/testing/fake-graphql';
import { testPackage } from '@/testing/catalogue';
import { renderApp, testUser, userReply } from '@/testing/render-app';

function Packages() {
  const { data, loading, error } = usePublicQuery(MainPagePackagesQuery);
  if (loading) return <p>Loading</p>;
  if (error) return <p>Failed: {error.message}</p>;
  return <p>{data?.packagesForMainPage.map((p) => p.name).join(', ') || 'None'}</p>;
}

const packagesReply = (...names: string[]) => ({ data: { packagesForMainPage: names.map((n, i) => testPackage(i + 1, n, 1000, 100)) } });

describe('public data', () => {
  it('hydrates from the answers the server embedded, without asking again', () => {
    const embedded = { 'MainPagePackages:{}': packagesReply('Starter') };
    const server = createFakeFetch({ MainPagePackages: () => packagesReply('Other') });
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <PublicDataProvider value={new PublicData({ initial: embedded })}>
        <Packages />
      </PublicDataProvider>,
    );
    document.body.appendChild(container);
    const recovered = jest.fn();
    act(() => {
      hydrateRoot(
        container,
        <PublicDataProvider value={new PublicData({ initial: embedded, fetch: server.fetch })}>
          <Packages />
        </PublicDataProvider>,
        { onRecoverableError: recovered },
      );
    });
    expect(container).toHaveTextContent('Starter');
    expect(recovered).not.toHaveBeenCalled();
    expect(server.requests).toHaveLength(0);
    container.remove();
  });

  it('asks with the session the Apollo link would send, except for the gate', async () => {
    setToken('user-token');
    setSwitchUser('user2@example.com');
    const server = createFakeFetch({
      MainPagePackages: () => packagesReply('Starter'),
      CurrentGate: () => ({ data: { currentGate: { id: 1, name: 'Gate', description: '', apiBase: '/api', config: {} } } }),
    });
    function Gate() {
      const { data } = usePublicQuery(CurrentGateQuery);
      return <p>{data?.currentGate.name}</p>;
    }
    render(
      <PublicDataProvider value={new PublicData({ fetch: server.fetch })}>
        <Packages />
        <Gate />
      </PublicDataProvider>,
    );
    expect(await screen.findByText('Starter')).toBeInTheDocument();
    expect(await screen.findByText('Gate')).toBeInTheDocument();
    const byName = Object.fromEntries(server.requests.map((r) => [r.operationName, r.headers]));
    expect(byName.MainPagePackages).toMatchObject({ authorization: 'Bearer user-token', 'x-switch-user': 'user2@example.com' });
    expect(byName.CurrentGate.authorization).toBeUndefined();
    expect(byName.CurrentGate['x-switch-user']).toBeUndefined();
  });

  it('ends the session when the server says the token expired (docs/api.md#error-catalogue)', async () => {
    jest.spyOn(logger, 'error').mockImplementation(() => {});
    setToken('old-token');
    const server = createFakeFetch({ MainPagePackages: () => graphqlError('Expired JWT Token', 'UNAUTHENTICATED', 401) });
    render(
      <PublicDataProvider value={new PublicData({ fetch: server.fetch })}>
        <Packages />
      </PublicDataProvider>,
    );
    expect(await screen.findByText('Failed: Expired JWT Token')).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });

  it("after logout, shows the visitor's answer, not the one the signed-in user was given", async () => {
    const { router } = renderApp('/', {
      user: testUser(),
      handlers: {
        MainPagePackages: (request) => (request.headers.authorization ? packagesReply('Members Only') : packagesReply('Starter')),
      },
    });
    expect(await screen.findByRole('article', { name: 'Members Only' })).toBeInTheDocument();
    await act(() => router.navigate('/logout'));
    expect(await screen.findByRole('article', { name: 'Starter' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Members Only' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('after logging in from the public login form, the public pages ask again with the new session', async () => {
    let signedIn = false;
    const { router } = renderApp('/', {
      handlers: {
        MainPagePackages: (request) => (request.headers.authorization ? packagesReply('Members Only') : packagesReply('Starter')),
        Login: () => {
          signedIn = true;
          return { data: { login: { __typename: 'AuthToken', token: 'fresh-token' } } };
        },
        CurrentUser: () => (signedIn ? userReply(testUser()) : graphqlError('JWT Token not found', 'UNAUTHENTICATED', 401)),
      },
    });
    expect(await screen.findByRole('article', { name: 'Starter' })).toBeInTheDocument();
    await act(() => router.navigate('/login'));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'user@example.com');
    await user.type(screen.getByLabelText('Password'), 'demo-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    // The panel sees the session as before: its dashboard greets the user.
    expect(await screen.findByRole('heading', { name: /Welcome/ })).toBeInTheDocument();
    await act(() => router.navigate('/'));
    expect(await screen.findByRole('article', { name: 'Members Only' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Starter' })).not.toBeInTheDocument();
  });

  it('never keeps an answer the previous session asked for (logout while it was on its way)', async () => {
    setToken('staff-token');
    const replies: ((text: string) => void)[] = [];
    const sent: string[] = [];
    const fetchMock = jest.fn((_input: unknown, init?: { headers?: Record<string, string> }) => {
      sent.push(init?.headers?.Authorization ?? 'none');
      return new Promise((resolve) => replies.push((text) => resolve({ ok: true, status: 200, text: async () => text })));
    });
    const publicData = new PublicData({ fetch: fetchMock as unknown as typeof fetch });
    const key = 'MainPagePackages:{}';
    const staffAnswer = publicData.request(key, MainPagePackagesQuery, undefined);
    window.localStorage.clear();
    publicData.clearSession();
    const visitorAnswer = publicData.request(key, MainPagePackagesQuery, undefined);
    // Both requests leave (the query printer loads first, lib/graphql-text.ts), each with its own session's headers.
    await waitFor(() => expect(replies).toHaveLength(2));
    replies[1](JSON.stringify(packagesReply('Starter')));
    await visitorAnswer;
    replies[0](JSON.stringify(packagesReply('Members Only')));
    await staffAnswer;
    expect(sent).toEqual(['Bearer staff-token', 'none']);
    expect(publicData.read(MainPagePackagesQuery)?.packagesForMainPage.map((p) => p.name)).toEqual(['Starter']);
  });
});
