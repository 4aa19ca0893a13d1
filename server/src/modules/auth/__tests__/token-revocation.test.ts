import { linkToken, mailTo, readOutbox, waitForMail } from '../../../mail/__tests__/mail-helpers';
import { startTestServer, type TestServer } from '../../../../test/harness';
import { JOBS } from '../../../jobs/job-map';

/*
 * Bearer tokens stop working after a password change, a password reset and a logout (the
 * user's token version, carried in every token and checked on every request). Old tokens answer 401
 * "Invalid JWT Token" (LexikJWT), a newly issued one works.
 */

const ME = '{ me { login } }';
const LOGOUT = 'mutation { logout }';
const CHANGE_PASSWORD = 'mutation($i: ProfileUpdateInput!) { updateProfile(input: $i) { login } }';
const REQUEST_RESET = 'mutation($i: PasswordResetRequestInput!) { requestPasswordReset(input: $i) }';
const RESET = 'mutation($i: ResetPasswordInput!) { resetPassword(input: $i) { token } }';

describe('token revocation', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  const me = (token: string) => t.http.get('/api/me').set('authorization', `Bearer ${token}`);
  async function expectRevoked(token: string): Promise<void> {
    const rest = await me(token);
    expect(rest.status).toBe(401);
    expect(rest.body).toEqual({ code: 401, message: 'Invalid JWT Token' });
    const gql = await t.gql(ME, {}, token);
    expect(gql.status).toBe(401);
    expect(gql.errors?.[0]).toMatchObject({ message: 'Invalid JWT Token', extensions: { code: 'UNAUTHENTICATED' } });
  }
  async function expectWorks(token: string, login: string): Promise<void> {
    const rest = await me(token);
    expect(rest.status).toBe(200);
    expect(rest.body.login).toBe(login);
  }

  it('POST /api/logout answers 204 and ends every session of the user; a new login works', async () => {
    const here = await t.login('user@example.com');
    const elsewhere = await t.login('user@example.com');
    const someoneElse = await t.login('user2@example.com');
    const res = await t.http.post('/api/logout').set('authorization', `Bearer ${here}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    await expectRevoked(here);
    await expectRevoked(elsewhere);
    await expectWorks(someoneElse, 'user2@example.com');
    // Logging out again with the dead token is refused like any other request carrying it.
    expect((await t.http.post('/api/logout').set('authorization', `Bearer ${here}`)).status).toBe(401);
    await expectWorks(await t.login('user@example.com'), 'user@example.com');
  });

  it('the logout mutation revokes the token on GraphQL too; anonymous logout is refused', async () => {
    const token = await t.login('manager@example.com');
    const res = await t.gql<{ logout: boolean }>(LOGOUT, {}, token);
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ logout: true });
    await expectRevoked(token);
    await expectWorks(await t.login('manager@example.com'), 'manager@example.com');

    const anonymous = await t.gql(LOGOUT);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const rest = await t.http.post('/api/logout');
    expect(rest.status).toBe(401);
    expect(rest.body).toEqual({ code: 401, message: 'JWT Token not found' });
  });

  it('an admin who logs out while switched to a user ends the admin’s sessions, not the user’s', async () => {
    const admin = await t.login('admin@example.com');
    const user = await t.login('vip@example.com');
    const res = await t.http.post('/api/logout?_switch_user=vip@example.com').set('authorization', `Bearer ${admin}`);
    expect(res.status).toBe(204);
    await expectRevoked(admin);
    await expectWorks(user, 'vip@example.com');
  });

  it('a password change revokes every token, the changing one included; the new password gives a working one', async () => {
    const old = await t.login('support@example.com');
    const other = await t.login('support@example.com');
    const changed = await t.gql(CHANGE_PASSWORD, { i: { currentPassword: 'demo-password', newPassword: 'a-brand-new-password' } }, old);
    expect(changed.errors).toBeUndefined();
    await expectRevoked(old);
    await expectRevoked(other);
    expect((await t.http.post('/api/login').send({ username: 'support@example.com', password: 'demo-password' })).status).toBe(401);
    await expectWorks(await t.login('support@example.com', 'a-brand-new-password'), 'support@example.com');
  });

  it('a changed display name alone revokes nothing', async () => {
    const token = await t.login('user2@example.com');
    expect((await t.gql(CHANGE_PASSWORD, { i: { displayName: 'Still Signed In' } }, token)).errors).toBeUndefined();
    await expectWorks(token, 'user2@example.com');
  });

  it('a password reset revokes the tokens issued before; the token it answers works', async () => {
    const outbox = async () => (
      await t.server.services.jobs.drain([JOBS.accountLinkMail]),
      readOutbox(t.server.services.config.mail.outboxDir)
    );
    const stolen = await t.login('superadmin@example.com');
    expect((await t.gql(REQUEST_RESET, { i: { email: 'superadmin@example.com' } })).data).toEqual({ requestPasswordReset: true });
    const mail = await waitForMail(outbox, (m) => mailTo('superadmin@example.com')(m) && /Reset your/.test(m.header('subject') ?? ''));
    const reset = await t.gql<{ resetPassword: { token: string } }>(RESET, {
      i: { token: linkToken(mail, '/reset-password/'), password: 'after-the-reset' },
    });
    expect(reset.errors).toBeUndefined();
    await expectRevoked(stolen);
    await expectWorks(reset.data!.resetPassword.token, 'superadmin@example.com');
    await expectWorks(await t.login('superadmin@example.com', 'after-the-reset'), 'superadmin@example.com');
  });
});
