import { Entity, Index, ManyToOne, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity';
import { User } from '../users/user.entity';
import { EmailCampaign } from './email-campaign.entity';

/** One delivery attempt of a campaign to a user. */
@ObjectType()
@Entity({ tableName: 'email_campaign_histories' })
export class EmailCampaignHistory extends BaseEntity<'delivered' | 'error'> {
  @Index()
  @ManyToOne(() => EmailCampaign, { deleteRule: 'cascade' })
  emailCampaign!: EmailCampaign;

  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Field()
  @Index()
  @Property({ type: 'boolean', default: false })
  delivered: boolean = false;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  error: string | null = null;
}
