import { ForbiddenError, NotFoundError } from '../../common/errors';
import type { Context } from '../../graphql/context';
import { requireUserId } from '../auth/access';
import { Role } from '../auth/roles';
import type { Project } from './project.entity';

/*
 * docs/product.md#roles for projects: owners read and change their own; support and above read every project and its
 * analytics id and visitor count; managers and above change any project; tracking codes need VIP level
 * (staff inherit it). Another user's project is answered as not found.
 */

/** What the rules below read of a project they check: a project read in part must carry these (project.reads.ts). */
export const PROJECT_RULE_READS: readonly string[] = ['owner'];

function isOwner(ctx: Context, project: Project): boolean {
  return requireUserId(ctx) === project.owner.id;
}

export function assertCanReadProject(ctx: Context, project: Project): void {
  if (isOwner(ctx, project) || ctx.roles.has(Role.Support)) return;
  throw new NotFoundError();
}

/**
 * The projects the caller may change, as a condition on their own columns: any for managers, else their own. The one
 * statement of the write rule: assertCanWriteProject checks a loaded project against it, and a write that carries the
 * rule in its WHERE uses it directly (project.service.ts updateProject).
 */
export function projectWriteScope(ctx: Context): { owner?: number } {
  return ctx.roles.has(Role.Manager) ? {} : { owner: requireUserId(ctx) };
}

export function assertCanWriteProject(ctx: Context, project: Project): void {
  const { owner } = projectWriteScope(ctx);
  if (owner === undefined || owner === project.owner.id) return;
  assertCanReadProject(ctx, project);
  throw new ForbiddenError();
}

export function assertCanUseTrackingCode(ctx: Context, project: Project): void {
  assertCanReadProject(ctx, project);
  if (!ctx.roles.has(Role.Vip)) throw new ForbiddenError('Tracking codes need a VIP account.');
}

/** Non-staff lists are limited to the caller's own projects. */
export function projectScope(ctx: Context): Record<string, unknown> {
  return ctx.roles.has(Role.Support) ? {} : { owner: requireUserId(ctx) };
}
