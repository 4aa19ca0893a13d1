import { Arg, Args, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { PageOf } from '../../graphql/list.types';
import { Role } from '../auth/roles';
import { Package } from '../packages/package.entity';
import { User } from '../users/user.entity';
import { Transaction } from './transaction.entity';
import { TransactionCreateInput, TransactionListArgs, TransactionUpdateInput } from './transaction.input';
import * as transactions from './transaction.service';

export const TransactionPage = PageOf(Transaction);

@Authorized()
@Resolver(() => Transaction)
export class TransactionResolver {
  @Query(() => TransactionPage, { description: "The caller's ledger entries; every entry for staff." })
  transactions(@Ctx() ctx: Context, @Args(() => TransactionListArgs) args: TransactionListArgs) {
    return transactions.listTransactions(ctx, args);
  }

  @Query(() => Transaction)
  transaction(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<Transaction> {
    return transactions.getTransaction(ctx, id);
  }

  @Authorized(Role.Admin)
  @Mutation(() => Transaction, { description: 'Admin-only manual credit (positive) or debit (negative) (docs/product.md#roles).' })
  createTransaction(@Ctx() ctx: Context, @Arg('input', () => TransactionCreateInput) input: TransactionCreateInput): Promise<Transaction> {
    return transactions.createTransaction(ctx, input);
  }

  @Authorized(Role.Admin)
  @Mutation(() => Transaction, { description: 'Changes the comment of a ledger entry; nothing else can change.' })
  updateTransaction(
    @Ctx() ctx: Context,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => TransactionUpdateInput) input: TransactionUpdateInput,
  ): Promise<Transaction> {
    return transactions.updateTransaction(ctx, id, input);
  }

  @FieldResolver(() => User)
  owner(@Ctx() ctx: Context, @Root() tx: Transaction): Promise<User | null> {
    return ctx.loaders.ref(User, tx.owner);
  }

  @FieldResolver(() => Int)
  ownerId(@Root() tx: Transaction): number {
    return tx.owner.id;
  }

  @FieldResolver(() => Package)
  package(@Ctx() ctx: Context, @Root() tx: Transaction): Promise<Package | null> {
    return ctx.loaders.ref(Package, tx.package);
  }

  @FieldResolver(() => Int)
  packageId(@Root() tx: Transaction): number {
    return tx.package.id;
  }

  @FieldResolver(() => Int, { nullable: true })
  orderId(@Root() tx: Transaction): number | null {
    return tx.order?.id ?? null;
  }
}
