import { createHmac } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { BadRequestError, DomainError, UnauthenticatedError } from '../../common/errors';
import type { Config } from '../../config';
import { SocialProvider } from './social.input';
import { LEXIK_MESSAGES } from './token.service';

/*
 * Social sign-in (docs/product.md#what-it-is and docs/api.md#calls): the provider's token is verified on the server, never trusted from the
 * client.
 * Google: an ID token, checked against Google's JWKS (URL configurable), its issuer, our client id as audience,
 * expiry and `email_verified`. Facebook: a user access token, checked with `debug_token` to belong to our app
 * (a token some other app obtained must not sign anyone in here), then `/me` for the e-mail, with
 * `appsecret_proof`. A token that does not pass answers LexikJWT's 401 "Invalid credentials.".
 */

export interface ProviderIdentity {
  provider: SocialProvider;
  /** The provider's user id. */
  subject: string;
  email: string;
  name: string | null;
}

export class ProviderNotConfiguredError extends DomainError {
  constructor(what: string) {
    super('NOT_IMPLEMENTED', `${what} is not configured on this server.`);
  }
}

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
const PROVIDER_TIMEOUT_MS = 5000;

/** jose errors that mean "this token is not acceptable", as opposed to "the key set could not be fetched". */
const TOKEN_REJECTIONS = new Set([
  'ERR_JWT_EXPIRED',
  'ERR_JWT_CLAIM_VALIDATION_FAILED',
  'ERR_JWT_INVALID',
  'ERR_JWS_INVALID',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JWKS_NO_MATCHING_KEY',
  'ERR_JWKS_MULTIPLE_MATCHING_KEYS',
  'ERR_JOSE_ALG_NOT_ALLOWED',
  'ERR_JOSE_NOT_SUPPORTED',
]);

export function invalidCredentials(): UnauthenticatedError {
  return new UnauthenticatedError(LEXIK_MESSAGES.invalidCredentials);
}

interface GraphAnswer {
  ok: boolean;
  body: Record<string, unknown>;
}

/** Lives for the whole process so Google's key set is fetched once and cached (jose refreshes it as needed). */
export class SocialAuth {
  private googleKeys?: ReturnType<typeof createRemoteJWKSet>;

  constructor(private readonly config: Config['social']) {}

  verify(provider: SocialProvider, token: string): Promise<ProviderIdentity> {
    return provider === SocialProvider.google ? this.verifyGoogle(token) : this.verifyFacebook(token);
  }

  private async verifyGoogle(token: string): Promise<ProviderIdentity> {
    if (!this.config.googleClientIds.length) throw new ProviderNotConfiguredError('Google sign-in');
    this.googleKeys ??= createRemoteJWKSet(new URL(this.config.googleJwksUrl), { timeoutDuration: PROVIDER_TIMEOUT_MS });
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, this.googleKeys, {
        issuer: GOOGLE_ISSUERS,
        audience: this.config.googleClientIds,
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'sub', 'email'],
      }));
    } catch (e) {
      if (TOKEN_REJECTIONS.has((e as { code?: string }).code ?? '')) throw invalidCredentials();
      throw e;
    }
    const verified = payload.email_verified === true || payload.email_verified === 'true';
    if (!verified || typeof payload.email !== 'string' || typeof payload.sub !== 'string') throw invalidCredentials();
    return {
      provider: SocialProvider.google,
      subject: payload.sub,
      email: payload.email,
      name: typeof payload.name === 'string' ? payload.name : null,
    };
  }

  private async verifyFacebook(token: string): Promise<ProviderIdentity> {
    const app = this.config.facebook;
    if (!app) throw new ProviderNotConfiguredError('Facebook sign-in');
    const debug = await this.graph('/debug_token', { input_token: token, access_token: `${app.appId}|${app.appSecret}` });
    const data = (debug.body.data ?? {}) as Record<string, unknown>;
    if (!debug.ok || data.is_valid !== true || String(data.app_id) !== app.appId) throw invalidCredentials();
    const proof = createHmac('sha256', app.appSecret).update(token).digest('hex');
    const me = await this.graph('/me', { fields: 'id,email,name', access_token: token, appsecret_proof: proof });
    if (!me.ok || typeof me.body.id !== 'string' || (data.user_id !== undefined && String(data.user_id) !== me.body.id)) {
      throw invalidCredentials();
    }
    // Facebook only shares addresses its users have confirmed, and only when the user allowed it.
    if (typeof me.body.email !== 'string' || !me.body.email) {
      throw new BadRequestError('Your Facebook account did not share an e-mail address; allow access to it and try again.');
    }
    return {
      provider: SocialProvider.facebook,
      subject: me.body.id,
      email: me.body.email,
      name: typeof me.body.name === 'string' ? me.body.name : null,
    };
  }

  /** A Graph API call. 4xx means the token was refused; anything else unexpected is a server error. */
  private async graph(path: string, params: Record<string, string>): Promise<GraphAnswer> {
    const url = `${this.config.facebookGraphUrl}${path}?${new URLSearchParams(params).toString()}`;
    const res = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS), redirect: 'error' });
    if (res.status >= 500) throw new Error(`Facebook Graph API answered ${res.status} for ${path}`);
    const body: unknown = await res.json().catch(() => ({}));
    return { ok: res.ok, body: body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {} };
  }
}
