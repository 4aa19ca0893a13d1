import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Webhook } from 'standardwebhooks';
import { startTestServer, type TestServer } from '../../../../test/harness';
import { CARD_SECRET, checkout, packageByCode, sql } from '../../billing/__tests__/billing-helpers';
import { sweepProjects } from '../../projects/project-period.service';
import { emitWebhookEvent } from '../webhook.events';
import { JOBS } from '../../../jobs/job-map';

// Signed events from the outbox to a real local receiver that checks every signature with the
// `standardwebhooks` reference library (an implementation independent of ours), on the test database.

interface Received {
  path: string;
  id: string;
  signature: string;
  body: { type: string; timestamp: string; data: Record<string, { id?: number } & Record<string, unknown>> };
  /** Secrets (by their position in `secrets`) that verify this delivery on their own. */
  verifiedBy: number[];
}

/** A receiver per path: the secrets it verifies with, and how it answers (a list consumed per request, then `ok`). */
class Receiver {
  readonly received: Received[] = [];
  readonly refused: string[] = [];
  private readonly routes = new Map<string, { secrets: string[]; answers: ('ok' | 'fail' | 'drop')[] }>();
  private server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const route = this.routes.get(req.url ?? '');
      const answer = route?.answers.shift() ?? 'ok';
      if (!route) {
        res.writeHead(404).end();
        return;
      }
      if (answer === 'drop') {
        req.socket.destroy();
        return;
      }
      const payload = Buffer.concat(chunks).toString('utf8');
      const headers = {
        'webhook-id': String(req.headers['webhook-id']),
        'webhook-timestamp': String(req.headers['webhook-timestamp']),
        'webhook-signature': String(req.headers['webhook-signature']),
      };
      const verifiedBy = route.secrets.flatMap((secret, i) => {
        try {
          new Webhook(secret).verify(payload, headers);
          return [i];
        } catch {
          return [];
        }
      });
      if (!verifiedBy.length) {
        this.refused.push(payload);
        res.writeHead(400).end('bad signature');
        return;
      }
      if (answer === 'fail') {
        res.writeHead(503).end();
        return;
      }
      this.received.push({
        path: req.url!,
        id: headers['webhook-id'],
        signature: headers['webhook-signature'],
        body: JSON.parse(payload),
        verifiedBy,
      });
      res.writeHead(204).end();
    });
  });
  url = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  route(path: string, secrets: string[], answers: ('ok' | 'fail' | 'drop')[] = []): void {
    this.routes.set(path, { secrets, answers });
  }

  at(path: string): Received[] {
    return this.received.filter((r) => r.path === path);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const CREATE = `mutation($input: WebhookEndpointCreateInput!) {
  createWebhookEndpoint(input: $input) { secret webhookEndpoint { id ownerId url events enabled } }
}`;
const DELIVERIES = `query($id: Int!) {
  webhookDeliveries(endpointId: $id, limit: 50) { total items { id eventId eventType attempt trigger status statusCode error nextRetryAt } }
}`;

interface Delivery {
  id: number;
  eventId: string;
  eventType: string;
  attempt: number;
  trigger: string;
  status: string;
  statusCode: number | null;
  error: string | null;
  nextRetryAt: string | null;
}

describe('webhooks', () => {
  let t: TestServer;
  const receiver = new Receiver();
  const tokens: Record<string, string> = {};
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    await receiver.start();
    t = await startTestServer({
      CARD_WEBHOOK_SECRET: CARD_SECRET,
      WEBHOOK_ALLOW_CIDRS: '127.0.0.0/8',
      // Two automatic retries, due at once: a test drains the queue instead of waiting.
      WEBHOOK_RETRY_SCHEDULE: '0,0',
      WEBHOOK_TIMEOUT_MS: '3000',
    });
    for (const who of ['user', 'user2', 'admin']) tokens[who] = await t.login(`${who}@example.com`);
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  async function createEndpoint(who: string, route: string, events: string[]): Promise<{ id: number; secret: string }> {
    const res = await t.gql<{ createWebhookEndpoint: { secret: string; webhookEndpoint: { id: number } } }>(
      CREATE,
      { input: { url: `${receiver.url}${route}`, events, description: route } },
      tokens[who],
    );
    expect(res.errors).toBeUndefined();
    return { id: res.data!.createWebhookEndpoint.webhookEndpoint.id, secret: res.data!.createWebhookEndpoint.secret };
  }

  async function deliveries(id: number, who = 'user'): Promise<Delivery[]> {
    const res = await t.gql<{ webhookDeliveries: { items: Delivery[] } }>(DELIVERIES, { id }, tokens[who]);
    expect(res.errors).toBeUndefined();
    return res.data!.webhookDeliveries.items;
  }

  const drain = () => t.server.services.jobs.drain([JOBS.webhookDeliver]);

  it('an order paid through the card sandbox reaches the receiver as exactly one signed order.paid', async () => {
    const ep = await createEndpoint('user', '/orders', ['order.paid', 'order.canceled']);
    receiver.route('/orders', [ep.secret]);
    const pkg = await packageByCode(t, 'professional-traffic');
    const { order, paymentUrl } = await checkout(t, tokens.user, pkg.id);
    const { searchParams } = new URL(paymentUrl);
    const pay = await t.http
      .post(`/sandbox/card/${order.id}/pay`)
      .type('form')
      .send({ expires: searchParams.get('expires')!, token: searchParams.get('token')! });
    expect(pay.status).toBe(303);
    await drain();
    await drain(); // nothing more is due: at least once, but not again once accepted

    const paid = receiver.at('/orders').filter((r) => r.body.type === 'order.paid' && r.body.data.order.id === order.id);
    expect(paid).toHaveLength(1);
    expect(paid[0].id).toMatch(/^msg_/);
    expect(paid[0].body.data.order).toMatchObject({
      id: order.id,
      status: 'active',
      packageId: pkg.id,
      amountMinor: order.amountMinor,
      currency: 'USD',
    });
    expect(receiver.refused).toEqual([]);
    const log = await deliveries(ep.id);
    expect(log[0]).toMatchObject({
      eventId: paid[0].id,
      eventType: 'order.paid',
      attempt: 1,
      status: 'succeeded',
      statusCode: 204,
      nextRetryAt: null,
    });

    // The same over REST, as a Hydra collection of attempts; the endpoint records its last delivery.
    const rest = await t.http.get(`/api/webhook_endpoints/${ep.id}/deliveries`).set(auth(tokens.user));
    expect(rest.status).toBe(200);
    expect(rest.body['hydra:member'][0]).toMatchObject({ '@type': 'WebhookDelivery', eventId: paid[0].id, status: 'succeeded' });
    const item = await t.http.get(`/api/webhook_endpoints/${ep.id}`).set(auth(tokens.user));
    expect(item.body.lastDeliveryAt).toEqual(expect.any(String));
    expect(item.body.secret).toBeUndefined();
  });

  it('reports a project’s package periods and a balance running low, each once', async () => {
    const ep = await createEndpoint('user2', '/periods', [
      'project.package_assigned',
      'project.expiring',
      'project.renewed',
      'project.expired',
      'balance.low',
    ]);
    receiver.route('/periods', [ep.secret]);
    // user2 holds 3 credits of one package (the demo's welcome gift).
    const [{ package_id: packageId }] = await sql<{ package_id: number }>(
      t,
      `select b.package_id from balances b join users u on u.id = b.owner_id where u.email = 'user2@example.com' and b.quantity = 3`,
    );
    const project = await t.http
      .post('/api/projects')
      .set(auth(tokens.user2))
      .send({ title: 'Periods', url: 'https://periods.example.com', autoRenew: true });
    for (let i = 0; i < 2; i++)
      expect((await t.http.post(`/api/projects/${project.body.id}/assign`).set(auth(tokens.user2)).send({ packageId })).status).toBe(200);
    await drain();
    const types = () => receiver.at('/periods').map((r) => r.body.type);
    // 3 → 2 credits, then 2 → 1: at the threshold of 1 once. Events are not ordered across one drain.
    expect([...types()].sort()).toEqual(['balance.low', 'project.package_assigned', 'project.package_assigned']);
    expect(receiver.at('/periods').find((r) => r.body.type === 'balance.low')!.body.data).toEqual({
      balance: { packageId, quantity: 1, threshold: 1 },
    });

    const sweep = async () => {
      await sweepProjects(t.server.orm.em.fork(), t.server.services.jobs);
      await drain();
    };
    await sql(t, `update projects set expired_at = now() + interval '2 days' where id = ?`, [project.body.id]);
    await sweep();
    await sweep(); // reminded once per period
    await sql(t, `update projects set expired_at = now() - interval '1 minute' where id = ?`, [project.body.id]);
    await sweep(); // auto-renew takes the last credit
    await sql(t, `update projects set expired_at = now() - interval '1 minute' where id = ?`, [project.body.id]);
    await sweep(); // no credit left: the period ends
    expect(types().slice(3)).toEqual(['project.expiring', 'project.renewed', 'project.expired']);
    expect(receiver.at('/periods')[3].body.data).toMatchObject({ project: { id: project.body.id, packageId }, daysBefore: 3 });
  });

  it('an admin debit that takes a balance to the threshold sends balance.low too', async () => {
    const ep = await createEndpoint('user', '/admin-debit', ['balance.low']);
    receiver.route('/admin-debit', [ep.secret]);
    const pkg = await packageByCode(t, 'professional-traffic');
    const [{ owner_id: ownerId }] = await sql<{ owner_id: number }>(t, `select owner_id from webhook_endpoints where id = ?`, [ep.id]);
    const entry = (quantity: number) =>
      t.http.post('/api/transactions').set(auth(tokens.admin)).send({ ownerId, packageId: pkg.id, quantity, comment: 'correction' });
    expect((await entry(5)).status).toBe(201); // well above the threshold of 1, whatever the user held
    const [{ quantity }] = await sql<{ quantity: number }>(t, `select quantity from balances where owner_id = ? and package_id = ?`, [
      ownerId,
      pkg.id,
    ]);
    const debit = await entry(1 - Number(quantity));
    expect(debit.status).toBe(201);
    await drain();
    expect(receiver.at('/admin-debit').map((r) => r.body)).toEqual([
      expect.objectContaining({ type: 'balance.low', data: { balance: { packageId: pkg.id, quantity: 1, threshold: 1 } } }),
    ]);
  });

  it('a receiver that is down gets the event again with the same webhook-id until it accepts it', async () => {
    const ep = await createEndpoint('user', '/flaky', ['project.created']);
    receiver.route('/flaky', [ep.secret], ['fail', 'drop']);
    const created = await t.http.post('/api/projects').set(auth(tokens.user)).send({ title: 'Hooked', url: 'https://hooked.example.com' });
    expect(created.status).toBe(201);
    await drain();

    const got = receiver.at('/flaky');
    expect(got).toHaveLength(1);
    expect(got[0].body).toMatchObject({ type: 'project.created', data: { project: { id: created.body.id, title: 'Hooked' } } });
    const log = await deliveries(ep.id);
    expect(log.map((d) => [d.attempt, d.trigger, d.status, d.statusCode])).toEqual([
      [3, 'retry', 'succeeded', 204],
      [2, 'retry', 'failed', null],
      [1, 'event', 'failed', 503],
    ]);
    expect(new Set(log.map((d) => d.eventId))).toEqual(new Set([got[0].id]));
    expect(log[1].error).toMatch(/not reachable/);
    expect(log[1].nextRetryAt).not.toBeNull();
    expect(log[2].nextRetryAt).not.toBeNull();

    // A redelivery on request is one more attempt of the same event, with the same id and body.
    const again = await t.http.post(`/api/webhook_deliveries/${log[0].id}/redeliver`).set(auth(tokens.user));
    expect(again.status).toBe(202);
    expect(again.body).toMatchObject({ eventId: got[0].id, attempt: 4, trigger: 'redelivery', status: 'pending' });
    await drain();
    expect(receiver.at('/flaky').map((r) => r.id)).toEqual([got[0].id, got[0].id]);
    expect(receiver.at('/flaky')[1].body).toEqual(got[0].body);
  });

  it('stops retrying after the schedule, and disables an endpoint failing for 3 days and e-mails its owner', async () => {
    const ep = await createEndpoint('user', '/dead', ['project.created']);
    receiver.route('/dead', [ep.secret], ['fail', 'fail', 'fail', 'fail', 'fail']);
    expect(
      (await t.http.post('/api/projects').set(auth(tokens.user)).send({ title: 'Dead end', url: 'https://dead.example.com' })).status,
    ).toBe(201);
    await drain();
    const log = await deliveries(ep.id);
    expect(log.map((d) => [d.attempt, d.status, d.nextRetryAt === null])).toEqual([
      [3, 'failed', true],
      [2, 'failed', false],
      [1, 'failed', false],
    ]);
    const [{ enabled }] = await sql<{ enabled: boolean }>(t, 'select enabled from webhook_endpoints where id = ?', [ep.id]);
    expect(enabled).toBe(true);

    // Failing since more than 3 days: the next failure disables it.
    await sql(t, `update webhook_endpoints set failing_since = now() - interval '3 days 1 minute' where id = ?`, [ep.id]);
    const test = await t.gql<{ testWebhookEndpoint: Delivery }>(
      'mutation($id: Int!) { testWebhookEndpoint(id: $id) { id eventType status attempt } }',
      { id: ep.id },
      tokens.user,
    );
    expect(test.data?.testWebhookEndpoint).toMatchObject({ eventType: 'webhook.test', status: 'pending', attempt: 1 });
    await drain();
    const item = await t.http.get(`/api/webhook_endpoints/${ep.id}`).set(auth(tokens.user));
    expect(item.body).toMatchObject({ enabled: false, disabledReason: 'Every delivery failed for 3 days', disabledAt: expect.any(String) });
    // Its pending retry does not go out; new events are not written for it.
    await drain();
    expect((await deliveries(ep.id))[0]).toMatchObject({ status: 'failed', error: 'The endpoint is disabled.' });

    await t.server.services.jobs.drain([JOBS.webhookDisabledMail]);
    const outbox = t.server.services.config.mail.outboxDir;
    const mails = fs.existsSync(outbox) ? fs.readdirSync(outbox).map((f) => fs.readFileSync(path.join(outbox, f), 'utf8')) : [];
    expect(
      mails.find((m) => m.includes('webhook endpoint was disabled') && m.includes('user@example.com') && m.includes('/dead')),
    ).toBeDefined();

    // Its owner turns it back on.
    const on = await t.http.put(`/api/webhook_endpoints/${ep.id}`).set(auth(tokens.user)).send({ enabled: true });
    expect(on.body).toMatchObject({ enabled: true, disabledAt: null, disabledReason: null });
  });

  it('after a rotation both the new and the previous secret verify each delivery for 24 hours', async () => {
    const ep = await createEndpoint('user', '/rotated', ['project.created']);
    const rotated = await t.http.post(`/api/webhook_endpoints/${ep.id}/rotate`).set(auth(tokens.user));
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(rotated.body.secret).not.toBe(ep.secret);
    const hours = (Date.parse(rotated.body.previousSecretExpiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    receiver.route('/rotated', [ep.secret, rotated.body.secret]);
    const test = await t.http.post(`/api/webhook_endpoints/${ep.id}/test`).set(auth(tokens.user));
    expect(test.status).toBe(202);
    await drain();
    const [got] = receiver.at('/rotated');
    expect(got.body.type).toBe('webhook.test');
    expect(got.signature.split(' ')).toHaveLength(2);
    expect(got.verifiedBy).toEqual([0, 1]);

    // Once the overlap is over only the new secret signs.
    await sql(t, `update webhook_endpoints set previous_secret_expires_at = now() - interval '1 second' where id = ?`, [ep.id]);
    await t.http.post(`/api/webhook_endpoints/${ep.id}/test`).set(auth(tokens.user));
    await drain();
    const later = receiver.at('/rotated')[1];
    expect(later.signature.split(' ')).toHaveLength(1);
    expect(later.verifiedBy).toEqual([1]);
  });

  it('refuses private, loopback, link-local and metadata URLs at registration', async () => {
    for (const url of [
      'http://10.0.0.5/hook',
      'http://192.168.1.10/hook',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]:8080/hook',
      'http://[fd00::1]/hook',
      'http://0.0.0.0/hook',
      'ftp://example.com/hook',
      'file:///etc/passwd',
      'http://user:pw@127.0.0.1/hook',
      'not a url',
      // Short enough as typed, but over 2,048 characters once percent-encoded (what would be stored): a 422, not a 500.
      `https://example.com/${'é'.repeat(1000)}`,
    ]) {
      const res = await t.http
        .post('/api/webhook_endpoints')
        .set(auth(tokens.user))
        .send({ url, events: ['order.paid'] });
      expect([url, res.status]).toEqual([url, 422]);
      expect(res.body.violations).toEqual([{ propertyPath: 'url', message: expect.any(String) }]);
    }
    const bad = await t.http
      .post('/api/webhook_endpoints')
      .set(auth(tokens.user))
      .send({ url: `${receiver.url}/x`, events: ['webhook.test', 'nope'] });
    expect(bad.status).toBe(422);
    expect(bad.body.violations[0].propertyPath).toBe('events');
  });

  it('checks the address again at delivery: a host now pointing into a private network is not contacted', async () => {
    const ep = await createEndpoint('user', '/moved', ['project.created']);
    receiver.route('/moved', [ep.secret]);
    // As if the host's DNS had changed since registration.
    await sql(t, `update webhook_endpoints set url = 'http://169.254.169.254/moved' where id = ?`, [ep.id]);
    await t.http.post(`/api/webhook_endpoints/${ep.id}/test`).set(auth(tokens.user));
    await t.server.services.jobs.drain([JOBS.webhookDeliver]);
    const [first] = (await deliveries(ep.id)).filter((d) => d.attempt === 1);
    expect(first).toMatchObject({ status: 'failed', statusCode: null, error: 'This address points to a private network.' });
    expect(receiver.at('/moved')).toEqual([]);
  });

  it('a change that rolls back leaves no event and no job; a committed one is delivered', async () => {
    const ep = await createEndpoint('user', '/tx', ['project.created']);
    receiver.route('/tx', [ep.secret]);
    const [{ id: ownerId }] = await sql<{ id: number }>(t, `select owner_id as id from webhook_endpoints where id = ?`, [ep.id]);
    const em = t.server.orm.em.fork() as EntityManager;
    await expect(
      em.transactional(async (tem) => {
        await tem.execute(`update users set updated_at = now() where id = ?`, [ownerId]);
        await emitWebhookEvent(tem as EntityManager, t.server.services.jobs, ownerId, 'project.created', { project: { id: -1 } });
        throw new Error('the change fails after writing its event');
      }),
    ).rejects.toThrow('the change fails');
    expect(await deliveries(ep.id)).toEqual([]);
    await drain();
    expect(receiver.at('/tx')).toEqual([]);

    await em.transactional((tem) =>
      emitWebhookEvent(tem as EntityManager, t.server.services.jobs, ownerId, 'project.created', { project: { id: -2 } }),
    );
    await drain();
    expect(receiver.at('/tx').map((r) => r.body.data.project.id)).toEqual([-2]);
  });

  it('someone else’s endpoint is not found; an admin sees and deletes it but does not act as its owner', async () => {
    const ep = await createEndpoint('user', '/mine', ['order.paid']);
    const gql = await t.gql('query($id: Int!) { webhookEndpoint(id: $id) { id } }', { id: ep.id }, tokens.user2);
    expect(gql.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    for (const [method, url] of [
      ['get', `/api/webhook_endpoints/${ep.id}`],
      ['put', `/api/webhook_endpoints/${ep.id}`],
      ['delete', `/api/webhook_endpoints/${ep.id}`],
      ['post', `/api/webhook_endpoints/${ep.id}/rotate`],
      ['post', `/api/webhook_endpoints/${ep.id}/test`],
      ['get', `/api/webhook_endpoints/${ep.id}/deliveries`],
    ] as const) {
      const res = await t.http[method](url).set(auth(tokens.user2)).send({ enabled: false });
      expect([method, url, res.status]).toEqual([method, url, 404]);
    }
    const list = await t.http.get('/api/webhook_endpoints').set(auth(tokens.user2));
    expect(list.body['hydra:member'].map((m: { id: number }) => m.id)).not.toContain(ep.id);

    const adminList = await t.http
      .get(`/api/webhook_endpoints?ownerId=${(await t.http.get(`/api/webhook_endpoints/${ep.id}`).set(auth(tokens.user))).body.ownerId}`)
      .set(auth(tokens.admin));
    expect(adminList.body['hydra:member'].map((m: { id: number }) => m.id)).toContain(ep.id);
    expect((await t.http.post(`/api/webhook_endpoints/${ep.id}/rotate`).set(auth(tokens.admin))).status).toBe(403);
    expect((await t.http.delete(`/api/webhook_endpoints/${ep.id}`).set(auth(tokens.admin))).status).toBe(204);
    expect((await t.http.get(`/api/webhook_endpoints/${ep.id}`).set(auth(tokens.user))).status).toBe(404);
  });

  it('limits the sends asked for by hand: 30 test events an hour per endpoint, then 429 with Retry-After', async () => {
    const ep = await createEndpoint('user', '/throttle', ['order.paid']);
    receiver.route('/throttle', [ep.secret]);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await t.http.post(`/api/webhook_endpoints/${ep.id}/test`).set(auth(tokens.user))).status);
    expect(new Set(statuses)).toEqual(new Set([202]));
    const over = await t.http.post(`/api/webhook_endpoints/${ep.id}/test`).set(auth(tokens.user));
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another endpoint of the same user is counted apart.
    const other = await createEndpoint('user', '/throttle-2', ['order.paid']);
    expect((await t.http.post(`/api/webhook_endpoints/${other.id}/test`).set(auth(tokens.user))).status).toBe(202);
    await drain();
  });

  it('an API key needs the webhooks scope on both APIs', async () => {
    const make = async (scopes: string[]) => {
      const res = await t.gql<{ createApiKey: { secret: string } }>(
        'mutation($input: ApiKeyCreateInput!) { createApiKey(input: $input) { secret } }',
        { input: { name: scopes.join(' '), scopes } },
        tokens.user,
      );
      return res.data!.createApiKey.secret;
    };
    const without = await make(['projects:read', 'billing:read']);
    const gql = await t.gql('{ webhookEndpoints { total } }', {}, without);
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', scope: 'webhooks' });
    expect((await t.http.get('/api/webhook_endpoints').set(auth(without))).status).toBe(403);
    expect(
      (
        await t.http
          .post('/api/webhook_endpoints')
          .set(auth(without))
          .send({ url: `${receiver.url}/k`, events: ['order.paid'] })
      ).status,
    ).toBe(403);

    const withScope = await make(['webhooks']);
    const types = await t.gql<{ webhookEventTypes: string[] }>('{ webhookEventTypes }', {}, withScope);
    expect(types.data?.webhookEventTypes).toContain('order.paid');
    expect(types.data?.webhookEventTypes).not.toContain('webhook.test');
    const created = await t.http
      .post('/api/webhook_endpoints')
      .set(auth(withScope))
      .send({ url: `${receiver.url}/k`, events: ['order.paid'] });
    expect(created.status).toBe(201);
    expect(created.body.secret).toMatch(/^whsec_/);
    expect(created.headers.location).toBe(`/api/webhook_endpoints/${created.body.id}`);
  });
});
