import { safeFetch } from '../../common/safe-fetch';
import type { Context } from '../../graphql/context';
import { ReciprocalLink } from '../marketing/reciprocal-link.entity';
import { type CampaignStatus, DeliveryPartner } from './delivery-partner';
import type { Project } from './project.entity';

/*
 * The live statuses of a project (SPEC.md §4 "default to unknown when their call fails", §8).
 *
 * Campaign: asked from the delivery partner when DELIVERY_API_URL is set (timeout DELIVERY_TIMEOUT_MS; any failure
 * is "unknown"); without a partner it is derived from the project itself — "active" while a package period runs,
 * "expired" after it, "no_package" without one — and `source` says which.
 *
 * Reciprocal link: whether the project's own page links to the reciprocal link chosen for it. The page at the
 * project's URL is fetched with the same guarded fetcher as the demo URL check (public addresses only, deadline,
 * size cap, few redirects) and its `href`s are compared with the link's URL. "none": no link chosen; "active": the
 * page links to it; "missing": the page loaded (2xx) without it; "unknown": the page could not be read.
 */

export type CampaignSource = 'partner' | 'derived';
export type ReciprocalStatus = 'active' | 'missing' | 'none' | 'unknown';

export function derivedCampaignStatus(project: Project, now = new Date()): CampaignStatus {
  if (!project.package) return 'no_package';
  return project.expiredAt && project.expiredAt > now ? 'active' : 'expired';
}

export async function campaignState(ctx: Context, project: Project): Promise<{ status: CampaignStatus; source: CampaignSource }> {
  const partner = DeliveryPartner.fromConfig(ctx.services.config);
  if (!partner) return { status: derivedCampaignStatus(project), source: 'derived' };
  return { status: await partner.campaignStatus(project.id), source: 'partner' };
}

/** A URL in the form links are compared: no fragment, lower-case host, no trailing slash on the path. */
function comparable(url: string, base?: string): string | null {
  try {
    const u = new URL(url, base);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    u.hash = '';
    return `${u.host.toLowerCase()}${u.pathname.replace(/\/+$/, '')}${u.search}`;
  } catch {
    return null;
  }
}

const HREF = /<a\b[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;

/** Whether the HTML has an `<a href>` to `target` (scheme-less comparison: http and https count alike). */
export function pageLinksTo(html: string, pageUrl: string, target: string): boolean {
  const wanted = comparable(target);
  if (!wanted) return false;
  for (const m of html.matchAll(HREF)) {
    const href = (m[1] ?? m[2] ?? m[3] ?? '').replace(/&amp;/g, '&').trim();
    if (comparable(href, pageUrl) === wanted) return true;
  }
  return false;
}

/*
 * Definite answers (active, missing) are kept for a few minutes per project, page and link, so a list of projects
 * does not fetch every customer's page on every load. The single-project calls always fetch, and refresh the entry.
 */
const CHECK_TTL_MS = 5 * 60_000;
const CHECK_CACHE_MAX = 5000;
const checked = new Map<string, { status: ReciprocalStatus; at: number }>();

function remember(key: string, status: ReciprocalStatus): ReciprocalStatus {
  checked.delete(key);
  if (status === 'unknown') return status;
  if (checked.size >= CHECK_CACHE_MAX) checked.delete(checked.keys().next().value!);
  checked.set(key, { status, at: Date.now() });
  return status;
}

export async function reciprocalStatus(ctx: Context, project: Project, opts: { fresh: boolean }): Promise<ReciprocalStatus> {
  const link = await ctx.loaders.ref(ReciprocalLink, project.reciprocalLink);
  if (!link) return 'none';
  const key = `${project.id} ${project.url} ${link.url}`;
  const hit = checked.get(key);
  if (!opts.fresh && hit && Date.now() - hit.at < CHECK_TTL_MS) return hit.status;
  try {
    const res = await safeFetch(project.url, ctx.services.config.demo.fetch);
    if (res.status < 200 || res.status >= 300) return remember(key, 'unknown');
    return remember(key, pageLinksTo(res.body.toString('utf8'), res.url, link.url) ? 'active' : 'missing');
  } catch {
    return remember(key, 'unknown');
  }
}
