import { ActionTokenPurpose } from '../../../common/statuses';
import { sendMarketingMail } from '../../../mail/account-mails';
import { linkToken, mailTo, readOutbox, startSmtpSink, waitForMail, type SmtpSink } from '../../../mail/__tests__/mail-helpers';
import { Gate } from '../../gates/gate.entity';
import { User } from '../../users/user.entity';
import { issueActionToken } from '../action-token.service';
import { startTestServer, type TestServer } from '../../../../test/harness';
import { JOBS } from '../../../jobs/job-map';

// docs/product.md#screens-and-routes token routes (verify e-mail, forgot/reset password, unsubscribe) with one-use, expiring, hashed
// tokens; docs/configuration.md (SMTP when SMTP_URL is set, the outbox otherwise).

const REGISTER = 'mutation($i: RegisterInput!) { register(input: $i) { message email } }';
const VERIFY = 'mutation($t: String!) { verifyEmail(token: $t) { message login token } }';
const REQUEST_RESET = 'mutation($i: PasswordResetRequestInput!) { requestPasswordReset(input: $i) }';
const RESET = 'mutation($i: ResetPasswordInput!) { resetPassword(input: $i) { message login token } }';
const UNSUBSCRIBE = 'mutation($t: String!) { unsubscribe(token: $t) { message login token } }';
const RESEND = 'mutation { resendVerification }';
const ME = '{ me { login emailConfirmed unsubscribed } }';

type Gql = Awaited<ReturnType<TestServer['gql']>>;
const violation = (res: Gql) => ({ code: res.errors?.[0]?.extensions?.code, violations: res.errors?.[0]?.extensions?.violations });

describe('account flows with SMTP_URL: the mail goes to a real SMTP server', () => {
  let sink: SmtpSink;
  let t: TestServer;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestServer({ SMTP_URL: sink.url });
  });
  // Account mail is a job: run the queue's mail jobs, then read what the server received.
  const sent = async () => {
    await t.server.services.jobs.drain([JOBS.accountLinkMail]);
    return sink.messages;
  };
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('register → verification mail (branded, two parts, absolute link) → verify → confirmed and signed in; the link works once', async () => {
    const reg = await t.gql(REGISTER, { i: { email: 'Verify.Me@example.com', password: 'a-good-password' } });
    expect(reg.errors).toBeUndefined();
    const session = await t.login('verify.me@example.com', 'a-good-password');
    expect((await t.gql(ME, {}, session)).data).toEqual({
      me: { login: 'verify.me@example.com', emailConfirmed: false, unsubscribed: false },
    });

    const mail = await waitForMail(sent, mailTo('verify.me@example.com'));
    expect(mail.rcptTo).toEqual(['verify.me@example.com']);
    expect(mail.header('from')).toBe('Trafficgate <support@example.com>');
    expect(mail.header('reply-to')).toBe('support@example.com');
    expect(mail.header('subject')).toBe('Confirm your e-mail address for Trafficgate');
    expect(mail.header('list-unsubscribe')).toBeUndefined(); // not marketing mail
    const token = linkToken(mail, '/verify-email/');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The demo gate has no site URL of its own: the link goes back to where the request came.
    expect(mail.text).toContain(`${t.url}/verify-email/${token}`);
    expect(mail.html).toContain(`href="${t.url}/verify-email/${token}"`);

    // Only the hash is stored.
    const rows = await t.server.orm.em
      .fork()
      .getConnection()
      .execute(`select token_hash from action_tokens where token_hash = ? or token_hash = ?`, [token, token]);
    expect(rows).toHaveLength(0);

    const ok = await t.gql<{ verifyEmail: { token: string } }>(VERIFY, { t: token });
    expect(ok.errors).toBeUndefined();
    expect(ok.data).toEqual({
      verifyEmail: { message: 'Your e-mail address is confirmed.', login: 'verify.me@example.com', token: expect.any(String) },
    });
    expect((await t.gql<{ me: { emailConfirmed: boolean } }>(ME, {}, session)).data!.me.emailConfirmed).toBe(true);
    // The link signs in, which finishes the sign-up (the sign-up itself answers without a session).
    expect((await t.gql(ME, {}, ok.data!.verifyEmail.token)).data).toEqual({
      me: { login: 'verify.me@example.com', emailConfirmed: true, unsubscribed: false },
    });

    const again = await t.gql(VERIFY, { t: token });
    expect(violation(again)).toEqual({
      code: 'BAD_USER_INPUT',
      violations: [{ propertyPath: 'token', message: 'This link has already been used.' }],
    });
  });

  it('brands mail per gate: site name, support address and links of the gate the user registered on', async () => {
    const reg = await t.gql(REGISTER, { i: { email: 'boosted@example.com', password: 'a-good-password' } }, undefined, {
      host: `boost.localhost:${t.server.port}`,
    });
    expect(reg.errors).toBeUndefined();
    const mail = await waitForMail(sent, mailTo('boosted@example.com'));
    expect(mail.header('from')).toBe('TrafficBoost <help@boost.example.com>');
    expect(mail.header('subject')).toBe('Confirm your e-mail address for TrafficBoost');
    expect(mail.text).toMatch(new RegExp(`http://boost\\.localhost:${t.server.port}/verify-email/[A-Za-z0-9_-]{43}`));
  });
});

