import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import { DomainError, httpStatusByCode, NotFoundError } from '../../common/errors';
import { escapeHtml } from '../../common/html';
import { OrderStatus } from '../../common/statuses';
import type { AppServices } from '../../graphql/context';
import { buildRequestContext } from '../../graphql/request-context';
import { assertApiKeyScope } from '../auth/api-key.scopes';
import { sendHydraError, sendUnauthorized } from '../../rest/hydra';
import { Package } from '../packages/package.entity';
import { invoiceFile } from './invoice.service';
import { Order } from './order.entity';
import { Payment } from './payment.entity';
import { applyProviderEvent } from './payment.service';
import { cardSandboxEnabled, signCardBody, verifySandboxToken } from './providers/card';
import { providerFor } from './providers';
import { WebhookPayloadError, WebhookSignatureError } from './providers/provider';

/*
 * The billing endpoints that are not GraphQL operations: provider notifications (raw body, verified on its
 * bytes), the invoice PDF download, and the card sandbox's HTML pages. They call the same services and policies as
 * the GraphQL operations do. Mounted before the JSON body parser of /api.
 */

interface BillingRouterDeps {
  orm: MikroORM<PostgreSqlDriver>;
  services: AppServices;
  bodyLimit: string;
}

function sendDomain(res: Response, e: DomainError): void {
  if (e.code === 'UNAUTHENTICATED') return sendUnauthorized(res, e.message);
  res.status(httpStatusByCode[e.code]).json({ error: e.message, ...(e.details.violations ? { violations: e.details.violations } : {}) });
}

/** The order and currency of a sale recorded under `eventId` (a chargeback names the sale it takes back). */
async function saleOf(em: EntityManager, method: string, eventId: string): Promise<{ orderId: number; currency: string } | null> {
  const payment = await em.findOne(Payment, { provider: method, providerEventId: eventId }, { fields: ['order', 'currency'] });
  return payment ? { orderId: payment.order.id, currency: payment.currency } : null;
}

export function createBillingRouter({ orm, services, bodyLimit }: BillingRouterDeps): Router {
  const router = express.Router();
  const { config } = services;

  // Answers: 401 bad or missing signature, 400 malformed, 404 unknown order, 422 amount/currency mismatch (the order
  // is flagged), 409 an event the order's state does not allow, 200 applied or already applied (replay).
  router.post('/api/payment/postback/:method', express.raw({ type: () => true, limit: bodyLimit }), async (req: Request, res: Response) => {
    const method = String(req.params.method);
    const provider = providerFor(method);
    if (!provider || !provider.isConfigured(config)) return void res.status(404).json({ error: 'Unknown payment method.' });
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    let events;
    try {
      events = await provider.verifyNotification(req, raw, config, {
        lookupSale: (eventId) => saleOf(orm.em.fork(), method, eventId),
        ignored: (type) => req.log?.info({ requestId: req.id, method, type }, 'payment notification type not acted on'),
      });
    } catch (e) {
      if (e instanceof WebhookSignatureError) return void res.status(401).json({ error: e.message });
      if (e instanceof WebhookPayloadError) return void res.status(400).json({ error: e.message });
      throw e;
    }
    try {
      const outcomes = [];
      for (const event of events) outcomes.push(await applyProviderEvent(orm.em, method, event, { services }));
      res.status(200).json({ ok: true, results: outcomes });
    } catch (e) {
      if (e instanceof DomainError) return sendDomain(res, e);
      throw e;
    }
  });

  router.get('/api/invoice/get-file/:id', async (req: Request, res: Response) => {
    try {
      const ctx = await buildRequestContext(req, orm, services);
      assertApiKeyScope(ctx, 'billing:read', 'invoice download');
      const raw = String(req.params.id);
      if (!/^\d{1,9}$/.test(raw)) throw new NotFoundError();
      const { filename, pdf } = await invoiceFile(ctx, Number(raw));
      res.status(200).type('application/pdf').attachment(filename).set('Cache-Control', 'private, no-store').send(pdf);
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      if (e.code === 'UNAUTHENTICATED') return sendUnauthorized(res, e.message);
      sendHydraError(res, httpStatusByCode[e.code], e.message);
    }
  });

  router.use('/sandbox/card', sandboxRouter(orm, services));
  return router;
}

/*
 * The card provider's stand-in outside production: plain server-rendered HTML with forms, no script. It
 * works only through the signed, expiring link checkout handed out, only on an existing pending card order, and it
 * signs exactly that order's amount — then posts the notification to our own postback URL over HTTP, as the real
 * provider would, and sends the browser back to the panel of the same site (relative redirects: the page is served on
 * the site whose checkout linked to it, and a same-origin redirect passes the CSP's form-action).
 */
