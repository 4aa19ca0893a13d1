import { randomUUID } from 'node:crypto';
import { ConflictError, NotFoundError, ValidationError, type Violation } from '../../common/errors';
import { paginate, type PageResult } from '../../common/list';
import { TransactionSource } from '../../common/statuses';
import type { Context } from '../../graphql/context';
import { requireRole, requireUserId } from '../auth/access';
import { Role } from '../auth/roles';
import { Package } from '../packages/package.entity';
import { User } from '../users/user.entity';
import { assertCanReadBilling, billingScope } from './billing.policy';
import { recordAudit } from '../audit/audit.service';
import { book, lowBalanceWatch } from './ledger.service';
import { LedgerReference } from './ledger-reference.entity';
import { Transaction } from './transaction.entity';
import {
  transactionListSpec,
  type TransactionCreateInput,
  type TransactionListArgs,
  type TransactionUpdateInput,
} from './transaction.input';

export function listTransactions(ctx: Context, args: TransactionListArgs): Promise<PageResult<Transaction>> {
  return paginate(ctx.em, Transaction, transactionListSpec, args, billingScope(ctx));
}

export async function getTransaction(ctx: Context, id: number): Promise<Transaction> {
  requireUserId(ctx);
  const tx = await ctx.em.findOne(Transaction, { id });
  assertCanReadBilling(ctx, tx);
  return tx;
}

/** Admin-only manual credit or debit (docs/product.md#roles), booked through the ledger so the balance moves with it. */
export async function createTransaction(ctx: Context, input: TransactionCreateInput): Promise<Transaction> {
  requireRole(ctx, Role.Admin);
  const owner = await ctx.em.findOne(User, { id: input.ownerId, deleted: false });
  const pkg = await ctx.em.findOne(Package, { id: input.packageId });
  const violations: Violation[] = [];
  if (!owner) violations.push({ propertyPath: 'ownerId', message: 'This user does not exist.' });
  if (!pkg) violations.push({ propertyPath: 'packageId', message: 'This package does not exist.' });
  if (!owner || !pkg) throw new ValidationError(violations);
  const reference = input.reference?.trim() || `admin-${randomUUID()}`;
  // Every pair ever booked, archived months included (ledger-reference.entity.ts).
  if (await ctx.em.count(LedgerReference, { source: TransactionSource.admin, reference })) {
    throw new ConflictError('This reference is already used by another admin entry.', 'reference');
  }
  // The entry, its balance move and the audit row commit together.
  return ctx.em.transactional(async (em) => {
    const tx = await book(em, {
      owner,
      package: pkg,
      quantity: input.quantity,
      source: TransactionSource.admin,
      reference,
      comment: input.comment?.trim() ?? '',
      // An admin debit that takes the balance to the threshold sends balance.low too.
      lowBalance: lowBalanceWatch(ctx.services),
    });
    recordAudit(em, ctx, {
      targetType: 'Transaction',
      targetId: tx.id,
      detail: { ownerId: owner.id, packageId: pkg.id, quantity: input.quantity, reference },
    });
    await em.flush();
    return tx;
  });
}

export async function updateTransaction(ctx: Context, id: number, input: TransactionUpdateInput): Promise<Transaction> {
  requireRole(ctx, Role.Admin);
  const tx = await ctx.em.findOne(Transaction, { id });
  if (!tx) throw new NotFoundError();
  recordAudit(ctx.em, ctx, {
    targetType: 'Transaction',
    targetId: tx.id,
    detail: { comment: { from: tx.comment, to: input.comment.trim() } },
  });
  tx.comment = input.comment.trim();
  await ctx.em.flush();
  return tx;
}
