import { Arg, Args, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { PageOf } from '../../graphql/list.types';
import { Role } from '../auth/roles';
import { EmailCampaign } from './email-campaign.entity';
import { EmailCampaignCreateInput, EmailCampaignListArgs, EmailCampaignUpdateInput } from './email-campaign.input';
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

  @FieldResolver(() => Int, { nullable: true, description: 'The gate whose users receive it; null means every gate.' })
  gateId(@Root() campaign: EmailCampaign): number | null {
    return campaign.gate?.id ?? null;
  }
}
