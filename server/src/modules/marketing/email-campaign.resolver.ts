import { Arg, Args, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { PageOf } from '../../graphql/list.types';
import { Role } from '../auth/roles';
import { EmailCampaign } from './email-campaign.entity';
import { EmailCampaignStatus } from '../../common/statuses';
import { EmailCampaignHistory } from './email-campaign-history.entity';
import {
  EmailCampaignCreateInput,
  EmailCampaignListArgs,
  EmailCampaignTestSendInput,
  EmailCampaignUpdateInput,
} from './email-campaign.input';
import * as campaigns from './email-campaign.service';

export const EmailCampaignPage = PageOf(EmailCampaign);

@Authorized(Role.Manager)
@Resolver(() => EmailCampaign)
export class EmailCampaignResolver {
  @Query(() => EmailCampaignPage)
  emailCampaigns(@Ctx() ctx: Context, @Args(() => EmailCampaignListArgs) args: EmailCampaignListArgs) {
    return campaigns.listEmailCampaigns(ctx, args);
  }

  @Query(() => EmailCampaign)
  emailCampaign(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<EmailCampaign> {
    return campaigns.getEmailCampaign(ctx, id);
  }

  @Mutation(() => EmailCampaign)
  createEmailCampaign(
    @Ctx() ctx: Context,
    @Arg('input', () => EmailCampaignCreateInput) input: EmailCampaignCreateInput,
  ): Promise<EmailCampaign> {
    return campaigns.createEmailCampaign(ctx, input);
  }

  @Mutation(() => EmailCampaign)
  updateEmailCampaign(
    @Ctx() ctx: Context,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => EmailCampaignUpdateInput) input: EmailCampaignUpdateInput,
  ): Promise<EmailCampaign> {
    return campaigns.updateEmailCampaign(ctx, id, input);
  }

  @Mutation(() => EmailCampaign, { description: 'draft or paused → scheduled: sent from startAt by the queue (a paused run goes on).' })
  scheduleEmailCampaign(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<EmailCampaign> {
    return campaigns.changeEmailCampaignStatus(ctx, id, EmailCampaignStatus.scheduled);
  }

  @Mutation(() => EmailCampaign, { description: 'scheduled or sending → paused: the sender stops after its current message.' })
  pauseEmailCampaign(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<EmailCampaign> {
    return campaigns.changeEmailCampaignStatus(ctx, id, EmailCampaignStatus.paused);
  }

  @Mutation(() => EmailCampaign, { description: 'scheduled or paused → draft.' })
  unscheduleEmailCampaign(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<EmailCampaign> {
    return campaigns.changeEmailCampaignStatus(ctx, id, EmailCampaignStatus.draft);
  }

  @Query(() => Int, { description: "How many users the campaign's segment holds now." })
  emailCampaignAudience(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<number> {
    return campaigns.emailCampaignAudience(ctx, id);
  }

  @Authorized(Role.Admin)
  @Mutation(() => EmailCampaignHistory, {
    description: 'Sends the campaign to one address now, as a test (admin only); the history row says how it went.',
  })
  sendTestEmailCampaign(
    @Ctx() ctx: Context,
    @Arg('input', () => EmailCampaignTestSendInput) input: EmailCampaignTestSendInput,
  ): Promise<EmailCampaignHistory> {
    return campaigns.sendTestEmailCampaign(ctx, input);
  }

  @FieldResolver(() => Int, { nullable: true, description: 'The gate whose users receive it; null means every gate.' })
  gateId(@Root() campaign: EmailCampaign): number | null {
    return campaign.gate?.id ?? null;
  }
}
