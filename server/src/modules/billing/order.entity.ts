import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity';
import { OrderStatus } from '../../common/statuses';
import { Promotion } from '../marketing/promotion.entity';
import { Package } from '../packages/package.entity';
import { User } from '../users/user.entity';

/** What a user asked to buy; its status moves only through order-status.ts (new → pending → paid/active → …). */
@ObjectType({ simpleResolvers: true })
@Entity({ tableName: 'orders' })
export class Order extends BaseEntity<
  | 'status'
  | 'paymentProvider'
  | 'firstPaymentAt'
  | 'lastPaymentAt'
  | 'quantity'
  | 'currency'
  | 'externalId'
  | 'recurring'
  | 'renewsAt'
  | 'flaggedReason'
  | 'refundShortfall'
  | 'promotion'
  | 'renewalFailures'
  | 'chargingUntil'
> {
  @Field(() => OrderStatus)
  @Index()
  @Enum({ items: () => OrderStatus, nativeEnumName: 'order_status', default: OrderStatus.new })
  status: OrderStatus = OrderStatus.new;

  @Field(() => String, { nullable: true })
  @Index()
  @Property({ type: 'string', length: 32, nullable: true })
  paymentProvider: string | null = null;

  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  owner!: User;

  @Index()
  @ManyToOne(() => Package, { deleteRule: 'restrict' })
  package!: Package;

  @Field(() => Int)
  @Property({ type: 'integer', default: 1 })
  quantity: number = 1;

  @Field(() => Int)
  @Property({ type: 'integer' })
  amountMinor!: number;

  @Field()
  @Property({ type: 'string', length: 3, default: 'USD' })
  currency: string = 'USD';

  /** The provider's subscription or checkout id. */
  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 128, nullable: true })
  externalId: string | null = null;

  @Field(() => Date, { nullable: true })
  @Index()
  @Property({ type: 'datetime', nullable: true })
  firstPaymentAt: Date | null = null;

  @Field(() => Date, { nullable: true })
  @Index()
  @Property({ type: 'datetime', nullable: true })
  lastPaymentAt: Date | null = null;

  /** A subscription the provider renews every package period until it is cancelled (set at checkout). */
  @Field()
  @Property({ type: 'boolean', default: false })
  recurring: boolean = false;

  /** End of the paid period of a recurring order: when the provider is expected to renew it. */
  @Property({ type: 'datetime', nullable: true })
  renewsAt: Date | null = null;

  /**
   * Declined renewal charges in a row (our own renewals, docs/payments.md "Renewals and declines"); 0 once a charge
   * succeeds. While it is above 0, renewsAt is the next retry.
   */
  @Property({ type: 'integer', default: 0 })
  renewalFailures: number = 0;

  /**
   * Set while one process charges the order's card (the buyer's first sale or a renewal), until this moment: another
   * request or worker leaves the order alone meanwhile. A process that dies leaves it to expire.
   */
  @Property({ type: 'datetime', nullable: true })
  chargingUntil: Date | null = null;

  /**
   * Why a provider notification about this order was refused as suspicious (amount or currency differing from the
   * order): staff look at flagged orders; nothing was credited for that notification.
   */
  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  flaggedReason: string | null = null;

  /** Credits a refund could not take back because they were already spent (units of the order's package). */
  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  refundShortfall: number = 0;

  /** The promotion shown to the buyer at checkout: its bonus is booked with the first payment. */
  @ManyToOne(() => Promotion, { nullable: true, deleteRule: 'set null' })
  promotion: Promotion | null = null;
}
