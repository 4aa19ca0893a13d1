import { mailTo, readOutbox, type ParsedMail } from '../../../mail/__tests__/mail-helpers';
import { startTestServer, type TestServer } from '../../../../test/harness';
import { gateSiteUrl, isLoopbackHost, type RequestOrigin } from '../site-url';
import type { Gate } from '../gate.entity';
import { JOBS } from '../../../jobs/job-map';

// A gate's configured siteUrl for a production
// gate; for the demo gates (seeded without one) PUBLIC_URL, else the request's own origin when its host is the
// gate's own or a loopback name — never a Host header a caller made up (reset-link poisoning).

const REQUEST_RESET = 'mutation($i: PasswordResetRequestInput!) { requestPasswordReset(input: $i) }';
const RESET = 'mutation($i: ResetPasswordInput!) { resetPassword(input: $i) { login } }';
const REGISTER = 'mutation($i: RegisterInput!) { register(input: $i) { email } }';
const LINK = /(\S+?)\/reset-password\/([A-Za-z0-9_-]{43})/;

/** The new reset mail to `email` after asking for one with these headers: its link base and token. */
async function requestReset(
  t: TestServer,
  email: string,
  headers: Record<string, string> = {},
): Promise<{ base: string; token: string; mail: ParsedMail }> {
  const outbox = () =>
    readOutbox(t.server.services.config.mail.outboxDir).filter((m) => mailTo(email)(m) && /^Reset your/.test(m.header('subject') ?? ''));
  const before = new Set(outbox().map((m) => m.raw));
  const res = await t.gql(REQUEST_RESET, { i: { email } }, undefined, headers);
  expect(res.errors).toBeUndefined();
  const deadline = Date.now() + 5000;
  for (;;) {
    await t.server.services.jobs.drain([JOBS.accountLinkMail]);
    const mail = outbox().find((m) => !before.has(m.raw));
    if (mail) {
      const [, base, token] = LINK.exec(mail.text) ?? [];
      expect(base).toBeDefined();
      // The HTML part carries the same link.
      expect(mail.html).toContain(`href="${base}/reset-password/${token}"`);
      return { base, token, mail };
    }
    if (Date.now() > deadline) throw new Error(`no reset mail to ${email}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const RATE = { ACCOUNT_RATE_IP_POINTS: '1000', ACCOUNT_RATE_EMAIL_POINTS: '1000', REGISTER_RATE_IP_POINTS: '1000' };

describe('demo gates without PUBLIC_URL: links follow the request, for hosts the gate owns', () => {
  let t: TestServer;
  let port: number;
  beforeAll(async () => {
    t = await startTestServer(RATE);
    port = t.server.port;
  });
  afterAll(() => t.close());

  it('seeds the demo gates without a site URL of their own', async () => {
    for (const host of ['localhost', 'boost.localhost']) {
      const res = await t.gql<{ currentGate: { config: { prop: { siteUrl: string } } } }>('{ currentGate { config } }', {}, undefined, {
        host,
      });
      expect(res.data?.currentGate.config.prop.siteUrl).toBe('');
    }
  });

  it('a reset asked on the port the server runs on links to that port, and the link works', async () => {
    const { base, token, mail } = await requestReset(t, 'user2@example.com');
    expect(base).toBe(t.url); // http://127.0.0.1:<random port>
    expect(new URL(base).port).not.toBe('4000'); // not the configured default port
    expect(mail.text).toContain(`Trafficgate · ${t.url} · support@example.com`); // footer
    const reset = await t.gql(RESET, { i: { token, password: 'a-brand-new-password' } });
    expect(reset.errors).toBeUndefined();
    expect(reset.data).toEqual({ resetPassword: { login: 'user2@example.com' } });
  });

  it('keeps the host the visitor used when it is the gate’s own or a loopback name', async () => {
    expect((await requestReset(t, 'user@example.com', { host: `localhost:${port}` })).base).toBe(`http://localhost:${port}`);
    expect((await requestReset(t, 'user@example.com', { host: `LocalHost:${port}` })).base).toBe(`http://localhost:${port}`);
    expect((await requestReset(t, 'user@example.com', { host: `app.localhost:${port}` })).base).toBe(`http://app.localhost:${port}`);
    const boost = await requestReset(t, 'user@example.com', { host: `boost.localhost:${port}` });
    expect(boost.base).toBe(`http://boost.localhost:${port}`);
    expect(boost.mail.header('from')).toBe('TrafficBoost <help@boost.example.com>');
  });

  it('never links to a host the caller made up: a forged Host gets the gate’s own host on this server’s port', async () => {
    for (const host of ['attacker.example', `attacker.example:${port}`, 'localhost.attacker.example', '127.0.0.1.attacker.example:80']) {
      const { base, mail } = await requestReset(t, 'vip@example.com', { host });
      expect(base).toBe(`http://localhost:${port}`);
      expect(mail.raw).not.toContain('attacker');
    }
    // X-Forwarded-Host counts only from a trusted proxy (TRUST_PROXY is off here).
    const forwarded = await requestReset(t, 'vip@example.com', { 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'https' });
    expect(forwarded.base).toBe(t.url);
  });

  it('verification mail of a new account links to the host it registered on', async () => {
    const email = 'fresh-visitor@example.com';
    const reg = await t.gql(REGISTER, { i: { email, password: 'a-good-password' } }, undefined, { host: `boost.localhost:${port}` });
    expect(reg.errors).toBeUndefined();
    const deadline = Date.now() + 5000;
    let text = '';
    while (!text && Date.now() < deadline) {
      await t.server.services.jobs.drain([JOBS.accountLinkMail]);
      text = readOutbox(t.server.services.config.mail.outboxDir).find(mailTo(email))?.text ?? '';
      if (!text) await new Promise((r) => setTimeout(r, 25));
    }
    expect(text).toMatch(new RegExp(`http://boost\\.localhost:${port}/verify-email/[A-Za-z0-9_-]{43}`));
  });
});

