import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, ForbiddenError, NotFoundError, StateConflictError, ValidationError } from '../../common/errors';
import { paginate, type PageResult } from '../../common/list';
import type { Context } from '../../graphql/context';
import { requireRole, requireUser } from '../auth/access';
import { hashPassword, verifyPassword } from '../auth/password';
import { expandRoles, Role } from '../auth/roles';
import { countAccountRequest } from '../auth/account.service';
import { normalizeEmail } from './email';
import { queueLinkMail } from '../../mail/account-mails';
import { recordAudit } from '../audit/audit.service';
import { removeAccount } from './account-removal.service';
import { User } from './user.entity';
import {
  userListSpec,
  type EmailChangeInput,
  type ProfileUpdateInput,
  type UserCreateInput,
  type UserListArgs,
  type UserUpdateInput,
} from './user.input';

/** Staff see every gate's users (docs/product.md#what-it-is); the list is staff-only. */
export async function listUsers(ctx: Context, args: UserListArgs): Promise<PageResult<User>> {
  requireRole(ctx, Role.Support);
  const filter = { ...(args.filter ?? {}) };
  if (filter.role !== undefined) {
    const role = filter.role.trim();
    delete filter.role;
    if (role) return paginate(ctx.em, User, userListSpec, { ...args, filter }, { roles: { $contains: [role] } });
  }
  return paginate(ctx.em, User, userListSpec, { ...args, filter });
}

export async function getUser(ctx: Context, id: number): Promise<User> {
  const me = requireUser(ctx);
  if (me.id !== id && !ctx.roles.has(Role.Support)) throw new NotFoundError();
  const user = await ctx.em.findOne(User, { id });
  if (!user) throw new NotFoundError();
  return user;
}

/**
 * Role rules of the admin area: only roles the editor holds may be granted or taken away; only a super
 * admin edits admins and grants or removes ROLE_ADMIN and ROLE_SUPER_ADMIN; nobody edits their own roles or
 * disables their own account (a switched admin acts as the user, whose roles never allow it anyway).
 */
function assertCanManage(ctx: Context, target: User, newRoles?: string[], enabled?: boolean): void {
  const mine = ctx.roles;
  const me = requireUser(ctx);
  const targetRoles = expandRoles(target.roles);
  if (targetRoles.has(Role.Admin) && !mine.has(Role.SuperAdmin)) {
    throw new ForbiddenError('Only a super admin may change an admin.');
  }
  if (newRoles) {
    const changed = [...new Set([...newRoles, ...target.roles])].filter((r) => newRoles.includes(r) !== target.roles.includes(r));
    if (changed.length && target.id === me.id) throw new ForbiddenError('You cannot change your own roles.');
    if (
      changed.some((r) => !mine.has(r as never)) ||
      (changed.some((r) => r === Role.Admin || r === Role.SuperAdmin) && !mine.has(Role.SuperAdmin))
    ) {
      throw new ForbiddenError('You cannot grant or revoke a role above your own.');
    }
  }
  if (enabled === false && target.id === me.id && target.enabled) throw new ForbiddenError('You cannot disable your own account.');
}

/**
 * The last enabled super admin stays one: a change that would leave no enabled, not deleted user holding
 * ROLE_SUPER_ADMIN is refused. Runs inside the change's transaction with every super admin row locked, so two
 * admins demoting the last two super admins at once cannot both pass (the second waits and then sees one left).
 */
async function assertNotLastSuperAdmin(em: EntityManager, targetId: number, propertyPath: string | null, message: string): Promise<void> {
  // Plain SQL: a partial entity load here would leave half-loaded users in the transaction's identity map.
  const supers = await em.execute<{ id: number }[]>(
    'select id from users where roles @> array[?]::text[] and enabled and not deleted order by id for update',
    [Role.SuperAdmin],
  );
  if (!supers.some((u) => u.id === targetId) || supers.some((u) => u.id !== targetId)) return;
  // A field the form shows (roles, enabled) gets a violation; the removal of the account is a state conflict (409).
  throw propertyPath === null ? new StateConflictError(message) : new ValidationError([{ propertyPath, message }]);
}

/** Whether the change takes super-admin power away from a user who holds it now. */
function endsSuperAdmin(target: User, roles: string[] | undefined, enabled: boolean | undefined): 'roles' | 'enabled' | null {
  if (!target.roles.includes(Role.SuperAdmin) || !target.enabled || target.deleted) return null;
  if (roles && !roles.includes(Role.SuperAdmin)) return 'roles';
  if (enabled === false) return 'enabled';
  return null;
}

export async function createUser(ctx: Context, input: UserCreateInput): Promise<User> {
  requireRole(ctx, Role.Admin);
  const email = normalizeEmail(input.email);
  if (await ctx.em.count(User, { gate: ctx.gate, email })) throw new ConflictError('This e-mail is already registered.', 'email');
  const passwordHash = await hashPassword(input.password);
  // The account and its audit row commit together; the row needs the new id.
  return ctx.em.transactional(async (em) => {
    const user = em.create(User, {
      email,
      gate: ctx.gateId,
      passwordHash,
      displayName: input.displayName?.trim() || email.split('@')[0],
      roles: [],
      enabled: input.enabled ?? true,
      emailConfirmed: input.emailConfirmed ?? false,
    });
    if (input.roles) {
      assertCanManage(ctx, user, input.roles);
      user.roles = input.roles;
    }
    await em.flush();
    recordAudit(em, ctx, { targetType: 'User', targetId: user.id, detail: { roles: user.roles, enabled: user.enabled } });
    await em.flush();
    return user;
  });
}

