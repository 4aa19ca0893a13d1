import { startTestServer, type TestServer } from '../../../../test/harness';
import { sql } from '../../projects/__tests__/helpers';
import { countByRecipient, insertUsers, newGate, type SteeredSmtp, startSteeredSmtp } from './campaign-helpers';
import { JOBS } from '../../../jobs/job-map';

// A scheduled campaign is sent by the queue to its segment — once per user, never to
// the unsubscribed, deleted or disabled — with the gate's brand and RFC 8058 one-click unsubscribe; a refusing mail
// server delays messages (retried with backoff) instead of losing them; the test send is an admin's.

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('e-mail campaign sending', () => {
  let t: TestServer;
  let smtp: SteeredSmtp;
  let manager: string;
  let admin: string;

  beforeAll(async () => {
    smtp = await startSteeredSmtp();
    t = await startTestServer({
      SMTP_URL: smtp.url,
      CAMPAIGN_RATE_PER_SECOND: '1000',
      CAMPAIGN_RETRY_DELAY_SECONDS: '0.2',
      CAMPAIGN_MAX_ATTEMPTS: '4',
    });
    manager = await t.login('manager@example.com');
    admin = await t.login('admin@example.com');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const run = () => t.server.services.jobs.drain([JOBS.campaignTick, JOBS.campaignSend]);
  const tick = () => t.server.services.jobs.send(JOBS.campaignTick, {});

  async function newCampaign(gateId: number, fields: Record<string, unknown> = {}): Promise<number> {
    const res = await t.http
      .post('/api/email_campaigns')
      .set(bearer(manager))
      .send({
        name: 'Spring offer',
        code: `spring-${Date.now()}-${Math.random()}`,
        subject: 'Spring offer',
        bodyText: 'Twice the visitors this week.',
        bodyHtml: '<p>Twice the <b>visitors</b> this week.</p>',
        gateId,
        ...fields,
      });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('draft');
    return res.body.id as number;
  }

  it('sends a scheduled campaign once to every subscribed user of its gate, branded, with one-click unsubscribe', async () => {
    const gateId = await newGate(t);
    const audience = await insertUsers(t, gateId, 12, `fan-${Date.now()}`);
    const unsubscribed = await insertUsers(t, gateId, 3, `quiet-${Date.now()}`, { unsubscribed: true });
    const deleted = await insertUsers(t, gateId, 1, `gone-${Date.now()}`, { deleted: true });
    const disabled = await insertUsers(t, gateId, 1, `off-${Date.now()}`, { enabled: false });
    const id = await newCampaign(gateId);

    const preview = await t.http.get(`/api/email_campaigns/${id}/audience`).set(bearer(manager));
    expect(preview.body).toEqual({ count: 12 });

    // Nothing leaves a draft.
    await tick();
    await run();
    expect(smtp.accepted.filter((m) => audience.some((a) => (m.header('to') ?? '').includes(a)))).toHaveLength(0);

    const scheduled = await t.http.post(`/api/email_campaigns/${id}/schedule`).set(bearer(manager));
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.status).toBe('scheduled');
    const connectionsBefore = smtp.connections;
    await tick();
    await run();

    const counts = countByRecipient(smtp.accepted);
    for (const email of audience) expect(counts.get(email)).toBe(1);
    // The run opens its SMTP connections once and reuses them: at most CAMPAIGN_CONCURRENCY (4) for 12 messages.
    expect(smtp.connections - connectionsBefore).toBeGreaterThanOrEqual(1);
    expect(smtp.connections - connectionsBefore).toBeLessThanOrEqual(4);
    for (const email of [...unsubscribed, ...deleted, ...disabled]) expect(counts.get(email)).toBeUndefined();

    const item = await t.http.get(`/api/email_campaigns/${id}`).set(bearer(manager));
    expect(item.body).toMatchObject({ status: 'sent', run: 1 });
    expect(item.body.runFinishedAt).toEqual(expect.any(String));

    const mail = smtp.accepted.find((m) => (m.header('to') ?? '').includes(audience[0]))!;
    expect(mail.header('subject')).toBe('Spring offer');
    expect(mail.header('from')).toMatch(/^"?Brand \d+"? </);
    expect(mail.html).toContain('Twice the <b>visitors</b> this week.');
    expect(mail.text).toContain('Unsubscribe: https://brand');
    expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(https:\/\/brand\d+\.example\.com)(\/api\/unsubscribe\/[A-Za-z0-9_-]{43})>$/.exec(
      mail.header('list-unsubscribe') ?? '',
    );
    expect(oneClick).not.toBeNull();
    expect(mail.header('message-id')).toMatch(new RegExp(`^<campaign-${id}-1-\\d+@brand\\d+\\.example\\.com>$`));

    // History: one delivered row per recipient of run 1.
    const history = await t.http.get(`/api/email_campaign_histories?emailCampaignId=${id}&limit=50`).set(bearer(manager));
    expect(history.body['hydra:totalItems']).toBe(12);
    expect(history.body['hydra:member'][0]).toMatchObject({
      run: 1,
      status: 'delivered',
      delivered: true,
      test: false,
      attempts: 1,
      error: null,
    });

    // RFC 8058: the mail client POSTs List-Unsubscribe=One-Click to that address (form-encoded); again answers the same.
    for (let i = 0; i < 2; i += 1) {
      const res = await t.http.post(oneClick![2]).type('form').send('List-Unsubscribe=One-Click');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ unsubscribed: true });
    }
    const [row] = await sql<{ unsubscribed: boolean }>(t, 'select unsubscribed from users where email = ? and gate_id = ?', [
      audience[0],
      gateId,
    ]);
    expect(row.unsubscribed).toBe(true);
    expect((await t.http.post('/api/unsubscribe/not-a-token').type('form').send('List-Unsubscribe=One-Click')).status).toBe(422);

    // A sent campaign cannot be scheduled again (illegal move → 409), nor can staff set sending or sent.
    const again = await t.http.post(`/api/email_campaigns/${id}/schedule`).set(bearer(manager));
    expect(again.status).toBe(409);
    const draft = await newCampaign(gateId);
    expect((await t.http.put(`/api/email_campaigns/${draft}`).set(bearer(manager)).send({ status: 'sending' })).status).toBe(409);
    expect((await t.http.post(`/api/email_campaigns/${draft}/pause`).set(bearer(manager))).status).toBe(409);
    // Scheduling needs a subject, and a recurring campaign its period.
    const empty = await newCampaign(gateId, { subject: '', onetime: false });
    const refused = await t.http.post(`/api/email_campaigns/${empty}/schedule`).set(bearer(manager));
    expect(refused.status).toBe(422);
    expect(refused.body.violations.map((v: { propertyPath: string }) => v.propertyPath).sort()).toEqual(['periodDays', 'subject']);
  });

  it('a refusing mail server delays the messages: retried with backoff, then each user gets exactly one', async () => {
    const gateId = await newGate(t);
    const audience = await insertUsers(t, gateId, 8, `retry-${Date.now()}`);
    const id = await newCampaign(gateId, { subject: 'Back soon' });
    expect((await t.http.post(`/api/email_campaigns/${id}/schedule`).set(bearer(manager))).status).toBe(200);

    smtp.refusing = true;
    await tick();
    await run();
    const failed = await sql<{ status: string; error: string; n: string }>(
      t,
      'select status, error, count(*) as n from email_campaign_histories where email_campaign_id = ? group by status, error',
      [id],
    );
    expect(failed).toHaveLength(1);
    expect(failed[0].status).toBe('failed');
    expect(failed[0].error).toMatch(/451/);
    expect((await t.http.get(`/api/email_campaigns/${id}`).set(bearer(manager))).body.status).toBe('sending');

    smtp.refusing = false;
    // The backoff (0.2 s, doubling) passes; the queued sender goes on, as a worker would run it.
    for (let round = 0; round < 40; round += 1) {
      await new Promise((r) => setTimeout(r, 250));
      await run();
      const [c] = await sql<{ status: string }>(t, 'select status from email_campaigns where id = ?', [id]);
      if (c.status === 'sent') break;
    }
    const counts = countByRecipient(smtp.accepted);
    for (const email of audience) expect(counts.get(email)).toBe(1);
    const rows = await sql<{ status: string; delivered: boolean; attempts: number }>(
      t,
      'select status, delivered, attempts from email_campaign_histories where email_campaign_id = ?',
      [id],
    );
    expect(rows).toHaveLength(8);
    expect(rows.every((r) => r.status === 'delivered' && r.delivered)).toBe(true);
    // The sender stops after five refusals in a row (the server is down; a few more were already on their way) and
    // tries those again after the backoff; the rest go out once.
    expect(rows.filter((r) => r.attempts >= 2).length).toBeGreaterThanOrEqual(5);
    expect((await t.http.get(`/api/email_campaigns/${id}`).set(bearer(manager))).body.status).toBe('sent');
  });

  it('a user who unsubscribes while a run is paused gets nothing from it; the resumed run sends the rest', async () => {
    const gateId = await newGate(t);
    const audience = await insertUsers(t, gateId, 5, `pause-${Date.now()}`);
    const id = await newCampaign(gateId);
    expect((await t.http.post(`/api/email_campaigns/${id}/schedule`).set(bearer(manager))).status).toBe(200);
    await tick();
    await t.server.services.jobs.drain([JOBS.campaignTick]); // run started, sender queued but not run
    expect((await t.http.post(`/api/email_campaigns/${id}/pause`).set(bearer(manager))).body.status).toBe('paused');
    await run(); // the queued sender finds the campaign paused
    expect(countByRecipient(smtp.accepted).get(audience[0])).toBeUndefined();

    await sql(t, 'update users set unsubscribed = true where email = ? and gate_id = ?', [audience[0], gateId]);
    expect((await t.http.post(`/api/email_campaigns/${id}/schedule`).set(bearer(manager))).body.status).toBe('scheduled');
    await tick();
    await run();
    const counts = countByRecipient(smtp.accepted);
    expect(counts.get(audience[0])).toBeUndefined();
    for (const email of audience.slice(1)) expect(counts.get(email)).toBe(1);
    expect((await t.http.get(`/api/email_campaigns/${id}`).set(bearer(manager))).body).toMatchObject({ status: 'sent', run: 1 });
  });

  it('the test send is an admin call: a manager is refused, an admin gets the message and a test row in history', async () => {
    const gateId = await newGate(t);
    const id = await newCampaign(gateId, { subject: 'Preview me' });
    const denied = await t.http
      .post('/api/admin/email_campaigns/send')
      .set(bearer(manager))
      .send({ emailCampaignId: id, email: 'me@example.com' });
    expect(denied.status).toBe(403);
    const gqlDenied = await t.gql(
      'mutation($i: EmailCampaignTestSendInput!) { sendTestEmailCampaign(input: $i) { id } }',
      { i: { emailCampaignId: id, email: 'me@example.com' } },
      manager,
    );
    expect(gqlDenied.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(
      (await t.http.post('/api/admin/email_campaigns/send').set(bearer(admin)).send({ emailCampaignId: id, email: 'not-an-address' }))
        .status,
    ).toBe(422);

    const res = await t.http
      .post('/api/admin/email_campaigns/send')
      .set(bearer(admin))
      .send({ emailCampaignId: id, email: 'preview@example.com' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      '@type': 'EmailCampaignHistory',
      test: true,
      email: 'preview@example.com',
      delivered: true,
      status: 'delivered',
      userId: null,
      run: 0,
    });
    const mail = smtp.accepted.find((m) => (m.header('to') ?? '').includes('preview@example.com'))!;
    expect(mail.header('subject')).toBe('[Test] Preview me');

    smtp.refusing = true;
    try {
      const down = await t.http
        .post('/api/admin/email_campaigns/send')
        .set(bearer(admin))
        .send({ emailCampaignId: id, email: 'preview2@example.com' });
      expect(down.status).toBe(201);
      expect(down.body).toMatchObject({ test: true, delivered: false, status: 'failed', error: expect.stringMatching(/451/) });
    } finally {
      smtp.refusing = false;
    }
    // A test row is history only: the campaign is still a draft and nobody else was mailed.
    expect((await t.http.get(`/api/email_campaigns/${id}`).set(bearer(manager))).body.status).toBe('draft');
  });
});
