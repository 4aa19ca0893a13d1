import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { ProviderEvent } from '../provider';
import { WebhookPayloadError, WebhookSignatureError } from '../provider';
import { minorOf, nmiEventId, parseChargeOrderId } from './nmi-client';

/*
 * NMI's webhooks (docs/payments.md "Webhooks"). Each delivery carries `Webhook-Signature: t=<nonce>,s=<hex>`, where
 * the signature is HMAC-SHA256 under the signing key of `<nonce>.<raw body>`. The body is
 * `{ event_id, event_type, event_body }`. What each type does to an order:
 *
 * - transaction.sale.success → the order's first payment (orderid `<id>`) or a renewal (orderid `<id>-r<n>`);
 * - transaction.refund.success and transaction.void.success → a refund: what is unused of the order's credit is taken back;
 * - chargeback.batch.complete → each chargeback is a refund of the order whose sale it names;
 * - any other type → answered 200, logged, nothing changed. A declined sale (transaction.sale.failure) is one of them:
 *   the buyer's decline is answered to the card form at once and leaves the order payable, and a renewal's decline is
 *   recorded by the renewal job that made it (docs/payments.md "Renewals and declines").
 *
 * Our event ids are the transaction's, not the delivery's (`nmi:sale:<transaction id>`, `nmi:refund:…`, `nmi:void:…`,
 * `nmi:chargeback:…`): the same sale reported by the API answer and again by its webhook is one payment.
 */

export function signNmiBody(body: string | Buffer, key: string, nonce: string): string {
  return `t=${nonce},s=${createHmac('sha256', key).update(`${nonce}.`).update(body).digest('hex')}`;
}

export function verifyNmiSignature(header: string | undefined, rawBody: Buffer, key: string): void {
  if (!header) throw new WebhookSignatureError('The notification has no Webhook-Signature header.');
  const m = /^t=([^,\s]{1,128}),s=([0-9a-f]{64})$/i.exec(header.trim());
  if (!m) throw new WebhookSignatureError('The Webhook-Signature header is not t=<nonce>,s=<signature>.');
  const expected = createHmac('sha256', key).update(`${m[1]}.`).update(rawBody).digest();
  if (!timingSafeEqual(expected, Buffer.from(m[2], 'hex'))) throw new WebhookSignatureError('Invalid signature.');
}

const action = z
  .object({ amount: z.string(), action_type: z.string(), success: z.union([z.string(), z.number()]).optional() })
  .passthrough();
const transactionBody = z
  .object({
    transaction_id: z.string().min(1).max(64),
    order_id: z.string().max(64).optional().nullable(),
    currency: z.string().optional().nullable(),
    customerid: z.string().optional().nullable(),
    action,
  })
  .passthrough();
const chargebackBody = z
  .object({
    chargebacks: z.array(z.object({ id: z.string().min(1).max(64), amount: z.string() }).passthrough()).max(1000),
  })
  .passthrough();
const envelope = z.object({ event_id: z.string().min(1).max(128), event_type: z.string().min(1).max(128), event_body: z.unknown() });

const TRANSACTION_TYPES: Record<string, { type: ProviderEvent['type']; prefix: 'sale' | 'refund' | 'void' }> = {
  'transaction.sale.success': { type: 'payment.succeeded', prefix: 'sale' },
  'transaction.refund.success': { type: 'payment.refunded', prefix: 'refund' },
  'transaction.void.success': { type: 'payment.refunded', prefix: 'void' },
};

/** Finds the order of a sale we recorded: its Payment row's event id `nmi:sale:<transaction id>`. */
export type SaleLookup = (transactionId: string) => Promise<{ orderId: number; currency: string } | null>;

function malformed(issues: z.core.$ZodIssue[]): WebhookPayloadError {
  return new WebhookPayloadError(`Malformed notification: ${issues.map((i) => `${i.path.join('.') || 'body'} ${i.message}`).join('; ')}`);
}

function amountMinor(value: string, where: string): number {
  const minor = minorOf(value);
  if (!Number.isFinite(minor)) throw new WebhookPayloadError(`${where} is not an amount: ${JSON.stringify(value)}`);
  return minor;
}

/**
 * Parses a verified body into our events. `unknown` receives the types we do not act on. A transaction whose
 * orderid names no order of ours, or a chargeback of a sale we never recorded, is a WebhookPayloadError naming it.
 */
export async function nmiEvents(rawBody: Buffer, lookup: SaleLookup, unknown: (type: string) => void): Promise<ProviderEvent[]> {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookPayloadError('The body is not JSON.');
  }
  const parsed = envelope.safeParse(json);
  if (!parsed.success) throw malformed(parsed.error.issues);
  const { event_id: deliveryId, event_type: type, event_body: body } = parsed.data;

  const known = TRANSACTION_TYPES[type];
  if (known) {
    const t = transactionBody.safeParse(body);
    if (!t.success) throw malformed(t.error.issues);
    const charge = parseChargeOrderId(t.data.order_id ?? '');
    if (!charge)
      throw new WebhookPayloadError(
        `Transaction ${t.data.transaction_id} names no order of ours (order_id ${JSON.stringify(t.data.order_id ?? '')}).`,
      );
    const eventType = known.type === 'payment.succeeded' && charge.renewal ? 'subscription.renewed' : known.type;
    return [
      {
        eventId: nmiEventId(known.prefix, t.data.transaction_id),
        type: eventType,
        orderId: charge.orderId,
        amountMinor: amountMinor(t.data.action.amount, 'action.amount'),
        currency: (t.data.currency || 'USD').toUpperCase(),
        externalId: t.data.customerid || undefined,
        raw: { deliveryId, eventType: type, transactionId: t.data.transaction_id, orderId: t.data.order_id, action: t.data.action },
      },
    ];
  }
  if (type === 'chargeback.batch.complete') {
    const c = chargebackBody.safeParse(body);
    if (!c.success) throw malformed(c.error.issues);
    const events: ProviderEvent[] = [];
    for (const chargeback of c.data.chargebacks) {
      const sale = await lookup(chargeback.id);
      if (!sale) throw new WebhookPayloadError(`Chargeback of transaction ${chargeback.id}, which is no payment of ours.`);
      events.push({
        eventId: nmiEventId('chargeback', chargeback.id),
        type: 'payment.refunded',
        orderId: sale.orderId,
        amountMinor: amountMinor(chargeback.amount, 'chargebacks.amount'),
        currency: sale.currency,
        raw: { deliveryId, eventType: type, chargeback },
      });
    }
    return events;
  }
  unknown(type);
  return [];
}
