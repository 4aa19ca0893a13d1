import { ArrayType, Entity, Index, ManyToOne, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity';
import { User } from '../users/user.entity';

/**
 * Where an integrator receives signed events (docs/webhooks.md). The signing secret must be readable to
 * sign with, so it is stored as it is (hidden from every answer but the create and rotate ones); after a rotation
 * the previous secret signs beside the new one until `previousSecretExpiresAt`.
 */
@ObjectType({ description: 'A URL that receives signed events. The secret is shown when it is created or rotated.', simpleResolvers: true })
@Entity({ tableName: 'webhook_endpoints' })
@Index({ properties: ['owner', 'id'] })
export class WebhookEndpoint extends BaseEntity<
  | 'description'
  | 'enabled'
  | 'disabledAt'
  | 'disabledReason'
  | 'previousSecret'
  | 'previousSecretExpiresAt'
  | 'lastDeliveryAt'
  | 'failingSince'
> {
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  owner!: User;

  @Field()
  @Property({ type: 'string', length: 2048 })
  url!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 500, nullable: true })
  description: string | null = null;

  @Field(() => [String], { description: 'Subscribed event types (see webhookEventTypes).' })
  @Property({ type: ArrayType, columnType: 'text[]', default: '{}' })
  events: string[] = [];

  @Field()
  @Property({ type: 'boolean', default: true })
  enabled: boolean = true;

  @Field(() => Date, { nullable: true, description: 'When the endpoint was disabled (by its owner, or after failing for 3 days).' })
  @Property({ type: 'datetime', nullable: true })
  disabledAt: Date | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  disabledReason: string | null = null;

  /** whsec_<base64 of 24 random bytes>. */
  @Property({ type: 'string', length: 100, hidden: true })
  secret!: string;

  @Property({ type: 'string', length: 100, nullable: true, hidden: true })
  previousSecret: string | null = null;

  @Field(() => Date, { nullable: true, description: 'After a rotation: until then the previous secret also signs.' })
  @Property({ type: 'datetime', nullable: true })
  previousSecretExpiresAt: Date | null = null;

  @Field(() => Date, { nullable: true, description: 'The last delivery the endpoint accepted (2xx).' })
  @Property({ type: 'datetime', nullable: true })
  lastDeliveryAt: Date | null = null;

  @Field(() => Date, { nullable: true, description: 'Since when every attempt failed; null after a success.' })
  @Property({ type: 'datetime', nullable: true })
  failingSince: Date | null = null;
}
