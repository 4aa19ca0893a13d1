import { StateConflictError } from '../../common/errors';
import { OrderStatus } from '../../common/statuses';
import type { Order } from './order.entity';

/*
 * The order status machine (docs/product.md#records): every allowed move in one table, and one
 * `transition()` that every writer of `order.status` goes through. A move the table does not list is refused with
 * CONFLICT (REST 409), and nothing of the refused action is written (callers transition before they flush).
 *
 *   new ──► pending ──► paid (one-off) ──► refunded / expired
 *            │    └───► active (recurring) ──► cancelled / refunded / expired
 *            └──► failed ──► paid / active (the provider charged on a retry)
 *   new / pending ──► cancelled (the buyer gave up before paying)
 *   cancelled ──► refunded (money of the last period returned after the subscription was stopped)
 */

const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  [OrderStatus.new]: [OrderStatus.pending, OrderStatus.failed, OrderStatus.cancelled],
  [OrderStatus.pending]: [OrderStatus.paid, OrderStatus.active, OrderStatus.failed, OrderStatus.cancelled],
  [OrderStatus.failed]: [OrderStatus.paid, OrderStatus.active],
  [OrderStatus.paid]: [OrderStatus.refunded, OrderStatus.expired],
  [OrderStatus.active]: [OrderStatus.cancelled, OrderStatus.refunded, OrderStatus.expired],
  [OrderStatus.cancelled]: [OrderStatus.refunded],
  [OrderStatus.refunded]: [],
  [OrderStatus.expired]: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Moves the order to `to` (in memory; the caller flushes in its transaction) or throws CONFLICT. */
export function transition(order: Order, to: OrderStatus): void {
  if (!canTransition(order.status, to)) {
    throw new StateConflictError(`An order that is ${order.status} cannot become ${to}.`);
  }
  order.status = to;
}
