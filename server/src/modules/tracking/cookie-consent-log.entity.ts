import { Entity, Index, ManyToOne, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity';
import { Gate } from '../gates/gate.entity';

/** Proof of a visitor's cookie choice: the categories accepted, when, from where. */
@ObjectType({ simpleResolvers: true })
@Entity({ tableName: 'cookie_consent_logs' })
export class CookieConsentLog extends BaseEntity<'ip' | 'userAgent'> {
  /** Comma-separated categories, essential always first (docs/product.md#records). */
  @Field()
  @Property({ type: 'string', length: 255 })
  cookieTypes!: string;

  @Field()
  @Index()
  @Property({ type: 'uuid' })
  sessionUuid!: string;

  @Property({ type: 'string', length: 64, nullable: true })
  ip: string | null = null;

  @Property({ type: 'string', length: 512, nullable: true })
  userAgent: string | null = null;

  @Index()
  @ManyToOne(() => Gate, { deleteRule: 'cascade' })
  gate!: Gate;
}
