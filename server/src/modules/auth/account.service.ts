import { ValidationError } from '../../common/errors';
import { ActionTokenPurpose } from '../../common/statuses';
import type { Context } from '../../graphql/context';
import { queueLinkMail } from '../../mail/account-mails';
import { User } from '../users/user.entity';
import { normalizeEmail } from '../users/email';
import type { AccountActionResult, ActivateEmailInput, PasswordResetRequestInput, ResetPasswordInput } from './account.input';
import { actionTokenPurpose, consumeActionToken, TOKEN_MESSAGES } from './action-token.service';
import { issueToken, loginAccountKey } from './auth.service';
import { requireUser } from './access';
import { hashPassword } from './password';

/*
 * The e-mail link flows of docs/product.md#screens-and-routes: forgot/reset password, verify e-mail, activate e-mail, unsubscribe, and
 * resending the verification mail. Tokens are one-use and expire (action-token.service.ts).
 */

/** Counts one request against the client IP and the address; over either limit → 429 with Retry-After. */
export async function countAccountRequest(ctx: Context, key: string): Promise<void> {
  const limiter = ctx.services.accountLimiter;
  await limiter.beforeAttempt(ctx.ip, key);
  await limiter.failed(key);
}

/**
 * Always answers true, whether or not the address has an account: the answer must not tell anyone which
 * addresses are registered. Limited per IP and per address so it cannot be used to flood a mailbox.
 */
export async function requestPasswordReset(ctx: Context, input: PasswordResetRequestInput): Promise<boolean> {
  const email = normalizeEmail(input.email);
  await countAccountRequest(ctx, `reset:${ctx.gateId}:${email}`);
  const user = await ctx.em.findOne(User, { gate: ctx.gate, email, enabled: true, deleted: false });
  if (user) await queueLinkMail(ctx.em, ctx, user, { kind: 'reset-password' });
  return true;
}

export async function resetPassword(ctx: Context, input: ResetPasswordInput): Promise<AccountActionResult> {
  const passwordHash = await hashPassword(input.password);
  const user = await consumeActionToken(ctx.em, input.token, ActionTokenPurpose.ResetPassword, (u) => {
    u.passwordHash = passwordHash;
    // Whoever knew the old password loses the sessions it gave them; the token answered below is the new version.
    u.revokeTokens();
    // The link reached the mailbox, so the address is the user's.
    u.emailConfirmed = true;
    u.lastActivity = new Date();
    return u;
  });
  // The owner proved control of the account: its failed logins no longer slow it down or refuse this address.
  await ctx.services.loginLimiter.recovered(ctx.ip, loginAccountKey(user.gate.id, user.email));
  return { message: 'Your password has been changed.', login: user.email, token: await issueToken(ctx, user) };
}

export async function verifyEmail(ctx: Context, token: string): Promise<AccountActionResult> {
  // The same page confirms an e-mail change: its link carries a change_email token.
  if ((await actionTokenPurpose(ctx.em, token)) === ActionTokenPurpose.ChangeEmail) return confirmEmailChange(ctx, token);
  const user = await consumeActionToken(ctx.em, token, ActionTokenPurpose.VerifyEmail, (u) => {
    u.emailConfirmed = true;
    return u;
  });
  // The link reached the mailbox: it signs in, which finishes a sign-up (auth.service.ts register).
  return { message: 'Your e-mail address is confirmed.', login: user.email, token: await issueToken(ctx, user) };
}

async function confirmEmailChange(ctx: Context, token: string): Promise<AccountActionResult> {
  const user = await consumeActionToken(ctx.em, token, ActionTokenPurpose.ChangeEmail, async (u, tem, newEmail) => {
    if (!newEmail) throw new ValidationError([{ propertyPath: 'token', message: TOKEN_MESSAGES.invalid }]);
    // Someone may have registered the address since the link was sent.
    if (await tem.count(User, { gate: u.gate, email: newEmail, id: { $ne: u.id } })) {
      throw new ValidationError([{ propertyPath: 'token', message: 'This e-mail is already registered.' }]);
    }
    u.email = newEmail;
    u.emailConfirmed = true;
    return u;
  });
  return { message: 'Your e-mail address is changed: sign in with it from now on.', login: user.email, token: null };
}

/** The welcome link of the demo sign-up: confirms the address, optionally sets a password, and signs in. */
export async function activateEmail(ctx: Context, input: ActivateEmailInput): Promise<AccountActionResult> {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const user = await consumeActionToken(ctx.em, input.token, ActionTokenPurpose.ActivateEmail, (u) => {
    u.emailConfirmed = true;
    if (passwordHash) u.passwordHash = passwordHash;
    u.lastActivity = new Date();
    return u;
  });
  return { message: 'Your account is active.', login: user.email, token: await issueToken(ctx, user) };
}

export async function unsubscribe(ctx: Context, token: string): Promise<AccountActionResult> {
  const user = await consumeActionToken(ctx.em, token, ActionTokenPurpose.Unsubscribe, (u) => {
    u.unsubscribed = true;
    return u;
  });
  return { message: 'You will no longer receive newsletters and promotions.', login: user.email, token: null };
}

/**
 * RFC 8058 one-click unsubscribe: a mail client POSTs to the List-Unsubscribe address of a marketing message. No page,
 * no confirmation, and a second POST (the client retried, or another message's link after the first was used)
 * answers the same: the reader is unsubscribed. Unknown and expired tokens are refused as on the page.
 */
export async function unsubscribeOneClick(ctx: Context, token: string): Promise<boolean> {
  try {
    await consumeActionToken(ctx.em, token, ActionTokenPurpose.Unsubscribe, (u) => {
      u.unsubscribed = true;
    });
  } catch (e) {
    const used = e instanceof ValidationError && e.violations.some((v) => v.message === TOKEN_MESSAGES.used);
    if (!used) throw e;
  }
  return true;
}

export async function resendVerification(ctx: Context): Promise<boolean> {
  const user = requireUser(ctx);
  if (user.emailConfirmed) throw new ValidationError([{ propertyPath: 'email', message: 'Your e-mail address is already confirmed.' }]);
  await countAccountRequest(ctx, `verify:${user.id}`);
  await queueLinkMail(ctx.em, ctx, user, { kind: 'verify-email' });
  return true;
}
