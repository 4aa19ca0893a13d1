import type { EntityManager } from '@mikro-orm/postgresql';
import { buildWhere, type ListArgs } from '../../common/list';
import type { Context } from '../../graphql/context';
import { isStaffCtx, requireUserId } from '../auth/access';
import { billingScope } from './billing.policy';
import { Transaction } from './transaction.entity';
import { transactionListSpec } from './transaction.input';

/*
 * The ledger as a stream of pages for the CSV export (CSV export of the current
 * filter). Same filters and the same owner scope as the `transactions` list (billingScope: customers their own
 * entries, staff everyone's unless they filter), newest first. Pages are read by keyset (id below the last one
 * sent) on a private EntityManager cleared after every page, so an export of any length holds one page in memory
 * and never skips or repeats a row the way OFFSET paging does while entries are being added.
 */

export const EXPORT_PAGE_SIZE = 500;

export interface TransactionExport {
  /** Whether the caller sees other people's entries (staff): the export then names each entry's owner. */
  staff: boolean;
  pages: AsyncGenerator<Transaction[]>;
}

/**
 * Checks the caller and the filter now (so a bad filter is refused before anything is sent), reads lazily through
 * `em`: an EntityManager of its own (a fork of the request's, or the read replica's: db/replica.ts).
 */
export function openTransactionExport(ctx: Context, filter: ListArgs['filter'], em: EntityManager): TransactionExport {
  requireUserId(ctx);
  const staff = isStaffCtx(ctx);
  const where = { $and: [buildWhere(transactionListSpec, filter), billingScope(ctx)] };
  return { staff, pages: readPages(em, where, staff) };
}

async function* readPages(em: EntityManager, where: { $and: object[] }, staff: boolean): AsyncGenerator<Transaction[]> {
  let below: number | null = null;
  for (;;) {
    const page: Transaction[] = await em.find(
      Transaction,
      (below === null ? where : { $and: [...where.$and, { id: { $lt: below } }] }) as never,
      { orderBy: { id: 'desc' }, limit: EXPORT_PAGE_SIZE, populate: staff ? ['package', 'owner'] : ['package'] },
    );
    if (!page.length) return;
    below = page[page.length - 1].id;
    yield page;
    em.clear();
    if (page.length < EXPORT_PAGE_SIZE) return;
  }
}
