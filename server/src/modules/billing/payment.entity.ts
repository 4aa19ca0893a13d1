import { Entity, Enum, Index, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity';
import { PaymentStatus } from '../../common/statuses';
import { Order } from './order.entity';

/** One provider event about an order. The unique provider event id makes a replayed postback a no-op. */
@ObjectType({ simpleResolvers: true })
@Entity({ tableName: 'payments' })
@Unique({ properties: ['provider', 'providerEventId'] })
export class Payment extends BaseEntity<'payload' | 'currency'> {
  @Index()
  @ManyToOne(() => Order, { deleteRule: 'cascade' })
  order!: Order;

  @Field()
  @Property({ type: 'string', length: 32 })
  provider!: string;

  @Field()
  @Property({ type: 'string', length: 128 })
  providerEventId!: string;

  @Field(() => PaymentStatus)
  @Index()
  @Enum({ items: () => PaymentStatus, nativeEnumName: 'payment_status' })
  status!: PaymentStatus;

  @Field(() => Int)
  @Property({ type: 'integer' })
  amountMinor!: number;

  @Field()
  @Property({ type: 'string', length: 3, default: 'USD' })
  currency: string = 'USD';

  @Property({ type: 'json', nullable: true, hidden: true })
  payload: Record<string, unknown> | null = null;
}
