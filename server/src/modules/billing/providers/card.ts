import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { z } from 'zod';
import type { Config } from '../../../config';
import type { Order } from '../order.entity';
import {
  type CheckoutContext,
  type CheckoutStart,
  type PaymentProvider,
  type ProviderEvent,
  WebhookPayloadError,
  WebhookSignatureError,
} from './provider';

/*
 * The card provider: a hosted payment page at CARD_PROVIDER_URL and server-to-server notifications signed
 * with CARD_WEBHOOK_SECRET (`X-Signature: sha256=<hex HMAC-SHA256 of the raw body>`). Outside production, without a
 * provider URL, the built-in sandbox (billing/sandbox.router.ts) stands in for the hosted page.
 *
 * Card orders are subscriptions: the provider charges again every package period (subscription.renewed) until the
 * order is cancelled.
 */

const notification = z
  .object({
    eventId: z.string().min(1).max(100),
    type: z.enum(['payment.succeeded', 'payment.failed', 'payment.refunded', 'subscription.renewed', 'subscription.cancelled']),
    orderId: z.number().int().positive().max(2_147_483_647),
    amountMinor: z.number().int().min(0).max(2_147_483_647),
    currency: z.string().regex(/^[A-Z]{3}$/),
  })
  .strict();

export type CardNotification = z.infer<typeof notification>;

export function signCardBody(body: string | Buffer, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** Whether the card sandbox stands in for the hosted page (never in production). */
export function cardSandboxEnabled(config: Config): boolean {
  return config.payments.card.provider === 'sandbox';
}

/*
 * The sandbox page is reached through a link only checkout hands out: it names one order and expires, and is signed
 * with a key derived from the notification secret. Whoever holds it can only pay that order's own amount.
 */
export const SANDBOX_LINK_TTL_SECONDS = 3600;

function sandboxKey(config: Config): Buffer {
  return createHmac('sha256', config.payments.card.webhookSecret).update('card-sandbox-link').digest();
}

export function sandboxToken(config: Config, orderId: number, expires: number): string {
  return createHmac('sha256', sandboxKey(config)).update(`${orderId}.${expires}`).digest('hex');
}

export function verifySandboxToken(config: Config, orderId: number, expires: string, token: string, now = Date.now()): boolean {
  if (!/^\d{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/.test(token)) return false;
  if (Number(expires) * 1000 < now) return false;
  const expected = Buffer.from(sandboxToken(config, orderId, Number(expires)), 'hex');
  return timingSafeEqual(expected, Buffer.from(token, 'hex'));
}

export const cardProvider: PaymentProvider = {
  method: 'card',
  recurring: true,

  isConfigured(config) {
    return config.payments.card.provider === 'hosted' || cardSandboxEnabled(config);
  },

  async startCheckout(order: Order, ctx: CheckoutContext): Promise<CheckoutStart> {
    const { config, siteUrl } = ctx;
    const providerUrl = config.payments.card.providerUrl;
    if (config.payments.card.provider === 'hosted' && providerUrl) {
      const url = new URL(providerUrl);
      url.searchParams.set('order', String(order.id));
      url.searchParams.set('amount', String(order.amountMinor));
      url.searchParams.set('currency', order.currency);
      url.searchParams.set('success_url', `${siteUrl}/panel/payment-success?order=${order.id}`);
      url.searchParams.set('cancel_url', `${siteUrl}/panel/payment-cancel?order=${order.id}`);
      url.searchParams.set('notify_url', `${siteUrl}/api/payment/postback/card`);
      return { paymentUrl: url.href };
    }
    const expires = Math.floor(Date.now() / 1000) + SANDBOX_LINK_TTL_SECONDS;
    return { paymentUrl: `${siteUrl}/sandbox/card/${order.id}?expires=${expires}&token=${sandboxToken(config, order.id, expires)}` };
  },

  async verifyNotification(req: Request, rawBody: Buffer, config: Config): Promise<ProviderEvent[]> {
    const header = req.get('x-signature') ?? '';
    const expected = Buffer.from(signCardBody(rawBody, config.payments.card.webhookSecret));
    const given = Buffer.from(header);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new WebhookSignatureError('Invalid signature.');
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new WebhookPayloadError('The body is not JSON.');
    }
    const parsed = notification.safeParse(json);
    if (!parsed.success)
      throw new WebhookPayloadError(
        `Malformed notification: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'body'} ${i.message}`).join('; ')}`,
      );
    return [{ ...parsed.data, raw: parsed.data }];
  },

  async cancelRecurring(): Promise<void> {
    // The sandbox keeps no subscription of its own. A real provider's cancel call belongs here once its API is
    // chosen; until then a card subscription stops locally and no further subscription.renewed is accepted.
  },
};
