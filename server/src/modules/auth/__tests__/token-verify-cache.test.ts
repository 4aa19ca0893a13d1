import { TokenService } from '../token.service';

/*
 * TokenService remembers the tokens it verified (one HMAC per token per process instead of per request).
 * What a client notices must not change: an expired token is refused from its expiry second on, as jose refuses it,
 * a token signed with another secret or altered is refused, and the claims are those of the token.
 */
describe('TokenService verification cache', () => {
  afterEach(() => jest.useRealTimers());

  it('refuses a remembered token once it expires', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T12:00:00.000Z'), doNotFake: ['nextTick', 'setImmediate'] });
    const tokens = new TokenService('a-secret-of-sufficient-length-0123456789', 60);
    const token = await tokens.issue({ uid: 7, gid: 1, username: 'u@example.com', roles: ['ROLE_USER'], tv: 3 });
    expect(await tokens.verify(token)).toEqual({
      ok: true,
      claims: { uid: 7, gid: 1, username: 'u@example.com', roles: ['ROLE_USER'], tv: 3 },
    });
    jest.setSystemTime(new Date('2026-11-26T12:00:59.900Z'));
    expect((await tokens.verify(token)).ok).toBe(true);
    jest.setSystemTime(new Date('2026-11-26T12:01:00.000Z'));
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token of another secret and an altered one, even after verifying the genuine one', async () => {
    const tokens = new TokenService('a-secret-of-sufficient-length-0123456789', 60);
    const other = new TokenService('another-secret-of-sufficient-length-9876', 60);
    const token = await tokens.issue({ uid: 7, gid: 1, username: 'u@example.com', roles: [], tv: 0 });
    expect((await tokens.verify(token)).ok).toBe(true);
    expect(await other.verify(token)).toEqual({ ok: false, reason: 'invalid' });
    const [h, p, s] = token.split('.');
    const altered = `${h}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), uid: 8 })).toString('base64url')}.${s}`;
    expect(await tokens.verify(altered)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('hands out claims no caller can change for the next request', async () => {
    const tokens = new TokenService('a-secret-of-sufficient-length-0123456789', 60);
    const token = await tokens.issue({ uid: 7, gid: 1, username: 'u@example.com', roles: ['ROLE_USER'], tv: 0 });
    const first = await tokens.verify(token);
    if (!first.ok) throw new Error('not verified');
    expect(() => first.claims.roles.push('ROLE_SUPER_ADMIN')).toThrow();
    const again = await tokens.verify(token);
    expect(again.ok && again.claims.roles).toEqual(['ROLE_USER']);
  });
});