describe('a gate with a configured siteUrl keeps it, whatever host the request named', () => {
  let t: TestServer;
  let superadmin: string;
  beforeAll(async () => {
    t = await startTestServer(RATE);
    superadmin = await t.login('superadmin@example.com');
  });
  afterAll(() => t.close());

  async function configureSiteUrl(host: string, siteUrl: string): Promise<void> {
    const current = await t.gql<{ currentGate: { id: number; config: { prop: Record<string, unknown> } } }>(
      '{ currentGate { id config } }',
      {},
      undefined,
      { host },
    );
    const { id, config } = current.data!.currentGate;
    const res = await t.http
      .put(`/api/gates/${id}`)
      .set('authorization', `Bearer ${superadmin}`)
      .send({ config: { ...config, prop: { ...config.prop, siteUrl } } });
    expect(res.status).toBe(200);
  }

  it('a production gate on its own host links to its siteUrl', async () => {
    const created = await t.http
      .post('/api/gates')
      .set('authorization', `Bearer ${superadmin}`)
      .send({ name: 'Shop Traffic', host: 'shop.example.com' });
    expect(created.status).toBe(201);
    const served = await t.gql<{ currentGate: { config: { prop: { siteUrl: string } } } }>('{ currentGate { config } }', {}, undefined, {
      host: 'shop.example.com',
    });
    expect(served.data?.currentGate.config.prop.siteUrl).toBe('https://shop.example.com'); // the default configuration has one
    const email = 'owner@shop.example.com';
    expect(
      (await t.gql(REGISTER, { i: { email, password: 'a-good-password' } }, undefined, { host: 'shop.example.com' })).errors,
    ).toBeUndefined();
    const { base, mail } = await requestReset(t, email, { host: 'shop.example.com' });
    expect(base).toBe('https://shop.example.com');
    expect(mail.header('from')).toBe('Shop Traffic <support@shop.example.com>');
  });

  it('the default gate with a configured siteUrl uses it for every host, forged ones included', async () => {
    await configureSiteUrl('localhost', 'https://www.trafficgate.example/');
    for (const host of [undefined, `localhost:${t.server.port}`, 'attacker.example']) {
      const { base, mail } = await requestReset(t, 'user@example.com', host ? { host } : {});
      expect(base).toBe('https://www.trafficgate.example');
      expect(mail.raw).not.toContain('attacker');
    }
  });

  it('an admin may clear the siteUrl again (the deployment’s URL is then used) but not set a non-URL', async () => {
    await configureSiteUrl('localhost', '');
    expect((await requestReset(t, 'user@example.com')).base).toBe(t.url);
    const current = await t.gql<{ currentGate: { id: number; config: { prop: Record<string, unknown> } } }>(
      '{ currentGate { id config } }',
    );
    const { id, config } = current.data!.currentGate;
    const bad = await t.http
      .put(`/api/gates/${id}`)
      .set('authorization', `Bearer ${superadmin}`)
      .send({ config: { ...config, prop: { ...config.prop, siteUrl: 'javascript:alert(1)' } } });
    expect(bad.status).toBe(422);
    expect(bad.body.violations).toEqual([{ propertyPath: 'config.prop.siteUrl', message: 'This value is not a valid URL.' }]);
  });
});

