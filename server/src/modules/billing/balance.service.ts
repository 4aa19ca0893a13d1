import { paginate, type PageResult } from '../../common/list';
import type { Context } from '../../graphql/context';
import { requireUserId } from '../auth/access';
import { Balance } from './balance.entity';
import { balanceListSpec, type BalanceListArgs } from './balance.input';
import { assertCanReadBilling, balanceOwnerId } from './billing.policy';

/** Only balances with credits left are listed (docs/api.md#calls "only quantity>0 kept"). */
export function listBalances(ctx: Context, args: BalanceListArgs): Promise<PageResult<Balance>> {
  const owner = balanceOwnerId(ctx, args.filter?.ownerId);
  return paginate(ctx.em, Balance, balanceListSpec, args, { owner, quantity: { $gt: 0 } });
}

export async function getBalance(ctx: Context, id: number): Promise<Balance> {
  requireUserId(ctx);
  const balance = await ctx.em.findOne(Balance, { id });
  assertCanReadBilling(ctx, balance);
  return balance;
}
