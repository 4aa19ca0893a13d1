import { Entity, Index, ManyToOne, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity';
import { Gate } from '../gates/gate.entity';
import { User } from '../users/user.entity';

/** A visitor's browsing session with its utm attribution (docs/product.md#records "Session data"). */
@ObjectType({ simpleResolvers: true })
@Entity({ tableName: 'visitor_sessions' })
export class VisitorSession extends BaseEntity<'utmSource' | 'utmMedium' | 'utmCampaign' | 'ip' | 'country' | 'userAgent' | 'user'> {
  @Field()
  @Index()
  @Property({ type: 'uuid' })
  visitorUuid!: string;

  @Field()
  @Property({ type: 'uuid', unique: true })
  sessionUuid!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 120, nullable: true })
  utmSource: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 120, nullable: true })
  utmMedium: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 120, nullable: true })
  utmCampaign: string | null = null;

  @Property({ type: 'string', length: 64, nullable: true })
  ip: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 2, nullable: true })
  country: string | null = null;

  @Property({ type: 'string', length: 512, nullable: true })
  userAgent: string | null = null;

  @Index()
  @ManyToOne(() => Gate, { deleteRule: 'cascade' })
  gate!: Gate;

  @Index()
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  user: User | null = null;
}
