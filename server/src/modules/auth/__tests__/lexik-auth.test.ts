import { startTestServer, type TestServer } from '../../../../test/harness';

// docs/api.md#calls "Auth and session" with LexikJWT semantics (docs/api.md#api-platform-clients-hydra-documentation-and-accepted-input).
describe('POST /api/login and bearer tokens (LexikJWT)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('answers a token for good credentials given as username or email', async () => {
    const byUsername = await t.http.post('/api/login').send({ username: 'user@example.com', password: 'demo-password' });
    expect(byUsername.status).toBe(200);
    expect(Object.keys(byUsername.body)).toEqual(['token']);
    const byEmail = await t.http.post('/api/login').send({ email: 'USER@example.com ', password: 'demo-password' });
    expect(byEmail.status).toBe(200);
    const me = await t.http.get('/api/me').set('authorization', `Bearer ${byEmail.body.token}`);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ '@type': 'User', login: 'user@example.com', displayName: 'Demo User' });
  });

  it('answers 401 "Invalid credentials." with WWW-Authenticate for a wrong password or unknown user', async () => {
    for (const body of [
      { username: 'user@example.com', password: 'wrong' },
      { username: 'nobody@example.com', password: 'demo-password' },
    ]) {
      const res = await t.http.post('/api/login').send(body);
      expect(res.status).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).toEqual({ code: 401, message: 'Invalid credentials.' });
    }
  });

  it('answers 400 for malformed JSON and for a body without the keys', async () => {
    const malformed = await t.http.post('/api/login').set('content-type', 'application/json').send('{"username": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body['@type']).toBe('hydra:Error');
    const missing = await t.http.post('/api/login').send({ username: 'user@example.com' });
    expect(missing.status).toBe(400);
    expect(missing.body['hydra:description']).toBe('The key "password" must be provided.');
  });

  it('answers "JWT Token not found" without a token and "Invalid JWT Token" for a bad one', async () => {
    const none = await t.http.get('/api/me');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ code: 401, message: 'JWT Token not found' });
    const bad = await t.http.get('/api/me').set('authorization', 'Bearer not.a.token');
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ code: 401, message: 'Invalid JWT Token' });
  });

  it('refuses an unsigned (alg: none) token carrying a real user id', async () => {
    const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const forged = `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ uid: 1, gid: 1, username: 'superadmin@example.com', roles: ['ROLE_SUPER_ADMIN'], iat: now, exp: now + 600 })}.`;
    const res = await t.http.get('/api/me').set('authorization', `Bearer ${forged}`);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid JWT Token');
  });
});

describe('expired tokens (short JWT_TTL)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ JWT_TTL: '1' });
  });
  afterAll(() => t.close());

  it('answers 401 "Expired JWT Token" on REST and UNAUTHENTICATED on GraphQL once the token has expired', async () => {
    const token = await t.login('user@example.com');
    await new Promise((r) => setTimeout(r, 2100));
    const rest = await t.http.get('/api/me').set('authorization', `Bearer ${token}`);
    expect(rest.status).toBe(401);
    expect(rest.body).toEqual({ code: 401, message: 'Expired JWT Token' });
    const gql = await t.gql('{ me { id } }', {}, token);
    expect(gql.status).toBe(401);
    expect(gql.errors?.[0]).toMatchObject({ message: 'Expired JWT Token', extensions: { code: 'UNAUTHENTICATED' } });
  });
});
