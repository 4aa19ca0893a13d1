import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../../common/errors';
import type { Context } from '../../graphql/context';
import type { User } from '../users/user.entity';
import { Role, type RoleName } from './roles';

/* Small helpers every policy uses: who is asking, and is it theirs. */

export function requireUser(ctx: Context): User {
  if (!ctx.user) throw new UnauthenticatedError();
  return ctx.user;
}

/** Who is asking, by id: what ownership checks compare, without loading the user. */
export function requireUserId(ctx: Context): number {
  if (ctx.userId == null) throw new UnauthenticatedError();
  return ctx.userId;
}

export function hasRoleCtx(ctx: Context, role: RoleName): boolean {
  return ctx.roles.has(role);
}

export function isStaffCtx(ctx: Context): boolean {
  return ctx.roles.has(Role.Support);
}

export function requireRole(ctx: Context, role: RoleName): void {
  requireUserId(ctx);
  if (!ctx.roles.has(role)) throw new ForbiddenError();
}

/** A row that belongs to someone else is answered as not found, so ids of other users' rows leak nothing. */
export function assertOwnerOrStaff(ctx: Context, ownerId: number, staffRole: RoleName = Role.Support): void {
  if (requireUserId(ctx) === ownerId) return;
  if (ctx.roles.has(staffRole)) return;
  throw new NotFoundError();
}
