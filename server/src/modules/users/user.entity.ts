import { ArrayType, Entity, Index, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity';
import { Gate } from '../gates/gate.entity';

@ObjectType({ simpleResolvers: true })
@Entity({ tableName: 'users' })
@Unique({ properties: ['gate', 'email'] })
export class User extends BaseEntity<
  'roles' | 'enabled' | 'deleted' | 'unsubscribed' | 'emailConfirmed' | 'lastActivity' | 'displayName' | 'country' | 'tokenVersion'
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

  /**
   * Carried in every bearer token (claim `tv`); a token with another value is refused. Bumped on a password
   * change, a password reset and a logout, which revokes every token issued before.
   */
  @Property({ type: 'integer', default: 0, hidden: true })
  tokenVersion: number = 0;

  @Field(() => [String])
  @Property({ type: ArrayType, columnType: 'text[]', default: '{}' })
  roles: string[] = [];

  // No single-column indexes on the enabled, deleted and e-mail-confirmed flags: nearly every row has the
  // same value, so a filter on them reads the table anyway; lookups go by id, e-mail and gate.

  @Field()
  @Property({ type: 'boolean', default: true })
  enabled: boolean = true;

  @Field()
  @Property({ type: 'boolean', default: false })
  deleted: boolean = false;

  @Field()
  @Property({ type: 'boolean', default: false })
  unsubscribed: boolean = false;

  @Field()
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

  /** Every bearer token issued to the user so far stops working (checked in authenticate.ts). */
  revokeTokens(): void {
    this.tokenVersion += 1;
  }
}
