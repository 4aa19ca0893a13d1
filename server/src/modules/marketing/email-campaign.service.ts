import { ConflictError, NotFoundError, ValidationError } from '../../common/errors';
import { paginate, type PageResult } from '../../common/list';
import type { Context } from '../../graphql/context';
import { EmailCampaign } from './email-campaign.entity';
import {
  emailCampaignListSpec,
  type EmailCampaignCreateInput,
  type EmailCampaignListArgs,
  type EmailCampaignUpdateInput,
} from './email-campaign.input';
import { gateFromInput, requireMarketingStaff } from './marketing.policy';

// Checks run before the entity changes: a query after a change would flush it first (FlushMode.AUTO).

function assertPeriod(startAt: Date | null, endAt: Date | null): void {
  if (startAt && endAt && endAt.getTime() <= startAt.getTime()) {
    throw new ValidationError([{ propertyPath: 'endAt', message: 'The end must be after the start.' }]);
  }
}

async function assertCodeFree(ctx: Context, code: string, exceptId?: number): Promise<void> {
  const where = exceptId === undefined ? { code } : { code, id: { $ne: exceptId } };
  if (await ctx.em.count(EmailCampaign, where)) throw new ConflictError('This code is already used by another campaign.', 'code');
}

export function listEmailCampaigns(ctx: Context, args: EmailCampaignListArgs): Promise<PageResult<EmailCampaign>> {
  requireMarketingStaff(ctx);
  return paginate(ctx.em, EmailCampaign, emailCampaignListSpec, args);
}

export async function getEmailCampaign(ctx: Context, id: number): Promise<EmailCampaign> {
  requireMarketingStaff(ctx);
  const campaign = await ctx.em.findOne(EmailCampaign, { id });
  if (!campaign) throw new NotFoundError();
  return campaign;
}

export async function createEmailCampaign(ctx: Context, input: EmailCampaignCreateInput): Promise<EmailCampaign> {
  requireMarketingStaff(ctx);
  const code = input.code.trim();
  assertPeriod(input.startAt ?? null, input.endAt ?? null);
  await assertCodeFree(ctx, code);
  const gate = (await gateFromInput(ctx, input.gateId)) ?? null;
  const campaign = ctx.em.create(EmailCampaign, {
    name: input.name.trim(),
    code,
    startAt: input.startAt ?? null,
    endAt: input.endAt ?? null,
    subject: input.subject?.trim() ?? '',
    bodyHtml: input.bodyHtml ?? '',
    bodyText: input.bodyText ?? '',
    gate,
    ...(input.status ? { status: input.status } : {}),
    ...(input.type ? { type: input.type } : {}),
    ...(input.onetime != null ? { onetime: input.onetime } : {}),
    ...(input.enabled != null ? { enabled: input.enabled } : {}),
  });
  await ctx.em.flush();
  return campaign;
}

export async function updateEmailCampaign(ctx: Context, id: number, input: EmailCampaignUpdateInput): Promise<EmailCampaign> {
  const campaign = await getEmailCampaign(ctx, id);
  const code = input.code?.trim();
  assertPeriod(input.startAt !== undefined ? input.startAt : campaign.startAt, input.endAt !== undefined ? input.endAt : campaign.endAt);
  if (code !== undefined && code !== campaign.code) await assertCodeFree(ctx, code, campaign.id);
  const gate = await gateFromInput(ctx, input.gateId);

  if (input.name != null) campaign.name = input.name.trim();
  if (code !== undefined) campaign.code = code;
  if (input.status != null) campaign.status = input.status;
  if (input.type != null) campaign.type = input.type;
  if (input.onetime != null) campaign.onetime = input.onetime;
  if (input.enabled != null) campaign.enabled = input.enabled;
  if (input.startAt !== undefined) campaign.startAt = input.startAt;
  if (input.endAt !== undefined) campaign.endAt = input.endAt;
  if (input.subject != null) campaign.subject = input.subject.trim();
  if (input.bodyHtml != null) campaign.bodyHtml = input.bodyHtml;
  if (input.bodyText != null) campaign.bodyText = input.bodyText;
  if (gate !== undefined) campaign.gate = gate;
  await ctx.em.flush();
  return campaign;
}
