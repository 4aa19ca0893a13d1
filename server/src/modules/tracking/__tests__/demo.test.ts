import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../../config';
import { linkToken, mailTo, readOutbox, waitForMail } from '../../../mail/__tests__/mail-helpers';
import { Balance } from '../../billing/balance.entity';
import { User } from '../../users/user.entity';
import { VisitorSession } from '../visitor-session.entity';
import { startTestServer, type TestServer } from '../../../../test/harness';
import { JOBS } from '../../../jobs/job-map';

// docs/product.md#what-it-is and docs/api.md#calls "Demo": POST /api/demo/check-url (fetched safely) and POST /api/demo/register.
describe('demo sign-up', () => {
  let site: http.Server;
  let base: string;
  let port: number;
  const hits: string[] = [];

  beforeAll(async () => {
    site = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      if (req.url === '/shop')
        return void res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end('<html><head><title>\n  Shop &amp; more </title></head></html>');
      if (req.url === '/moved') return void res.writeHead(301, { location: '/shop' }).end();
      if (req.url === '/hang') return;
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not here');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    port = (site.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    site.closeAllConnections();
    await new Promise((resolve) => site.close(resolve));
  });

  describe('by default (public addresses only)', () => {
    let t: TestServer;
    beforeAll(async () => {
      // Client addresses come in X-Forwarded-For from a proxy on the host (the tests connect from loopback).
      t = await startTestServer({ DEMO_RATE_IP_POINTS: '12', TRUST_PROXY: 'loopback' });
    });
    afterAll(() => t.close());

    it.each([
      ['loopback', () => `${base}/shop`, 'This address points to a private network.'],
      ['localhost by name', () => `http://localhost:${port}/shop`, 'This address points to a private network.'],
      ['IPv6 loopback', () => `http://[::1]:${port}/shop`, 'This address points to a private network.'],
      ['a private network', () => 'http://10.0.0.1/', 'This address points to a private network.'],
      ['link-local (cloud metadata)', () => 'http://169.254.169.254/latest/meta-data/', 'This address points to a private network.'],
      ['a file', () => 'file:///etc/passwd', 'Only http and https addresses are allowed.'],
      ['ftp', () => 'ftp://example.com/pub', 'Only http and https addresses are allowed.'],
    ])('refuses %s with a 422 on url', async (_what, url, message) => {
      hits.length = 0;
      const res = await t.http.post('/api/demo/check-url').send({ url: url() });
      expect(res.status).toBe(422);
      expect(res.body.violations).toEqual([{ propertyPath: 'url', message }]);
      expect(hits).toEqual([]);
    });

    it('limits URL checks per client address (429)', async () => {
      const from = (ip: string) => t.http.post('/api/demo/check-url').set('x-forwarded-for', ip).send({ url: 'ftp://example.com/' });
      for (let i = 0; i < 12; i += 1) expect((await from('203.0.113.9')).status).toBe(422);
      const blocked = await from('203.0.113.9');
      expect(blocked.status).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
      expect((await from('203.0.113.10')).status).toBe(422);
    });
  });

  describe('with DEMO_FETCH_ALLOW_PRIVATE=true (a local test site)', () => {
    let t: TestServer;
    let outbox: () => Promise<ReturnType<typeof readOutbox>>;
    beforeAll(async () => {
      t = await startTestServer({ DEMO_FETCH_ALLOW_PRIVATE: 'true', DEMO_FETCH_TIMEOUT_MS: '2000' });
      outbox = async () => (
        await t.server.services.jobs.drain([JOBS.accountLinkMail]),
        readOutbox(t.server.services.config.mail.outboxDir)
      );
    });
    afterAll(() => t.close());

    const auth = (token: string) => ({ authorization: `Bearer ${token}` });

    it('fetches the page and answers its status and title', async () => {
      const res = await t.http.post('/api/demo/check-url').send({ url: `${base}/shop` });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ url: `${base}/shop`, finalUrl: `${base}/shop`, reachable: true, status: 200, title: 'Shop & more' });
      const bare = await t.http.post('/api/demo/check-url').send({ url: `127.0.0.1:${port}/moved` });
      expect(bare.body).toEqual({ url: `${base}/moved`, finalUrl: `${base}/shop`, reachable: true, status: 200, title: 'Shop & more' });
      const missing = await t.http.post('/api/demo/check-url').send({ url: `${base}/nothing` });
      expect(missing.body).toMatchObject({ reachable: true, status: 404, title: null });
    });

    it('answers 422 "not reachable" for a page that does not answer in time or a closed port', async () => {
      const slow = await t.http.post('/api/demo/check-url').send({ url: `${base}/hang` });
      expect(slow.status).toBe(422);
      expect(slow.body.violations).toEqual([{ propertyPath: 'url', message: 'This address is not reachable.' }]);
      const closed = await t.http.post('/api/demo/check-url').send({ url: 'http://127.0.0.1:1/' });
      expect(closed.body.violations).toEqual([{ propertyPath: 'url', message: 'This address is not reachable.' }]);
      const blank = await t.http.post('/api/demo/check-url').send({ url: ' ' });
      expect(blank.status).toBe(422);
    });

    it('creates the account, a demo project, the ledger entries and the session link, then mails the activation link', async () => {
      const visitorUuid = randomUUID();
      const sessionUuid = randomUUID();
      expect((await t.http.post('/api/sessions').send({ visitorUuid, sessionUuid, utmSource: 'newsletter' })).status).toBe(201);

      const res = await t.http.post('/api/demo/register').send({
        url: `${base}/shop`,
        email: 'Demo.Visitor@Example.com',
        country: 'de',
        visitorUuid,
        sessionUuid,
        utmSource: 'ignored-when-known',
        utmMedium: 'email',
        utmCampaign: 'spring',
      });
      expect(res.status).toBe(201);
      expect(Object.keys(res.body)).toEqual(['token']);
      const token = res.body.token as string;

      const me = await t.http.get('/api/me').set(auth(token));
      expect(me.body).toMatchObject({ login: 'demo.visitor@example.com', emailConfirmed: false, roles: [] });

      const projects = await t.http.get('/api/projects').set(auth(token));
      expect(projects.body['hydra:totalItems']).toBe(1);
      expect(projects.body['hydra:member'][0]).toMatchObject({
        title: '127.0.0.1',
        url: `${base}/shop`,
        owner: { login: 'demo.visitor@example.com' },
        package: { code: 'demo', free: true },
      });
      expect(projects.body['hydra:member'][0].expiredAt).toBeTruthy();

      const transactions = await t.http.get('/api/transactions?order[id]=asc').set(auth(token));
      expect(
        transactions.body['hydra:member'].map((m: { source: string; quantity: number; package: { code: string } }) => [
          m.source,
          m.quantity,
          m.package.code,
        ]),
      ).toEqual([
        ['demo', 1, 'demo'],
        ['project_assignment', -1, 'demo'],
      ]);
      // The demo package is the project's first period: booked as such, and the partner is told.
      const projectId = projects.body['hydra:member'][0].id as number;
      expect(transactions.body['hydra:member'][1].reference).toBe(`project-${projectId}-1`);
      const syncs = await t.server.orm.em
        .fork()
        .getConnection()
        .execute(`select 1 from pgboss.job where name = 'delivery.sync' and (data->>'projectId')::int = ?`, [projectId]);
      expect(syncs).toHaveLength(1);
      expect((await t.http.get('/api/balances').set(auth(token))).body['hydra:totalItems']).toBe(0);

      const em = t.server.orm.em.fork();
      const user = await em.findOneOrFail(User, { email: 'demo.visitor@example.com' });
      expect(user.country).toBe('DE');
      const [balance] = await em.find(Balance, { owner: user }, { populate: ['package'] });
      expect([balance.package.code, balance.quantity]).toEqual(['demo', 0]);
      const session = await em.findOneOrFail(VisitorSession, { sessionUuid });
      expect(session.user?.id).toBe(user.id);
      expect([session.utmSource, session.utmMedium, session.utmCampaign]).toEqual(['newsletter', 'email', 'spring']);

      // The welcome mail is a job committed with the sign-up; the queue sends it.
      await t.server.services.jobs.drain([JOBS.accountLinkMail]);
      const mail = await waitForMail(outbox, mailTo('demo.visitor@example.com'));
      expect(mail.header('from')).toBe('Trafficgate <support@example.com>');
      expect(mail.header('subject')).toBe('Welcome to Trafficgate: activate your account');
      expect(mail.text).toContain(`${base}/shop`);
      expect(mail.html).toContain('/activate-email/');
      const activation = linkToken(mail, '/activate-email/');

      const activated = await t.gql<{ activateEmail: { login: string; token: string } }>(
        'mutation($i: ActivateEmailInput!) { activateEmail(input: $i) { message login token } }',
        { i: { token: activation, password: 'my-own-password' } },
      );
      expect(activated.errors).toBeUndefined();
      expect(activated.data!.activateEmail).toMatchObject({ login: 'demo.visitor@example.com' });
      expect((await t.http.get('/api/me').set(auth(activated.data!.activateEmail.token))).body.emailConfirmed).toBe(true);
      expect((await t.http.post('/api/login').send({ username: 'demo.visitor@example.com', password: 'my-own-password' })).status).toBe(
        200,
      );
    });

    it('records the session when the client never posted it', async () => {
      const visitorUuid = randomUUID();
      const sessionUuid = randomUUID();
      const res = await t.http
        .post('/api/demo/register')
        .send({ url: `${base}/shop`, email: 'no-session-yet@example.com', visitorUuid, sessionUuid, utmSource: 'ads' });
      expect(res.status).toBe(201);
      const session = await t.server.orm.em.fork().findOneOrFail(VisitorSession, { sessionUuid }, { populate: ['user'] });
      expect([session.user?.email, session.visitorUuid, session.utmSource]).toEqual(['no-session-yet@example.com', visitorUuid, 'ads']);
    });

    it('refuses an e-mail already registered on the gate with a 422 on email, and creates nothing', async () => {
      const em = t.server.orm.em.fork();
      const projectsBefore = await em.getConnection().execute('select count(*)::int as n from projects');
      for (const email of ['user@example.com', 'DEMO.VISITOR@example.com']) {
        const res = await t.http.post('/api/demo/register').send({ url: `${base}/shop`, email });
        expect(res.status).toBe(422);
        expect(res.body.violations).toEqual([{ propertyPath: 'email', message: 'This e-mail is already registered.' }]);
      }
      expect(await em.getConnection().execute('select count(*)::int as n from projects')).toEqual(projectsBefore);
      // The same address is free on another gate.
      const other = await t.http
        .post('/api/demo/register')
        .set('host', 'boost.localhost')
        .send({ url: `${base}/shop`, email: 'user2@example.com' });
      expect(other.status).toBe(201);
    });

    it('validates the input with 422 violations', async () => {
      const badUrl = await t.http.post('/api/demo/register').send({ url: 'ftp://example.com/', email: 'x1@example.com' });
      expect(badUrl.status).toBe(422);
      expect(badUrl.body.violations).toEqual([{ propertyPath: 'url', message: 'Only http and https addresses are allowed.' }]);
      const bad = await t.http.post('/api/demo/register').send({ url: `${base}/shop`, email: 'nope', country: 'XX', visitorUuid: 'v' });
      expect(bad.status).toBe(422);
      expect(bad.body.violations.map((v: { propertyPath: string }) => v.propertyPath).sort()).toEqual(['country', 'email', 'visitorUuid']);
      const missing = await t.http.post('/api/demo/register').send({ email: 'x2@example.com' });
      expect(missing.status).toBe(422);
      expect(missing.body.violations).toEqual([
        { propertyPath: 'url', message: 'This value should not be blank.', code: 'c1051bb4-d103-4f74-8988-acbcafc7fdc3' },
      ]);
    });
  });

  it('fetches with safe defaults and never allows private addresses in production', () => {
    const env = { DATA_DIR: '/tmp/tg-demo-config', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(env).demo).toEqual({
      packageCode: 'demo',
      fetch: { allowPrivate: false, timeoutMs: 5000, maxBytes: 1048576, maxRedirects: 3 },
      rate: { ipPoints: 30, duration: 3600 },
    });
    expect(() => loadConfig({ ...env, NODE_ENV: 'production', DEMO_FETCH_ALLOW_PRIVATE: 'true' })).toThrow(/DEMO_FETCH_ALLOW_PRIVATE/);
    expect(() => loadConfig({ ...env, DEMO_FETCH_TIMEOUT_MS: '0' })).toThrow(/DEMO_FETCH_TIMEOUT_MS/);
  });
});
