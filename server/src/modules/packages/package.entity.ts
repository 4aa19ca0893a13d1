import { Entity, Index, ManyToOne, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity';
import { Gate } from '../gates/gate.entity';

/**
 * A traffic package: `size` visitors for `durationDays`. Variants (sizes of one offer) point at their parent;
 * a package with no gate is sold on every gate. Prices are integer minor units of `currency`.
 */
@ObjectType({ simpleResolvers: true })
@Entity({ tableName: 'packages' })
export class Package extends BaseEntity<
  'active' | 'professional' | 'guaranteedAlexa' | 'free' | 'showOnMainPage' | 'durationDays' | 'currency' | 'description' | 'position'
> {
  @Field()
  @Property({ type: 'string', length: 120 })
  name!: string;

  @Field()
  @Property({ type: 'string', length: 64, unique: true })
  code!: string;

  @Field()
  @Property({ type: 'text', default: '' })
  description: string = '';

  @Field(() => Int)
  @Index()
  @Property({ type: 'integer' })
  size!: number;

  @Field(() => Int)
  @Property({ type: 'integer' })
  priceMinor!: number;

  @Field()
  @Property({ type: 'string', length: 3, default: 'USD' })
  currency: string = 'USD';

  @Field(() => Int)
  @Property({ type: 'integer', default: 30 })
  durationDays: number = 30;

  @Field()
  @Index()
  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  @Index()
  @ManyToOne(() => Package, { nullable: true, deleteRule: 'set null' })
  parent: Package | null = null;

  @Field()
  @Index()
  @Property({ type: 'boolean', default: false })
  professional: boolean = false;

  @Field()
  @Index()
  @Property({ type: 'boolean', default: false })
  guaranteedAlexa: boolean = false;

  /** The free demo package a demo sign-up receives. */
  @Field()
  @Property({ type: 'boolean', default: false })
  free: boolean = false;

  @Field()
  @Index()
  @Property({ type: 'boolean', default: false })
  showOnMainPage: boolean = false;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  position: number = 0;

  @Index()
  @ManyToOne(() => Gate, { nullable: true, deleteRule: 'set null' })
  gate: Gate | null = null;
}
