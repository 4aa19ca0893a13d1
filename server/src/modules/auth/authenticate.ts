import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, UnauthenticatedError } from '../../common/errors';
import type { Gate } from '../gates/gate.entity';
import type { User } from '../users/user.entity';
import { bearerToken } from './bearer';
import { Principal, type PrincipalCache, userPrincipal } from './principal-cache';
import { resolveSwitchUser } from './auth.service';
import { sessionAllowedOnGate } from './roles';
import { LEXIK_MESSAGES, type TokenService } from './token.service';

export interface Authentication {
  /** The effective user: the switch-user target while an admin switches. */
  user: Principal<User> | null;
  impersonator: Principal<User> | null;
}

/**
 * Bearer JWT → user, then `_switch_user` (docs/product.md#states and docs/product.md#roles). A token that is present but bad fails the
 * whole
 * request with the LexikJWT message, as the original firewall did; no token means an anonymous request.
 * The user is re-read on every request so a disabled or deleted account loses access at once, and a token issued
 * before the user's last password change, password reset or logout (an older `tokenVersion`) is refused, and so is
 * a token on a gate its account may not act on (sessionAllowedOnGate): answered as an invalid token, so a host
 * tells nothing about accounts of other gates.
 */
export async function authenticate(
  em: () => EntityManager,
  gate: Principal<Gate>,
  tokens: TokenService,
  authorization: string | undefined,
  switchUser: string | undefined,
  cache?: PrincipalCache,
): Promise<Authentication> {
  let user: Principal<User> | null = null;
  const token = bearerToken(authorization);
  if (authorization && !token) throw new UnauthenticatedError(LEXIK_MESSAGES.invalid);
  if (token) {
    const check = await tokens.verify(token);
    if (!check.ok) throw new UnauthenticatedError(check.reason === 'expired' ? LEXIK_MESSAGES.expired : LEXIK_MESSAGES.invalid);
    // From the per-process cache when there is one; a change of the row reaches it before the next request.
    // The checks read the row: the entity is made only if the request uses it.
    user = await userPrincipal(em, cache, check.claims.uid);
    const valid =
      user &&
      user.value('enabled', 'enabled') &&
      !user.value('deleted', 'deleted') &&
      user.value('token_version', 'tokenVersion') === check.claims.tv &&
      sessionAllowedOnGate(user.value('roles', 'roles') as string[], gateIdOf(user), gate.id);
    if (!valid) throw new UnauthenticatedError(LEXIK_MESSAGES.invalid);
  }
  const target = switchUser?.trim();
  if (!target) return { user, impersonator: null };
  // The target is looked up among the request gate's accounts, so a switch never crosses gates either.
  const switched = await resolveSwitchUser({ em: em(), gate: gate.get() }, user?.get() ?? null, target);
  return { user: Principal.of(switched), impersonator: user };
}

/** The id of the gate an account belongs to, from its row (`gate_id`) or, for an entity, its gate reference. */
function gateIdOf(user: Principal<User>): number {
  const gate = user.value('gate_id', 'gate') as number | Gate;
  return typeof gate === 'number' ? gate : gate.id;
}

export function isAuthFailure(e: unknown): e is DomainError {
  return e instanceof DomainError && (e.code === 'UNAUTHENTICATED' || e.code === 'FORBIDDEN' || e.code === 'NOT_FOUND');
}
