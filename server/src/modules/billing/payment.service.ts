import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError, StateConflictError, ValidationError } from '../../common/errors';
import { OrderStatus, PaymentStatus, TransactionSource } from '../../common/statuses';
import type { AppServices } from '../../graphql/context';
import { Promotion } from '../marketing/promotion.entity';
import { Package } from '../packages/package.entity';
import { User } from '../users/user.entity';
import { emitWebhookEvent, orderData } from '../webhooks/webhook.events';
import { issueInvoice, queueReceipt } from './invoice.service';
import { book, lowBalanceWatch } from './ledger.service';
import { Order } from './order.entity';
import { transition } from './order-status';
import { Payment } from './payment.entity';
import type { ProviderEvent } from './providers/provider';

/*
 * Applying a provider's event to an order: the one path for every adapter's
 * notifications (card postback, PayPal webhook). Everything an event changes happens in ONE database transaction:
 *
 * - The order row is locked first (SELECT … FOR UPDATE), so events about one order take turns.
 * - The Payment row is inserted with ON CONFLICT DO NOTHING on (provider, provider event id): a replayed or concurrently
 *   duplicated event inserts nothing and has no effect (answered as success), and never fails on the unique index.
 * - payment.succeeded / subscription.renewed book `order.quantity` units of the package (source payment) and, when a
 *   promotion applies, its bonus as its own entry (source promotion_bonus, reference `promotion-<id>:payment-<id>`):
 *   bonus units = floor(quantity × (multiplier − 1)) — a multiplier that gives no whole unit gives none (1 unit at
 *   ×1.25 → 0; 4 units at ×1.25 → 1). The first payment uses the promotion shown at checkout (stored on the order);
 *   a renewal uses the one running when it is credited. Then the status, first/last payment dates, the next renewal
 *   and a gap-free invoice number.
 * - payment.refunded takes back what is still unused of everything credited for the order (paid and bonus), never
 *   below zero; what was already spent is recorded as the order's refund shortfall.
 * - payment.failed → failed while the order was never paid (a failed renewal is recorded, the status stays).
 * - subscription.cancelled → cancelled (idempotent).
 *
 * An amount or currency differing from the order's is refused before anything is credited; the order is flagged.
 * The integrator's webhook event (order.paid — also for a renewal —, order.refunded, order.canceled) is written in the
 * same transaction (webhooks/webhook.events.ts), and so is balance.low when a refund takes a balance down to it.
 * The purchase receipt is a job queued in the same transaction (invoice.service.ts deliverReceipt): it exists exactly
 * when the credit commits and is sent by the queue, with retries.
 */

export interface ApplyDeps {
  services: Pick<AppServices, 'jobs' | 'config'>;
  now?: Date;
  /** Runs inside the event's transaction once the order is changed, before the flush (a staff refund's audit row). */
  beforeCommit?: (em: EntityManager, order: Order) => unknown;
}

export interface ApplyOutcome {
  /** `replay`: the event id was already processed; nothing changed. */
  result: 'applied' | 'replay';
  orderId: number;
  status: OrderStatus;
}

const DAY_MS = 86_400_000;

const PAYMENT_STATUS: Record<Exclude<ProviderEvent['type'], 'subscription.cancelled'>, PaymentStatus> = {
  'payment.succeeded': PaymentStatus.succeeded,
  'subscription.renewed': PaymentStatus.succeeded,
  'payment.failed': PaymentStatus.failed,
  'payment.refunded': PaymentStatus.refunded,
};

