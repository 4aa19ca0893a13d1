import { CurrentGateQuery } from '@/lib/gate';
import { CurrentUserQuery } from '@/lib/auth-documents';
import { createApolloClient } from '@/lib/apollo';
import { getToken, setToken } from '@/lib/auth-token';
import { logger } from '@/lib/logger';
import { activeRequests, subscribeRequests } from '@/lib/request-tracker';
import { onSessionExpired } from '@/lib/session';
import { getSwitchUser, setSwitchUser } from '@/lib/switch-user';
import { createFakeFetch, graphqlError } from '@/testing/fake-graphql';
import { testUser, userReply } from '@/testing/render-app';

const gateReply = () => ({
  data: { currentGate: { __typename: 'PublicGate', id: 1, name: 'G', description: '', apiBase: '/api', config: {} } },
});

beforeEach(() => {
  jest.spyOn(logger, 'error').mockImplementation(() => {});
});

describe('Apollo client: session and headers (docs/product.md#states, docs/api.md#calls and docs/api.md#error-catalogue)', () => {
  it('sends the bearer token', async () => {
    const server = createFakeFetch({ CurrentUser: () => userReply(testUser()) });
    setToken('abc');
    await createApolloClient({ fetch: server.fetch }).query({ query: CurrentUserQuery });
    expect(server.requests[0].headers.authorization).toBe('Bearer abc');
  });

  it('sends X-Switch-User on every request while the _switch_user cookie is set, and not after', async () => {
    const server = createFakeFetch({ CurrentUser: () => userReply(testUser()) });
    const client = createApolloClient({ fetch: server.fetch });
    setToken('admin-token');
    setSwitchUser('  user@example.com ');
    await client.query({ query: CurrentUserQuery, fetchPolicy: 'network-only' });
    await client.query({ query: CurrentUserQuery, fetchPolicy: 'network-only' });
    expect(server.requests.map((r) => r.headers['x-switch-user'])).toEqual(['user@example.com', 'user@example.com']);

    document.cookie = '_switch_user=; path=/; max-age=0';
    await client.query({ query: CurrentUserQuery, fetchPolicy: 'network-only' });
    expect(server.requests[2].headers['x-switch-user']).toBeUndefined();
  });

  it('logs out on 401 "Expired JWT Token": token and switch cookie cleared, expiry announced', async () => {
    const server = createFakeFetch({ CurrentUser: () => graphqlError('Expired JWT Token', 'UNAUTHENTICATED', 401) });
    const expired = jest.fn();
    const unsubscribe = onSessionExpired(expired);
    setToken('old-token');
    setSwitchUser('someone@example.com');
    await expect(createApolloClient({ fetch: server.fetch }).query({ query: CurrentUserQuery })).rejects.toThrow('Expired JWT Token');
    expect(getToken()).toBeNull();
    expect(getSwitchUser()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('does not log out on other failures', async () => {
    const server = createFakeFetch({ CurrentUser: () => graphqlError('Access denied', 'FORBIDDEN', 403) });
    const expired = jest.fn();
    const unsubscribe = onSessionExpired(expired);
    setToken('good-token');
    await expect(createApolloClient({ fetch: server.fetch }).query({ query: CurrentUserQuery })).rejects.toThrow('Access denied');
    expect(getToken()).toBe('good-token');
    expect(expired).not.toHaveBeenCalled();
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('CurrentUser failed'), expect.anything());
    unsubscribe();
  });

  it('drops a token the server calls invalid (it would fail every request, the login included)', async () => {
    const server = createFakeFetch({ CurrentUser: () => graphqlError('Invalid JWT Token', 'UNAUTHENTICATED', 401) });
    setToken('tampered');
    await expect(createApolloClient({ fetch: server.fetch }).query({ query: CurrentUserQuery })).rejects.toThrow();
    expect(getToken()).toBeNull();
  });

  it('logs a request that got no response as a connection error', async () => {
    const failing = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(createApolloClient({ fetch: failing as unknown as typeof fetch }).query({ query: CurrentUserQuery })).rejects.toThrow();
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('[Connection]'), 'Failed to fetch');
  });

  it('loads the gate without the session, so a stale token or switch cannot unbrand the site', async () => {
    const server = createFakeFetch({ CurrentGate: gateReply });
    setToken('abc');
    setSwitchUser('x@example.com');
    await createApolloClient({ fetch: server.fetch }).query({ query: CurrentGateQuery });
    expect(server.requests[0].headers.authorization).toBeUndefined();
    expect(server.requests[0].headers['x-switch-user']).toBeUndefined();
  });

  it('counts requests in flight for the loading bar', async () => {
    const seen: number[] = [];
    const unsubscribe = subscribeRequests(() => seen.push(activeRequests()));
    const server = createFakeFetch({ CurrentGate: gateReply });
    await createApolloClient({ fetch: server.fetch }).query({ query: CurrentGateQuery });
    unsubscribe();
    expect(seen).toEqual([1, 0]);
    expect(activeRequests()).toBe(0);
  });
});
