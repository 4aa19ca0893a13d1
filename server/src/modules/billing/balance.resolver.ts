import { Arg, Args, Authorized, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { PageOf } from '../../graphql/list.types';
import { Package } from '../packages/package.entity';
import { Balance } from './balance.entity';
import { BalanceListArgs } from './balance.input';
import * as balances from './balance.service';

export const BalancePage = PageOf(Balance);

@Authorized()
@Resolver(() => Balance)
export class BalanceResolver {
  @Query(() => BalancePage, { description: "The signed-in user's credits per package (staff may name another owner)." })
  balances(@Ctx() ctx: Context, @Args(() => BalanceListArgs) args: BalanceListArgs) {
    return balances.listBalances(ctx, args);
  }

  @Query(() => Balance)
  balance(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<Balance> {
    return balances.getBalance(ctx, id);
  }

  @FieldResolver(() => Package)
  package(@Ctx() ctx: Context, @Root() balance: Balance): Promise<Package | null> {
    return ctx.loaders.ref(Package, balance.package);
  }

  @FieldResolver(() => Int)
  packageId(@Root() balance: Balance): number {
    return balance.package.id;
  }

  @FieldResolver(() => Int)
  ownerId(@Root() balance: Balance): number {
    return balance.owner.id;
  }
}
