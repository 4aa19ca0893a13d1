import { Entity, Index, ManyToOne, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** What made an attempt: the event itself, an automatic retry, or a redelivery someone asked for. */
export type DeliveryTrigger = 'event' | 'retry' | 'redelivery';

/**
 * One attempt at delivering one event to one endpoint. The first attempt is the outbox row, written in
 * the transaction of the change it reports; retries and redeliveries are later rows of the same `eventId` carrying
 * the very same body.
 */
@ObjectType({ description: 'One attempt at delivering one event to one endpoint.', simpleResolvers: true })
@Entity({ tableName: 'webhook_deliveries' })
@Index({ properties: ['endpoint', 'id'] })
@Index({ properties: ['endpoint', 'eventId'] })
export class WebhookDelivery extends BaseEntity<
  'statusCode' | 'durationMs' | 'error' | 'nextRetryAt' | 'attemptedAt' | 'trigger' | 'status'
> {
  @ManyToOne(() => WebhookEndpoint, { deleteRule: 'cascade' })
  endpoint!: WebhookEndpoint;

  @Field({ description: 'The webhook-id header: the same on every retry and redelivery of the event.' })
  @Property({ type: 'string', length: 40 })
  eventId!: string;

  @Field()
  @Property({ type: 'string', length: 40 })
  eventType!: string;

  /** The JSON body `{type, timestamp, data}`, byte for byte the same on every attempt. */
  @Property({ type: 'text', hidden: true })
  body!: string;

  @Field(() => Int)
  @Property({ type: 'integer' })
  attempt!: number;

  @Field(() => String, { description: 'event, retry or redelivery.' })
  @Property({ type: 'string', length: 16, default: 'event' })
  trigger: DeliveryTrigger = 'event';

  @Field(() => String, { description: 'pending, succeeded or failed.' })
  @Property({ type: 'string', length: 16, default: 'pending' })
  status: DeliveryStatus = 'pending';

  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  statusCode: number | null = null;

  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  durationMs: number | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 500, nullable: true })
  error: string | null = null;

  @Field(() => Date, { nullable: true, description: 'When the next automatic retry runs; null when none.' })
  @Property({ type: 'datetime', nullable: true })
  nextRetryAt: Date | null = null;

  @Field(() => Date, { nullable: true, description: 'When the request was made; null while pending.' })
  @Property({ type: 'datetime', nullable: true })
  attemptedAt: Date | null = null;
}
