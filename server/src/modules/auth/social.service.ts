import { randomBytes } from 'node:crypto';
import type { Context } from '../../graphql/context';
import { User } from '../users/user.entity';
import { normalizeEmail } from '../users/email';
import { issueToken } from './auth.service';
import { hashPassword } from './password';
import { invalidCredentials } from './social-auth';
import { SocialProvider } from './social.input';

/** An account nobody can sign in to with a password until they choose one (reset or activation link). */
export async function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}

/**
 * Signs in with a provider token: the account with that e-mail on the request's gate, created when there is
 * none (the provider vouches for the address, so it counts as confirmed).
 */
export async function loginWithProvider(ctx: Context, provider: SocialProvider, token: string): Promise<string> {
  const identity = await ctx.services.social.verify(provider, token);
  const email = normalizeEmail(identity.email);
  let user = await ctx.em.findOne(User, { gate: ctx.gate, email });
  if (user && (!user.enabled || user.deleted)) throw invalidCredentials();
  if (!user) {
    user = ctx.em.create(User, {
      email,
      gate: ctx.gate,
      passwordHash: await unusablePasswordHash(),
      displayName: identity.name?.trim().slice(0, 120) || email.split('@')[0],
      emailConfirmed: true,
    });
  }
  user.emailConfirmed = true;
  user.lastActivity = new Date();
  await ctx.em.flush();
  return issueToken(ctx, user);
}
