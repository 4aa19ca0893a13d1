import { ConflictError, NotFoundError, ValidationError, type Violation } from '../../common/errors';
import { paginate, type PageResult } from '../../common/list';
import { EmailCampaignDelivery, EmailCampaignStatus } from '../../common/statuses';
import type { Context } from '../../graphql/context';
import { gateBrand } from '../../mail/account-mails';
import { marketingMail, siteLink } from '../../mail/templates';
import { requireRole } from '../auth/access';
import { Role } from '../auth/roles';
import { Gate } from '../gates/gate.entity';
import { audienceSize } from './campaign-segments';
import { EmailCampaignHistory } from './email-campaign-history.entity';
import { EmailCampaign } from './email-campaign.entity';
import {
  emailCampaignListSpec,
  type EmailCampaignCreateInput,
  type EmailCampaignListArgs,
  type EmailCampaignTestSendInput,
  type EmailCampaignUpdateInput,
} from './email-campaign.input';
import { staffTransition } from './email-campaign-status';
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
    ...(input.type ? { type: input.type } : {}),
    ...(input.segment ? { segment: input.segment } : {}),
    segmentDays: input.segmentDays ?? null,
    periodDays: input.periodDays ?? null,
    ...(input.onetime != null ? { onetime: input.onetime } : {}),
    ...(input.enabled != null ? { enabled: input.enabled } : {}),
  });
  if (input.status) staffTransition(campaign, input.status);
  assertReady(campaign);
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
  if (input.type != null) campaign.type = input.type;
  if (input.segment != null) campaign.segment = input.segment;
  if (input.segmentDays !== undefined) campaign.segmentDays = input.segmentDays;
  if (input.periodDays !== undefined) campaign.periodDays = input.periodDays;
  if (input.onetime != null) campaign.onetime = input.onetime;
  if (input.enabled != null) campaign.enabled = input.enabled;
  if (input.startAt !== undefined) campaign.startAt = input.startAt;
  if (input.endAt !== undefined) campaign.endAt = input.endAt;
  if (input.subject != null) campaign.subject = input.subject.trim();
  if (input.bodyHtml != null) campaign.bodyHtml = input.bodyHtml;
  if (input.bodyText != null) campaign.bodyText = input.bodyText;
  if (gate !== undefined) campaign.gate = gate;
  if (input.status != null) staffTransition(campaign, input.status);
  assertReady(campaign);
  await ctx.em.flush();
  return campaign;
}

/**
 * What a campaign needs before it may be scheduled (and keeps while it is): something to say, and a period when it
 * recurs. A draft may be incomplete.
 */
function assertReady(campaign: EmailCampaign): void {
  if (campaign.status === EmailCampaignStatus.draft) return;
  const violations: Violation[] = [];
  if (!campaign.subject.trim()) violations.push({ propertyPath: 'subject', message: 'A scheduled campaign needs a subject.' });
  if (!campaign.bodyText.trim() && !campaign.bodyHtml.trim()) {
    violations.push({ propertyPath: 'bodyText', message: 'A scheduled campaign needs a text or an HTML body.' });
  }
  if (!campaign.onetime && !campaign.periodDays) {
    violations.push({ propertyPath: 'periodDays', message: 'A recurring campaign needs its period in days.' });
  }
  if (violations.length) throw new ValidationError(violations);
}

/** The named status actions: schedule (draft or paused → scheduled), pause, back to draft. */
export async function changeEmailCampaignStatus(ctx: Context, id: number, to: EmailCampaignStatus): Promise<EmailCampaign> {
  const campaign = await getEmailCampaign(ctx, id);
  staffTransition(campaign, to);
  assertReady(campaign);
  // A paused sender stops at its next message; clearing its hold lets a resumed run start at once.
  if (to === EmailCampaignStatus.paused) campaign.senderLeaseUntil = null;
  await ctx.em.flush();
  return campaign;
}

/** How many users the campaign's segment holds now (preview for the campaign form). */
export async function emailCampaignAudience(ctx: Context, id: number): Promise<number> {
  const campaign = await getEmailCampaign(ctx, id);
  return audienceSize(ctx.em, { segment: campaign.segment, segmentDays: campaign.segmentDays, gateId: campaign.gate?.id ?? null });
}

/**
 * A test send (docs/product.md#roles: admins only) of the campaign as it is now, to any address, right away: the answer is the
 * history row marked `test`, delivered or failed with the mail server's error. The unsubscribe link of a test
 * message carries no token (no user to unsubscribe).
 */
export async function sendTestEmailCampaign(ctx: Context, input: EmailCampaignTestSendInput): Promise<EmailCampaignHistory> {
  requireRole(ctx, Role.Admin);
  const campaign = await getEmailCampaign(ctx, input.emailCampaignId);
  const gate = campaign.gate ? await ctx.em.findOneOrFail(Gate, { id: campaign.gate.id }) : ctx.gate;
  const brand = gateBrand({ services: ctx.services, gate, origin: ctx.origin });
  const unsubscribe = siteLink(brand, '/unsubscribe/test');
  const email = input.email.trim();
  const row = ctx.em.create(EmailCampaignHistory, { emailCampaign: campaign, test: true, run: 0, email, attempts: 1 });
  try {
    await ctx.services.mailer.send({
      brand,
      to: email,
      content: marketingMail(
        brand,
        { subject: `[Test] ${campaign.subject || campaign.name}`, text: campaign.bodyText, html: campaign.bodyHtml },
        unsubscribe,
      ),
      unsubscribeUrl: unsubscribe,
    });
    row.status = EmailCampaignDelivery.delivered;
    row.delivered = true;
    row.sentAt = new Date();
  } catch (err) {
    row.status = EmailCampaignDelivery.failed;
    row.error = (err instanceof Error ? err.message : String(err)).slice(0, 2000);
  }
  await ctx.em.flush();
  return row;
}
