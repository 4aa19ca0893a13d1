import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServerResponse } from 'node:http';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ForbiddenError, TooManyRequestsError, UnauthenticatedError } from '../../common/errors';
import { User } from '../users/user.entity';
import { ApiKey } from './api-key.entity';
import { isApiKeyScope, type ApiKeyPrincipal } from './api-key.scopes';
import { ApiKeyHasher, isWellFormedApiKey, looksLikeApiKey } from './api-key.secret';
import { bearerToken } from './bearer';
import { sessionAllowedOnGate } from './roles';
import type { RateLimitStore } from './login-limiter';
import type { HttpRequest } from '../../common/http-request';

/*
 * `Authorization: Bearer tg_…`: the key's user, narrowed by the key's scopes.
 * - The key row is read on every request (one indexed lookup by hash, joined with its user): a revoked or expired key,
 *   or a disabled user, is refused at once on every process; nothing is cached.
 * - Its last use is written at most once a minute per key: the read says when it was last recorded, and only a value
 *   older than LAST_USED_RESOLUTION_MS is updated (a conditional UPDATE, so racing processes write it once).
 * - Each key has a request budget on the shared rate-limit store (Redis when configured, else process memory):
 *   every keyed answer carries `RateLimit-Policy` and `RateLimit` (draft-ietf-httpapi-ratelimit-headers), a spent
 *   budget answers 429 with `Retry-After`.
 */

export const LAST_USED_RESOLUTION_MS = 60_000;

export const API_KEY_MESSAGES = {
  invalid: 'Invalid API key',
  expired: 'Expired API key',
  revoked: 'Revoked API key',
  switchUser: 'An API key cannot switch user.',
} as const;

export interface ApiKeyRateOptions {
  points: number;
  duration: number;
}

export class ApiKeyAuthenticator {
  readonly hasher: ApiKeyHasher;
  private readonly limiter: RateLimiterAbstract;

  constructor(
    secret: string,
    store: RateLimitStore,
    readonly rate: ApiKeyRateOptions,
  ) {
    this.hasher = new ApiKeyHasher(secret);
    this.limiter = store.limiter('apikey', rate.points, rate.duration);
  }

  /**
   * The key behind a secret and its user; UNAUTHENTICATED (401) for anything that is not a live key of an account of
   * the request's gate.
   */
  async verify(em: EntityManager, secret: string, gateId: number): Promise<{ user: User; key: ApiKeyPrincipal }> {
    if (!isWellFormedApiKey(secret)) throw new UnauthenticatedError(API_KEY_MESSAGES.invalid);
    const key = await em.findOne(ApiKey, { secretHash: this.hasher.hash(secret) }, { populate: ['owner'] });
    if (!key) throw new UnauthenticatedError(API_KEY_MESSAGES.invalid);
    if (key.revokedAt) throw new UnauthenticatedError(API_KEY_MESSAGES.revoked);
    const now = new Date();
    if (key.expiresAt && key.expiresAt <= now) throw new UnauthenticatedError(API_KEY_MESSAGES.expired);
    const user = key.owner;
    // A key carries no staff role (api-key.scopes.ts keyRoles), so it acts on its owner's gate only.
    if (!user.enabled || user.deleted || !sessionAllowedOnGate([], user.gate.id, gateId))
      throw new UnauthenticatedError(API_KEY_MESSAGES.invalid);
    if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
      const cutoff = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
      await em.nativeUpdate(ApiKey, { id: key.id, $or: [{ lastUsedAt: null }, { lastUsedAt: { $lt: cutoff } }] }, { lastUsedAt: now });
    }
    return { user, key: { id: key.id, scopes: key.scopes.filter(isApiKeyScope) } };
  }

  /** Charges one request to the key; resolves with what the RateLimit header reports, or throws 429. */
  async charge(keyId: number): Promise<{ remaining: number; resetSeconds: number }> {
    try {
      const res = await this.limiter.consume(String(keyId));
      return { remaining: res.remainingPoints, resetSeconds: Math.max(0, Math.ceil(res.msBeforeNext / 1000)) };
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      throw new TooManyRequestsError(Math.max(1, Math.ceil(e.msBeforeNext / 1000)));
    }
  }

  /** `RateLimit-Policy` of every keyed answer: one policy, `q` requests per `w` seconds. */
  policyHeader(): string {
    return `"api-key";q=${this.rate.points};w=${this.rate.duration}`;
  }
}

/**
 * The context builder's hook (graphql/request-context.ts): null when the request carries no API key (then the JWT
 * path decides), else the key's user. Sets the rate-limit headers on the response, also on a 429.
 */
export async function authenticateApiKey(
  req: Pick<HttpRequest, 'get' | 'res'>,
  em: () => EntityManager,
  keys: ApiKeyAuthenticator,
  gateId: number,
  switchUser: string | undefined,
): Promise<{ user: User; impersonator: null; apiKey: ApiKeyPrincipal } | null> {
  const credential = bearerToken(req.get('authorization'));
  if (!credential || !looksLikeApiKey(credential)) return null;
  const { user, key } = await keys.verify(em(), credential, gateId);
  if (switchUser?.trim()) throw new ForbiddenError(API_KEY_MESSAGES.switchUser);
  const res = req.res;
  let state: { remaining: number; resetSeconds: number };
  try {
    state = await keys.charge(key.id);
  } catch (e) {
    if (e instanceof TooManyRequestsError) setRateLimitHeaders(res, keys, { remaining: 0, resetSeconds: e.retryAfterSeconds });
    throw e;
  }
  setRateLimitHeaders(res, keys, state);
  return { user, impersonator: null, apiKey: key };
}

function setRateLimitHeaders(
  res: ServerResponse | undefined,
  keys: ApiKeyAuthenticator,
  state: { remaining: number; resetSeconds: number },
): void {
  if (!res || res.headersSent) return;
  res.setHeader('RateLimit-Policy', keys.policyHeader());
  res.setHeader('RateLimit', `"api-key";r=${state.remaining};t=${state.resetSeconds}`);
}
