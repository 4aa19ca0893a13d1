import express, { type Request, type Response, type Router } from 'express';
import type { Config } from '../../../config';
import { DomainError, httpStatusByCode, ValidationError } from '../../../common/errors';
import { sendHydraError, sendUnauthorized, sendViolations } from '../../../rest/hydra';
import type { Context } from '../../../graphql/context';
import { requireUserId } from '../../auth/access';
import { assertApiKeyScope } from '../../auth/api-key.scopes';
import type { Order } from '../order.entity';
import { PaypalError, PaypalProvider, paypalProvider } from './paypal';
import { type ProviderEvent, WebhookPayloadError, WebhookSignatureError } from './provider';

/*
 * PayPal's two HTTP entry points, plain express routes because one reads a raw body and neither
 * is a Hydra resource:
 *
 * - POST /api/payment/postback/paypal: PayPal's webhook. The raw bytes go to PayPal's own signature check; each
 *   translated event is applied through `deps.applyEvent` (the one crediting path). 200 once applied (or nothing
 *   to apply), 401 not authentic, 400 malformed, 404/422 as the crediting path decides, 503 while PayPal cannot
 *   confirm the signature (PayPal then retries, as it does for any non-2xx).
 * - POST /api/payment/paypal/confirm {orderId, subscriptionId?, token?}: the panel's return page after approval.
 *   The order is loaded through `deps.loadOrder` (the order policy: owner or staff, anyone else 404), the
 *   subscription is checked and activated at PayPal, and the answer says where the order stands. It credits
 *   nothing: the payment arrives as a webhook.
 *
 * Mount before the /api router (whose JSON parser would consume the webhook's body first). In PayPal's dashboard the
 * webhook points at {site}/api/payment/postback/paypal with the events PAYMENT.SALE.COMPLETED, PAYMENT.SALE.DENIED,
 * PAYMENT.SALE.REFUNDED, PAYMENT.SALE.REVERSED, BILLING.SUBSCRIPTION.CANCELLED, BILLING.SUBSCRIPTION.EXPIRED,
 * BILLING.SUBSCRIPTION.SUSPENDED and BILLING.SUBSCRIPTION.PAYMENT.FAILED; its id is PAYPAL_WEBHOOK_ID.
 */

export interface PaypalRouteDeps {
  config: Config;
  /** The crediting path (billing-core's applyProviderEvent), one database transaction per event. */
  applyEvent(method: 'paypal', event: ProviderEvent): Promise<void>;
  /** The request's context, as every /api route builds it (graphql/request-context.ts buildRequestContext). */
  context(req: Request): Promise<Context>;
  /**
   * The order the context's user may act on: NotFoundError for an order that does not exist or is not theirs (staff
   * may read any), as the order policy decides (billing-core's order service).
   */
  loadOrder(ctx: Context, orderId: number): Promise<Order>;
  provider?: PaypalProvider;
}

export const PAYPAL_POSTBACK_PATH = '/api/payment/postback/paypal';
export const PAYPAL_CONFIRM_PATH = '/api/payment/paypal/confirm';

export function createPaypalRouter(deps: PaypalRouteDeps): Router {
  const provider = deps.provider ?? paypalProvider;
  const router = express.Router();

  router.post(PAYPAL_POSTBACK_PATH, express.raw({ type: () => true, limit: deps.config.bodyLimit }), async (req, res) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    try {
      const events = await provider.verifyNotification(req, raw, deps.config);
      for (const event of events) await deps.applyEvent('paypal', event);
      res.status(200).json({ received: true, applied: events.length });
    } catch (e) {
      if (e instanceof WebhookSignatureError) return sendHydraError(res, 401, e.message);
      if (e instanceof WebhookPayloadError) return sendHydraError(res, 400, e.message);
      sendError(req, res, e);
    }
  });

  router.post(PAYPAL_CONFIRM_PATH, express.json({ limit: deps.config.bodyLimit }), async (req, res) => {
    try {
      // Who is asking comes before what is asked: an anonymous caller learns nothing from the body.
      const ctx = await deps.context(req);
      requireUserId(ctx);
      assertApiKeyScope(ctx, 'billing:write', 'PayPal confirmation');
      const order = await deps.loadOrder(ctx, parseOrderId(req.body));
      const body = (req.body ?? {}) as Record<string, unknown>;
      const subscriptionId = typeof body.subscriptionId === 'string' && body.subscriptionId ? body.subscriptionId : null;
      const result = await provider.confirmAgreement(order, deps.config, subscriptionId);
      res.status(200).json({ orderId: order.id, status: order.status, agreement: result.state, paypalStatus: result.paypalStatus });
    } catch (e) {
      sendError(req, res, e);
    }
  });

  return router;
}

function parseOrderId(body: unknown): number {
  const raw = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>).orderId : undefined;
  const id = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : raw;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) {
    throw new ValidationError([{ propertyPath: 'orderId', message: 'This value should be an order id.' }]);
  }
  return id;
}

/** Domain errors as the REST layer answers them; PayPal's failures with their own status and message. */
function sendError(req: Request, res: Response, e: unknown): void {
  if (e instanceof DomainError) {
    if (e.code === 'UNAUTHENTICATED') return sendUnauthorized(res, e.message);
    const violations = e.details.violations as { propertyPath: string; message: string }[] | undefined;
    if (violations?.length && (e.code === 'BAD_USER_INPUT' || e.code === 'CONFLICT')) return sendViolations(res, violations);
    return sendHydraError(res, httpStatusByCode[e.code], e.message);
  }
  if (e instanceof PaypalError) {
    req.log?.warn({ err: e, requestId: req.id }, 'PayPal call failed');
    if (e.httpStatus === 503) res.set('Retry-After', '60');
    return sendHydraError(res, e.httpStatus, e.message);
  }
  req.log?.error({ err: e, requestId: req.id }, 'PayPal route failed');
  sendHydraError(res, 500, 'Internal Server Error');
}
