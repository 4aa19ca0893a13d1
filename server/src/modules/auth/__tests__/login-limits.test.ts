import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../../config';
import { LoginLimiter, RateLimitStore } from '../login-limiter';
import { startTestServer, type TestServer } from '../../../../test/harness';

/*
 * Nobody can lock someone else out. Failed logins are counted per (account, IP) pair and per
 * IP (failures only); an account guessed at from everywhere is slowed down, never locked. Sign-ups are limited
 * per IP. Client addresses are simulated with X-Forwarded-For from a proxy on the host (TRUST_PROXY=loopback: the
 * tests connect from loopback); by default the header is ignored.
 */

const ME = '{ me { login } }';
const GQL_LOGIN = 'mutation($u: String!, $p: String!) { login(input: { username: $u, password: $p }) { token } }';
const REGISTER = 'mutation($i: RegisterInput!) { register(input: $i) { email } }';

describe('login limits per (account, IP) pair and per IP', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      TRUST_PROXY: 'loopback',
      LOGIN_RATE_PAIR_POINTS: '5',
      LOGIN_RATE_IP_POINTS: '8',
      LOGIN_RATE_ACCOUNT_POINTS: '5',
      LOGIN_RATE_MAX_DELAY_MS: '300',
      LOGIN_RATE_DURATION: '600',
    });
  });
  afterAll(() => t.close());

  const from = (ip: string, username: string, password: string) =>
    t.http.post('/api/login').set('x-forwarded-for', ip).send({ username, password });

  it('a stranger guessing from one address cannot lock the owner out: the right password from another address works', async () => {
    const attacker = '203.0.113.66';
    for (let i = 0; i < 5; i += 1) expect((await from(attacker, 'user@example.com', `guess-${i}`)).status).toBe(401);
    // The guessing pair is refused now, whatever it sends…
    const refused = await from(attacker, 'user@example.com', 'demo-password');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(refused.body['hydra:description']).toMatch(/Too many attempts/);
    const gql = await t.gql(GQL_LOGIN, { u: 'user@example.com', p: 'demo-password' }, undefined, { 'x-forwarded-for': attacker });
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) });

    // …but only that pair: the owner from home signs in, and the attacker's address may still sign in elsewhere.
    const owner = await from('198.51.100.7', 'user@example.com', 'demo-password');
    expect(owner.status).toBe(200);
    expect((await t.http.get('/api/me').set('authorization', `Bearer ${owner.body.token}`)).body.login).toBe('user@example.com');
    expect((await from(attacker, 'user2@example.com', 'demo-password')).status).toBe(200);
  });

  it('guesses spread over many addresses slow the account down but never lock it', async () => {
    for (let i = 0; i < 8; i += 1) {
      const res = await from(`192.0.2.${10 + i}`, 'manager@example.com', `spread-guess-${i}`);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 401, message: 'Invalid credentials.' });
    }
    expect((await from('198.51.100.8', 'manager@example.com', 'demo-password')).status).toBe(200);
  });

  it('successful logins never count: 25 from one office address are all 200', async () => {
    for (let i = 0; i < 25; i += 1) expect((await from('198.51.100.20', 'user2@example.com', 'demo-password')).status).toBe(200);
  });

  it('refuses an address after too many failures on any accounts, even between successful logins, on REST and GraphQL', async () => {
    const sprayer = '203.0.113.99';
    for (let i = 0; i < 7; i += 1) {
      expect((await from(sprayer, `someone${i}@example.com`, 'x')).status).toBe(401);
      expect((await from(sprayer, 'support@example.com', 'demo-password')).status).toBe(200);
    }
    expect((await from(sprayer, 'someone7@example.com', 'x')).status).toBe(401);
    const rest = await from(sprayer, 'admin@example.com', 'demo-password');
    expect(rest.status).toBe(429);
    expect(Number(rest.headers['retry-after'])).toBeGreaterThan(0);
    const gql = await t.gql(GQL_LOGIN, { u: 'admin@example.com', p: 'demo-password' }, undefined, { 'x-forwarded-for': sprayer });
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) });
    // Other addresses are not affected.
    expect((await from('198.51.100.9', 'admin@example.com', 'demo-password')).status).toBe(200);
  });

  it('a successful login clears the pair: an owner who mistypes now and then is never refused', async () => {
    const home = '198.51.100.30';
    // 3 + 1 + 3 attempts of one pair: over its 5 without the reset in between.
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 3; i += 1) expect((await from(home, 'vip@example.com', 'typo')).status).toBe(401);
      expect((await from(home, 'vip@example.com', 'demo-password')).status).toBe(200);
    }
  });
});

describe('TRUST_PROXY unset: X-Forwarded-For is ignored', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ LOGIN_RATE_PAIR_POINTS: '2', LOGIN_RATE_MAX_DELAY_MS: '0' });
  });
  afterAll(() => t.close());

  it('a client cannot rotate past the limits by inventing addresses', async () => {
    const from = (ip: string, password: string) =>
      t.http.post('/api/login').set('x-forwarded-for', ip).send({ username: 'user@example.com', password });
    expect((await from('203.0.113.1', 'bad')).status).toBe(401);
    expect((await from('203.0.113.2', 'bad')).status).toBe(401);
    // Every request came from the same peer (loopback), so this is the same pair, whatever the header says.
    expect((await from('203.0.113.3', 'bad')).status).toBe(429);
  });
});

