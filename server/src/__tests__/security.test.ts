import { startTestServer, type TestServer } from '../../test/harness';

// CORS, body size limit, security headers. The login and sign-up rate limits (per
// account and IP pair, per IP, shared through Redis) are in modules/auth/__tests__/login-limits.test.ts.
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
    const allowed = await open.http
      .options('/api/projects')
      .set('origin', 'https://app.example.com')
      .set('access-control-request-method', 'GET');
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
    expect(res.headers['content-security-policy']).toMatch(
      /script-src 'self' https:\/\/www\.googletagmanager\.com https:\/\/connect\.facebook\.net https:\/\/code\.jivosite\.com;/,
    );
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
  });

  it('gives /graphql answers the same headers, CORS and request id as every other path', async () => {
    const res = await open.http
      .post('/graphql')
      .set('origin', 'https://app.example.com')
      .set('x-request-id', 'trace-graphql-1')
      .send({ query: '{ __typename }' });
    expect(res.status).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-request-id']).toBe('trace-graphql-1');
    expect(res.headers['access-control-allow-origin']).toBe('https://app.example.com');
    expect(res.headers['access-control-expose-headers']).toMatch(/X-Request-Id/);
    // The browser's preflight for the POST, and the same endpoint however the path is cased or ended.
    const preflight = await open.http
      .options('/graphql')
      .set('origin', 'https://app.example.com')
      .set('access-control-request-method', 'POST')
      .set('access-control-request-headers', 'content-type');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toMatch(/Content-Type/);
    for (const path of ['/GraphQL', '/graphql/']) {
      const other = await open.http.post(path).send({ query: '{ __typename }' });
      expect(other.body).toEqual({ data: { __typename: 'Query' } });
    }
  });
});
