import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity';
import { EmailCampaignSegment, EmailCampaignStatus, EmailCampaignType } from '../../common/statuses';
import { Gate } from '../gates/gate.entity';

@ObjectType({ simpleResolvers: true })
@Entity({ tableName: 'email_campaigns' })
export class EmailCampaign extends BaseEntity<
  | 'status'
  | 'type'
  | 'onetime'
  | 'enabled'
  | 'startAt'
  | 'endAt'
  | 'subject'
  | 'bodyHtml'
  | 'bodyText'
  | 'segment'
  | 'segmentDays'
  | 'periodDays'
  | 'run'
  | 'runStartedAt'
  | 'runFinishedAt'
  | 'nextRunAt'
  | 'senderLeaseUntil'
  | 'senderLeaseOwner'
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

  /** Whom it goes to: one query per segment, modules/marketing/campaign-segments.ts. */
  @Field(() => EmailCampaignSegment)
  @Enum({ items: () => EmailCampaignSegment, nativeEnumName: 'email_campaign_segment', default: EmailCampaignSegment.all_subscribed })
  segment: EmailCampaignSegment = EmailCampaignSegment.all_subscribed;

  /** The N of `credits_unused` (days without a ledger movement) and `project_expiring` (days until the end). */
  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  segmentDays: number | null = null;

  /** Recurring campaigns (onetime false): days between the starts of two runs. */
  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  periodDays: number | null = null;

  /** The current or last run (1, 2, …; 0: never started). A user gets each run at most once. */
  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  run: number = 0;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  runStartedAt: Date | null = null;

  /** Null while the current run is sending (or paused mid-run). */
  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  runFinishedAt: Date | null = null;

  /** Recurring: when the next run starts. */
  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  nextRunAt: Date | null = null;

  /** The sender that holds the campaign until then (one sender per campaign; campaign-sender.ts). */
  @Property({ type: 'datetime', nullable: true })
  senderLeaseUntil: Date | null = null;

  @Property({ type: 'string', length: 36, nullable: true })
  senderLeaseOwner: string | null = null;
}
