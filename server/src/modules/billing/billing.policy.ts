import { NotFoundError } from '../../common/errors';
import type { Context } from '../../graphql/context';
import { assertOwnerOrStaff, isStaffCtx, requireUser, requireUserId } from '../auth/access';

/*
 * Orders, ledger entries and balances belong to their owner: customers see their own, support and above see
 * everyone's (docs/product.md#roles). Another user's row is answered as not found. Writing the ledger is admin-only and is
 * checked where the write happens (transaction.service.ts).
 */

interface Owned {
  owner: { id: number };
}

export function assertCanReadBilling(ctx: Context, row: Owned | null): asserts row is Owned {
  if (!row) throw new NotFoundError();
  assertOwnerOrStaff(ctx, row.owner.id);
}

/** Non-staff lists are limited to the caller's own rows. */
export function billingScope(ctx: Context): Record<string, unknown> {
  return isStaffCtx(ctx) ? {} : { owner: requireUserId(ctx) };
}

/**
 * Balances are a personal view even for staff: without an owner filter everyone sees their own, and only staff
 * may name another owner.
 */
export function balanceOwnerId(ctx: Context, requestedOwnerId: number | null | undefined): number {
  const me = requireUser(ctx);
  if (requestedOwnerId == null || !isStaffCtx(ctx)) return me.id;
  return requestedOwnerId;
}
