import { Entity, Index, ManyToOne, OneToOne, Property, Unique } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity';
import { Gate } from '../gates/gate.entity';
import { User } from '../users/user.entity';
import { Order } from './order.entity';
import { Payment } from './payment.entity';

/**
 * One invoice per successful payment, numbered without gaps per gate and year (invoice.service.ts allocates the
 * sequence in the crediting transaction). The buyer's name and e-mail are copied at issue time: an invoice does
 * not change when the profile does.
 */
@ObjectType({ simpleResolvers: true })
@Entity({ tableName: 'invoices' })
@Unique({ properties: ['gate', 'number'] })
@Unique({ properties: ['gate', 'year', 'sequence'] })
export class Invoice extends BaseEntity<'receiptSentAt'> {
  @Index()
  @ManyToOne(() => Order, { deleteRule: 'cascade' })
  order!: Order;

  @OneToOne(() => Payment, { owner: true, unique: true, deleteRule: 'cascade' })
  payment!: Payment;

  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  owner!: User;

  @ManyToOne(() => Gate, { deleteRule: 'restrict' })
  gate!: Gate;

  @Field()
  @Property({ type: 'string', length: 32 })
  number!: string;

  @Property({ type: 'integer' })
  year!: number;

  @Property({ type: 'integer' })
  sequence!: number;

  @Field(() => Int)
  @Property({ type: 'integer' })
  amountMinor!: number;

  @Field()
  @Property({ type: 'string', length: 3 })
  currency!: string;

  @Field()
  @Property({ type: 'datetime' })
  issuedAt!: Date;

  @Property({ type: 'string', length: 255 })
  buyerName!: string;

  @Property({ type: 'string', length: 255 })
  buyerEmail!: string;

  /** When the receipt with this invoice was handed to the mailer (null: not yet, e.g. the process stopped first). */
  @Property({ type: 'datetime', nullable: true })
  receiptSentAt: Date | null = null;
}

/** The last invoice sequence per gate and year; its row lock serializes numbering until the crediting commits. */
@Entity({ tableName: 'invoice_counters' })
@Unique({ properties: ['gate', 'year'] })
export class InvoiceCounter extends BaseEntity {
  @ManyToOne(() => Gate, { deleteRule: 'cascade' })
  gate!: Gate;

  @Property({ type: 'integer' })
  year!: number;

  @Property({ type: 'integer' })
  lastSequence!: number;
}
