import { linkToken, mailTo, readOutbox, startSmtpSink, waitForMail } from '../../../mail/__tests__/mail-helpers';
import { startTestServer, type TestServer } from '../../../../test/harness';
import { balanceOf, createProject, credit, jobsNamed, newAccount, packageByCode, sql } from '../../projects/__tests__/helpers';
import { JOBS } from '../../../jobs/job-map';

// Display name, password change with the current password, an e-mail change confirmed
// from the new address, and account removal that does what the confirmation says (docs/api.md#calls remove-account):
// open orders cancelled, campaigns stopped, personal data erased, ledger kept.

const REQUEST = 'mutation($i: EmailChangeInput!) { requestEmailChange(input: $i) }';
const VERIFY = 'mutation($t: String!) { verifyEmail(token: $t) { message login token } }';
const ME = '{ me { login displayName emailConfirmed } }';

describe('profile', () => {
  let t: TestServer;
  const outbox = () => readOutbox(t.server.services.config.mail.outboxDir);
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('changes the display name, and the password only with the current one', async () => {
    const a = await newAccount(t);
    const name = await t.gql<{ updateProfile: { displayName: string } }>(
      'mutation { updateProfile(input: { displayName: "  New Name " }) { displayName } }',
      {},
      a.token,
    );
    expect(name.data!.updateProfile.displayName).toBe('New Name');
    const wrong = await t.gql(
      'mutation { updateProfile(input: { currentPassword: "nope", newPassword: "another-password" }) { id } }',
      {},
      a.token,
    );
    expect(wrong.errors?.[0]?.extensions?.violations).toEqual([
      { propertyPath: 'currentPassword', message: 'The current password is not correct.' },
    ]);
    const ok = await t.gql(
      'mutation { updateProfile(input: { currentPassword: "a-good-password", newPassword: "another-password" }) { id } }',
      {},
      a.token,
    );
    expect(ok.errors).toBeUndefined();
    await expect(t.login(a.email, 'another-password')).resolves.toEqual(expect.any(String));
  });

  it('e-mail change: the link goes to the new address, the login changes only when it is opened, once', async () => {
    const a = await newAccount(t);
    const newEmail = `New.Address-${Date.now()}@Example.com`;
    const wrong = await t.gql(REQUEST, { i: { newEmail, password: 'wrong-password' } }, a.token);
    expect(wrong.errors?.[0]?.extensions?.violations).toEqual([{ propertyPath: 'password', message: 'The password is not correct.' }]);

    const res = await t.gql(REQUEST, { i: { newEmail, password: 'a-good-password' } }, a.token);
    expect(res.errors).toBeUndefined();
    const lower = newEmail.toLowerCase();
    // The link is a job (queued by the request, retried if the mail server fails): nothing is sent before the queue runs.
    expect(outbox().filter(mailTo(lower))).toHaveLength(0);
    await t.server.services.jobs.drain([JOBS.accountLinkMail]);
    const mail = await waitForMail(outbox, mailTo(lower));
    expect(mail.header('subject')).toBe('Confirm your new e-mail address for Trafficgate');
    expect(outbox().filter((m) => mailTo(a.email)(m) && /new e-mail/.test(m.header('subject') ?? ''))).toHaveLength(0);
    // Nothing changed yet: the old address is still the login.
    expect((await t.gql<{ me: { login: string } }>(ME, {}, a.token)).data!.me.login).toBe(a.email);

    const token = linkToken(mail, '/verify-email/');
    const confirmed = await t.gql(VERIFY, { t: token });
    expect(confirmed.data).toEqual({
      verifyEmail: { message: 'Your e-mail address is changed: sign in with it from now on.', login: lower, token: null },
    });
    expect((await t.gql<{ me: { login: string; emailConfirmed: boolean } }>(ME, {}, a.token)).data!.me).toMatchObject({
      login: lower,
      emailConfirmed: true,
    });
    await expect(t.login(lower, 'a-good-password')).resolves.toEqual(expect.any(String));
    await expect(t.login(a.email, 'a-good-password')).rejects.toThrow(/401/);
    expect((await t.gql(VERIFY, { t: token })).errors?.[0]?.extensions?.violations).toEqual([
      { propertyPath: 'token', message: 'This link has already been used.' },
    ]);
  });

  it('e-mail change: an address taken on the gate is refused, at the request and at confirmation', async () => {
    const a = await newAccount(t);
    const taken = await t.gql(REQUEST, { i: { newEmail: 'User2@example.com', password: 'a-good-password' } }, a.token);
    expect(taken.errors?.[0]?.extensions?.violations).toEqual([
      { propertyPath: 'newEmail', message: 'This e-mail is already registered.' },
    ]);
    const same = await t.gql(REQUEST, { i: { newEmail: a.email, password: 'a-good-password' } }, a.token);
    expect(same.errors?.[0]?.extensions?.violations).toEqual([
      { propertyPath: 'newEmail', message: 'This is already your e-mail address.' },
    ]);

    const wanted = `race-${Date.now()}@example.com`;
    expect((await t.gql(REQUEST, { i: { newEmail: wanted, password: 'a-good-password' } }, a.token)).errors).toBeUndefined();
    await t.server.services.jobs.drain([JOBS.accountLinkMail]);
    const token = linkToken(await waitForMail(outbox, mailTo(wanted)), '/verify-email/');
    // Someone registers the address before the link is opened.
    await t.gql('mutation($i: RegisterInput!) { register(input: $i) { email } }', { i: { email: wanted, password: 'a-good-password' } });
    const late = await t.gql(VERIFY, { t: token });
    expect(late.errors?.[0]?.extensions?.violations).toEqual([{ propertyPath: 'token', message: 'This e-mail is already registered.' }]);
    expect((await t.gql<{ me: { login: string } }>(ME, {}, a.token)).data!.me.login).toBe(a.email);
  });

  it('remove account: open orders cancelled, campaigns stopped, personal data erased, ledger and balances kept', async () => {
    const a = await newAccount(t);
    const pkg = await packageByCode(t, 'website-traffic-50k');
    await credit(t, a.id, pkg, 2);
    const projectId = await createProject(t, a.token, { title: 'My private site', url: 'https://private.example.com' });
    expect(
      (
        await t.gql(
          'mutation($p: Int!, $k: Int!) { assignPackage(projectId: $p, packageId: $k) { id } }',
          { p: projectId, k: pkg.id },
          a.token,
        )
      ).errors,
    ).toBeUndefined();
    await sql(
      t,
      `insert into orders (owner_id, package_id, quantity, amount_minor, currency, status, payment_provider, created_at, updated_at)
                  values (?, ?, 1, 100, 'USD', 'active', 'card', now(), now()), (?, ?, 1, 100, 'USD', 'pending', 'card', now(), now()), (?, ?, 1, 100, 'USD', 'refunded', 'card', now(), now())`,
      [a.id, pkg.id, a.id, pkg.id, a.id, pkg.id],
    );
    const syncsBefore = (await jobsNamed<{ projectId: number }>(t, JOBS.deliverySync)).filter((j) => j.data.projectId === projectId).length;
    // A webhook endpoint: after the removal no event about this account leaves for an outside URL.
    await sql(
      t,
      `insert into webhook_endpoints (owner_id, url, events, secret) values (?, 'https://hooks.example.com/in', '{project.expired}', 'whsec_x')`,
      [a.id],
    );

    const res = await t.http.post('/api/remove-account').set('authorization', `Bearer ${a.token}`).send({ password: 'a-good-password' });
    expect(res.status).toBe(204);

    const [user] = await sql<Record<string, unknown>>(t, 'select email, display_name, deleted, enabled, country from users where id = ?', [
      a.id,
    ]);
    expect(user).toEqual({ email: `deleted-${a.id}@removed.invalid`, display_name: '', deleted: true, enabled: false, country: null });
    expect(await sql(t, 'select enabled, disabled_reason from webhook_endpoints where owner_id = ?', [a.id])).toEqual([
      { enabled: false, disabled_reason: 'The account was removed.' },
    ]);
    expect(await sql(t, 'select status from orders where owner_id = ? order by status', [a.id])).toEqual([
      { status: 'cancelled' },
      { status: 'cancelled' },
      { status: 'refunded' },
    ]);
    const [project] = await sql<Record<string, unknown>>(t, 'select title, url, auto_renew, ga_id from projects where id = ?', [projectId]);
    expect(project).toEqual({ title: 'Removed project', url: '', auto_renew: false, ga_id: null });
    expect((await jobsNamed<{ projectId: number }>(t, JOBS.deliverySync)).filter((j) => j.data.projectId === projectId)).toHaveLength(
      syncsBefore + 1,
    );
    // The ledger stays for accounting.
    expect(await sql(t, 'select quantity, source from transactions where owner_id = ? order by id', [a.id])).toEqual([
      { quantity: 2, source: 'admin' },
      { quantity: -1, source: 'project_assignment' },
    ]);
    expect(await balanceOf(t, a.id, pkg.id)).toBe(1);
    // The session is over, the password opens nothing, and the address can be registered again.
    expect((await t.http.get('/api/me').set('authorization', `Bearer ${a.token}`)).status).toBe(401);
    await expect(t.login(a.email, 'a-good-password')).rejects.toThrow(/401/);
    const again = await t.gql('mutation($i: RegisterInput!) { register(input: $i) { email } }', {
      i: { email: a.email, password: 'a-good-password' },
    });
    expect(again.errors).toBeUndefined();
  });

  it('an admin removes an account by id the same way (POST /api/remove-account/{id})', async () => {
    const a = await newAccount(t);
    const admin = await t.login('admin@example.com');
    expect((await t.http.post(`/api/remove-account/${a.id}`).set('authorization', `Bearer ${admin}`)).status).toBe(204);
    const [user] = await sql<Record<string, unknown>>(t, 'select email, deleted from users where id = ?', [a.id]);
    expect(user).toEqual({ email: `deleted-${a.id}@removed.invalid`, deleted: true });
  });
});

