import { NotFoundError, StateConflictError, ValidationError } from '../../common/errors';
import { OrderStatus } from '../../common/statuses';
import type { Context } from '../../graphql/context';
import { recordAudit } from '../audit/audit.service';
import { requireRole, requireUser } from '../auth/access';
import { Role } from '../auth/roles';
import { cancelOrder, stopAtProvider } from './checkout.service';
import { Order } from './order.entity';
import { applyProviderEvent } from './payment.service';
import { providerFor, refundsAtProvider } from './providers';

/*
 * Order actions for staff, each audited in the transaction of its change.
 *
 * Refund (admins): the same path as a provider's refund notification (payment.service.ts applyProviderEvent), with the
 * event id `staff-refund:<order id>`: one Payment row `refunded`, the order `refunded`, and the ledger takes back what
 * is still unused of everything credited for the order — never below zero, the spent part recorded as the order's
 * refund shortfall. A recurring order still active is stopped at its provider first (as a cancel does). An adapter with a
 * refund call (NMI) returns the last payment at the provider first and the refund is booked under the id the provider's
 * own notification of it carries, so that notification changes nothing more; with the others (the hosted card page,
 * its sandbox, PayPal) the operator returns the money at the provider, and our books show the refund at once.
 *
 * Cancel (managers and above): the customer's cancel of any order (stops a subscription at its provider, cancels an
 * unpaid checkout), with the staff member's reason in the audit log.
 */

const REFUNDABLE: readonly OrderStatus[] = [OrderStatus.paid, OrderStatus.active, OrderStatus.cancelled];

function requireReason(reason: string): string {
  const text = reason.trim();
  if (!text) throw new ValidationError([{ propertyPath: 'reason', message: 'This value should not be blank.' }]);
  if (text.length > 500)
    throw new ValidationError([{ propertyPath: 'reason', message: 'This value is too long. It should have 500 characters or less.' }]);
  return text;
}

export async function refundOrder(ctx: Context, id: number, reason: string): Promise<Order> {
  requireRole(ctx, Role.Admin);
  const text = requireReason(reason);
  const order = await ctx.em.findOne(Order, { id });
  if (!order) throw new NotFoundError();
  if (!REFUNDABLE.includes(order.status) || !order.paymentProvider || !order.firstPaymentAt) {
    throw new StateConflictError(`An order that is ${order.status} cannot be refunded.`);
  }
  const config = ctx.services.config;
  if (order.recurring && order.status === OrderStatus.active) await stopAtProvider(order, config);
  const actor = ctx.impersonator ?? requireUser(ctx);
  const provider = providerFor(order.paymentProvider);
  const atProvider = provider && refundsAtProvider(provider, config) ? await provider.refund!(order, config, ctx.em.fork()) : null;
  await applyProviderEvent(
    ctx.em,
    order.paymentProvider,
    {
      eventId: atProvider?.eventId ?? `staff-refund:${order.id}`,
      type: 'payment.refunded',
      orderId: order.id,
      amountMinor: order.amountMinor,
      currency: order.currency,
      raw: { staffRefund: true, actorId: actor.id, reason: text, ...(atProvider ? { provider: atProvider.raw } : {}) },
    },
    {
      services: ctx.services,
      beforeCommit: (em, changed) =>
        recordAudit(em, ctx, {
          targetType: 'Order',
          targetId: changed.id,
          detail: { reason: text, amountMinor: changed.amountMinor, currency: changed.currency, refundShortfall: changed.refundShortfall },
        }),
    },
  );
  return ctx.em.findOneOrFail(Order, id, { refresh: true });
}

export async function adminCancelOrder(ctx: Context, id: number, reason: string): Promise<Order> {
  requireRole(ctx, Role.Manager);
  const text = requireReason(reason);
  return cancelOrder(ctx, id, (em, order) =>
    recordAudit(em, ctx, { targetType: 'Order', targetId: order.id, detail: { reason: text, status: order.status } }),
  );
}
