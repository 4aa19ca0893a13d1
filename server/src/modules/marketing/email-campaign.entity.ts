import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity';
import { EmailCampaignStatus, EmailCampaignType } from '../../common/statuses';
import { Gate } from '../gates/gate.entity';

@ObjectType()
@Entity({ tableName: 'email_campaigns' })
export class EmailCampaign extends BaseEntity<
  'status' | 'type' | 'onetime' | 'enabled' | 'startAt' | 'endAt' | 'subject' | 'bodyHtml' | 'bodyText'
> {
  @Field()
  @Property({ type: 'string', length: 120 })
  name!: string;

  @Field()
  @Property({ type: 'string', length: 64, unique: true })
  code!: string;

  @Field(() => EmailCampaignStatus)
  @Index()
  @Enum({ items: () => EmailCampaignStatus, nativeEnumName: 'email_campaign_status', default: EmailCampaignStatus.draft })
  status: EmailCampaignStatus = EmailCampaignStatus.draft;

  @Field(() => EmailCampaignType)
  @Index()
  @Enum({ items: () => EmailCampaignType, nativeEnumName: 'email_campaign_type', default: EmailCampaignType.newsletter })
  type: EmailCampaignType = EmailCampaignType.newsletter;

  /** Sent once per user, never repeated. */
  @Field()
  @Property({ type: 'boolean', default: true })
  onetime: boolean = true;

  @Field()
  @Index()
  @Property({ type: 'boolean', default: true })
  enabled: boolean = true;

  @Field(() => Date, { nullable: true })
  @Index()
  @Property({ type: 'datetime', nullable: true })
  startAt: Date | null = null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  endAt: Date | null = null;

  @Field()
  @Property({ type: 'string', length: 255, default: '' })
  subject: string = '';

  @Field()
  @Property({ type: 'text', default: '' })
  bodyHtml: string = '';

  @Field()
  @Property({ type: 'text', default: '' })
  bodyText: string = '';

  @Index()
  @ManyToOne(() => Gate, { nullable: true, deleteRule: 'set null' })
  gate: Gate | null = null;
}
