import { startTestServer, type TestServer } from '../../../test/harness';
import { startSteeredSmtp, type SteeredSmtp, until } from '../../modules/marketing/__tests__/campaign-helpers';
import { sql } from '../../modules/projects/__tests__/helpers';
import { linkToken } from './mail-helpers';
import { JOBS } from '../../jobs/job-map';

// While the mail server refuses, sign-up and password reset still
// answer as usual; their messages wait in the queue, are retried with backoff, and arrive once the server is back.

describe('account mail through the job queue', () => {
  let t: TestServer;
  let smtp: SteeredSmtp;

  beforeAll(async () => {
    smtp = await startSteeredSmtp();
    t = await startTestServer({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const to = (address: string) => smtp.accepted.filter((m) => (m.header('to') ?? '').includes(address));

  it('an SMTP outage delays the verification and reset mails instead of failing the requests; nothing is lost', async () => {
    smtp.refusing = true;
    const email = `outage-${Date.now()}@example.com`;
    const reg = await t.gql('mutation($i: RegisterInput!) { register(input: $i) { email } }', {
      i: { email, password: 'a-good-password' },
    });
    expect(reg.errors).toBeUndefined();
    const reset = await t.gql('mutation($i: PasswordResetRequestInput!) { requestPasswordReset(input: $i) }', {
      i: { email: 'vip@example.com' },
    });
    expect(reset.data).toEqual({ requestPasswordReset: true });

    // The queue tries: the server refuses, the jobs are kept for a retry.
    await t.server.services.jobs.drain([JOBS.accountLinkMail]);
    expect(to(email)).toHaveLength(0);
    const waiting = await sql<{ state: string }>(
      t,
      `select state from pgboss.job where name = ? and data->>'kind' in ('verify-email', 'reset-password')`,
      [JOBS.accountLinkMail],
    );
    expect(waiting.map((j) => j.state).sort()).toEqual(['retry', 'retry']);

    // The server is back: the retries (after pg-boss's backoff) deliver both, once each.
    smtp.refusing = false;
    await until(
      async () => {
        await t.server.services.jobs.drain([JOBS.accountLinkMail]);
        return to(email).length > 0 && to('vip@example.com').some((m) => /Reset your/.test(m.header('subject') ?? ''));
      },
      60_000,
      'the retried mails',
    );
    expect(to(email)).toHaveLength(1);
    const verify = linkToken(to(email)[0], '/verify-email/');
    expect((await t.gql('mutation($t: String!) { verifyEmail(token: $t) { login } }', { t: verify })).data).toEqual({
      verifyEmail: { login: email },
    });
  }, 90_000);
});
