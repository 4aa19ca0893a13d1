import { NotFoundError } from '../../common/errors';
import { paginate, type PageResult } from '../../common/list';
import type { Context } from '../../graphql/context';
import { EmailCampaignHistory } from './email-campaign-history.entity';
import { emailCampaignHistoryListSpec, type EmailCampaignHistoryListArgs } from './email-campaign-history.input';
import { requireMarketingStaff } from './marketing.policy';

/* The delivery log is written by the campaign sender (a job); staff only read it. */

export function listEmailCampaignHistories(ctx: Context, args: EmailCampaignHistoryListArgs): Promise<PageResult<EmailCampaignHistory>> {
  requireMarketingStaff(ctx);
  return paginate(ctx.em, EmailCampaignHistory, emailCampaignHistoryListSpec, args);
}

export async function getEmailCampaignHistory(ctx: Context, id: number): Promise<EmailCampaignHistory> {
  requireMarketingStaff(ctx);
  const row = await ctx.em.findOne(EmailCampaignHistory, { id });
  if (!row) throw new NotFoundError();
  return row;
}
