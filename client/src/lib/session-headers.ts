/*
 * What every call to the API carries and how a refused token is treated (docs/api.md#error-catalogue: 401 "Expired JWT Token" ends
 * the session; an unusable token is dropped), shared by the Apollo link (lib/apollo.ts), the public pages' queries
 * (lib/public-data.tsx) and the calls that are not GraphQL (lib/authorized-fetch.ts). No Apollo here: the public
 * pages' first load uses it.
 */
import { getToken } from './auth-token';
import { endSession, expireSession } from './session';
import { getSwitchUser, SWITCH_USER_HEADER } from './switch-user';

export const EXPIRED_TOKEN_MESSAGE = 'Expired JWT Token';
/** The server's answer to a token it cannot use (bad signature, or the account was disabled or removed). */
export const INVALID_TOKEN_MESSAGE = 'Invalid JWT Token';

/**
 * Public operations that must not depend on the session: the gate is per host, and a stale token or a refused
 * switch (which fail every request that carries them) must not unbrand the whole site.
 */
export const SESSIONLESS_OPERATIONS: ReadonlySet<string> = new Set(['CurrentGate']);

/** Headers every API call carries: the bearer token and, while an admin impersonates, the switch-user target. */
export function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const switchUser = getSwitchUser();
  if (switchUser) headers[SWITCH_USER_HEADER] = switchUser;
  return headers;
}

/** A 401 answer's body that refuses the token ends the session (expired) or drops the token (unusable). */
export function endRefusedSession(status: number, bodyText: string): void {
  if (status !== 401) return;
  if (bodyText.includes(EXPIRED_TOKEN_MESSAGE)) expireSession();
  else if (bodyText.includes(INVALID_TOKEN_MESSAGE)) endSession();
}
