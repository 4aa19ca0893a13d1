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

export type TokenCheck =
  | { ok: true; claims: TokenClaims }
  | { ok: false; reason: 'expired' | 'invalid' };

export class TokenService {
  private readonly key: Uint8Array;

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
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const tv = payload.tv ?? 0;
      if (typeof payload.uid !== 'number' || typeof payload.gid !== 'number' || typeof payload.username !== 'string' || !Number.isSafeInteger(tv)) {
        return { ok: false, reason: 'invalid' };
      }
      return {
        ok: true,
        claims: {
          uid: payload.uid,
          gid: payload.gid,
          username: payload.username,
          roles: Array.isArray(payload.roles) ? payload.roles.map(String) : [],
          tv: tv as number,
        },
      };
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
