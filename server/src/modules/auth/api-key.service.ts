import { NotFoundError, ValidationError } from '../../common/errors';
import { paginate, type PageResult } from '../../common/list';
import type { Context } from '../../graphql/context';
import { User } from '../users/user.entity';
import { requireUser } from './access';
import { ApiKey } from './api-key.entity';
import { apiKeyListSpec, type ApiKeyCreateInput, type ApiKeyListArgs } from './api-key.input';
import { apiKeyShownPrefix, generateApiKeySecret } from './api-key.secret';
import { Role } from './roles';

/*
 * API keys: a user manages their own; admins list anyone's (never a secret: only its hash is stored) and
 * revoke them. Someone else's key is answered as not found. A key never manages keys (api-key.scopes.ts: NEVER).
 */

/** Each user holds at most this many live keys (a runaway script cannot fill the table). */
export const MAX_ACTIVE_KEYS = 50;

function isAdmin(ctx: Context): boolean {
  return ctx.roles.has(Role.Admin);
}

export function listApiKeys(ctx: Context, args: ApiKeyListArgs): Promise<PageResult<ApiKey>> {
  const user = requireUser(ctx);
  return paginate(ctx.em, ApiKey, apiKeyListSpec, args, isAdmin(ctx) ? {} : { owner: user.id });
}

export async function getApiKey(ctx: Context, id: number): Promise<ApiKey> {
  const user = requireUser(ctx);
  const key = await ctx.em.findOne(ApiKey, { id });
  if (!key || (key.owner.id !== user.id && !isAdmin(ctx))) throw new NotFoundError();
  return key;
}

export async function createApiKey(ctx: Context, input: ApiKeyCreateInput): Promise<{ apiKey: ApiKey; secret: string }> {
  const user = requireUser(ctx);
  const now = new Date();
  if (!input.name.trim()) throw new ValidationError([{ propertyPath: 'name', message: 'This value should not be blank.' }]);
  if (input.expiresAt && input.expiresAt <= now) {
    throw new ValidationError([{ propertyPath: 'expiresAt', message: 'The expiry must be in the future.' }]);
  }
  const live = await ctx.em.count(ApiKey, { owner: user.id, revokedAt: null, $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] });
  if (live >= MAX_ACTIVE_KEYS) {
    throw new ValidationError([{ propertyPath: '', message: `At most ${MAX_ACTIVE_KEYS} active keys; revoke one first.` }]);
  }
  const secret = generateApiKeySecret();
  const apiKey = ctx.em.create(ApiKey, {
    owner: ctx.em.getReference(User, user.id),
    name: input.name.trim(),
    prefix: apiKeyShownPrefix(secret),
    secretHash: ctx.services.apiKeys.hasher.hash(secret),
    scopes: [...new Set(input.scopes)],
    expiresAt: input.expiresAt ?? null,
  });
  await ctx.em.flush();
  return { apiKey, secret };
}

/** Revoking is final and idempotent: the first revocation time stays. */
export async function revokeApiKey(ctx: Context, id: number): Promise<ApiKey> {
  const key = await getApiKey(ctx, id);
  if (!key.revokedAt) {
    key.revokedAt = new Date();
    await ctx.em.flush();
  }
  return key;
}
