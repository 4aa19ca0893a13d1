import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type KeyLike, SignJWT } from 'jose';
import { loadConfig } from '../../../config';
import { mailTo, readOutbox, waitForMail } from '../../../mail/__tests__/mail-helpers';
import { startTestServer, type TestServer } from '../../../../test/harness';
import { JOBS } from '../../../jobs/job-map';

// docs/api.md#calls POST /api/login/google, /api/login/facebook and /api/demo/register/{provider}: provider tokens are
// verified on the server, here against local fake providers (a JWKS endpoint and a Graph API), never the internet.

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
const FB_APP_ID = '4242';
const FB_SECRET = 'fb-app-secret-for-tests';

interface FacebookUser {
  id: string;
  appId: string;
  email?: string;
  name: string;
}

const FACEBOOK_TOKENS: Record<string, FacebookUser> = {
  'fb-good': { id: '1001', appId: FB_APP_ID, email: 'Fb.User@Example.com', name: 'Fb User' },
  'fb-demo': { id: '1002', appId: FB_APP_ID, email: 'fb.demo@example.com', name: 'Fb Demo' },
  'fb-other-app': { id: '1003', appId: '999', email: 'victim@example.com', name: 'Victim' },
  'fb-no-email': { id: '1004', appId: FB_APP_ID, name: 'Private Person' },
};

function json(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

describe('social sign-in against fake providers', () => {
  let providers: http.Server;
  let providerUrl: string;
  let googleKey: KeyLike;
  let strangerKey: KeyLike;
  let t: TestServer;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    googleKey = pair.privateKey;
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'google-1', alg: 'RS256', use: 'sig' };

    providers = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const q = url.searchParams;
      if (url.pathname === '/oauth2/v3/certs') return json(res, 200, { keys: [jwk] });
      if (url.pathname === '/graph/debug_token') {
        if (q.get('access_token') !== `${FB_APP_ID}|${FB_SECRET}`) return json(res, 400, { error: { message: 'bad app token' } });
        const user = FACEBOOK_TOKENS[q.get('input_token') ?? ''];
        if (!user) return json(res, 200, { data: { is_valid: false, error: { message: 'Invalid OAuth access token.' } } });
        return json(res, 200, { data: { app_id: user.appId, is_valid: true, user_id: user.id } });
      }
      if (url.pathname === '/graph/me') {
        const token = q.get('access_token') ?? '';
        const user = FACEBOOK_TOKENS[token];
        const proof = createHmac('sha256', FB_SECRET).update(token).digest('hex');
        if (!user || q.get('appsecret_proof') !== proof) return json(res, 400, { error: { message: 'Invalid OAuth access token.' } });
        return json(res, 200, { id: user.id, name: user.name, ...(user.email ? { email: user.email } : {}) });
      }
      json(res, 404, { error: 'not found' });
    });
    await new Promise<void>((resolve) => providers.listen(0, '127.0.0.1', resolve));
    providerUrl = `http://127.0.0.1:${(providers.address() as AddressInfo).port}`;

    t = await startTestServer({
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_JWKS_URL: `${providerUrl}/oauth2/v3/certs`,
      FACEBOOK_GRAPH_URL: `${providerUrl}/graph`,
      FACEBOOK_APP_ID: FB_APP_ID,
      FACEBOOK_APP_SECRET: FB_SECRET,
    });
  });
  afterAll(async () => {
    await t.close();
    providers.closeAllConnections();
    await new Promise((resolve) => providers.close(resolve));
  });

  interface IdTokenOptions {
    email?: string;
    emailVerified?: boolean;
    audience?: string;
    issuer?: string;
    expiresAt?: number;
    key?: KeyLike;
  }

  const idToken = (o: IdTokenOptions = {}) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ email: o.email ?? 'google.user@example.com', email_verified: o.emailVerified ?? true, name: 'Google User' })
      .setProtectedHeader({ alg: 'RS256', kid: 'google-1', typ: 'JWT' })
      .setIssuer(o.issuer ?? 'https://accounts.google.com')
      .setAudience(o.audience ?? CLIENT_ID)
      .setSubject('google-sub-1')
      .setIssuedAt(now - 60)
      .setExpirationTime(o.expiresAt ?? now + 600)
      .sign(o.key ?? googleKey);
  };

  const me = (token: string) => t.http.get('/api/me').set('authorization', `Bearer ${token}`);
  const INVALID = { code: 401, message: 'Invalid credentials.' };

  describe('POST /api/login/google', () => {
    it('signs in with a valid ID token, creating a confirmed account on the gate', async () => {
      const res = await t.http.post('/api/login/google').send({ token: await idToken({ email: 'Google.User@Example.com' }) });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['token']);
      expect((await me(res.body.token)).body).toMatchObject({
        login: 'google.user@example.com',
        displayName: 'Google User',
        emailConfirmed: true,
        roles: [],
      });
      // Accepted issuer without the scheme too.
      const again = await t.http.post('/api/login/google').send({ token: await idToken({ issuer: 'accounts.google.com' }) });
      expect(again.status).toBe(200);
      expect((await me(again.body.token)).body.id).toBe((await me(res.body.token)).body.id);
    });

    it('signs an existing user in to their own account', async () => {
      const res = await t.http.post('/api/login/google').send({ token: await idToken({ email: 'user@example.com' }) });
      expect(res.status).toBe(200);
      const password = await t.login('user@example.com');
      expect((await me(res.body.token)).body).toMatchObject({
        login: 'user@example.com',
        id: (await me(password)).body.id,
        displayName: 'Demo User',
      });
    });

    it.each<[string, () => Promise<string>]>([
      ['a bad signature', () => idToken({ key: strangerKey })],
      ['a wrong audience', () => idToken({ audience: 'someone-else.apps.googleusercontent.com' })],
      ['an expired token', () => idToken({ expiresAt: Math.floor(Date.now() / 1000) - 3600 })],
      ['a wrong issuer', () => idToken({ issuer: 'https://evil.example.com' })],
      ['an unverified e-mail', () => idToken({ emailVerified: false })],
      ['something that is no JWT', async () => 'not-a-jwt'],
    ])('answers 401 "Invalid credentials." for %s', async (_what, make) => {
      const res = await t.http.post('/api/login/google').send({ token: await make() });
      expect(res.status).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).toEqual(INVALID);
    });

    it('answers 400 without a token', async () => {
      const res = await t.http.post('/api/login/google').send({});
      expect(res.status).toBe(400);
      expect(res.body['hydra:description']).toBe('The key "token" must be provided.');
    });
  });

  describe('POST /api/login/facebook', () => {
    it('signs in with a token of our app, creating a confirmed account', async () => {
      const res = await t.http.post('/api/login/facebook').send({ token: 'fb-good' });
      expect(res.status).toBe(200);
      expect((await me(res.body.token)).body).toMatchObject({ login: 'fb.user@example.com', displayName: 'Fb User', emailConfirmed: true });
    });

    it('refuses a token issued to another app and an invalid token (401)', async () => {
      for (const token of ['fb-other-app', 'fb-unknown']) {
        const res = await t.http.post('/api/login/facebook').send({ token });
        expect(res.status).toBe(401);
        expect(res.body).toEqual(INVALID);
      }
    });

    it('explains when the account shares no e-mail address (400)', async () => {
      const res = await t.http.post('/api/login/facebook').send({ token: 'fb-no-email' });
      expect(res.status).toBe(400);
      expect(res.body['hydra:description']).toMatch(/did not share an e-mail address/);
    });
  });

  describe('POST /api/demo/register/{provider}', () => {
    it('creates the demo account with the provider’s e-mail, confirmed, and mails the activation link', async () => {
      const res = await t.http
        .post('/api/demo/register/google')
        .send({ token: await idToken({ email: 'google.demo@example.com' }), url: 'https://demo-site.example.com/' });
      expect(res.status).toBe(201);
      expect((await me(res.body.token)).body).toMatchObject({ login: 'google.demo@example.com', emailConfirmed: true });
      const projects = await t.http.get('/api/projects').set('authorization', `Bearer ${res.body.token}`);
      expect(projects.body['hydra:member']).toEqual([
        expect.objectContaining({ url: 'https://demo-site.example.com/', package: expect.objectContaining({ code: 'demo' }) }),
      ]);
      await t.server.services.jobs.drain([JOBS.accountLinkMail]);
      const mail = await waitForMail(
        async () => (await t.server.services.jobs.drain([JOBS.accountLinkMail]), readOutbox(t.server.services.config.mail.outboxDir)),
        mailTo('google.demo@example.com'),
      );
      expect(mail.text).toMatch(/\/activate-email\/[A-Za-z0-9_-]{43}/);

      const fb = await t.http.post('/api/demo/register/facebook').send({ token: 'fb-demo', url: 'fb-site.example.com' });
      expect(fb.status).toBe(201);
      expect((await me(fb.body.token)).body).toMatchObject({ login: 'fb.demo@example.com', emailConfirmed: true });
    });

    it('refuses bad tokens (401), known addresses (422) and unknown providers (404)', async () => {
      const bad = await t.http
        .post('/api/demo/register/google')
        .send({ token: await idToken({ audience: 'other' }), url: 'https://x.example.com/' });
      expect(bad.status).toBe(401);
      expect(bad.body).toEqual(INVALID);
      const known = await t.http
        .post('/api/demo/register/google')
        .send({ token: await idToken({ email: 'user@example.com' }), url: 'https://x.example.com/' });
      expect(known.status).toBe(422);
      expect(known.body.violations).toEqual([{ propertyPath: 'email', message: 'This e-mail is already registered.' }]);
      const unknown = await t.http.post('/api/demo/register/twitter').send({ token: 'x', url: 'https://x.example.com/' });
      expect(unknown.status).toBe(404);
    });
  });
});

