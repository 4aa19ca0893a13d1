/*
 * Ending a session (docs/product.md#states and docs/api.md#error-catalogue): logout and an expired token both clear the token and the
 * switch-user cookie.
 * An expiry is detected deep in the Apollo link, outside React, so it is announced here and the auth provider
 * (inside the router) does the navigation.
 */
import { clearToken, getToken } from './auth-token';
import { clearSwitchUser } from './switch-user';

export function endSession(): void {
  clearSwitchUser();
  clearToken();
}

const expiryListeners = new Set<() => void>();

export function onSessionExpired(listener: () => void): () => void {
  expiryListeners.add(listener);
  return () => {
    expiryListeners.delete(listener);
  };
}

/** Called once per expiry: only a session that still holds a token is announced (first, so the app can start
 * leaving before it renders as anonymous) and ended. */
export function expireSession(): void {
  if (!getToken()) return;
  for (const listener of [...expiryListeners]) listener();
  endSession();
}
