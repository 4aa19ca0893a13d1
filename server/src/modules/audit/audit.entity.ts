import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';

/**
 * One write made by staff or while an admin was switched to a user, written in the same
 * database transaction as the change. Ids are plain numbers, not relations: the log outlives what it names.
 */
@ObjectType({ simpleResolvers: true })
@Entity({ tableName: 'audit_log' })
@Index({ properties: ['targetType', 'targetId'] })
export class AuditEntry {
  [OptionalProps]?: 'createdAt' | 'impersonatedUserId' | 'targetId' | 'detail';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => Int, { description: 'The real user behind the request: the admin while switched to someone.' })
  @Index()
  @Property({ type: 'integer' })
  actorId!: number;

  @Field(() => Int, { nullable: true, description: 'The user the admin was switched to, or null.' })
  @Index()
  @Property({ type: 'integer', nullable: true })
  impersonatedUserId: number | null = null;

  @Field({ description: 'The GraphQL operation (root field) that wrote, e.g. refundOrder.' })
  @Property({ type: 'string', length: 100 })
  operation!: string;

  @Field()
  @Property({ type: 'string', length: 60 })
  targetType!: string;

  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  targetId: number | null = null;

  @Field(() => Int, { description: 'The gate the request came through.' })
  @Property({ type: 'integer' })
  gateId!: number;

  @Field()
  @Index()
  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Field(() => GraphQLJSONObject)
  @Property({ type: 'json', default: '{}' })
  detail: Record<string, unknown> = {};
}
