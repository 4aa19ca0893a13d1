/*
 * Sign-in and demo sign-up through Google or Facebook (docs/product.md#what-it-is "social login links", docs/api.md#calls POST
 * /api/login/google,
 * /api/login/facebook, /api/demo/register/{provider}).
 *
 * The gate's `socialAuth.google` / `socialAuth.facebook` is the provider's authorization URL with the gate's client
 * id, an implicit-flow response type (Google `id_token`, Facebook `token`) and `redirect_uri` set to this site's
 * /social-login/google or /social-login/facebook. Before leaving, the browser stores what the visitor was doing
 * (log in and return to a page, or start a demo for a website) under a random `state`, which the provider hands
 * back with the token in the URL fragment. The return page takes that intent once: a token without a state this
 * browser started is refused (login CSRF), and an intent older than 10 minutes is dropped. The token itself is only
 * trusted after the server verified it. Google's ID-token flow requires a `nonce`; it carries the state's value,
 * and what binds the answer to this browser is the one-use state (the server checks signature, issuer, audience,
 * expiry and the verified e-mail, not the nonce).
 */
import type { DemoAttribution } from '@/features/demo/useDemoSignup';

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number];

export const SOCIAL_PROVIDER_NAMES: Record<SocialProviderId, string> = { google: 'Google', facebook: 'Facebook' };

export type SocialIntent =
  | { kind: 'login'; provider: SocialProviderId; redirect: string | null }
  | { kind: 'demo'; provider: SocialProviderId; url: string; attribution: DemoAttribution };

interface StoredIntent {
  intent: SocialIntent;
  createdAt: number;
}

export const SOCIAL_STATE_PREFIX = 'trafficgate.social.';
export const SOCIAL_INTENT_TTL_MS = 10 * 60 * 1000;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SocialOptions {
  storage?: Store | null;
  now?: () => number;
  randomId?: () => string;
}

function sessionStore(): Store | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function isSocialProvider(value: string | undefined | null): value is SocialProviderId {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(value ?? '');
}

/** Only web addresses are followed: the gate config is data, and a `javascript:` URL must never be opened. */
export function providerUrl(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * Remembers the intent under a fresh state and answers the provider URL to go to, with `state` (and, for Google's
 * ID token flow, the `nonce` it requires) set; null when the configured URL is not a web address or the browser
 * keeps no session storage (the return could not be matched, so the trip would be useless).
 */
export function startSocialSignIn(
  configuredUrl: string | null | undefined,
  intent: SocialIntent,
  options: SocialOptions = {},
): string | null {
  const url = providerUrl(configuredUrl);
  const storage = options.storage === undefined ? sessionStore() : options.storage;
  if (!url || !storage) return null;
  const state = (options.randomId ?? (() => crypto.randomUUID()))();
  const stored: StoredIntent = { intent, createdAt: (options.now ?? Date.now)() };
  try {
    storage.setItem(`${SOCIAL_STATE_PREFIX}${state}`, JSON.stringify(stored));
  } catch {
    return null;
  }
  url.searchParams.set('state', state);
  if (intent.provider === 'google') url.searchParams.set('nonce', state);
  return url.href;
}

export interface ProviderReturn {
  state: string | null;
  /** Google: the ID token; Facebook: the user access token. */
  token: string | null;
  /** The provider's error code (e.g. `access_denied` when the visitor cancelled). */
  error: string | null;
}

/** Reads what the provider appended: the fragment (implicit flow) and, for errors, the query string too. */
export function readProviderReturn(provider: SocialProviderId, hash: string, search: string): ProviderReturn {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const query = new URLSearchParams(search);
  const pick = (name: string) => fragment.get(name) ?? query.get(name);
  return {
    state: pick('state'),
    token: provider === 'google' ? fragment.get('id_token') : fragment.get('access_token'),
    error: pick('error'),
  };
}

/** The intent stored under `state`, removed so it serves once; null when unknown, expired or for another provider. */
export function takeSocialIntent(provider: SocialProviderId, state: string | null, options: SocialOptions = {}): SocialIntent | null {
  const storage = options.storage === undefined ? sessionStore() : options.storage;
  if (!state || !storage) return null;
  const key = `${SOCIAL_STATE_PREFIX}${state}`;
  const raw = storage.getItem(key);
  storage.removeItem(key);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as StoredIntent;
    const age = (options.now ?? Date.now)() - stored.createdAt;
    if (!(age >= 0 && age <= SOCIAL_INTENT_TTL_MS)) return null;
    if (stored.intent.provider !== provider) return null;
    return stored.intent;
  } catch {
    return null;
  }
}
