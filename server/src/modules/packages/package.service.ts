import { ConflictError, NotFoundError, ValidationError } from '../../common/errors';
import { paginate, type PageResult } from '../../common/list';
import type { Context } from '../../graphql/context';
import { isStaffCtx, requireRole } from '../auth/access';
import { Role } from '../auth/roles';
import { Gate } from '../gates/gate.entity';
import { Package } from './package.entity';
import { packageListSpec, type PackageCreateInput, type PackageListArgs, type PackageUpdateInput } from './package.input';

/*
 * The catalogue is public. Visitors and customers see the active packages sold on the request's gate (its own
 * and those without a gate); staff administer every package of every gate, inactive ones included. A package
 * the caller may not see is answered as not found.
 */

function visibleScope(ctx: Context): Record<string, unknown> {
  if (isStaffCtx(ctx)) return {};
  return { active: true, $or: [{ gate: null }, { gate: ctx.gateId }] };
}

function isVisible(ctx: Context, pkg: Package): boolean {
  if (isStaffCtx(ctx)) return true;
  return pkg.active && (pkg.gate === null || pkg.gate.id === ctx.gateId);
}

export function listPackages(ctx: Context, args: PackageListArgs): Promise<PageResult<Package>> {
  return paginate(ctx.em, Package, packageListSpec, args, visibleScope(ctx));
}

export async function getPackage(ctx: Context, id: number): Promise<Package> {
  const pkg = await ctx.em.findOne(Package, { id });
  if (!pkg || !isVisible(ctx, pkg)) throw new NotFoundError();
  return pkg;
}

/** The offers the gate's home page shows, for everyone (staff see the page as visitors do). */
export function listMainPagePackages(ctx: Context): Promise<Package[]> {
  return ctx.em.find(
    Package,
    { active: true, showOnMainPage: true, $or: [{ gate: null }, { gate: ctx.gateId }] },
    { orderBy: [{ position: 'asc' }, { id: 'asc' }] },
  );
}

async function assertCodeFree(ctx: Context, code: string, exceptId?: number): Promise<void> {
  const taken = await ctx.em.count(Package, exceptId === undefined ? { code } : { code, id: { $ne: exceptId } });
  if (taken) throw new ConflictError('This code is already used by another package.', 'code');
}

/** The parent must exist and must not be the package itself or one of its variants (no cycles). */
async function resolveParent(ctx: Context, parentId: number, self?: Package): Promise<Package> {
  const parent = await ctx.em.findOne(Package, { id: parentId });
  if (!parent) throw new ValidationError([{ propertyPath: 'parentId', message: 'This package does not exist.' }]);
  let ancestor: Package | null = parent;
  while (self && ancestor) {
    if (ancestor.id === self.id) {
      throw new ValidationError([{ propertyPath: 'parentId', message: 'A package cannot be a variant of itself or of its own variants.' }]);
    }
    ancestor = ancestor.parent ? await ctx.em.findOne(Package, { id: ancestor.parent.id }) : null;
  }
  return parent;
}

async function resolveGate(ctx: Context, gateId: number): Promise<Gate> {
  const gate = await ctx.em.findOne(Gate, { id: gateId });
  if (!gate) throw new ValidationError([{ propertyPath: 'gateId', message: 'This gate does not exist.' }]);
  return gate;
}

export async function createPackage(ctx: Context, input: PackageCreateInput): Promise<Package> {
  requireRole(ctx, Role.Manager);
  const code = input.code.trim();
  await assertCodeFree(ctx, code);
  const pkg = ctx.em.create(Package, {
    name: input.name.trim(),
    code,
    description: input.description?.trim() ?? '',
    size: input.size,
    priceMinor: input.priceMinor,
    currency: input.currency ?? 'USD',
    durationDays: input.durationDays ?? 30,
    active: input.active ?? true,
    professional: input.professional ?? false,
    guaranteedAlexa: input.guaranteedAlexa ?? false,
    free: input.free ?? false,
    showOnMainPage: input.showOnMainPage ?? false,
    position: input.position ?? 0,
    parent: input.parentId == null ? null : await resolveParent(ctx, input.parentId),
    gate: input.gateId == null ? null : await resolveGate(ctx, input.gateId),
  });
  await ctx.em.flush();
  return pkg;
}

export async function updatePackage(ctx: Context, id: number, input: PackageUpdateInput): Promise<Package> {
  requireRole(ctx, Role.Manager);
  const pkg = await ctx.em.findOne(Package, { id });
  if (!pkg) throw new NotFoundError();
  // Every lookup before the first change: a query flushes pending changes (FlushMode.AUTO), so a change made
  // before a refused parent or gate would have been saved anyway (nothing written on refusal).
  const code = input.code?.trim();
  if (code != null && code !== pkg.code) await assertCodeFree(ctx, code, pkg.id);
  const parent = input.parentId == null ? input.parentId : await resolveParent(ctx, input.parentId, pkg);
  const gate = input.gateId == null ? input.gateId : await resolveGate(ctx, input.gateId);
  if (code != null) pkg.code = code;
  if (input.name != null) pkg.name = input.name.trim();
  if (input.description != null) pkg.description = input.description.trim();
  if (input.size != null) pkg.size = input.size;
  if (input.priceMinor != null) pkg.priceMinor = input.priceMinor;
  if (input.currency != null) pkg.currency = input.currency;
  if (input.durationDays != null) pkg.durationDays = input.durationDays;
  if (input.active != null) pkg.active = input.active;
  if (input.professional != null) pkg.professional = input.professional;
  if (input.guaranteedAlexa != null) pkg.guaranteedAlexa = input.guaranteedAlexa;
  if (input.free != null) pkg.free = input.free;
  if (input.showOnMainPage != null) pkg.showOnMainPage = input.showOnMainPage;
  if (input.position != null) pkg.position = input.position;
  if (parent !== undefined) pkg.parent = parent;
  if (gate !== undefined) pkg.gate = gate;
  await ctx.em.flush();
  return pkg;
}
