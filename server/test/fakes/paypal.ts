import { createHash, createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A small stand-in for PayPal's REST API (providers are faked by local HTTP servers started by the test),
 * with the endpoints the adapter calls: OAuth client credentials (Basic auth checked), catalog products, billing
 * plans, subscriptions (create, read, activate, cancel), sales, and verify-webhook-signature. It records every
 * call, and the test plays the buyer and PayPal's side: approve a subscription, bill a cycle, refund, cancel,
 * and sign the webhook events PayPal would send.
 *
 * Its webhook signature is an HMAC over transmission id, time, webhook id and a hash of the event (PayPal's real
 * one is an RSA signature over the same parts with a CRC32): what matters here is that a changed byte, header or
 * webhook id makes verification answer FAILURE.
 */

export interface FakePaypalCall {
  method: string;
  path: string;
  /** The Authorization header as sent. */
  authorization?: string;
  requestId?: string;
  body: unknown;
}

export interface FakeSubscription {
  id: string;
  status: 'APPROVAL_PENDING' | 'APPROVED' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED';
  plan_id: string;
  custom_id?: string;
  application_context?: Record<string, unknown>;
  cycles: number;
  lastPayment?: { value: string; currency_code: string };
}

export interface FakePaypalOptions {
  clientId?: string;
  clientSecret?: string;
  webhookId?: string;
  /** Lifetime of issued tokens in seconds. */
  expiresIn?: number;
}

export interface SignedWebhook {
  body: string;
  headers: Record<string, string>;
}

export class FakePaypal {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly webhookId: string;
  expiresIn: number;
  /** 'up' answers; 'error' answers 503 to everything; 'hang' never answers. */
  mode: 'up' | 'error' | 'hang' = 'up';
  readonly calls: FakePaypalCall[] = [];
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly products = new Map<string, Record<string, unknown>>();
  readonly plans = new Map<string, Record<string, unknown>>();
  readonly sales = new Map<string, { id: string; billing_agreement_id: string; amount: { total: string; currency: string } }>();
  private readonly tokens = new Map<string, number>();
  private readonly signingKey = randomBytes(32);
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  private seq = 0;
  private server?: http.Server;
  url = '';

  constructor(options: FakePaypalOptions = {}) {
    this.clientId = options.clientId ?? 'fake-client-id';
    this.clientSecret = options.clientSecret ?? 'fake-client-secret';
    this.webhookId = options.webhookId ?? 'WH-FAKE-1';
    this.expiresIn = options.expiresIn ?? 32_400;
  }

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  callsTo(method: string, path: string | RegExp): FakePaypalCall[] {
    return this.calls.filter((c) => c.method === method && (typeof path === 'string' ? c.path === path : path.test(c.path)));
  }

  /** Every token issued so far stops working (PayPal expired or revoked them early). */
  revokeTokens(): void {
    this.tokens.clear();
  }

  /** The buyer approves on PayPal's page: SUBSCRIBE_NOW activates at once; `leaveApproved` leaves it APPROVED. */
  approve(id: string, leaveApproved = false): void {
    const sub = this.mustGet(id);
    sub.status = leaveApproved ? 'APPROVED' : 'ACTIVE';
  }

  /** PayPal bills one cycle: a completed sale, and the webhook event it sends about it. */
  billCycle(id: string, value?: string): Record<string, unknown> {
    const sub = this.mustGet(id);
    const plan = this.plans.get(sub.plan_id)!;
    const price = (plan.billing_cycles as { pricing_scheme: { fixed_price: { value: string; currency_code: string } } }[])[0].pricing_scheme
      .fixed_price;
    sub.cycles += 1;
    sub.lastPayment = { value: value ?? price.value, currency_code: price.currency_code };
    const sale = { id: this.id('SALE'), billing_agreement_id: id, amount: { total: value ?? price.value, currency: price.currency_code } };
    this.sales.set(sale.id, sale);
    return this.event('PAYMENT.SALE.COMPLETED', { ...sale, state: 'completed', custom: sub.custom_id });
  }

  /** A refund of a sale, as PayPal reports it (naming the sale, not the subscription). */
  refund(saleId: string, value: string): Record<string, unknown> {
    const sale = this.sales.get(saleId)!;
    return this.event('PAYMENT.SALE.REFUNDED', {
      id: this.id('REFUND'),
      sale_id: saleId,
      state: 'completed',
      amount: { total: value, currency: sale.amount.currency },
    });
  }

  /** The subscription is cancelled on PayPal's side (by the buyer in their PayPal account). */
  cancelAtPaypal(id: string): Record<string, unknown> {
    const sub = this.mustGet(id);
    sub.status = 'CANCELLED';
    return this.event('BILLING.SUBSCRIPTION.CANCELLED', this.subscriptionJson(sub));
  }

  event(eventType: string, resource: Record<string, unknown>): Record<string, unknown> {
    return {
      id: this.id('WH'),
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: 'sale',
      event_type: eventType,
      resource,
    };
  }

  /** The body and headers PayPal would deliver for this event to the webhook registered as `webhookId`. */
  sign(event: Record<string, unknown>, webhookId = this.webhookId): SignedWebhook {
    const body = JSON.stringify(event);
    const transmissionId = this.id('TX');
    const time = new Date().toISOString();
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `${this.url}/v1/notifications/certs/CERT-1`,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': this.signature(transmissionId, time, webhookId, body),
      },
    };
  }

  private signature(transmissionId: string, time: string, webhookId: string, body: string): string {
    const digest = createHash('sha256').update(body).digest('hex');
    return createHmac('sha256', this.signingKey).update(`${transmissionId}|${time}|${webhookId}|${digest}`).digest('base64');
  }

  private id(prefix: string): string {
    this.seq += 1;
    return `${prefix}-${String(this.seq).padStart(6, '0')}${randomBytes(3).toString('hex').toUpperCase()}`;
  }

  private mustGet(id: string): FakeSubscription {
    const sub = this.subscriptions.get(id);
    if (!sub) throw new Error(`fake PayPal: no subscription ${id}`);
    return sub;
  }

  private subscriptionJson(sub: FakeSubscription): Record<string, unknown> {
    return {
      id: sub.id,
      status: sub.status,
      plan_id: sub.plan_id,
      custom_id: sub.custom_id,
      billing_info: {
        cycle_executions: [{ tenure_type: 'REGULAR', sequence: 1, cycles_completed: sub.cycles, total_cycles: 0 }],
        ...(sub.lastPayment ? { last_payment: { amount: sub.lastPayment } } : {}),
      },
      links: [
        ...(sub.status === 'APPROVAL_PENDING'
          ? [{ rel: 'approve', method: 'GET', href: `${this.url}/webapps/billing/subscriptions?ba_token=BA-${sub.id}` }]
          : []),
        { rel: 'self', method: 'GET', href: `${this.url}/v1/billing/subscriptions/${sub.id}` },
      ],
    };
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const path = (req.url ?? '/').split('?')[0];
    const method = req.method ?? 'GET';
    let body: unknown = text;
    if ((req.headers['content-type'] ?? '').includes('json') && text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    this.calls.push({
      method,
      path,
      authorization: req.headers.authorization,
      requestId: req.headers['paypal-request-id'] as string | undefined,
      body,
    });
    if (this.mode === 'hang') return; // never answers; the client's timeout must end it
    const send = (status: number, payload?: unknown) => {
      res.writeHead(status, payload === undefined ? {} : { 'content-type': 'application/json' });
      res.end(payload === undefined ? undefined : JSON.stringify(payload));
    };
    if (this.mode === 'error') return send(503, { name: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable' });

    if (method === 'POST' && path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected)
        return send(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      if (text !== 'grant_type=client_credentials') return send(400, { error: 'unsupported_grant_type' });
      const token = `A21-${this.id('TOKEN')}`;
      this.tokens.set(token, Date.now() + this.expiresIn * 1000);
      return send(200, {
        scope: 'https://uri.paypal.com/services/subscriptions',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-FAKE',
        expires_in: this.expiresIn,
        nonce: 'n',
      });
    }

    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !((this.tokens.get(bearer) ?? 0) > Date.now())) {
      return send(401, { error: 'invalid_token', error_description: 'Token signature verification failed' });
    }
    const requestId = req.headers['paypal-request-id'] as string | undefined;
    const remembered = requestId ? this.idempotent.get(`${path}|${requestId}`) : undefined;
    if (remembered) return send(remembered.status, remembered.body);
    const created = (status: number, payload: unknown) => {
      if (requestId) this.idempotent.set(`${path}|${requestId}`, { status, body: payload });
      send(status, payload);
    };
    const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const unprocessable = (issue: string, description: string) =>
      send(422, {
        name: 'UNPROCESSABLE_ENTITY',
        message: 'The requested action could not be performed.',
        details: [{ issue, description }],
      });

    if (method === 'POST' && path === '/v1/catalogs/products') {
      const id = typeof input.id === 'string' ? input.id : this.id('PROD');
      if (this.products.has(id)) return unprocessable('DUPLICATE_RESOURCE_IDENTIFIER', 'The product id is already used.');
      this.products.set(id, { ...input, id });
      return created(201, { ...input, id });
    }
    if (method === 'POST' && path === '/v1/billing/plans') {
      if (!this.products.has(String(input.product_id)))
        return send(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
      const plan = { ...input, id: this.id('P'), status: 'ACTIVE' };
      this.plans.set(plan.id, plan);
      return created(201, plan);
    }
    if (method === 'POST' && path === '/v1/billing/subscriptions') {
      if (!this.plans.has(String(input.plan_id))) return unprocessable('INVALID_PLAN_ID', 'No such plan.');
      const sub: FakeSubscription = {
        id: this.id('I'),
        status: 'APPROVAL_PENDING',
        plan_id: String(input.plan_id),
        custom_id: typeof input.custom_id === 'string' ? input.custom_id : undefined,
        application_context: input.application_context as Record<string, unknown>,
        cycles: 0,
      };
      this.subscriptions.set(sub.id, sub);
      return created(201, this.subscriptionJson(sub));
    }
    const subPath = /^\/v1\/billing\/subscriptions\/([^/]+)(?:\/(activate|cancel))?$/.exec(path);
    if (subPath) {
      const sub = this.subscriptions.get(decodeURIComponent(subPath[1]));
      if (!sub)
        return send(404, {
          name: 'RESOURCE_NOT_FOUND',
          message: 'The specified resource does not exist.',
          details: [{ issue: 'INVALID_RESOURCE_ID' }],
        });
      if (method === 'GET' && !subPath[2]) return send(200, this.subscriptionJson(sub));
      if (method === 'POST' && subPath[2] === 'activate') {
        if (sub.status !== 'APPROVED' && sub.status !== 'SUSPENDED')
          return unprocessable('SUBSCRIPTION_STATUS_INVALID', `Cannot activate a ${sub.status} subscription.`);
        sub.status = 'ACTIVE';
        return send(204);
      }
      if (method === 'POST' && subPath[2] === 'cancel') {
        if (sub.status === 'CANCELLED' || sub.status === 'EXPIRED')
          return unprocessable('SUBSCRIPTION_STATUS_INVALID', 'Invalid subscription status for cancel action.');
        sub.status = 'CANCELLED';
        return send(204);
      }
    }
    const salePath = /^\/v1\/payments\/sale\/([^/]+)$/.exec(path);
    if (method === 'GET' && salePath) {
      const sale = this.sales.get(decodeURIComponent(salePath[1]));
      return sale ? send(200, { ...sale, state: 'completed' }) : send(404, { name: 'RESOURCE_NOT_FOUND' });
    }
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      const event = input.webhook_event;
      const ok =
        input.webhook_id === this.webhookId &&
        typeof input.transmission_sig === 'string' &&
        // The adapter must hand back the event exactly as delivered: the fake re-serialises it as the test did.
        input.transmission_sig ===
          this.signature(String(input.transmission_id), String(input.transmission_time), String(input.webhook_id), JSON.stringify(event));
      return send(200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
    }
    send(404, { name: 'RESOURCE_NOT_FOUND', message: `fake PayPal has no ${method} ${path}` });
  }
}

export function startFakePaypal(options: FakePaypalOptions = {}): Promise<FakePaypal> {
  return new FakePaypal(options).start();
}