describe('account flows without SMTP_URL: the mail goes to the outbox', () => {
  let t: TestServer;
  let outbox: () => Promise<ReturnType<typeof readOutbox>>;
  beforeAll(async () => {
    t = await startTestServer({ ACCOUNT_RATE_IP_POINTS: '1000', ACCOUNT_RATE_EMAIL_POINTS: '3' });
    // Account mail is a job: run the queue's mail jobs, then read what reached the outbox.
    outbox = async () => {
      await t.server.services.jobs.drain([JOBS.accountLinkMail]);
      return readOutbox(t.server.services.config.mail.outboxDir);
    };
  });
  afterAll(() => t.close());

  const login = (username: string, password: string) => t.http.post('/api/login').send({ username, password });

  it('a sign-up with a registered address answers like a new one; the owner is mailed links to log in and reset', async () => {
    const taken = await t.http
      .post('/graphql')
      .send({ query: REGISTER, variables: { i: { email: 'Manager@Example.com', password: 'someone-elses-pass' } } });
    const fresh = await t.http
      .post('/graphql')
      .send({ query: REGISTER, variables: { i: { email: 'brand-new@example.com', password: 'someone-elses-pass' } } });
    expect(taken.status).toBe(fresh.status);
    const message = (email: string) => `We sent an e-mail to ${email}. Open the link in it to finish signing up.`;
    expect(taken.body).toEqual({ data: { register: { email: 'manager@example.com', message: message('manager@example.com') } } });
    expect(fresh.body).toEqual({ data: { register: { email: 'brand-new@example.com', message: message('brand-new@example.com') } } });

    const mail = await waitForMail(outbox, mailTo('manager@example.com'));
    expect(mail.header('subject')).toBe('Someone tried to sign up to Trafficgate with your address');
    expect(mail.text).toContain('If it was you, log in to your account');
    expect(mail.text).toContain(`${t.url}/login`);
    expect(mail.text).toContain(`${t.url}/forgot-password`);
    expect(mail.text).not.toContain('/verify-email/');
    // The account is untouched: the password typed in the sign-up does not open it, the owner's still does.
    expect((await login('manager@example.com', 'someone-elses-pass')).status).toBe(401);
    expect((await login('manager@example.com', 'demo-password')).status).toBe(200);
    await waitForMail(outbox, (m) => mailTo('brand-new@example.com')(m) && /Confirm your e-mail/.test(m.header('subject') ?? ''));
  });

  it('forgot password → mail → reset: the old password fails, the new one works, the link works once', async () => {
    expect((await t.gql(REGISTER, { i: { email: 'forgetful@example.com', password: 'the-old-password' } })).errors).toBeUndefined();
    const asked = await t.gql(REQUEST_RESET, { i: { email: 'Forgetful@Example.com' } });
    expect(asked.data).toEqual({ requestPasswordReset: true });
    const mail = await waitForMail(outbox, (m) => mailTo('forgetful@example.com')(m) && /Reset your/.test(m.header('subject') ?? ''));
    expect(mail.header('from')).toBe('Trafficgate <support@example.com>');
    expect(mail.header('subject')).toBe('Reset your Trafficgate password');
    expect(mail.html).toContain('/reset-password/');
    const token = linkToken(mail, '/reset-password/');

    const short = await t.gql(RESET, { i: { token, password: 'short' } });
    expect(violation(short).violations).toEqual([
      { propertyPath: 'password', message: 'The password must be at least 8 characters long.' },
    ]);

    const reset = await t.gql<{ resetPassword: { message: string; login: string; token: string } }>(RESET, {
      i: { token, password: 'the-new-password' },
    });
    expect(reset.errors).toBeUndefined();
    expect(reset.data!.resetPassword).toMatchObject({ message: 'Your password has been changed.', login: 'forgetful@example.com' });
    expect((await t.gql(ME, {}, reset.data!.resetPassword.token)).data).toMatchObject({
      me: { login: 'forgetful@example.com', emailConfirmed: true },
    });

    const old = await login('forgetful@example.com', 'the-old-password');
    expect(old.status).toBe(401);
    expect(old.body).toEqual({ code: 401, message: 'Invalid credentials.' });
    expect((await login('forgetful@example.com', 'the-new-password')).status).toBe(200);

    const reuse = await t.gql(RESET, { i: { token, password: 'a-third-password' } });
    expect(violation(reuse)).toEqual({
      code: 'BAD_USER_INPUT',
      violations: [{ propertyPath: 'token', message: 'This link has already been used.' }],
    });
    expect((await login('forgetful@example.com', 'a-third-password')).status).toBe(401);
  });

  it('answers true for an unknown address and sends nothing', async () => {
    const res = await t.gql(REQUEST_RESET, { i: { email: 'nobody-here@example.com' } });
    expect(res.data).toEqual({ requestPasswordReset: true });
    await new Promise((r) => setTimeout(r, 200));
    expect((await outbox()).some(mailTo('nobody-here@example.com'))).toBe(false);
  });

  it('says which links are unknown, expired or meant for something else', async () => {
    const unknown = await t.gql(RESET, { i: { token: 'A'.repeat(43), password: 'whatever-123' } });
    expect(violation(unknown)).toEqual({
      code: 'BAD_USER_INPUT',
      violations: [{ propertyPath: 'token', message: 'This link is not valid.' }],
    });
    const garbage = await t.gql(VERIFY, { t: 'not a token' });
    expect(violation(garbage).violations).toEqual([{ propertyPath: 'token', message: 'This link is not valid.' }]);

    const em = t.server.orm.em.fork();
    const user = await em.findOneOrFail(User, { email: 'user2@example.com' });
    const expired = await issueActionToken(em, user, ActionTokenPurpose.ResetPassword, -1000);
    const late = await t.gql(RESET, { i: { token: expired, password: 'whatever-123' } });
    expect(violation(late)).toEqual({ code: 'BAD_USER_INPUT', violations: [{ propertyPath: 'token', message: 'This link has expired.' }] });
    expect((await login('user2@example.com', 'demo-password')).status).toBe(200);

    const verifyToken = await issueActionToken(em, user, ActionTokenPurpose.VerifyEmail);
    const wrongPurpose = await t.gql(RESET, { i: { token: verifyToken, password: 'whatever-123' } });
    expect(violation(wrongPurpose).violations).toEqual([{ propertyPath: 'token', message: 'This link is not valid.' }]);
  });

  it('retires older reset links once one of them is used', async () => {
    const em = t.server.orm.em.fork();
    const user = await em.findOneOrFail(User, { email: 'user@example.com', gate: { host: 'localhost' } });
    const first = await issueActionToken(em, user, ActionTokenPurpose.ResetPassword);
    const second = await issueActionToken(em, user, ActionTokenPurpose.ResetPassword);
    expect((await t.gql(RESET, { i: { token: second, password: 'demo-password' } })).errors).toBeUndefined();
    const stale = await t.gql(RESET, { i: { token: first, password: 'hijacked-password' } });
    expect(violation(stale).violations).toEqual([{ propertyPath: 'token', message: 'This link has already been used.' }]);
  });

  it('limits reset requests per address (429), without telling whether it exists', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await t.gql(REQUEST_RESET, { i: { email: 'flood@example.com' } })).data).toEqual({ requestPasswordReset: true });
    const blocked = await t.gql(REQUEST_RESET, { i: { email: 'flood@example.com' } });
    expect(blocked.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect((await t.gql(REQUEST_RESET, { i: { email: 'someone-else@example.com' } })).data).toEqual({ requestPasswordReset: true });
  });

  it('resends the verification mail to a signed-in user whose address is not confirmed', async () => {
    const anonymous = await t.gql(RESEND);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const confirmed = await t.gql(RESEND, {}, await t.login('user2@example.com'));
    expect(violation(confirmed).violations).toEqual([{ propertyPath: 'email', message: 'Your e-mail address is already confirmed.' }]);

    expect((await t.gql(REGISTER, { i: { email: 'resend@example.com', password: 'a-good-password' } })).errors).toBeUndefined();
    const session = await t.login('resend@example.com', 'a-good-password');
    await waitForMail(outbox, mailTo('resend@example.com'));
    expect((await t.gql(RESEND, {}, session)).data).toEqual({ resendVerification: true });
    const deadline = Date.now() + 5000;
    while ((await outbox()).filter(mailTo('resend@example.com')).length < 2 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 25));
    const [first, second] = (await outbox()).filter(mailTo('resend@example.com'));
    expect(second).toBeDefined();
    expect(linkToken(second, '/verify-email/')).not.toBe(linkToken(first, '/verify-email/'));
    expect((await t.gql(VERIFY, { t: linkToken(second, '/verify-email/') })).errors).toBeUndefined();
    expect((await t.gql<{ me: { emailConfirmed: boolean } }>(ME, {}, session)).data!.me.emailConfirmed).toBe(true);
  });

  it('marketing mail carries List-Unsubscribe; the link unsubscribes once, and no more marketing mail is sent', async () => {
    const em = t.server.orm.em.fork();
    const gate = await em.findOneOrFail(Gate, { host: 'localhost' });
    const user = await em.findOneOrFail(User, { email: 'vip@example.com', gate });
    const sent = await sendMarketingMail(em, { services: t.server.services, gate }, user, {
      subject: 'Double traffic this week',
      text: 'Get twice the visitors.',
    });
    expect(sent).toBe(true);
    const mail = await waitForMail(outbox, (m) => mailTo('vip@example.com')(m) && m.header('subject') === 'Double traffic this week');
    expect(mail.header('from')).toBe('Trafficgate <support@example.com>');
    const header = mail.header('list-unsubscribe') ?? '';
    // Sent outside a request: the demo gate's own host on the port this server listens on.
    const site = `http://localhost:${t.server.port}`;
    // RFC 8058: the header names the one-click address (POST /api/unsubscribe/{token}); the body links the page.
    const token = new RegExp(`^<${site}/api/unsubscribe/([A-Za-z0-9_-]{43})>$`).exec(header)?.[1];
    expect(token).toBeDefined();
    expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(`Unsubscribe: ${site}/unsubscribe/${token}`);
    expect(mail.html).toContain(`href="${site}/unsubscribe/${token}"`);
    expect(mail.html).toContain('Get twice the visitors.');

    const res = await t.gql(UNSUBSCRIBE, { t: token });
    expect(res.data).toEqual({
      unsubscribe: { message: 'You will no longer receive newsletters and promotions.', login: 'vip@example.com', token: null },
    });
    expect((await t.gql(ME, {}, await t.login('vip@example.com'))).data).toMatchObject({ me: { unsubscribed: true } });
    expect(violation(await t.gql(UNSUBSCRIBE, { t: token })).violations).toEqual([
      { propertyPath: 'token', message: 'This link has already been used.' },
    ]);

    const fresh = t.server.orm.em.fork();
    const again = await sendMarketingMail(
      fresh,
      { services: t.server.services, gate: await fresh.findOneOrFail(Gate, { host: 'localhost' }) },
      await fresh.findOneOrFail(User, { id: user.id }),
      {
        subject: 'Another offer',
        text: 'More.',
      },
    );
    expect(again).toBe(false);
  });
});
