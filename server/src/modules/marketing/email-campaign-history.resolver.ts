import { Arg, Args, Authorized, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { PageOf } from '../../graphql/list.types';
import { Role } from '../auth/roles';
import { User } from '../users/user.entity';
import { EmailCampaign } from './email-campaign.entity';
import { EmailCampaignHistory } from './email-campaign-history.entity';
import { EmailCampaignHistoryListArgs } from './email-campaign-history.input';
import * as histories from './email-campaign-history.service';

export const EmailCampaignHistoryPage = PageOf(EmailCampaignHistory);

@Authorized(Role.Manager)
@Resolver(() => EmailCampaignHistory)
export class EmailCampaignHistoryResolver {
  @Query(() => EmailCampaignHistoryPage)
  emailCampaignHistories(@Ctx() ctx: Context, @Args(() => EmailCampaignHistoryListArgs) args: EmailCampaignHistoryListArgs) {
    return histories.listEmailCampaignHistories(ctx, args);
  }

  @Query(() => EmailCampaignHistory)
  emailCampaignHistory(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<EmailCampaignHistory> {
    return histories.getEmailCampaignHistory(ctx, id);
  }

  @FieldResolver(() => Int)
  emailCampaignId(@Root() row: EmailCampaignHistory): number {
    return row.emailCampaign.id;
  }

  @FieldResolver(() => Int, { nullable: true, description: 'Null for a test send.' })
  userId(@Root() row: EmailCampaignHistory): number | null {
    return row.user?.id ?? null;
  }

  @FieldResolver(() => EmailCampaign, { nullable: true })
  emailCampaign(@Ctx() ctx: Context, @Root() row: EmailCampaignHistory): Promise<EmailCampaign | null> {
    return ctx.loaders.ref(EmailCampaign, row.emailCampaign);
  }

  @FieldResolver(() => User, { nullable: true })
  user(@Ctx() ctx: Context, @Root() row: EmailCampaignHistory): Promise<User | null> {
    return ctx.loaders.ref(User, row.user);
  }
}
