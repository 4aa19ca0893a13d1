import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { Role } from '../auth/roles';
import * as reconcile from './card-reconcile.service';
import { PaymentDiscrepancy } from './payment-discrepancy.entity';

/* The findings of the daily NMI reconciliation (docs/payments.md "Reconciliation"), for admins. */
@Authorized(Role.Admin)
@Resolver(() => PaymentDiscrepancy)
export class PaymentDiscrepancyResolver {
  @Query(() => [PaymentDiscrepancy], {
    description:
      'What the daily reconciliation with NMI found (admins): the open findings by default, all with open: false; newest day first, at most 500.',
  })
  paymentDiscrepancies(
    @Ctx() ctx: Context,
    @Arg('open', () => Boolean, { defaultValue: true }) open: boolean,
  ): Promise<PaymentDiscrepancy[]> {
    return reconcile.listPaymentDiscrepancies(ctx, open);
  }

  @Mutation(() => PaymentDiscrepancy, {
    description: 'Marks a finding of the reconciliation resolved (admins), with a note of what was done; audited.',
  })
  resolvePaymentDiscrepancy(@Ctx() ctx: Context, @Arg('id', () => Int) id: number, @Arg('note') note: string): Promise<PaymentDiscrepancy> {
    return reconcile.resolvePaymentDiscrepancy(ctx, id, note);
  }

  @FieldResolver(() => Int, { nullable: true, description: 'The order the transaction names, when it exists.' })
  orderId(@Root() d: PaymentDiscrepancy): number | null {
    return d.order?.id ?? null;
  }

  @FieldResolver(() => Int, { nullable: true, description: 'Who resolved it.' })
  resolvedById(@Root() d: PaymentDiscrepancy): number | null {
    return d.resolvedBy?.id ?? null;
  }
}
