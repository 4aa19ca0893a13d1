/*
 * The bearer token (docs/product.md#states) lives in localStorage so every tab shares the session; React reads it through
 * `subscribeToken`/`getToken` (useSyncExternalStore) and the Apollo link reads it on every request.
 */

export const TOKEN_STORAGE_KEY = 'trafficgate.token';

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return storage()?.getItem(TOKEN_STORAGE_KEY) || null;
}

function notify() {
  for (const listener of [...listeners]) listener();
}

export function setToken(token: string): void {
  storage()?.setItem(TOKEN_STORAGE_KEY, token);
  notify();
}

export function clearToken(): void {
  storage()?.removeItem(TOKEN_STORAGE_KEY);
  notify();
}

export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes the same storage key.
  const onStorage = (e: StorageEvent) => {
    if (e.key === TOKEN_STORAGE_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
