import { ArrayType, Entity, Index, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity';
import { Gate } from '../gates/gate.entity';

@ObjectType()
@Entity({ tableName: 'users' })
@Unique({ properties: ['gate', 'email'] })
export class User extends BaseEntity<
  'roles' | 'enabled' | 'deleted' | 'unsubscribed' | 'emailConfirmed' | 'lastActivity' | 'displayName' | 'country'
> {
  /** The login. Stored lower-cased; unique per gate. */
  @Field()
  @Index()
  @Property({ type: 'string', length: 180 })
  email!: string;

  @Index()
  @ManyToOne(() => Gate, { deleteRule: 'restrict' })
  gate!: Gate;

  @Property({ type: 'string', length: 255, hidden: true, lazy: true })
  passwordHash!: string;

  @Field(() => [String])
  @Property({ type: ArrayType, columnType: 'text[]', default: '{}' })
  roles: string[] = [];

  @Field()
  @Index()
  @Property({ type: 'boolean', default: true })
  enabled: boolean = true;

  @Field()
  @Index()
  @Property({ type: 'boolean', default: false })
  deleted: boolean = false;

  @Field()
  @Property({ type: 'boolean', default: false })
  unsubscribed: boolean = false;

  @Field()
  @Index()
  @Property({ type: 'boolean', default: false })
  emailConfirmed: boolean = false;

  @Field(() => Date, { nullable: true })
  @Index()
  @Property({ type: 'datetime', nullable: true })
  lastActivity: Date | null = null;

  @Field()
  @Property({ type: 'string', length: 120, default: '' })
  displayName: string = '';

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 2, nullable: true })
  country: string | null = null;
}