describe('social sign-in without provider configuration', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('answers 501 with a clear message instead of trying', async () => {
    const google = await t.http.post('/api/login/google').send({ token: 'whatever' });
    expect(google.status).toBe(501);
    expect(google.body['hydra:description']).toBe('Google sign-in is not configured on this server.');
    const facebook = await t.http.post('/api/login/facebook').send({ token: 'whatever' });
    expect(facebook.status).toBe(501);
    expect(facebook.body['hydra:description']).toBe('Facebook sign-in is not configured on this server.');
  });
});

describe('social sign-in configuration', () => {
  const env = { DATA_DIR: '/tmp/tg-social-config', JWT_SECRET: 'x'.repeat(40) };
  it('is off by default, points at Google and Facebook, and needs both Facebook app settings', () => {
    expect(loadConfig(env).social).toEqual({
      googleClientIds: [],
      googleJwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      facebookGraphUrl: 'https://graph.facebook.com',
      facebook: undefined,
    });
    expect(loadConfig({ ...env, GOOGLE_CLIENT_ID: 'a.apps, b.apps' }).social.googleClientIds).toEqual(['a.apps', 'b.apps']);
    expect(() => loadConfig({ ...env, FACEBOOK_APP_ID: '123' })).toThrow(/set both or neither/);
    expect(() => loadConfig({ ...env, GOOGLE_JWKS_URL: 'file:///keys.json' })).toThrow(/GOOGLE_JWKS_URL/);
  });
});
