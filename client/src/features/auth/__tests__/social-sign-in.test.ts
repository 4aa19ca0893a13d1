/* The state round trip of social sign-in (docs/product.md#what-it-is "social login links"): what leaves, what is accepted back. */
import {
  readProviderReturn,
  SOCIAL_INTENT_TTL_MS,
  SOCIAL_STATE_PREFIX,
  startSocialSignIn,
  takeSocialIntent,
  type SocialIntent,
} from '../social-sign-in';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

const login: SocialIntent = { kind: 'login', provider: 'google', redirect: '/panel/projects' };
const GOOGLE =
  'https://accounts.google.com/o/oauth2/v2/auth?client_id=abc&response_type=id_token&redirect_uri=https%3A%2F%2Fsite%2Fsocial-login%2Fgoogle&state=old';

describe('startSocialSignIn', () => {
  it("keeps the configured parameters, sets a fresh state (and Google's nonce) and stores the intent under it", () => {
    const storage = memoryStorage();
    const href = startSocialSignIn(GOOGLE, login, { storage, randomId: () => 'state-1', now: () => 1000 });
    const url = new URL(href!);
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(url.searchParams.get('client_id')).toBe('abc');
    expect(url.searchParams.get('redirect_uri')).toBe('https://site/social-login/google');
    expect(url.searchParams.getAll('state')).toEqual(['state-1']);
    expect(url.searchParams.get('nonce')).toBe('state-1');
    expect(JSON.parse(storage.items.get(`${SOCIAL_STATE_PREFIX}state-1`)!)).toEqual({ intent: login, createdAt: 1000 });
  });

  it('sends no nonce to Facebook', () => {
    const href = startSocialSignIn(
      'https://www.facebook.com/v19.0/dialog/oauth?client_id=1&response_type=token',
      { ...login, provider: 'facebook' },
      {
        storage: memoryStorage(),
        randomId: () => 's',
      },
    );
    expect(new URL(href!).searchParams.has('nonce')).toBe(false);
  });

  it.each([['javascript:alert(1)'], ['ftp://example.com/'], ['not a url'], [null]])('refuses %s as a provider address', (configured) => {
    const storage = memoryStorage();
    expect(startSocialSignIn(configured, login, { storage })).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('does not leave when the browser keeps no session storage (the return could not be matched)', () => {
    expect(startSocialSignIn(GOOGLE, login, { storage: null })).toBeNull();
  });
});

describe('readProviderReturn', () => {
  it("reads Google's ID token and Facebook's access token from the fragment", () => {
    expect(readProviderReturn('google', '#state=s1&id_token=ey.jwt&authuser=0', '')).toEqual({ state: 's1', token: 'ey.jwt', error: null });
    expect(readProviderReturn('facebook', '#access_token=fb-1&state=s2&expires_in=5000', '')).toEqual({
      state: 's2',
      token: 'fb-1',
      error: null,
    });
    // Each provider's own parameter only.
    expect(readProviderReturn('google', '#access_token=fb-1&state=s2', '').token).toBeNull();
  });

  it('reads an error from the query string as well (Facebook reports a cancel there)', () => {
    expect(readProviderReturn('facebook', '', '?error=access_denied&error_reason=user_denied&state=s3')).toEqual({
      state: 's3',
      token: null,
      error: 'access_denied',
    });
  });
});

describe('takeSocialIntent', () => {
  function stored(intent: SocialIntent, createdAt: number) {
    const storage = memoryStorage();
    startSocialSignIn(intent.provider === 'google' ? GOOGLE : 'https://www.facebook.com/dialog/oauth', intent, {
      storage,
      randomId: () => 'st',
      now: () => createdAt,
    });
    return storage;
  }

  it('answers the intent once', () => {
    const storage = stored(login, 5000);
    expect(takeSocialIntent('google', 'st', { storage, now: () => 6000 })).toEqual(login);
    expect(takeSocialIntent('google', 'st', { storage, now: () => 6000 })).toBeNull();
  });

  it('refuses a state this browser did not start, a missing one, and one for another provider', () => {
    expect(takeSocialIntent('google', 'forged', { storage: stored(login, 0), now: () => 1 })).toBeNull();
    expect(takeSocialIntent('google', null, { storage: stored(login, 0), now: () => 1 })).toBeNull();
    const storage = stored(login, 0);
    expect(takeSocialIntent('facebook', 'st', { storage, now: () => 1 })).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it(`drops an intent older than ${SOCIAL_INTENT_TTL_MS / 60000} minutes`, () => {
    expect(takeSocialIntent('google', 'st', { storage: stored(login, 0), now: () => SOCIAL_INTENT_TTL_MS })).toEqual(login);
    expect(takeSocialIntent('google', 'st', { storage: stored(login, 0), now: () => SOCIAL_INTENT_TTL_MS + 1 })).toBeNull();
  });
});
