import { NotFoundError } from '../../common/errors';
import { paginate, type PageResult } from '../../common/list';
import type { Context } from '../../graphql/context';
import { requireUserId } from '../auth/access';
import { gateFromInput, gateScope, requireMarketingStaff } from './marketing.policy';
import { ReciprocalLink } from './reciprocal-link.entity';
import {
  reciprocalLinkListSpec,
  type ReciprocalLinkCreateInput,
  type ReciprocalLinkListArgs,
  type ReciprocalLinkUpdateInput,
} from './reciprocal-link.input';

export function listReciprocalLinks(ctx: Context, args: ReciprocalLinkListArgs): Promise<PageResult<ReciprocalLink>> {
  requireMarketingStaff(ctx);
  return paginate(ctx.em, ReciprocalLink, reciprocalLinkListSpec, args);
}

export async function getReciprocalLink(ctx: Context, id: number): Promise<ReciprocalLink> {
  requireMarketingStaff(ctx);
  const link = await ctx.em.findOne(ReciprocalLink, { id });
  if (!link) throw new NotFoundError();
  return link;
}

export async function createReciprocalLink(ctx: Context, input: ReciprocalLinkCreateInput): Promise<ReciprocalLink> {
  requireMarketingStaff(ctx);
  const gate = (await gateFromInput(ctx, input.gateId)) ?? null;
  const link = ctx.em.create(ReciprocalLink, {
    url: input.url.trim(),
    anchor: input.anchor?.trim() ?? '',
    enabled: input.enabled ?? true,
    gate,
  });
  await ctx.em.flush();
  return link;
}

export async function updateReciprocalLink(ctx: Context, id: number, input: ReciprocalLinkUpdateInput): Promise<ReciprocalLink> {
  const link = await getReciprocalLink(ctx, id);
  const gate = await gateFromInput(ctx, input.gateId);
  if (input.url != null) link.url = input.url.trim();
  if (input.anchor != null) link.anchor = input.anchor.trim();
  if (input.enabled != null) link.enabled = input.enabled;
  if (gate !== undefined) link.gate = gate;
  await ctx.em.flush();
  return link;
}

/** Projects that used the link keep working: their reference is cleared by the foreign key (set null). */
export async function deleteReciprocalLink(ctx: Context, id: number): Promise<boolean> {
  const link = await getReciprocalLink(ctx, id);
  await ctx.em.remove(link).flush();
  return true;
}

/** The enabled links a signed-in user of this gate may place on their site. */
/** The links the request's gate offers to its users (also what a project may choose, projects module). */
export function offeredLinkWhere(ctx: Context) {
  return { $and: [{ enabled: true }, gateScope(ctx)] };
}

export function activeReciprocalLinks(ctx: Context): Promise<ReciprocalLink[]> {
  requireUserId(ctx);
  return ctx.em.find(ReciprocalLink, offeredLinkWhere(ctx), { orderBy: { id: 'asc' } });
}

/** One offered link chosen at random, or null when there is none. */
export async function randomReciprocalLink(ctx: Context): Promise<ReciprocalLink | null> {
  requireUserId(ctx);
  const count = await ctx.em.count(ReciprocalLink, offeredLinkWhere(ctx));
  if (count === 0) return null;
  const [link] = await ctx.em.find(ReciprocalLink, offeredLinkWhere(ctx), {
    orderBy: { id: 'asc' },
    offset: Math.floor(Math.random() * count),
    limit: 1,
  });
  return link ?? null;
}
