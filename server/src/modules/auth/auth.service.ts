import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../../common/errors';
import type { Context } from '../../graphql/context';
import { queueLinkMail } from '../../mail/account-mails';
import { User } from '../users/user.entity';
import { normalizeEmail } from '../users/email';
import type { LoginInput, RegisterInput, RegistrationAnswer } from './auth.input';
import { requireUser } from './access';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import { expandRoles, Role } from './roles';
import { LEXIK_MESSAGES } from './token.service';

export async function issueToken(ctx: Context, user: User): Promise<string> {
  return ctx.services.tokens.issue({ uid: user.id, gid: user.gate.id, username: user.email, roles: user.roles, tv: user.tokenVersion });
}

/** The login limiter's key of an account: one per gate and address, whether or not the account exists. */
export function loginAccountKey(gateId: number, email: string): string {
  return `${gateId}:${email}`;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Rate limits in login-limiter.ts: 429 for a guessing (account, IP) pair or IP; a much-guessed account answers slowly. */
export async function login(ctx: Context, input: LoginInput): Promise<string> {
  const email = normalizeEmail(input.username);
  const account = loginAccountKey(ctx.gateId, email);
  const limiter = ctx.services.loginLimiter;
  const delayMs = await limiter.beforeAttempt(ctx.ip, account);
  // Held back before the password is even checked, whatever the outcome: the wait tells nothing.
  if (delayMs > 0) await sleep(delayMs);
  const user = await ctx.em.findOne(User, { gate: ctx.gate, email }, { populate: ['passwordHash'] });
  const ok = user ? await verifyPassword(user.passwordHash, input.password) : (await verifyAgainstDummy(input.password), false);
  if (!user || !ok || !user.enabled || user.deleted) {
    await limiter.failed(ctx.ip, account);
    throw new UnauthenticatedError(LEXIK_MESSAGES.invalidCredentials);
  }
  await limiter.succeeded(ctx.ip, account);
  user.lastActivity = new Date();
  await ctx.em.flush();
  return issueToken(ctx, user);
}

/** Ends every session of the signed-in user (the admin behind a switch-user request: the token is theirs). */
export async function logout(ctx: Context): Promise<boolean> {
  const owner = ctx.impersonator ?? requireUser(ctx);
  owner.revokeTokens();
  await ctx.em.flush();
  return true;
}

/**
 * Sign-ups are limited per client IP (REGISTER_RATE_*): 429 / TOO_MANY_REQUESTS over the limit.
 *
 * The answer must not tell anyone whether the address has an account (forgot-password does not either),
 * so it is the same for both, with no session: the address's owner learns the rest by mail. A new account gets the
 * verification mail, whose link confirms the address and signs in; an existing one gets a mail saying someone
 * tried to sign up, with links to log in and to reset the password. The password is hashed on both paths, so both
 * take the same time.
 */
export async function register(ctx: Context, input: RegisterInput): Promise<RegistrationAnswer> {
  await ctx.services.registerLimiter.beforeAttempt(ctx.ip, 'register');
  const email = normalizeEmail(input.email);
  const answer: RegistrationAnswer = { email, message: `We sent an e-mail to ${email}. Open the link in it to finish signing up.` };
  const passwordHash = await hashPassword(input.password);
  const existing = await ctx.em.findOne(User, { gate: ctx.gate, email });
  if (existing) {
    if (existing.enabled && !existing.deleted) await queueLinkMail(ctx.em, ctx, existing, { kind: 'registration-attempt' });
    return answer;
  }
  const user = ctx.em.create(User, {
    email,
    gate: ctx.gate,
    passwordHash,
    displayName: input.displayName?.trim() || email.split('@')[0],
    lastActivity: new Date(),
  });
  try {
    await ctx.em.flush();
  } catch (err) {
    // The same address signed up at the same moment: the other request made the account and sent its mail.
    if (err instanceof UniqueConstraintViolationException) return answer;
    throw err;
  }
  await queueLinkMail(ctx.em, ctx, user, { kind: 'verify-email' });
  return answer;
}

/** Resolves the `_switch_user` target for an admin (docs/product.md#states and docs/product.md#roles). */
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
