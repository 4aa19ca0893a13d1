import { startTestServer, type TestServer } from '../../test/harness';

// Issue 2 "Security basics": login rate limits, CORS, body size limit, security headers.
describe('login rate limits', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ LOGIN_RATE_ACCOUNT_POINTS: '3', LOGIN_RATE_IP_POINTS: '8', LOGIN_RATE_DURATION: '600' });
  });
  afterAll(() => t.close());

  const attempt = (username: string, password: string) => t.http.post('/api/login').send({ username, password });

  it('blocks an account after its failed attempts, even with the right password, with 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('user@example.com', 'wrong')).status).toBe(401);
    const blocked = await attempt('user@example.com', 'demo-password');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(blocked.body['hydra:description']).toMatch(/Too many attempts/);
    // Another account from the same address is not blocked by it.
    expect((await attempt('user2@example.com', 'demo-password')).status).toBe(200);
  });

  it('blocks an address after too many attempts on any accounts, on GraphQL as on REST', async () => {
    // 4 attempts counted so far from this address (the blocked one was refused before counting).
    for (let i = 0; i < 4; i++) expect((await attempt(`someone${i}@example.com`, 'x')).status).toBe(401);
    const rest = await attempt('admin@example.com', 'demo-password');
    expect(rest.status).toBe(429);
    const gql = await t.gql('mutation { login(input: { username: "admin@example.com", password: "demo-password" }) { token } }');
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) });
  });
});

describe('HTTP hardening', () => {
  let closed: TestServer;
  let open: TestServer;
  beforeAll(async () => {
    closed = await startTestServer({ BODY_LIMIT: '2kb' });
    open = await startTestServer({ CORS_ORIGINS: 'https://app.example.com' });
  });
  afterAll(async () => {
    await closed.close();
    await open.close();
  });

  it('sends no CORS headers by default and allows only configured origins', async () => {
    const none = await closed.http.get('/api').set('origin', 'https://app.example.com');
    expect(none.headers['access-control-allow-origin']).toBeUndefined();
    const allowed = await open.http.options('/api/projects').set('origin', 'https://app.example.com').set('access-control-request-method', 'GET');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example.com');
    expect(allowed.headers['access-control-allow-headers']).toMatch(/Authorization/);
    const exposed = await open.http.get('/api').set('origin', 'https://app.example.com');
    expect(exposed.headers['access-control-expose-headers']).toMatch(/Link/);
    const other = await open.http.get('/api').set('origin', 'https://evil.example.com');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses bodies over BODY_LIMIT with 413 on REST and on GraphQL', async () => {
    const big = { username: 'x'.repeat(4000), password: 'y' };
    const rest = await closed.http.post('/api/login').send(big);
    expect(rest.status).toBe(413);
    const gql = await closed.http.post('/graphql').send({ query: `{ __typename } # ${'x'.repeat(4000)}` });
    expect(gql.status).toBe(413);
  });

  it('sends security headers and no X-Powered-By', async () => {
    const res = await closed.http.get('/api');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Only the vendors the client loads after consent (tag manager, pixel) or for signed-in users (chat).
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com https:\/\/connect\.facebook\.net https:\/\/code\.jivosite\.com;/);
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
  });
});

describe('login rate limits shared through Redis (REDIS_URL)', () => {
  // Two app processes behind one load balancer: failures counted on one block the account on the other.
  const env = {
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `tgtest-${process.pid}-${Date.now()}`,
    LOGIN_RATE_ACCOUNT_POINTS: '2',
  };
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer(env);
    b = await startTestServer(env);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('blocks on the second process after failures on the first', async () => {
    for (let i = 0; i < 2; i++) expect((await a.http.post('/api/login').send({ username: 'vip@example.com', password: 'bad' })).status).toBe(401);
    const res = await b.http.post('/api/login').send({ username: 'vip@example.com', password: 'demo-password' });
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
