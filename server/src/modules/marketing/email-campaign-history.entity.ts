import { Entity, Enum, Index, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity';
import { EmailCampaignDelivery } from '../../common/statuses';
import { User } from '../users/user.entity';
import { EmailCampaign } from './email-campaign.entity';

/**
 * One message of a campaign to one address: claimed (`sending`) before it is handed to the mail server, then
 * `delivered` or `failed` with the server's error (campaign-sender.ts). Unique per campaign, run and user: a run
 * never mails a user twice, whichever process sends it. Test sends (`test`) have no user and no run.
 */
@ObjectType({ simpleResolvers: true })
@Entity({ tableName: 'email_campaign_histories' })
@Unique({ properties: ['emailCampaign', 'run', 'user'] })
export class EmailCampaignHistory extends BaseEntity<
  'delivered' | 'error' | 'user' | 'run' | 'status' | 'attempts' | 'nextAttemptAt' | 'test' | 'email' | 'sentAt'
> {
  @Index()
  @ManyToOne(() => EmailCampaign, { deleteRule: 'cascade' })
  emailCampaign!: EmailCampaign;

  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade', nullable: true })
  user: User | null = null;

  @Field()
  @Index()
  @Property({ type: 'boolean', default: false })
  delivered: boolean = false;

  @Field(() => String, { nullable: true, description: "The mail server's answer when the last attempt failed." })
  @Property({ type: 'text', nullable: true })
  error: string | null = null;

  @Field(() => Int, { description: 'The campaign run (0 for a test send).' })
  @Property({ type: 'integer', default: 0 })
  run: number = 0;

  @Field(() => EmailCampaignDelivery)
  @Index()
  @Enum({ items: () => EmailCampaignDelivery, nativeEnumName: 'email_campaign_delivery', default: EmailCampaignDelivery.delivered })
  status: EmailCampaignDelivery = EmailCampaignDelivery.delivered;

  @Field(() => Int, { description: 'Hand-overs tried so far.' })
  @Property({ type: 'integer', default: 1 })
  attempts: number = 1;

  /** A failed message is tried again from then on, while attempts remain. */
  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  nextAttemptAt: Date | null = null;

  @Field({ description: 'A test send from the admin area (POST /api/admin/email_campaigns/send).' })
  @Property({ type: 'boolean', default: false })
  test: boolean = false;

  @Field({ description: 'The address the message went to.' })
  @Property({ type: 'string', length: 180, default: '' })
  email: string = '';

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  sentAt: Date | null = null;
}