describe('sign-up limits per IP', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      TRUST_PROXY: 'loopback',
      REGISTER_RATE_IP_POINTS: '3',
      REGISTER_RATE_DURATION: '3600',
      DEMO_RATE_IP_POINTS: '2',
    });
  });
  afterAll(() => t.close());

  const register = (ip: string, email: string) =>
    t.gql<{ register: { email: string } }>(REGISTER, { i: { email, password: 'a-good-password' } }, undefined, { 'x-forwarded-for': ip });

  it('refuses a register flood from one address with TOO_MANY_REQUESTS and creates no account', async () => {
    const flooder = '203.0.113.50';
    for (let i = 0; i < 3; i += 1) {
      const res = await register(flooder, `flood${i}@example.com`);
      expect(res.errors).toBeUndefined();
      expect((await t.gql(ME, {}, await t.login(`flood${i}@example.com`, 'a-good-password'))).data).toEqual({
        me: { login: `flood${i}@example.com` },
      });
    }
    for (let i = 3; i < 6; i += 1) {
      const refused = await register(flooder, `flood${i}@example.com`);
      expect(refused.data).toBeNull();
      expect(refused.errors?.[0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) });
      expect(refused.errors?.[0].extensions?.retryAfter).toBeLessThanOrEqual(3600);
    }
    // No account was created for the refused sign-ups: nobody can log in with them…
    const login = await t.http.post('/api/login').send({ username: 'flood3@example.com', password: 'a-good-password' });
    expect(login.status).toBe(401);
    // …and the address is still free for a sign-up from another client.
    const other = await register('198.51.100.51', 'flood3@example.com');
    expect(other.errors).toBeUndefined();
  });

  it('limits demo sign-ups per address too (429), creating nothing', async () => {
    const from = (ip: string, body: object) => t.http.post('/api/demo/register').set('x-forwarded-for', ip).send(body);
    const flooder = '203.0.113.60';
    for (let i = 0; i < 2; i += 1)
      expect((await from(flooder, { url: 'ftp://example.com/', email: `demo-flood${i}@example.com` })).status).toBe(422);
    const refused = await from(flooder, { url: 'https://example.com/', email: 'demo-flood@example.com' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Nothing was written: the address is still free.
    expect((await register('198.51.100.61', 'demo-flood@example.com')).errors).toBeUndefined();
    // Another address is not refused (422: the URL is checked, not the rate).
    expect((await from('198.51.100.62', { url: 'ftp://example.com/', email: 'x@example.com' })).status).toBe(422);
  });
});

describe('login limits shared through Redis (REDIS_URL)', () => {
  // Two app processes behind one load balancer share the counters under REDIS_KEY_PREFIX.
  const env = {
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `tgtest-${process.pid}-${Date.now()}`,
    LOGIN_RATE_PAIR_POINTS: '2',
    LOGIN_RATE_MAX_DELAY_MS: '0',
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

  it('refuses the pair on the second process after failures on the first; successes on either never count', async () => {
    for (let i = 0; i < 2; i += 1)
      expect((await a.http.post('/api/login').send({ username: 'vip@example.com', password: 'bad' })).status).toBe(401);
    const res = await b.http.post('/api/login').send({ username: 'vip@example.com', password: 'demo-password' });
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 0; i < 3; i += 1) {
      expect((await a.http.post('/api/login').send({ username: 'user@example.com', password: 'demo-password' })).status).toBe(200);
      expect((await b.http.post('/api/login').send({ username: 'user@example.com', password: 'demo-password' })).status).toBe(200);
    }
  });
});

describe('LoginLimiter delays', () => {
  it('holds back answers about a much-guessed account progressively, never longer than the cap', async () => {
    const store = RateLimitStore.inMemory();
    const limiter = new LoginLimiter(store, { pairPoints: 1000, ipPoints: 1000, accountPoints: 3, maxDelayMs: 2000, duration: 60 });
    const delays: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      delays.push(await limiter.beforeAttempt(`10.0.0.${i}`, '1:target@example.com'));
      await limiter.failed(`10.0.0.${i}`, '1:target@example.com');
    }
    expect(delays).toEqual([0, 0, 0, 250, 500, 1000, 2000, 2000, 2000]);
    // Another account is not slowed down; a successful login clears the account's failures.
    expect(await limiter.beforeAttempt('10.0.0.1', '1:other@example.com')).toBe(0);
    await limiter.succeeded('10.0.1.1', '1:target@example.com');
    expect(await limiter.beforeAttempt('10.0.1.1', '1:target@example.com')).toBe(0);
    await store.close();
  });
});

describe('TRUST_PROXY parsing', () => {
  const base = { DATA_DIR: path.join(os.tmpdir(), 'tg-trust-proxy-config'), JWT_SECRET: 'x'.repeat(40) };
  it.each([
    [undefined, false],
    ['false', false],
    ['FALSE', false],
    ['true', true],
    ['0', 0],
    ['2', 2],
    ['loopback', ['loopback']],
    ['10.0.0.1, 10.0.0.0/8 ,uniquelocal', ['10.0.0.1', '10.0.0.0/8', 'uniquelocal']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
  ])('reads %p as %p (express trust proxy)', (value, expected) => {
    expect(loadConfig({ ...base, ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy).toEqual(expected);
  });

  it.each(['yes-please', '10.0.0.0/33', '10.0.0.1/8/2', 'loopback,,', '-1', 'localhost'])('refuses %p naming the variable', (value) => {
    expect(() => loadConfig({ ...base, TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});
