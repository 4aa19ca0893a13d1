import type { EntityManager } from '@mikro-orm/postgresql';
import { StateConflictError, ValidationError, type Violation } from '../../common/errors';
import { OrderStatus } from '../../common/statuses';
import type { Config } from '../../config';
import type { Context } from '../../graphql/context';
import { requireUser } from '../auth/access';
import { gateSiteUrl } from '../gates/site-url';
import { Package } from '../packages/package.entity';
import { emitWebhookEvent, orderData } from '../webhooks/webhook.events';
import type { CheckoutInput } from './billing.input';
import { getOrder } from './order.service';
import { Order } from './order.entity';
import { transition } from './order-status';
import { runningPromotion } from './payment.service';
import { allowedMethods, providerFor } from './providers';

/*
 * Checkout and cancellation. The amount is the package's price × quantity, computed here; the method
 * must be one the request's gate offers (providers/index.ts), whatever the client shows.
 */

/** Amounts are stored as PostgreSQL `integer` minor units. */
const MAX_AMOUNT_MINOR = 2_147_483_647;

export function siteUrlOf(ctx: Context): string {
  return gateSiteUrl(ctx.gate, { publicUrl: ctx.services.config.publicUrl, port: ctx.services.listening.port }, ctx.origin);
}

export async function checkout(ctx: Context, input: CheckoutInput): Promise<{ order: Order; paymentUrl: string }> {
  const user = requireUser(ctx);
  const config = ctx.services.config;
  const violations: Violation[] = [];
  const pkg = await ctx.em.findOne(Package, { id: input.packageId });
  const sellable = pkg && pkg.active && !pkg.free && pkg.priceMinor > 0 && (pkg.gate === null || pkg.gate.id === ctx.gateId);
  if (!sellable) violations.push({ propertyPath: 'packageId', message: 'This package cannot be bought on this site.' });
  const provider = allowedMethods(ctx.gate, config).includes(input.paymentProvider) ? providerFor(input.paymentProvider) : undefined;
  if (!provider) violations.push({ propertyPath: 'paymentProvider', message: 'This payment method is not available on this site.' });
  if (pkg && pkg.priceMinor * input.quantity > MAX_AMOUNT_MINOR)
    violations.push({ propertyPath: 'quantity', message: 'The total is too large for one order.' });
  if (!sellable || !provider || !pkg || violations.length) throw new ValidationError(violations);

  const order = ctx.em.create(Order, {
    owner: user,
    package: pkg,
    quantity: input.quantity,
    amountMinor: pkg.priceMinor * input.quantity,
    currency: pkg.currency,
    paymentProvider: provider.method,
    recurring: provider.recurring,
    promotion: await runningPromotion(ctx.em, ctx.gateId, new Date()),
  });
  await ctx.em.flush();
  // The provider is asked once the order exists (its id goes into the payment page); a provider that fails leaves
  // the order `new`, which nothing credits and the buyer never sees as bought.
  const start = await provider.startCheckout(order, { config, gate: ctx.gate, siteUrl: siteUrlOf(ctx) });
  transition(order, OrderStatus.pending);
  order.externalId = start.externalId ?? null;
  await ctx.em.flush();
  return { order, paymentUrl: start.paymentUrl };
}

/** Whether cancelOrder would stop something: an unpaid checkout, or a subscription still renewing. */
export function isCancellable(order: Order): boolean {
  if (order.status === OrderStatus.new || order.status === OrderStatus.pending) return true;
  return order.recurring && order.status === OrderStatus.active;
}

/**
 * Stops a recurring order at its provider (its adapter's cancelRecurring; resolves when stopped or already was,
 * throws when the provider could not be reached). The one path for a customer's cancel and account removal's job.
 */
export async function stopAtProvider(order: Order, config: Config): Promise<void> {
  const provider = order.paymentProvider ? providerFor(order.paymentProvider) : undefined;
  await provider?.cancelRecurring(order, config);
}

/**
 * The `billing.cancel-recurring` job (account removal queues it in its transaction, which already set the order
 * cancelled locally): stops the order at its provider. A failure throws, and the queue retries with backoff.
 */
export async function cancelRecurringJob(em: EntityManager, config: Config, data: { orderId: number }): Promise<void> {
  const order = await em.fork().findOne(Order, data.orderId);
  if (!order?.recurring) return;
  await stopAtProvider(order, config);
}

/**
 * Stops a recurring order at its provider and locally; an unpaid order is simply cancelled. Idempotent: an order
 * already cancelled is answered as it is. Anything else (paid once, refunded, failed, expired) is a CONFLICT.
 */
export async function cancelOrder(ctx: Context, id: number, beforeCommit?: (em: EntityManager, order: Order) => void): Promise<Order> {
  const order = await getOrder(ctx, id);
  if (order.status === OrderStatus.cancelled) return order;
  if (!isCancellable(order)) throw new StateConflictError(`An order that is ${order.status} cannot be cancelled.`);
  if (order.status === OrderStatus.active) await stopAtProvider(order, ctx.services.config);
  return ctx.em.transactional(async (tem) => {
    // A notification about the same order may be applied right now: take its row lock, then decide on fresh data.
    await tem.execute('select id from orders where id = ? for update', [order.id]);
    const locked = await tem.findOneOrFail(Order, order.id, { refresh: true });
    if (locked.status !== OrderStatus.cancelled) {
      transition(locked, OrderStatus.cancelled);
      locked.renewsAt = null;
      beforeCommit?.(tem as EntityManager, locked);
      await tem.flush();
      await emitWebhookEvent(tem as EntityManager, ctx.services.jobs, locked.owner.id, 'order.canceled', orderData(locked));
    }
    return locked;
  });
}
