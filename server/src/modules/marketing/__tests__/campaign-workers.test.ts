import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { startTestServer, type TestServer } from '../../../../test/harness';
import { readState } from '../../../../test/template';
import { sql } from '../../projects/__tests__/helpers';
import { countByRecipient, insertUsers, newGate, type SteeredSmtp, startSteeredSmtp, until } from './campaign-helpers';
import { JOBS } from '../../../jobs/job-map';

// The queue's semantics with real `npm run worker` processes on PostgreSQL — a worker
// killed mid-campaign and a fresh one started: every recipient mailed exactly once; two workers at once: nobody
// mailed twice. (The worker process needs PostgreSQL: the embedded database belongs to the web process.)

const onPostgres = readState().kind === 'postgres' ? describe : describe.skip;

onPostgres('e-mail campaigns with worker processes', () => {
  let t: TestServer;
  let smtp: SteeredSmtp;
  let manager: string;
  const workers = new Set<ChildProcess>();

  beforeAll(async () => {
    smtp = await startSteeredSmtp();
    t = await startTestServer({ SMTP_URL: smtp.url });
    manager = await t.login('manager@example.com');
  });
  afterAll(async () => {
    for (const w of workers) w.kill('SIGKILL');
    await t.close();
    await smtp.close();
  });

  function startWorker(): { process: ChildProcess; exited: Promise<number | null> } {
    const config = t.server.services.config;
    const child = spawn(process.execPath, ['-r', '@swc-node/register', path.join(__dirname, '..', '..', '..', 'worker.ts')], {
      cwd: path.join(__dirname, '..', '..', '..', '..'),
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: config.databaseUrl,
        DATA_DIR: config.dataDir,
        SMTP_URL: smtp.url,
        JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        CAMPAIGN_RATE_PER_SECOND: '40',
        CAMPAIGN_BATCH_SIZE: '7',
        // One message at a time: the held 25th is the only one in the mail server's hands when the worker dies.
        CAMPAIGN_CONCURRENCY: '1',
        CAMPAIGN_LEASE_SECONDS: '2',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    workers.add(child);
    child.stderr!.resume();
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    void exited.then(() => workers.delete(child));
    return { process: child, exited };
  }

  async function scheduledCampaign(gateId: number): Promise<number> {
    const res = await t.http
      .post('/api/email_campaigns')
      .set({ authorization: `Bearer ${manager}` })
      .send({ name: 'Worker run', code: `worker-${Date.now()}`, subject: 'Hello', bodyText: 'News.', gateId, status: 'scheduled' });
    expect(res.status).toBe(201);
    // The minute's tick, now: the running workers start the run.
    await t.server.services.jobs.send(JOBS.campaignTick, {});
    return res.body.id as number;
  }

  const statusOf = async (id: number) =>
    (await sql<{ status: string }>(t, 'select status from email_campaigns where id = ?', [id]))[0].status;

  it('a worker killed mid-campaign, then a new one: every recipient is mailed exactly once', async () => {
    const gateId = await newGate(t);
    const audience = await insertUsers(t, gateId, 60, `kill-${Date.now()}`);
    const accepted = () => smtp.accepted.filter((m) => audience.some((a) => (m.header('to') ?? '').includes(a)));
    let killed = false;
    const first = startWorker();
    // The 25th message is held unanswered: the worker is inside "send", its row claimed and not yet marked. Kill it there.
    const start = smtp.accepted.length;
    smtp.gate = () => {
      if (killed) return true;
      if (smtp.accepted.length - start < 24) return true;
      killed = true;
      first.process.kill('SIGKILL');
      return false;
    };
    const id = await scheduledCampaign(gateId);
    await first.exited;
    expect(killed).toBe(true);
    expect(accepted()).toHaveLength(24);
    expect(await statusOf(id)).toBe('sending');
    const [claimed] = await sql<{ n: string }>(
      t,
      `select count(*) as n from email_campaign_histories where email_campaign_id = ? and status = 'sending'`,
      [id],
    );
    expect(Number(claimed.n)).toBe(1);

    // Its hold on the campaign runs out (CAMPAIGN_LEASE_SECONDS=2); a new worker resumes the run where it stopped.
    await until(
      async () => (await sql(t, 'select 1 from email_campaigns where id = ? and sender_lease_until < now()', [id])).length > 0,
      10_000,
      'the lease to run out',
    );
    const second = startWorker();
    try {
      await until(async () => (await statusOf(id)) === 'sent', 60_000, 'the campaign to be sent');
    } finally {
      second.process.kill('SIGTERM');
    }
    expect(await second.exited).toBe(0);
    const counts = countByRecipient(accepted());
    expect(counts.size).toBe(60);
    for (const email of audience) expect(counts.get(email)).toBe(1);
    const rows = await sql<{ status: string; n: string }>(
      t,
      'select status, count(*) as n from email_campaign_histories where email_campaign_id = ? group by status',
      [id],
    );
    expect(rows).toEqual([{ status: 'delivered', n: '60' }]);
  }, 120_000);

  it('two workers at once, with the send job queued twice: nobody is mailed twice', async () => {
    smtp.gate = undefined;
    const gateId = await newGate(t);
    const audience = await insertUsers(t, gateId, 50, `pair-${Date.now()}`);
    const a = startWorker();
    const b = startWorker();
    try {
      const id = await scheduledCampaign(gateId);
      // A second sender job for the same campaign, as a redelivered job would be.
      await until(async () => (await statusOf(id)) === 'sending', 30_000, 'the run to start');
      await t.server.services.jobs.send(JOBS.campaignSend, { campaignId: id });
      await until(async () => (await statusOf(id)) === 'sent', 60_000, 'the campaign to be sent');
    } finally {
      a.process.kill('SIGTERM');
      b.process.kill('SIGTERM');
    }
    expect(await a.exited).toBe(0);
    expect(await b.exited).toBe(0);
    const counts = countByRecipient(smtp.accepted.filter((m) => audience.some((x) => (m.header('to') ?? '').includes(x))));
    expect(counts.size).toBe(50);
    for (const email of audience) expect(counts.get(email)).toBe(1);
  }, 120_000);
});
