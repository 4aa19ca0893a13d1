import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity';
import { TransactionSource } from '../../common/statuses';
import { Package } from '../packages/package.entity';
import { User } from '../users/user.entity';
import { Order } from './order.entity';

/**
 * Append-only ledger entry: a signed quantity of a package's credits for an owner. A (source, reference) pair is
 * booked once, ever, so the same event can never be booked twice: the table is partitioned by month of `createdAt`
 * and the database claims each pair in `ledger_references` as the entry is inserted (docs/operations.md
 * "Partitions"); a second booking of a pair is a unique violation. Only `comment` may change after insert.
 */
@ObjectType({ simpleResolvers: true })
@Entity({ tableName: 'transactions' })
export class Transaction extends BaseEntity<'order' | 'comment'> {
  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  owner!: User;

  @Index()
  @ManyToOne(() => Package, { deleteRule: 'restrict' })
  package!: Package;

  /** Signed number of credits: positive adds to the balance, negative spends it. */
  @Field(() => Int)
  @Property({ type: 'integer' })
  quantity!: number;

  @Field(() => TransactionSource)
  @Index()
  @Enum({ items: () => TransactionSource, nativeEnumName: 'transaction_source' })
  source!: TransactionSource;

  @Field()
  @Index()
  @Property({ type: 'string', length: 128 })
  reference!: string;

  @Index()
  @ManyToOne(() => Order, { nullable: true, deleteRule: 'set null' })
  order: Order | null = null;

  @Field()
  @Property({ type: 'text', default: '' })
  comment: string = '';
}
