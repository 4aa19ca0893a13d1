import { ConflictError, NotFoundError, ValidationError, type Violation } from '../../common/errors';
import { paginate, type PageResult } from '../../common/list';
import type { Context } from '../../graphql/context';
import { gateFromInput, gateScope, requireMarketingStaff } from './marketing.policy';
import { Promotion } from './promotion.entity';
import {
  promotionListSpec,
  type ActivePromotionArgs,
  type PromotionCreateInput,
  type PromotionListArgs,
  type PromotionUpdateInput,
} from './promotion.input';

export const MAX_CREDITS_MULTIPLIER = 10;

/** A blank utm value means "not given". */
function utm(value: string | null | undefined): string | null {
  const v = value?.trim();
  return v ? v : null;
}

/*
 * Checks run before the entity is created or changed: the EntityManager flushes pending changes before a query
 * on the same entity (FlushMode.AUTO), so a lookup after a change would write it first.
 */

/** The rules of one promotion row, checked on the values it will have after a create or an update. */
function assertValid(p: Pick<Promotion, 'creditsMultiplier' | 'startAt' | 'endAt'>): void {
  const violations: Violation[] = [];
  if (!(p.creditsMultiplier > 1 && p.creditsMultiplier <= MAX_CREDITS_MULTIPLIER)) {
    violations.push({
      propertyPath: 'creditsMultiplier',
      message: `The multiplier must be greater than 1 and at most ${MAX_CREDITS_MULTIPLIER}.`,
    });
  }
  if (p.endAt.getTime() <= p.startAt.getTime()) {
    violations.push({ propertyPath: 'endAt', message: 'The end must be after the start.' });
  }
  if (violations.length) throw new ValidationError(violations);
}

async function assertCodeFree(ctx: Context, code: string, exceptId?: number): Promise<void> {
  const where = exceptId === undefined ? { code } : { code, id: { $ne: exceptId } };
  if (await ctx.em.count(Promotion, where)) throw new ConflictError('This code is already used by another promotion.', 'code');
}

export function listPromotions(ctx: Context, args: PromotionListArgs): Promise<PageResult<Promotion>> {
  requireMarketingStaff(ctx);
  return paginate(ctx.em, Promotion, promotionListSpec, args);
}

export async function getPromotion(ctx: Context, id: number): Promise<Promotion> {
  requireMarketingStaff(ctx);
  const promotion = await ctx.em.findOne(Promotion, { id });
  if (!promotion) throw new NotFoundError();
  return promotion;
}

export async function createPromotion(ctx: Context, input: PromotionCreateInput): Promise<Promotion> {
  requireMarketingStaff(ctx);
  const code = input.code.trim();
  assertValid(input);
  await assertCodeFree(ctx, code);
  const gate = (await gateFromInput(ctx, input.gateId)) ?? null;
  const promotion = ctx.em.create(Promotion, {
    name: input.name.trim(),
    code,
    creditsMultiplier: input.creditsMultiplier,
    startAt: input.startAt,
    endAt: input.endAt,
    offerTitle: input.offerTitle?.trim() ?? '',
    offerDescription: input.offerDescription?.trim() ?? '',
    enabled: input.enabled ?? true,
    utmSource: utm(input.utmSource),
    utmMedium: utm(input.utmMedium),
    utmCampaign: utm(input.utmCampaign),
    gate,
    ...(input.type ? { type: input.type } : {}),
  });
  await ctx.em.flush();
  return promotion;
}