// The e-mail change link is a queued job (docs/architecture.md#jobs): a mail server that refuses leaves the job
// to be retried with backoff, and no token is issued for a link that never left.
describe('profile: e-mail change while the mail server is down', () => {
  let t: TestServer;
  beforeAll(async () => {
    const sink = await startSmtpSink();
    await sink.close(); // nothing listens on its port any more
    t = await startTestServer({ SMTP_URL: sink.url });
  });
  afterAll(() => t.close());

  it('keeps the link mail queued for a retry and issues no token', async () => {
    const a = await newAccount(t);
    const newEmail = `down-${Date.now()}@example.com`;
    expect((await t.gql(REQUEST, { i: { newEmail, password: 'a-good-password' } }, a.token)).errors).toBeUndefined();
    // (The sign-up's verification mail is a job of the same queue too.)
    const [job] = (await jobsNamed<{ userId: number; newEmail: string; kind: string }>(t, JOBS.accountLinkMail)).filter(
      (j) => j.data.userId === a.id && j.data.kind === 'change-email',
    );
    expect(job.data).toMatchObject({ kind: 'change-email', newEmail });
    await t.server.services.jobs.drain([JOBS.accountLinkMail]);
    const [after] = await sql<{ state: string; start_after: Date }>(t, 'select state, start_after from pgboss.job where id = ?', [job.id]);
    expect(after.state).toBe('retry');
    expect(new Date(after.start_after).getTime()).toBeGreaterThan(Date.now());
    expect(await sql(t, "select id from action_tokens where user_id = ? and purpose = 'change_email'", [a.id])).toEqual([]);
  });
});
