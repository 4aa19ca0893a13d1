import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import 'reflect-metadata';
import express, { type Request } from 'express';
import request from 'supertest';
import { NotFoundError, ValidationError } from '../../../common/errors';
import { type Config, loadConfig } from '../../../config';
import type { Context } from '../../../graphql/context';
import type { Gate } from '../../gates/gate.entity';
import { assertCanReadBilling } from '../billing.policy';
import type { Order } from '../order.entity';
import { PaypalError, PaypalProvider } from '../providers/paypal';
import { createPaypalRouter, PAYPAL_CONFIRM_PATH, PAYPAL_POSTBACK_PATH } from '../providers/paypal.routes';
import { type CheckoutContext, type ProviderEvent, WebhookSignatureError } from '../providers/provider';
import { FakePaypal, startFakePaypal } from '../../../../test/fakes/paypal';

// The recurring flow against a local fake of PayPal's REST API (Billing Subscriptions v1):
// OAuth token cached until it expires, create → approve link → return → confirm, cancel, webhooks verified by
// PayPal's verify-webhook-signature and translated into ProviderEvents, and clear errors when PayPal is down.
// The routes are the real ones, wired to a recording `deps` in place of the crediting path.
describe('PayPal', () => {
  let fake: FakePaypal;
  let dataDir: string;
  let config: Config;
  let provider: PaypalProvider;
  let applied: ProviderEvent[];
  let applyFailure: Error | null;
  const orders = new Map<number, Order>();
  const OWNER = 7;

  const configFor = (env: Record<string, string> = {}) =>
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PAYPAL_API_URL: fake.url,
      PAYPAL_CLIENT_ID: fake.clientId,
      PAYPAL_CLIENT_SECRET: fake.clientSecret,
      PAYPAL_WEBHOOK_ID: fake.webhookId,
      ...env,
    });
  const gate = { name: 'Trafficgate', host: 'shop.example', config: { prop: { siteName: 'Traffic Shop' } } } as unknown as Gate;
  const checkoutCtx = (): CheckoutContext => ({ config, gate, siteUrl: 'https://shop.example/' });
  const newOrder = (id: number, extra: Partial<Order> = {}): Order => {
    const order = {
      id,
      status: 'new',
      paymentProvider: 'paypal',
      amountMinor: 2500,
      currency: 'USD',
      quantity: 1,
      externalId: null,
      owner: { id: OWNER },
      package: { id: 3, name: 'Website Traffic', durationDays: 30 },
      ...extra,
    } as unknown as Order;
    orders.set(id, order);
    return order;
  };
  const checkout = async (id: number) => {
    const order = newOrder(id);
    const start = await provider.startCheckout(order, checkoutCtx());
    order.externalId = start.externalId ?? null;
    order.status = 'pending' as Order['status'];
    return { order, start };
  };

  const app = () => {
    const server = express();
    server.use(
      createPaypalRouter({
        config,
        provider,
        applyEvent: async (method, event) => {
          expect(method).toBe('paypal');
          if (applyFailure) throw applyFailure;
          applied.push(event);
        },
        // A signed-in customer per "Bearer user-{id}", or nobody; the orders are read through the real billing policy.
        context: async (req: Request) => {
          const who = /^Bearer user-(\d+)$/.exec(req.get('authorization') ?? '')?.[1];
          return { user: who ? { id: Number(who) } : null, userId: who ? Number(who) : null, roles: new Set() } as unknown as Context;
        },
        loadOrder: async (ctx: Context, id: number) => {
          const order = orders.get(id) ?? null;
          assertCanReadBilling(ctx, order);
          return order as Order;
        },
      }),
    );
    return request(server);
  };
  const deliver = (event: Record<string, unknown>, signed = fake.sign(event)) =>
    app().post(PAYPAL_POSTBACK_PATH).set(signed.headers).send(signed.body);
  const confirm = (body: object, who: number | null = OWNER) => {
    const req = app().post(PAYPAL_CONFIRM_PATH);
    return (who === null ? req : req.set('authorization', `Bearer user-${who}`)).send(body);
  };

  beforeEach(async () => {
    fake = await startFakePaypal();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tg-paypal-'));
    config = configFor();
    provider = new PaypalProvider({ timeoutMs: 3000 });
    applied = [];
    applyFailure = null;
    orders.clear();
  });
  afterEach(async () => {
    await fake.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  describe('checkout', () => {
    it('creates a plan for the order and a subscription whose approve link is where the browser goes', async () => {
      const { start } = await checkout(12);
      expect(start.paymentUrl).toMatch(new RegExp(`^${fake.url}/webapps/billing/subscriptions\\?ba_token=BA-I-`));
      const sub = fake.subscriptions.get(start.externalId!)!;
      expect(sub).toMatchObject({ status: 'APPROVAL_PENDING', custom_id: '12' });
      expect(sub.application_context).toMatchObject({
        brand_name: 'Traffic Shop',
        user_action: 'SUBSCRIBE_NOW',
        return_url: 'https://shop.example/panel/billing/paypal/confirm-agreement?order=12',
        cancel_url: 'https://shop.example/panel/billing/paypal/cancel?order=12',
      });
      const [plan] = [...fake.plans.values()];
      expect(plan).toMatchObject({
        product_id: 'TG-PACKAGE-3',
        billing_cycles: [
          {
            frequency: { interval_unit: 'DAY', interval_count: 30 },
            pricing_scheme: { fixed_price: { value: '25.00', currency_code: 'USD' } },
          },
        ],
      });
      // Retried requests are idempotent at PayPal: each create names the order.
      expect(fake.callsTo('POST', '/v1/billing/subscriptions')[0].requestId).toBe('tg-subscription-order-12');
      expect(provider.isConfigured(config)).toBe(true);
      expect(provider.isConfigured(configFor({ PAYPAL_CLIENT_ID: '', PAYPAL_CLIENT_SECRET: '' }))).toBe(false);
      // Payments could never be credited without a way to verify PayPal's notifications.
      expect(provider.isConfigured(configFor({ PAYPAL_WEBHOOK_ID: '' }))).toBe(false);
    });

    it('reuses the package product and one cached token for later checkouts', async () => {
      await checkout(12);
      await checkout(13);
      expect(fake.products.size).toBe(1);
      expect(fake.subscriptions.size).toBe(2);
      expect(fake.callsTo('POST', '/v1/oauth2/token')).toHaveLength(1);
      const bearer = new Set(fake.calls.filter((c) => c.path !== '/v1/oauth2/token').map((c) => c.authorization));
      expect(bearer.size).toBe(1);
    });

    it('asks for one token when many requests start at once, and a new one when PayPal stops taking it', async () => {
      await Promise.all([21, 22, 23, 24, 25].map((id) => checkout(id)));
      expect(fake.callsTo('POST', '/v1/oauth2/token')).toHaveLength(1);
      fake.revokeTokens();
      await checkout(26);
      expect(fake.callsTo('POST', '/v1/oauth2/token')).toHaveLength(2);
      expect(fake.subscriptions.size).toBe(6);
    });

    it('renews the token before it expires instead of sending an expired one', async () => {
      fake.expiresIn = 1;
      provider = new PaypalProvider({ timeoutMs: 3000, tokenMarginSeconds: 0 });
      await checkout(12);
      await new Promise((r) => setTimeout(r, 1100));
      const before = fake.calls.length;
      await checkout(13);
      expect(fake.calls[before].path).toBe('/v1/oauth2/token');
      expect(fake.calls.slice(before).filter((c) => c.path === '/v1/oauth2/token')).toHaveLength(1);
    });

    it('says so when PayPal refuses the client credentials', async () => {
      config = configFor({ PAYPAL_CLIENT_SECRET: 'wrong' });
      const failure = provider.startCheckout(newOrder(12), checkoutCtx());
      await expect(failure).rejects.toThrow('PayPal refused the client credentials (PAYPAL_CLIENT_ID / PAYPAL_CLIENT_SECRET).');
      await expect(failure).rejects.toMatchObject({ httpStatus: 502 });
      expect(fake.subscriptions.size).toBe(0);
    });
  });

  describe('return from PayPal', () => {
    it('answers where the subscription stands, for the order owner only', async () => {
      const { order } = await checkout(12);
      expect((await confirm({ orderId: 12 }, null)).status).toBe(401);
      expect((await confirm({ orderId: 'twelve' }, null)).status).toBe(401);
      expect((await confirm({ orderId: 12 }, 99)).status).toBe(404);
      expect((await confirm({ orderId: 404 })).status).toBe(404);
      const bad = await confirm({ orderId: 'twelve' });
      expect(bad.status).toBe(422);
      expect(bad.body.violations).toEqual([{ propertyPath: 'orderId', message: 'This value should be an order id.' }]);

      const early = await confirm({ orderId: 12, subscriptionId: order.externalId, token: 'EC-1' });
      expect(early.status).toBe(200);
      expect(early.body).toEqual({ orderId: 12, status: 'pending', agreement: 'pending', paypalStatus: 'APPROVAL_PENDING' });

      fake.approve(order.externalId!);
      const done = await confirm({ orderId: '12', subscriptionId: order.externalId });
      expect(done.body).toMatchObject({ agreement: 'active', paypalStatus: 'ACTIVE' });
      expect(applied).toEqual([]); // money only arrives by webhook
    });

    it('activates a subscription PayPal left approved', async () => {
      const { order } = await checkout(12);
      fake.approve(order.externalId!, true);
      const res = await confirm({ orderId: 12 });
      expect(res.body).toMatchObject({ agreement: 'active', paypalStatus: 'ACTIVE' });
      expect(fake.callsTo('POST', `/v1/billing/subscriptions/${order.externalId}/activate`)).toHaveLength(1);
    });

    it("refuses a return address naming another order's subscription", async () => {
      const { order: mine } = await checkout(12);
      const { order: other } = await checkout(13);
      const res = await confirm({ orderId: 12, subscriptionId: other.externalId });
      expect(res.status).toBe(422);
      expect(res.body.violations[0].propertyPath).toBe('subscriptionId');
      // An order whose stored subscription PayPal says is someone else's is refused too.
      mine.externalId = other.externalId;
      expect((await confirm({ orderId: 12 })).status).toBe(422);
    });
  });

  describe('webhooks', () => {
    it('credits a verified sale once per sale: the first as a payment, later cycles as renewals', async () => {
      const { order } = await checkout(12);
      fake.approve(order.externalId!);
      const first = fake.billCycle(order.externalId!);
      const res = await deliver(first);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ received: true, applied: 1 });
      const saleId = (first.resource as { id: string }).id;
      expect(applied).toEqual([
        {
          eventId: `sale:${saleId}`,
          type: 'payment.succeeded',
          orderId: 12,
          amountMinor: 2500,
          currency: 'USD',
          externalId: order.externalId,
          raw: first,
        },
      ]);
      // PayPal checked the event exactly as delivered, against our webhook id.
      const [verify] = fake.callsTo('POST', '/v1/notifications/verify-webhook-signature');
      expect(verify.body).toMatchObject({ webhook_id: fake.webhookId, auth_algo: 'SHA256withRSA', webhook_event: first });

      // A redelivery carries a new webhook id but the same sale: same event id, so the crediting path ignores it.
      await deliver({ ...first, id: 'WH-REDELIVERED' });
      expect(applied[1].eventId).toBe(`sale:${saleId}`);

      const second = fake.billCycle(order.externalId!);
      await deliver(second);
      expect(applied[2]).toMatchObject({
        type: 'subscription.renewed',
        orderId: 12,
        amountMinor: 2500,
        eventId: `sale:${(second.resource as { id: string }).id}`,
      });
    });

    it('translates refunds and cancellations at PayPal, and acknowledges events it does not act on', async () => {
      const { order } = await checkout(12);
      fake.approve(order.externalId!);
      const sale = fake.billCycle(order.externalId!);
      const refund = fake.refund((sale.resource as { id: string }).id, '10.00');
      expect((await deliver(refund)).status).toBe(200);
      expect(applied[0]).toMatchObject({
        type: 'payment.refunded',
        orderId: 12,
        amountMinor: 1000,
        currency: 'USD',
        externalId: order.externalId,
      });
      expect(applied[0].eventId).toBe(`refund:${(refund.resource as { id: string }).id}`);

      const cancelled = fake.cancelAtPaypal(order.externalId!);
      expect((await deliver(cancelled)).status).toBe(200);
      expect(applied[1]).toMatchObject({
        eventId: `event:${cancelled.id as string}`,
        type: 'subscription.cancelled',
        orderId: 12,
        externalId: order.externalId,
      });

      const other = await deliver(fake.event('CUSTOMER.DISPUTE.CREATED', { id: 'PP-D-1' }));
      expect(other.status).toBe(200);
      expect(other.body.applied).toBe(0);
      expect(applied).toHaveLength(2);
    });

    it('refuses a notification PayPal does not vouch for, and applies nothing', async () => {
      const { order } = await checkout(12);
      fake.approve(order.externalId!);
      const event = fake.billCycle(order.externalId!);
      const signed = fake.sign(event);

      const tampered = await deliver(event, { ...signed, body: signed.body.replace('"25.00"', '"2500.00"') });
      expect(tampered.status).toBe(401);
      expect(tampered.body['hydra:description']).toBe('PayPal did not confirm the notification signature.');
      expect((await deliver(event, fake.sign(event, 'WH-SOMEONE-ELSE'))).status).toBe(401);
      const { 'paypal-transmission-sig': _sig, ...unsigned } = signed.headers;
      expect((await deliver(event, { ...signed, headers: unsigned })).status).toBe(401);
      expect(applied).toEqual([]);

      const req = { get: (name: string) => signed.headers[name.toLowerCase()] } as unknown as Request;
      await expect(provider.verifyNotification(req, Buffer.from(signed.body.replace('25.00', '0.01')), config)).rejects.toBeInstanceOf(
        WebhookSignatureError,
      );
      // Without PAYPAL_WEBHOOK_ID nothing can be verified, so nothing is accepted.
      await expect(provider.verifyNotification(req, Buffer.from(signed.body), configFor({ PAYPAL_WEBHOOK_ID: '' }))).rejects.toThrow(
        'PAYPAL_WEBHOOK_ID is not set: PayPal notifications cannot be verified.',
      );
      // The genuine one still goes through.
      expect((await deliver(event, signed)).status).toBe(200);
      expect(applied).toHaveLength(1);
    });

    it('answers 400 for a body that is not a PayPal event', async () => {
      const notJson = fake.sign({} as Record<string, unknown>);
      const res = await app().post(PAYPAL_POSTBACK_PATH).set(notJson.headers).send('{"id": ');
      expect(res.status).toBe(400);
      expect(res.body['hydra:description']).toBe('The notification is not JSON.');
    });

    it("passes on the crediting path's refusals: unknown order 404, amount mismatch 422", async () => {
      const { order } = await checkout(12);
      fake.approve(order.externalId!);
      applyFailure = new NotFoundError();
      expect((await deliver(fake.billCycle(order.externalId!))).status).toBe(404);
      applyFailure = new ValidationError([{ propertyPath: 'amountMinor', message: 'The amount differs from the order.' }]);
      const mismatch = await deliver(fake.billCycle(order.externalId!));
      expect(mismatch.status).toBe(422);
      expect(mismatch.body.violations[0].propertyPath).toBe('amountMinor');
    });
  });

  describe('cancel', () => {
    it('stops the subscription at PayPal, and a second cancel is fine', async () => {
      const { order } = await checkout(12);
      fake.approve(order.externalId!);
      await provider.cancelRecurring(order, config);
      expect(fake.subscriptions.get(order.externalId!)!.status).toBe('CANCELLED');
      await expect(provider.cancelRecurring(order, config)).resolves.toBeUndefined();
      expect(fake.callsTo('POST', /\/cancel$/)).toHaveLength(2);

      const never = newOrder(30);
      const calls = fake.calls.length;
      await provider.cancelRecurring(never, config);
      expect(fake.calls.length).toBe(calls);
    });

    it('reports a subscription PayPal does not know', async () => {
      const ghost = newOrder(31, { externalId: 'I-GHOST' });
      await expect(provider.cancelRecurring(ghost, config)).rejects.toThrow(
        /PayPal refused to cancel the subscription \(HTTP 404, RESOURCE_NOT_FOUND/,
      );
    });
  });

  describe('when PayPal is down', () => {
    it('fails with a clear message on errors, on silence and on a closed port', async () => {
      fake.mode = 'error';
      await expect(provider.startCheckout(newOrder(12), checkoutCtx())).rejects.toThrow(
        'PayPal is unavailable (HTTP 503) and could not sign in.',
      );

      fake.mode = 'hang';
      // A short deadline of its own here; the other tests use a long one so a loaded machine never trips them.
      const slow = new PaypalProvider({ timeoutMs: 300 }).startCheckout(newOrder(13), checkoutCtx());
      await expect(slow).rejects.toThrow('PayPal did not answer within 300 ms (sign in).');
      await expect(slow).rejects.toMatchObject({ httpStatus: 504 });

      const url = fake.url;
      await fake.stop();
      config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        PAYPAL_API_URL: url,
        PAYPAL_CLIENT_ID: 'a',
        PAYPAL_CLIENT_SECRET: 'b',
        PAYPAL_WEBHOOK_ID: 'c',
      });
      const closed = provider.startCheckout(newOrder(14), checkoutCtx());
      await expect(closed).rejects.toThrow(/^PayPal cannot be reached \(sign in\)/);
      await expect(closed).rejects.toBeInstanceOf(PaypalError);
      fake = await startFakePaypal(); // for afterEach
    });

    it('answers a webhook 503 while PayPal cannot confirm it, so PayPal delivers it again later', async () => {
      const { order } = await checkout(12);
      fake.approve(order.externalId!);
      const event = fake.billCycle(order.externalId!);
      const signed = fake.sign(event);
      fake.mode = 'error';
      const res = await deliver(event, signed);
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('60');
      expect(res.body['hydra:description']).toMatch(/^PayPal is unavailable \(HTTP 503\)/);
      expect(applied).toEqual([]);
      fake.mode = 'up';
      expect((await deliver(event, signed)).status).toBe(200);
      expect(applied).toHaveLength(1);
    });
  });
});
