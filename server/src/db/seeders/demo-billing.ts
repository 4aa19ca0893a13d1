import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderStatus } from '../../common/statuses';
import { issueInvoice } from '../../modules/billing/invoice.service';
import { Payment } from '../../modules/billing/payment.entity';
import { Package } from '../../modules/packages/package.entity';
import { User } from '../../modules/users/user.entity';

const DAY = 86_400_000;

/*
 * The billing side of the demo data, on top of the orders, payments and ledger entries demo.seeder.ts books:
 * user@'s active card order becomes a running subscription (renewing one package period after its last payment), and
 * every demo payment gets its invoice, numbered by the same function the live crediting path uses.
 */
export async function seedDemoBilling(em: EntityManager, opts: { now: Date }): Promise<void> {
  const payments = await em.find(
    Payment,
    { providerEventId: { $like: 'demo-evt-%' } },
    { populate: ['order'], orderBy: { order: { firstPaymentAt: 'asc' }, id: 'asc' } },
  );
  for (const payment of payments) {
    const order = payment.order;
    if (order.status === OrderStatus.active) {
      const pkg = await em.findOneOrFail(Package, order.package.id);
      order.recurring = true;
      order.renewsAt = new Date((order.lastPaymentAt ?? opts.now).getTime() + pkg.durationDays * DAY);
    }
    payment.createdAt = order.lastPaymentAt ?? opts.now;
    await issueInvoice(em, order, await em.findOneOrFail(User, order.owner.id), payment, order.lastPaymentAt ?? opts.now);
  }
  await em.flush();
}
