import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';

/*
 * LexikJWT-compatible bearer tokens: HS256 with the algorithm pinned on verification (an `alg: none` or RS256
 * token is refused), payload `{ iat, exp, roles, username }` plus our user and gate ids and the user's token
 * version (`tv`): bumping the user's `tokenVersion` (password change, password reset, logout) revokes every token
 * issued before.
 */

export interface TokenClaims {
  uid: number;
  gid: number;
  username: string;
  roles: string[];
  /** The user's `tokenVersion` when the token was issued; a token without it (issued before versions) counts as 0. */
  tv: number;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** Verified tokens remembered per process; the oldest is dropped beyond this. */
const VERIFIED_MAX = 10_000;

export class TokenService {
  private readonly key: Uint8Array;
  /**
   * A token's signature and claims are checked once per process, not on every request (an HMAC and a
   * JSON parse each time). Kept until the token's own expiry, checked on every use; revocation does not depend on
   * this: the token version and the account's state are compared with the user's current row (authenticate.ts).
   */
  private readonly verified = new Map<string, { claims: TokenClaims; exp: number }>();

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(claims: TokenClaims): Promise<string> {
    return new SignJWT({ roles: claims.roles, username: claims.username, uid: claims.uid, gid: claims.gid, tv: claims.tv })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.ttlSeconds)
      .sign(this.key);
  }

  async verify(token: string): Promise<TokenCheck> {
    const known = this.verified.get(token);
    // Expired from the second jose would call it expired (exp <= now, in whole seconds).
    if (known && known.exp > Math.floor(Date.now() / 1000)) return { ok: true, claims: known.claims };
    if (known) this.verified.delete(token);
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const tv = payload.tv ?? 0;
      if (
        typeof payload.uid !== 'number' ||
        typeof payload.gid !== 'number' ||
        typeof payload.username !== 'string' ||
        !Number.isSafeInteger(tv)
      ) {
        return { ok: false, reason: 'invalid' };
      }
      // Shared by every request carrying this token: frozen.
      const claims: TokenClaims = Object.freeze({
        uid: payload.uid,
        gid: payload.gid,
        username: payload.username,
        roles: Object.freeze(Array.isArray(payload.roles) ? payload.roles.map(String) : []) as string[],
        tv: tv as number,
      });
      if (typeof payload.exp === 'number') {
        if (this.verified.size >= VERIFIED_MAX) this.verified.delete(this.verified.keys().next().value as string);
        this.verified.set(token, { claims, exp: payload.exp });
      }
      return { ok: true, claims };
    } catch (e) {
      if (e instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
      return { ok: false, reason: 'invalid' };
    }
  }
}

export const LEXIK_MESSAGES = {
  invalidCredentials: 'Invalid credentials.',
  notFound: 'JWT Token not found',
  invalid: 'Invalid JWT Token',
  expired: 'Expired JWT Token',
} as const;