export async function applyProviderEvent(em: EntityManager, method: string, event: ProviderEvent, deps: ApplyDeps): Promise<ApplyOutcome> {
  const now = deps.now ?? new Date();
  const fork = em.fork();
  const found = await fork.findOne(Order, { id: event.orderId, paymentProvider: method });
  if (!found) throw new NotFoundError('Unknown order.');
  if (event.type !== 'subscription.cancelled' && (event.amountMinor !== found.amountMinor || event.currency !== found.currency)) {
    const reason =
      `${event.type} ${event.eventId}: ${event.amountMinor} ${event.currency} instead of ${found.amountMinor} ${found.currency}`.slice(
        0,
        255,
      );
    await fork.nativeUpdate(Order, { id: found.id }, { flaggedReason: reason });
    throw new ValidationError([
      {
        propertyPath: event.amountMinor !== found.amountMinor ? 'amountMinor' : 'currency',
        message: 'The amount or currency differs from the order.',
      },
    ]);
  }

  const outcome = await fork.transactional(async (tem) => {
    const em2 = tem as EntityManager;
    await em2.execute('select id from orders where id = ? for update', [found.id]);
    const order = await em2.findOneOrFail(Order, found.id, { refresh: true });

    if (event.type === 'subscription.cancelled') {
      if (order.status === OrderStatus.cancelled) return { result: 'replay' as const, orderId: order.id, status: order.status };
      transition(order, OrderStatus.cancelled);
      order.renewsAt = null;
      await em2.flush();
      await emitWebhookEvent(em2, deps.services.jobs, order.owner.id, 'order.canceled', orderData(order), { now });
      return { result: 'applied' as const, orderId: order.id, status: order.status };
    }

    const inserted: { id: number }[] = await em2.execute(
      `insert into payments (order_id, provider, provider_event_id, status, amount_minor, currency, payload)
       values (?, ?, ?, ?, ?, ?, ?) on conflict (provider, provider_event_id) do nothing returning id`,
      [order.id, method, event.eventId, PAYMENT_STATUS[event.type], event.amountMinor, event.currency, JSON.stringify(event.raw)],
    );
    if (!inserted.length) return { result: 'replay' as const, orderId: order.id, status: order.status };
    const payment = await em2.findOneOrFail(Payment, inserted[0].id);
    const pkg = await em2.findOneOrFail(Package, order.package.id);
    const owner = await em2.findOneOrFail(User, order.owner.id);
    let invoiceFor: Payment | null = null;
    let receiptBonus = 0;

    switch (event.type) {
      case 'payment.succeeded':
      case 'subscription.renewed': {
        if (event.type === 'payment.succeeded') {
          transition(order, order.recurring ? OrderStatus.active : OrderStatus.paid);
        } else if (!order.recurring || order.status !== OrderStatus.active) {
          throw new StateConflictError(`Only an active subscription renews; this order is ${order.status}.`);
        }
        const reference = `${method}:${event.eventId}`;
        await book(em2, { owner, package: pkg, quantity: order.quantity, source: TransactionSource.payment, reference, order });
        const promotion =
          event.type === 'payment.succeeded'
            ? order.promotion && (await em2.findOne(Promotion, order.promotion.id))
            : await runningPromotion(em2, owner.gate.id, now);
        const bonus = promotion ? bonusUnits(order.quantity, Number(promotion.creditsMultiplier)) : 0;
        if (promotion && bonus > 0) {
          await book(em2, {
            owner,
            package: pkg,
            quantity: bonus,
            source: TransactionSource.promotion_bonus,
            reference: `promotion-${promotion.id}:payment-${payment.id}`,
            order,
            comment: promotion.code,
          });
        }
        if (event.externalId) order.externalId ??= event.externalId;
        order.firstPaymentAt ??= now;
        order.lastPaymentAt = now;
        if (order.recurring) {
          const from = order.renewsAt && order.renewsAt > now ? order.renewsAt : now;
          order.renewsAt = new Date(from.getTime() + pkg.durationDays * DAY_MS);
        }
        invoiceFor = payment;
        receiptBonus = bonus;
        break;
      }
      case 'payment.failed':
        if (!order.firstPaymentAt && order.status !== OrderStatus.failed) transition(order, OrderStatus.failed);
        break;
      case 'payment.refunded': {
        transition(order, OrderStatus.refunded);
        order.renewsAt = null;
        await takeBackUnused(em2, order, owner, pkg, `${method}:${event.eventId}`, deps.services);
        break;
      }
    }
    await deps.beforeCommit?.(em2, order);
    await em2.flush();
    const webhookType =
      event.type === 'payment.refunded'
        ? 'order.refunded'
        : event.type === 'payment.succeeded' || event.type === 'subscription.renewed'
          ? 'order.paid'
          : null;
    if (webhookType) {
      const data = { ...orderData(order), renewal: event.type === 'subscription.renewed' };
      await emitWebhookEvent(em2, deps.services.jobs, owner.id, webhookType, data, { now });
    }
    // Last, so the invoice counter's row lock (which serializes all payments of a gate) is held only until commit.
    if (invoiceFor) {
      const invoice = await issueInvoice(em2, order, owner, invoiceFor, now);
      await queueReceipt(em2, deps.services.jobs, { invoiceId: invoice.id, bonus: receiptBonus });
    }
    return { result: 'applied' as const, orderId: order.id, status: order.status };
  });
  return outcome;
}

/** Whole bonus units of a credits multiplier: floor(quantity × (multiplier − 1)), never negative. */
export function bonusUnits(quantity: number, multiplier: number): number {
  // Rounded to the multiplier's 3 decimals first, so 3 × (1.1 − 1) is 0.3, not 0.30000000000000004 → floor → 0.
  return Math.max(0, Math.floor(Math.round(quantity * (multiplier - 1) * 1000) / 1000));
}

/** The promotion running now on the gate (or on every gate) without utm narrowing: a renewal has no visitor. */
export async function runningPromotion(em: EntityManager, gateId: number, now: Date): Promise<Promotion | null> {
  return em.findOne(
    Promotion,
    {
      enabled: true,
      startAt: { $lte: now },
      endAt: { $gte: now },
      $or: [{ gate: null }, { gate: gateId }],
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
    },
    { orderBy: [{ startAt: 'asc' }, { id: 'asc' }] },
  );
}

async function takeBackUnused(
  em: EntityManager,
  order: Order,
  owner: User,
  pkg: Package,
  reference: string,
  services: Pick<AppServices, 'jobs' | 'config'>,
): Promise<void> {
  const [{ owed }]: { owed: string | number | null }[] = await em.execute(
    `select coalesce(sum(quantity), 0) as owed from transactions
     where order_id = ? and source in ('payment', 'promotion_bonus', 'refund')`,
    [order.id],
  );
  const credited = Number(owed);
  if (credited <= 0) return;
  const rows: { quantity: number }[] = await em.execute('select quantity from balances where owner_id = ? and package_id = ? for update', [
    owner.id,
    pkg.id,
  ]);
  const available = rows.length ? Number(rows[0].quantity) : 0;
  const taken = Math.min(credited, available);
  if (taken > 0) {
    await book(em, {
      owner,
      package: pkg,
      quantity: -taken,
      source: TransactionSource.refund,
      reference,
      order,
      comment: `Refund of order ${order.id}`,
      lowBalance: lowBalanceWatch(services),
    });
  }
  order.refundShortfall += credited - taken;
}
