import { paginate, type PageResult } from '../../common/list';
import type { Context } from '../../graphql/context';
import { requireUserId } from '../auth/access';
import { assertCanReadBilling, billingScope } from './billing.policy';
import { Order } from './order.entity';
import { orderListSpec, type OrderListArgs } from './order.input';

export function listOrders(ctx: Context, args: OrderListArgs): Promise<PageResult<Order>> {
  return paginate(ctx.em, Order, orderListSpec, args, billingScope(ctx));
}

export async function getOrder(ctx: Context, id: number): Promise<Order> {
  requireUserId(ctx);
  const order = await ctx.em.findOne(Order, { id });
  assertCanReadBilling(ctx, order);
  return order;
}
