import { ConflictError, ForbiddenError, NotFoundError, UnauthenticatedError } from '../../common/errors';
import type { Context } from '../../graphql/context';
import { prepareVerificationMail } from '../../mail/account-mails';
import { User } from '../users/user.entity';
import { normalizeEmail } from '../users/user.service';
import type { LoginInput, RegisterInput } from './auth.input';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import { expandRoles, Role } from './roles';
import { LEXIK_MESSAGES } from './token.service';

export async function issueToken(ctx: Context, user: User): Promise<string> {
  return ctx.services.tokens.issue({ uid: user.id, gid: user.gate.id, username: user.email, roles: user.roles });
}

export async function login(ctx: Context, input: LoginInput): Promise<string> {
  const email = normalizeEmail(input.username);
  const account = `${ctx.gate.id}:${email}`;
  await ctx.services.loginLimiter.beforeAttempt(ctx.ip, account);
  const user = await ctx.em.findOne(User, { gate: ctx.gate, email }, { populate: ['passwordHash'] });
  const ok = user ? await verifyPassword(user.passwordHash, input.password) : (await verifyAgainstDummy(input.password), false);
  if (!user || !ok || !user.enabled || user.deleted) {
    await ctx.services.loginLimiter.failed(account);
    throw new UnauthenticatedError(LEXIK_MESSAGES.invalidCredentials);
  }
  await ctx.services.loginLimiter.succeeded(account);
  user.lastActivity = new Date();
  await ctx.em.flush();
  return issueToken(ctx, user);
}

export async function register(ctx: Context, input: RegisterInput): Promise<string> {
  const email = normalizeEmail(input.email);
  if (await ctx.em.count(User, { gate: ctx.gate, email })) {
    throw new ConflictError('This e-mail is already registered.', 'email');
  }
  const user = ctx.em.create(User, {
    email,
    gate: ctx.gate,
    passwordHash: await hashPassword(input.password),
    displayName: input.displayName?.trim() || email.split('@')[0],
    lastActivity: new Date(),
  });
  await ctx.em.flush();
  (await prepareVerificationMail(ctx.em, ctx.services, ctx.gate, user)).send();
  return issueToken(ctx, user);
}

/** Resolves the `_switch_user` target for an admin (SPEC.md §4, §6). */
export async function resolveSwitchUser(ctx: Pick<Context, 'em' | 'gate'>, real: User | null, email: string): Promise<User> {
  if (!real || !expandRoles(real.roles).has(Role.Admin)) throw new ForbiddenError('Only admins may switch user.');
  const target = await ctx.em.findOne(User, { gate: ctx.gate, email: normalizeEmail(email), deleted: false });
  if (!target) throw new NotFoundError(`No user "${email.trim()}" to switch to.`);
  // An admin must not gain rights by switching: every role the target holds must be one the admin holds.
  const mine = expandRoles(real.roles);
  if ([...expandRoles(target.roles)].some((r) => !mine.has(r))) {
    throw new ForbiddenError('You cannot switch to a user with more rights than yours.');
  }
  return target;
}
