import { Entity, Enum, Index, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity';
import { User } from '../users/user.entity';
import { Order } from './order.entity';

/*
 * What the daily reconciliation found between the card gateway's transactions and our payments (docs/payments.md
 * "Reconciliation", card-reconcile.service.ts). One row per finding: the same action of the same transaction is found
 * once however often its day is reconciled again (unique on provider, kind, action and transaction). Staff resolve a
 * finding with a note once they have settled it by hand; it is never deleted.
 */

export enum PaymentDiscrepancyKind {
  /** The gateway has a successful action of an order of ours that our payments do not. */
  missing_in_ledger = 'missing_in_ledger',
  /** We have a payment whose action the gateway does not have (or has as failed). */
  missing_at_nmi = 'missing_at_nmi',
  /** Both have it, with another amount or currency. */
  amount_differs = 'amount_differs',
}

registerEnumType(PaymentDiscrepancyKind, { name: 'PaymentDiscrepancyKind' });

/** The gateway's actions we compare; each is one payment of ours (`nmi:<action>:<transaction id>`). */
export type ReconciledAction = 'sale' | 'refund' | 'void';

@ObjectType({
  description: 'A difference between the card gateway and our payments, found by the daily reconciliation.',
  simpleResolvers: true,
})
@Entity({ tableName: 'payment_discrepancies' })
@Unique({ properties: ['provider', 'kind', 'action', 'transactionId'] })
export class PaymentDiscrepancy extends BaseEntity<'order' | 'detail' | 'resolvedAt' | 'resolvedBy' | 'resolutionNote'> {
  @Field({ description: 'The gateway compared: "nmi".' })
  @Property({ type: 'string', length: 16 })
  provider!: string;

  @Field(() => PaymentDiscrepancyKind)
  @Enum({ items: () => PaymentDiscrepancyKind })
  kind!: PaymentDiscrepancyKind;

  @Field(() => String, { description: 'The action of the transaction: sale, refund or void.' })
  @Property({ type: 'string', length: 8 })
  action!: ReconciledAction;

  @Field({ description: "The gateway's transaction id." })
  @Property({ type: 'string', length: 64 })
  transactionId!: string;

  /** The order the transaction or payment names; null when that order does not exist (any more). */
  @Index()
  @ManyToOne(() => Order, { nullable: true, deleteRule: 'set null' })
  order: Order | null = null;

  @Field(() => Int, { description: "The gateway's amount; ours for missing_at_nmi." })
  @Property({ type: 'integer' })
  amountMinor!: number;

  @Field()
  @Property({ type: 'string', length: 3 })
  currency!: string;

  @Field({ description: 'What was found, in words.' })
  @Property({ type: 'text', default: '' })
  detail: string = '';

  @Field({ description: 'The UTC day reconciled (YYYY-MM-DD).' })
  @Index()
  @Property({ type: 'date' })
  day!: string;

  @Field(() => Date, { nullable: true })
  @Index()
  @Property({ type: 'datetime', nullable: true })
  resolvedAt: Date | null = null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  resolvedBy: User | null = null;

  @Field(() => String, { nullable: true, description: 'What the staff member who resolved it wrote.' })
  @Property({ type: 'text', nullable: true })
  resolutionNote: string | null = null;
}
