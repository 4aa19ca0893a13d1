import { OrderStatus } from '../../../common/statuses';
import type { Order } from '../order.entity';
import { canTransition, transition } from '../order-status';

// docs/product.md#records: the order status machine; every move the product makes, and the ones it refuses.
describe('order status machine', () => {
  const order = (status: OrderStatus) => ({ status }) as Order;

  it.each([
    [OrderStatus.new, OrderStatus.pending],
    [OrderStatus.pending, OrderStatus.paid],
    [OrderStatus.pending, OrderStatus.active],
    [OrderStatus.pending, OrderStatus.failed],
    [OrderStatus.pending, OrderStatus.cancelled],
    [OrderStatus.failed, OrderStatus.active],
    [OrderStatus.active, OrderStatus.cancelled],
    [OrderStatus.active, OrderStatus.refunded],
    [OrderStatus.paid, OrderStatus.refunded],
    [OrderStatus.cancelled, OrderStatus.refunded],
  ])('%s → %s is allowed', (from, to) => {
    const o = order(from);
    transition(o, to);
    expect(o.status).toBe(to);
  });

  it.each([
    [OrderStatus.refunded, OrderStatus.paid],
    [OrderStatus.refunded, OrderStatus.active],
    [OrderStatus.cancelled, OrderStatus.active],
    [OrderStatus.paid, OrderStatus.active],
    [OrderStatus.active, OrderStatus.active],
    [OrderStatus.new, OrderStatus.paid],
    [OrderStatus.expired, OrderStatus.active],
    [OrderStatus.failed, OrderStatus.refunded],
  ])('%s → %s is refused with CONFLICT and leaves the order as it was', (from, to) => {
    const o = order(from);
    expect(canTransition(from, to)).toBe(false);
    expect(() => transition(o, to)).toThrow(expect.objectContaining({ code: 'CONFLICT' }));
    expect(o.status).toBe(from);
  });
});