function sandboxRouter(orm: MikroORM<PostgreSqlDriver>, services: AppServices): Router {
  const router = express.Router();
  const { config } = services;
  router.use((_req, res, next) => {
    if (!cardSandboxEnabled(config)) return void res.status(404).type('text/plain').send('Not Found');
    res.set('Cache-Control', 'no-store');
    res.set('Referrer-Policy', 'no-referrer');
    next();
  });
  router.use(express.urlencoded({ extended: false, limit: '4kb' }));

  const load = async (req: Request): Promise<{ order: Order; pkg: Package; expires: string; token: string } | null> => {
    const id = String(req.params.id);
    const source = (req.method === 'GET' ? req.query : req.body) as Record<string, unknown>;
    const expires = typeof source?.expires === 'string' ? source.expires : '';
    const token = typeof source?.token === 'string' ? source.token : '';
    if (!/^\d{1,9}$/.test(id) || !verifySandboxToken(config, Number(id), expires, token)) return null;
    const em = orm.em.fork();
    const order = await em.findOne(Order, { id: Number(id), paymentProvider: 'card', status: OrderStatus.pending }, {});
    if (!order) return null;
    const pkg = await em.findOneOrFail(Package, order.package.id);
    return { order, pkg, expires, token };
  };

  const gone = (res: Response) =>
    res
      .status(404)
      .type('html')
      .send(
        page(
          'Payment link not valid',
          '<p>This payment link has expired, was already used, or does not exist. Start the purchase again from your panel.</p>',
        ),
      );

  router.get('/:id', async (req, res) => {
    const found = await load(req);
    if (!found) return void gone(res);
    const { order, pkg, expires, token } = found;
    const hidden = `<input type="hidden" name="expires" value="${escapeHtml(expires)}"><input type="hidden" name="token" value="${escapeHtml(token)}">`;
    const form = (action: string, label: string) =>
      `<form method="post" action="/sandbox/card/${order.id}/${action}">${hidden}<button type="submit" name="action" value="${action}">${escapeHtml(label)}</button></form>`;
    const amount = `${(order.amountMinor / 100).toFixed(2)} ${order.currency}`;
    res.type('html').send(
      page(
        'Card payment (sandbox)',
        `<p class="note">Test payment page: no card is charged. It stands in for the card provider outside production.</p>
<dl><dt>Order</dt><dd>#${order.id}</dd><dt>Package</dt><dd>${escapeHtml(pkg.name)} × ${order.quantity}</dd><dt>Amount</dt><dd><strong>${escapeHtml(amount)}</strong></dd>
<dt>Billing</dt><dd>${order.recurring ? `Renews every ${pkg.durationDays} days until cancelled` : 'One payment'}</dd></dl>
<div class="actions">${form('pay', 'Pay')}${form('decline', 'Decline')}${form('cancel', 'Cancel')}</div>`,
      ),
    );
  });

  router.post('/:id/:action', async (req, res) => {
    const action = String(req.params.action);
    if (!['pay', 'decline', 'cancel'].includes(action)) return void gone(res);
    const found = await load(req);
    if (!found) return void gone(res);
    const { order } = found;
    if (action === 'cancel') return void res.redirect(303, `/panel/payment-cancel?order=${order.id}`);
    const body = JSON.stringify({
      eventId: `sandbox-${randomUUID()}`,
      type: action === 'pay' ? 'payment.succeeded' : 'payment.failed',
      orderId: order.id,
      amountMinor: order.amountMinor,
      currency: order.currency,
    });
    const answer = await fetch(`http://${ownHost(config.host)}:${services.listening.port}/api/payment/postback/card`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signCardBody(body, config.payments.card.webhookSecret) },
      body,
    });
    if (answer.status !== 200) {
      return void res
        .status(502)
        .type('html')
        .send(page('Payment not recorded', `<p>The shop refused the notification (HTTP ${answer.status}).</p>`));
    }
    res.redirect(303, `/panel/${action === 'pay' ? 'payment-success' : 'payment-cancel'}?order=${order.id}`);
  });
  return router;
}

/** Where this process can reach itself: loopback when it listens on every interface, else the address it listens on. */
function ownHost(host: string): string {
  if (['0.0.0.0', '::', ''].includes(host)) return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

// The site's own icon, as the app's pages name it: without it the browser asks for /favicon.ico, which is a 404.
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>body{font-family:Arial,Helvetica,sans-serif;max-width:480px;margin:40px auto;padding:0 16px;color:#111827}
.note{background:#fef3c7;padding:8px 12px;border-radius:6px}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px}
dt{color:#6b7280}dd{margin:0}.actions{display:flex;gap:12px;margin-top:24px}button{font-size:16px;padding:10px 18px;cursor:pointer}</style>
</head><body><h1>${escapeHtml(title)}</h1>
${body}
</body></html>
`;
}