export async function updateUser(ctx: Context, id: number, input: UserUpdateInput): Promise<User> {
  requireRole(ctx, Role.Admin);
  const found = await ctx.em.findOne(User, { id });
  if (!found) throw new NotFoundError();
  assertCanManage(ctx, found, input.roles, input.enabled);
  return ctx.em.transactional(async (em) => {
    // The super admins are locked first, in id order, before the target row: two super admins demoting each other
    // at once would otherwise each hold one row and wait for the other's (a deadlock).
    const ending = endsSuperAdmin(found, input.roles, input.enabled);
    if (ending === 'roles') await assertNotLastSuperAdmin(em, id, 'roles', 'The last super admin cannot lose ROLE_SUPER_ADMIN.');
    if (ending === 'enabled') await assertNotLastSuperAdmin(em, id, 'enabled', 'The last super admin cannot be disabled.');
    const user = await em.findOneOrFail(User, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    const changed = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    recordAudit(em, ctx, {
      targetType: 'User',
      targetId: user.id,
      detail: {
        changed,
        ...(input.roles !== undefined ? { rolesBefore: user.roles } : {}),
        ...(input.enabled !== undefined ? { enabledBefore: user.enabled } : {}),
      },
    });
    if (input.displayName !== undefined) user.displayName = input.displayName.trim();
    if (input.roles !== undefined) user.roles = input.roles;
    // A disabled account is refused at its next request (authenticate.ts); its tokens stay dead if it is enabled again.
    if (input.enabled === false && user.enabled) user.revokeTokens();
    if (input.enabled !== undefined) user.enabled = input.enabled;
    if (input.emailConfirmed !== undefined) user.emailConfirmed = input.emailConfirmed;
    if (input.unsubscribed !== undefined) user.unsubscribed = input.unsubscribed;
    await em.flush();
    return user;
  });
}

export async function updateProfile(ctx: Context, input: ProfileUpdateInput): Promise<User> {
  const me = requireUser(ctx);
  if (input.newPassword !== undefined) {
    await ctx.em.populate(me, ['passwordHash']);
    if (!input.currentPassword || !(await verifyPassword(me.passwordHash, input.currentPassword))) {
      throw new ValidationError([{ propertyPath: 'currentPassword', message: 'The current password is not correct.' }]);
    }
    me.passwordHash = await hashPassword(input.newPassword);
    // Every session the old password opened ends, this one included: sign in again with the new one.
    me.revokeTokens();
  }
  // Only after the password check: the password lookup is a query, and a query flushes pending changes
  // (FlushMode.AUTO), so a name set before it was saved even when the password was refused.
  if (input.displayName !== undefined) me.displayName = input.displayName.trim();
  await ctx.em.flush();
  return me;
}

async function lastSuperAdminStays(em: EntityManager, userId: number): Promise<void> {
  await assertNotLastSuperAdmin(em, userId, null, 'The last super admin cannot be removed.');
}

export async function removeOwnAccount(ctx: Context, password: string): Promise<boolean> {
  const me = requireUser(ctx);
  if (ctx.impersonator) throw new ForbiddenError('An account cannot be removed while switched to it.');
  await ctx.em.populate(me, ['passwordHash']);
  if (!(await verifyPassword(me.passwordHash, password))) {
    throw new ValidationError([{ propertyPath: 'password', message: 'The password is not correct.' }]);
  }
  await removeAccount(ctx.em, ctx.services.jobs, me.id, lastSuperAdminStays);
  return true;
}

export async function removeAccountById(ctx: Context, id: number): Promise<boolean> {
  requireRole(ctx, Role.Admin);
  const user = await ctx.em.findOne(User, { id, deleted: false });
  if (!user) throw new NotFoundError();
  assertCanManage(ctx, user);
  await removeAccount(ctx.em, ctx.services.jobs, user.id, async (em, userId) => {
    await lastSuperAdminStays(em, userId);
    recordAudit(em, ctx, { targetType: 'User', targetId: userId });
  });
  return true;
}

/**
 * Starts an e-mail change (profile): after the password check, a one-use link (24 hours) goes to the NEW
 * address; the login changes only when that link is opened (verifyEmail, the /verify-email/{token} page). The
 * address must be free on the gate now and again at confirmation.
 */
export async function requestEmailChange(ctx: Context, input: EmailChangeInput): Promise<boolean> {
  const me = requireUser(ctx);
  if (ctx.impersonator) throw new ForbiddenError('The e-mail address cannot be changed while switched to the account.');
  await countAccountRequest(ctx, `change-email:${me.id}`);
  await ctx.em.populate(me, ['passwordHash']);
  if (!(await verifyPassword(me.passwordHash, input.password))) {
    throw new ValidationError([{ propertyPath: 'password', message: 'The password is not correct.' }]);
  }
  const email = normalizeEmail(input.newEmail);
  if (email === me.email) throw new ValidationError([{ propertyPath: 'newEmail', message: 'This is already your e-mail address.' }]);
  if (await ctx.em.count(User, { gate: me.gate, email })) {
    throw new ValidationError([{ propertyPath: 'newEmail', message: 'This e-mail is already registered.' }]);
  }
  await queueLinkMail(ctx.em, ctx, me, { kind: 'change-email', newEmail: email });
  return true;
}
