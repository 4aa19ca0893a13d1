import { createHash, randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ValidationError } from '../../common/errors';
import { ActionTokenPurpose } from '../../common/statuses';
import type { User } from '../users/user.entity';
import { ActionToken } from './action-token.entity';

/*
 * One-use tokens behind e-mail links. The link carries 32 random bytes (base64url); the database keeps only their
 * SHA-256, so a leaked table opens no account. Consuming a token marks it used and applies its effect in one
 * database transaction under a row lock: two clicks on the same link cannot both succeed.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How long each kind of link stays valid, in milliseconds. */
export const ACTION_TOKEN_TTL: Record<ActionTokenPurpose, number> = {
  [ActionTokenPurpose.VerifyEmail]: 7 * DAY,
  [ActionTokenPurpose.ActivateEmail]: 7 * DAY,
  [ActionTokenPurpose.ResetPassword]: HOUR,
  [ActionTokenPurpose.Unsubscribe]: 365 * DAY,
  [ActionTokenPurpose.ChangeEmail]: DAY,
};

export const TOKEN_MESSAGES = {
  invalid: 'This link is not valid.',
  used: 'This link has already been used.',
  expired: 'This link has expired.',
} as const;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new token secret (for the link) and the hash stored for it; issueActionToken, and bulk inserts (campaign-sender.ts). */
export function newActionTokenSecret(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

function tokenError(message: string): ValidationError {
  return new ValidationError([{ propertyPath: 'token', message }]);
}

/** Stores a new token for the user (in the caller's transaction, if any) and returns the secret for the link. */
export async function issueActionToken(
  em: EntityManager,
  user: User,
  purpose: ActionTokenPurpose,
  ttlMs: number = ACTION_TOKEN_TTL[purpose],
  payload: string | null = null,
): Promise<string> {
  const { token, hash } = newActionTokenSecret();
  em.create(ActionToken, { user, purpose, tokenHash: hash, expiresAt: new Date(Date.now() + ttlMs), payload });
  await em.flush();
  return token;
}

/** What a token was issued for, or null for a token that does not exist (no lock: a hint for routing only). */
export async function actionTokenPurpose(em: EntityManager, token: string): Promise<ActionTokenPurpose | null> {
  const trimmed = token.trim();
  if (!TOKEN_SHAPE.test(trimmed)) return null;
  const row = await em.findOne(ActionToken, { tokenHash: hashToken(trimmed) }, { fields: ['purpose'] });
  return row?.purpose ?? null;
}

/**
 * Checks the token, marks it (and every other unused token of the same purpose for that user) as used, and runs
 * `apply` on its user, all in one transaction. Unknown, used and expired tokens fail with a ValidationError on
 * `token` that says which, so the page can tell the visitor what happened.
 */
export async function consumeActionToken<T>(
  em: EntityManager,
  token: string,
  purpose: ActionTokenPurpose,
  apply: (user: User, tem: EntityManager, payload: string | null) => Promise<T> | T,
): Promise<T> {
  const trimmed = token.trim();
  if (!TOKEN_SHAPE.test(trimmed)) throw tokenError(TOKEN_MESSAGES.invalid);
  return em.transactional(async (tem) => {
    const row = await tem.findOne(ActionToken, { tokenHash: hashToken(trimmed), purpose }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (row) await tem.populate(row, ['user']);
    if (!row || row.user.deleted || !row.user.enabled) throw tokenError(TOKEN_MESSAGES.invalid);
    if (row.usedAt) throw tokenError(TOKEN_MESSAGES.used);
    const now = new Date();
    if (row.expiresAt.getTime() <= now.getTime()) throw tokenError(TOKEN_MESSAGES.expired);
    // Older links of the same kind die with this one: a reset link from last week cannot undo today's reset.
    await tem.nativeUpdate(ActionToken, { user: row.user, purpose, usedAt: null }, { usedAt: now });
    row.usedAt = now;
    const result = await apply(row.user, tem, row.payload);
    await tem.flush();
    return result;
  });
}