describe('demo gates with PUBLIC_URL: links use it, with the gate’s own host for a non-default gate', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ ...RATE, PUBLIC_URL: 'https://demo.example.net:8443/' });
  });
  afterAll(() => t.close());

  it('the default gate links to PUBLIC_URL whatever the Host', async () => {
    for (const host of [undefined, `localhost:${t.server.port}`, 'attacker.example']) {
      expect((await requestReset(t, 'user@example.com', host ? { host } : {})).base).toBe('https://demo.example.net:8443');
    }
  });

  it('the white-label demo gate links to its own host on PUBLIC_URL’s scheme and port', async () => {
    expect((await requestReset(t, 'user@example.com', { host: 'boost.localhost' })).base).toBe('https://boost.localhost:8443');
  });
});

describe('gateSiteUrl without a request (mail sent outside a request, e.g. a campaign)', () => {
  const gate = (host: string, isDefault: boolean, siteUrl = '') => ({ host, isDefault, config: { prop: { siteUrl } } }) as unknown as Gate;
  const request = (host: string, protocol = 'http'): RequestOrigin => ({ protocol, host, hostname: host.replace(/:\d+$/, '') });

  it('uses the gate’s host on the port this process listens on', () => {
    expect(gateSiteUrl(gate('localhost', true), { port: 4321 })).toBe('http://localhost:4321');
    expect(gateSiteUrl(gate('boost.localhost', false), { port: 80 })).toBe('http://boost.localhost');
    expect(gateSiteUrl(gate('shop.example.com', false, 'https://shop.example.com/'), { port: 4321 })).toBe('https://shop.example.com');
  });

  it('tells loopback names from look-alikes', () => {
    for (const h of ['localhost', 'a.b.localhost', '127.0.0.1', '127.9.9.9', '[::1]', 'LOCALHOST.']) expect(isLoopbackHost(h)).toBe(true);
    for (const h of ['localhost.example', 'evil-localhost', '128.0.0.1', '10.0.0.1', '[::2]', 'example.com'])
      expect(isLoopbackHost(h)).toBe(false);
    expect(gateSiteUrl(gate('localhost', true), { port: 4000 }, request('[::1]:4000'))).toBe('http://[::1]:4000');
    expect(gateSiteUrl(gate('localhost', true), { port: 4000 }, request('evil.example:4000', 'https'))).toBe('https://localhost:4000');
  });
});
