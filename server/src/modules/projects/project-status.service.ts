import type { Context } from '../../graphql/context';
import { reciprocalStatusOf } from '../marketing/reciprocal-check.service';
import { ReciprocalLinkCheck } from '../marketing/reciprocal-link-check.entity';
import { type CampaignStatus, DeliveryPartner } from './delivery-partner';
import type { Project } from './project.entity';

/*
 * The live statuses of a project (docs/product.md#states "default to unknown when their call fails", docs/api.md#error-catalogue).
 *
 * Campaign: asked from the delivery partner when DELIVERY_API_URL is set and the partner has confirmed the project's
 * campaign (timeout DELIVERY_TIMEOUT_MS; any failure is "unknown"); otherwise it is derived from the project itself —
 * "active" while a package period runs, "expired" after it, "no_package" without one — and `source` says which. So a
 * package just assigned reads "active" at once, before the queued sync has reached the partner.
 *
 * Reciprocal link: whether the project's own page links to the reciprocal link chosen for it, as the last check
 * stored it (a job reads the page daily and when the link is chosen, modules/marketing/
 * reciprocal-check.service.ts). "none": no link chosen; "active": the page links to it; "missing": the page loaded
 * (2xx) without it; "unknown": never checked for this link and URL, or the page could not be read.
 */

export type CampaignSource = 'partner' | 'derived';
export type ReciprocalStatus = 'active' | 'missing' | 'none' | 'unknown';

export function derivedCampaignStatus(project: Project, now = new Date()): CampaignStatus {
  if (!project.package) return 'no_package';
  return project.expiredAt && project.expiredAt > now ? 'active' : 'expired';
}

export async function campaignState(ctx: Context, project: Project): Promise<{ status: CampaignStatus; source: CampaignSource }> {
  const partner = DeliveryPartner.fromConfig(ctx.services.config);
  if (!partner || !project.campaignId) return { status: derivedCampaignStatus(project), source: 'derived' };
  return { status: await partner.campaignStatus(project.id), source: 'partner' };
}

/** The stored result of the last reciprocal-link check (modules/marketing/reciprocal-check.service.ts); no fetch here. */
export async function reciprocalStatus(ctx: Context, project: Project): Promise<ReciprocalStatus> {
  if (!project.reciprocalLink) return 'none';
  const [check] = await ctx.loaders.children(ReciprocalLinkCheck, 'project', { id: 'desc' }).load(project.id);
  return reciprocalStatusOf(project, check);
}
