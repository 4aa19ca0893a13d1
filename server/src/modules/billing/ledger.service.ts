import type { EntityManager } from '@mikro-orm/postgresql';
import { ValidationError } from '../../common/errors';
import type { TransactionSource } from '../../common/statuses';
import type { Package } from '../packages/package.entity';
import type { User } from '../users/user.entity';
import type { JobQueue } from '../../jobs/queue';
import type { AppServices } from '../../graphql/context';
import { emitWebhookEvent } from '../webhooks/webhook.events';
import type { Order } from './order.entity';
import { Transaction } from './transaction.entity';

/*
 * The ledger (docs/product.md#records): every credit movement is an append-only Transaction, and the
 * owner's Balance for that package moves by the same amount in the same database transaction. The balance is
 * changed with one atomic statement (an upsert to add, a guarded UPDATE to spend), so concurrent bookings never
 * lose an update and a balance never goes negative (the CHECK constraint backs this up). A (source, reference) pair can be booked once
 * only.
 */

export interface Booking {
  owner: User;
  package: Package;
  quantity: number;
  source: TransactionSource;
  reference: string;
  order?: Order | null;
  comment?: string;
  /**
   * A spend that takes the balance from above `units` to `units` or less writes a balance.low webhook event in the
   * booking's transaction (docs/webhooks.md): once per crossing, not on every spend below it.
   */
  lowBalance?: { jobs: JobQueue; units: number };
}

export function lowBalanceWatch(services: Pick<AppServices, 'jobs' | 'config'>): { jobs: JobQueue; units: number } {
  return { jobs: services.jobs, units: services.config.webhooks.balanceLowUnits };
}

export async function book(em: EntityManager, booking: Booking): Promise<Transaction> {
  if (!Number.isInteger(booking.quantity) || booking.quantity === 0) {
    throw new ValidationError([{ propertyPath: 'quantity', message: 'The quantity must be a non-zero whole number.' }]);
  }
  return em.transactional(async (tem) => {
    const tx = tem.create(Transaction, {
      owner: booking.owner,
      package: booking.package,
      quantity: booking.quantity,
      source: booking.source,
      reference: booking.reference,
      order: booking.order ?? null,
      comment: booking.comment ?? '',
    });
    await tem.flush();
    if (booking.quantity > 0) {
      await tem.execute(
        `insert into balances (owner_id, package_id, quantity) values (?, ?, ?)
         on conflict (owner_id, package_id) do update set quantity = balances.quantity + excluded.quantity, updated_at = now()`,
        [booking.owner.id, booking.package.id, booking.quantity],
      );
    } else {
      // The UPDATE takes the row lock; the WHERE refuses to spend credits that are not there.
      const rows = await tem.execute<{ quantity: number }[]>(
        `update balances set quantity = quantity + ?, updated_at = now()
         where owner_id = ? and package_id = ? and quantity + ? >= 0 returning quantity`,
        [booking.quantity, booking.owner.id, booking.package.id, booking.quantity],
      );
      if (rows.length === 0) {
        throw new ValidationError([{ propertyPath: 'quantity', message: 'The balance cannot go below zero.' }]);
      }
      const after = Number(rows[0].quantity);
      const watch = booking.lowBalance;
      if (watch && after <= watch.units && after - booking.quantity > watch.units) {
        await emitWebhookEvent(tem as EntityManager, watch.jobs, booking.owner.id, 'balance.low', {
          balance: { packageId: booking.package.id, quantity: after, threshold: watch.units },
        });
      }
    }
    return tx;
  });
}
