import { Arg, Args, Authorized, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { PageOf } from '../../graphql/list.types';
import { Package } from '../packages/package.entity';
import { User } from '../users/user.entity';
import { OrderStatus } from '../../common/statuses';
import { isCancellable } from './checkout.service';
import { Invoice } from './invoice.entity';
import { Order } from './order.entity';
import { Payment } from './payment.entity';
import { OrderListArgs } from './order.input';
import * as orders from './order.service';

export const OrderPage = PageOf(Order);

@Authorized()
@Resolver(() => Order)
export class OrderResolver {
  @Query(() => OrderPage, { description: "The caller's orders (Subscriptions); every order for staff." })
  orders(@Ctx() ctx: Context, @Args(() => OrderListArgs) args: OrderListArgs) {
    return orders.listOrders(ctx, args);
  }

  @Query(() => Order)
  order(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<Order> {
    return orders.getOrder(ctx, id);
  }

  @FieldResolver(() => User)
  owner(@Ctx() ctx: Context, @Root() order: Order): Promise<User | null> {
    return ctx.loaders.ref(User, order.owner);
  }

  @FieldResolver(() => Int)
  ownerId(@Root() order: Order): number {
    return order.owner.id;
  }

  @FieldResolver(() => Package)
  package(@Ctx() ctx: Context, @Root() order: Order): Promise<Package | null> {
    return ctx.loaders.ref(Package, order.package);
  }

  @FieldResolver(() => Int)
  packageId(@Root() order: Order): number {
    return order.package.id;
  }

  @FieldResolver(() => [Payment], { description: 'Newest first.' })
  payments(@Ctx() ctx: Context, @Root() order: Order): Promise<Payment[]> {
    return ctx.loaders.children(Payment, 'order', { createdAt: 'desc', id: 'desc' }).load(order.id);
  }

  @FieldResolver(() => [Invoice], { description: 'Newest first.' })
  invoices(@Ctx() ctx: Context, @Root() order: Order): Promise<Invoice[]> {
    return ctx.loaders.children(Invoice, 'order', { issuedAt: 'desc', id: 'desc' }).load(order.id);
  }

  @FieldResolver(() => Date, { nullable: true, description: 'Null when the order is not recurring or not active.' })
  nextRenewalAt(@Root() order: Order): Date | null {
    return order.recurring && order.status === OrderStatus.active ? order.renewsAt : null;
  }

  @FieldResolver(() => Boolean, { description: 'Whether cancelOrder would stop something.' })
  cancellable(@Root() order: Order): boolean {
    return isCancellable(order);
  }
}
