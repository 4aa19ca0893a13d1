import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity';
import { OrderStatus } from '../../common/statuses';
import { Package } from '../packages/package.entity';
import { User } from '../users/user.entity';

/** What a user asked to buy; moves new → pending → paid/active → cancelled, expired, refunded or failed. */
@ObjectType()
@Entity({ tableName: 'orders' })
export class Order extends BaseEntity<'status' | 'paymentProvider' | 'firstPaymentAt' | 'lastPaymentAt' | 'quantity' | 'currency' | 'externalId'> {
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
}