export async function updatePromotion(ctx: Context, id: number, input: PromotionUpdateInput): Promise<Promotion> {
  const promotion = await getPromotion(ctx, id);
  const code = input.code?.trim();
  assertValid({
    creditsMultiplier: input.creditsMultiplier ?? promotion.creditsMultiplier,
    startAt: input.startAt ?? promotion.startAt,
    endAt: input.endAt ?? promotion.endAt,
  });
  if (code !== undefined && code !== promotion.code) await assertCodeFree(ctx, code, promotion.id);
  const gate = await gateFromInput(ctx, input.gateId);

  if (input.name != null) promotion.name = input.name.trim();
  if (code !== undefined) promotion.code = code;
  if (input.type != null) promotion.type = input.type;
  if (input.creditsMultiplier != null) promotion.creditsMultiplier = input.creditsMultiplier;
  if (input.offerTitle != null) promotion.offerTitle = input.offerTitle.trim();
  if (input.offerDescription != null) promotion.offerDescription = input.offerDescription.trim();
  if (input.enabled != null) promotion.enabled = input.enabled;
  if (input.startAt != null) promotion.startAt = input.startAt;
  if (input.endAt != null) promotion.endAt = input.endAt;
  if (input.utmSource !== undefined) promotion.utmSource = utm(input.utmSource);
  if (input.utmMedium !== undefined) promotion.utmMedium = utm(input.utmMedium);
  if (input.utmCampaign !== undefined) promotion.utmCampaign = utm(input.utmCampaign);
  if (gate !== undefined) promotion.gate = gate;
  await ctx.em.flush();
  return promotion;
}

/** How many utm values a promotion targets: a more specific match comes first. */
function specificity(p: Pick<Promotion, 'utmSource' | 'utmMedium' | 'utmCampaign'>): number {
  return [p.utmSource, p.utmMedium, p.utmCampaign].filter((v) => v !== null).length;
}

/** The popup's order (docs/product.md#states "the first active one is shown"): most specific utm match, then earliest start, then id. */
function byPrecedence(a: Promotion, b: Promotion): number {
  return specificity(b) - specificity(a) || a.startAt.getTime() - b.startAt.getTime() || a.id - b.id;
}

/**
 * Public (docs/product.md#states and docs/api.md#calls): enabled promotions running now, for every gate or this one, whose
 * utm narrowing is either absent or equal to the visitor's stored attribution. The first is the one the popup
 * shows: a promotion aimed at the visitor's utm values comes before a general one (otherwise a targeted promotion
 * would never be seen while a general one runs), then the earliest start.
 */
export async function activePromotions(ctx: Context, args: ActivePromotionArgs, now = new Date()): Promise<Promotion[]> {
  const utmMatch = (field: 'utmSource' | 'utmMedium' | 'utmCampaign', value: string | null) =>
    value === null ? { [field]: null } : { $or: [{ [field]: null }, { [field]: value }] };
  const rows = await ctx.em.find(
    Promotion,
    {
      $and: [
        { enabled: true, startAt: { $lte: now }, endAt: { $gte: now } },
        gateScope(ctx),
        utmMatch('utmSource', utm(args.utmSource)),
        utmMatch('utmMedium', utm(args.utmMedium)),
        utmMatch('utmCampaign', utm(args.utmCampaign)),
      ],
    },
    { orderBy: [{ startAt: 'asc' }, { id: 'asc' }] },
  );
  return rows.sort(byPrecedence);
}

/** Every running promotion, read once per request (the admin list asks for each row's standing). */
const runningByRequest = new WeakMap<Context, Promise<Promotion[]>>();

function runningPromotions(ctx: Context, now: Date): Promise<Promotion[]> {
  let running = runningByRequest.get(ctx);
  if (!running) {
    running = ctx.em.find(
      Promotion,
      { enabled: true, startAt: { $lte: now }, endAt: { $gte: now } },
      { orderBy: [{ startAt: 'asc' }, { id: 'asc' }] },
    );
    runningByRequest.set(ctx, running);
  }
  return running;
}

/**
 * Which promotion the audience of `promotion` is shown now (overlapping promotions stay understandable
 * in the admin list). Its audience: visitors of its gate (every gate: visitors of gates without a promotion of
 * their own) arriving with exactly its utm values. Null when it is not running.
 */
export async function promotionShownInstead(ctx: Context, promotion: Promotion, now = new Date()): Promise<Promotion | null> {
  const isRunning = promotion.enabled && promotion.startAt <= now && promotion.endAt >= now;
  if (!isRunning) return null;
  const gateId = promotion.gate?.id ?? null;
  const matches = (q: Promotion) =>
    (q.gate === null || q.gate.id === gateId) &&
    (['utmSource', 'utmMedium', 'utmCampaign'] as const).every((f) => q[f] === null || q[f] === promotion[f]);
  const candidates = (await runningPromotions(ctx, now)).filter(matches).sort(byPrecedence);
  return candidates[0] ?? promotion;
}
