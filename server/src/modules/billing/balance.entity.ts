import { Check, Entity, Index, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity';
import { Package } from '../packages/package.entity';
import { User } from '../users/user.entity';

/** Running sum of an owner's ledger entries for one package, updated in the ledger insert's transaction. */
@ObjectType({ simpleResolvers: true })
@Entity({ tableName: 'balances' })
@Unique({ properties: ['owner', 'package'] })
@Check({ name: 'balances_quantity_not_negative', expression: 'quantity >= 0' })
export class Balance extends BaseEntity<'quantity'> {
  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  owner!: User;

  @Index()
  @ManyToOne(() => Package, { deleteRule: 'restrict' })
  package!: Package;

  @Field(() => Int)
  @Index()
  @Property({ type: 'integer', default: 0 })
  quantity: number = 0;
}
