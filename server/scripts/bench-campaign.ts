import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import 'reflect-metadata';
import autocannon from 'autocannon';
import { Client } from 'pg';
import pino from 'pino';
import { loadConfig } from '../src/config';
import { audienceSize, recipientsPage } from '../src/modules/marketing/campaign-segments';
import { campaignTick, sendCampaign } from '../src/modules/marketing/campaign-sender';
import { EmailCampaignSegment } from '../src/common/statuses';
import { startServer } from '../src/server';
import { DEMO_PASSWORD } from '../src/db/seeders/demo.seeder';
import { JobQueue } from '../src/jobs/queue';
import { temporaryDatabase } from './bench-delivery';
import { table } from './bench-format';
import { smtpSink, smtpSinkProcess } from './bench-smtp-sink';
import { JOBS } from '../src/jobs/job-map';

/*
 * `npm run bench -- campaign [--users N] [--rate R] [--concurrency C]`: one e-mail campaign to N generated
 * users (default 100,000) through a local SMTP sink (a real SMTP server on a loopback port that counts and discards,
 * scripts/bench-smtp-sink.ts), sent by the same code the `marketing.campaign-send` job runs, in this process. Prints
 * the time to build the segment (count and first page), messages per second, and this process's RSS growth over the
 * run (flat memory: it must not grow with N). Database: a temporary database on DATABASE_URL's server when set
 * (dropped afterwards), else embedded PGlite. Nothing is asserted.
 *
 * `--api-load [--in-process] [--duration S] [--connections K] [--api-rate Q]`: the production
 * topology instead — a web process (`src/main.ts`, RUN_WORKER=false) and a worker process (`src/worker.ts`, as
 * `npm run worker`) on a temporary PostgreSQL database (DATABASE_URL required), the sink in a process of its own.
 * autocannon loads a cheap authenticated list (GET /api/projects as a customer) for S seconds while nothing runs
 * (idle), then for as long as the worker sends the campaign (loaded), then for S seconds again after it (idle
 * after: how much the machine's own load moved meanwhile). Prints p50/p99 of each phase and the loaded/idle p99
 * ratio (the aim is ≤ 1.5×), the campaign's messages per second in the worker and the worker's RSS growth (from
 * /proc, Linux). `--in-process` runs the campaign in the web process's own worker (RUN_WORKER=true, `npm start`'s
 * topology) instead. `--api-rate Q` paces the load at Q requests per second (default: as fast as the server answers).
 * `--loaded-seconds S` ends the loaded phase after S seconds (the campaign is paused then) instead of at its end.
 * `--worker-nice N` runs the worker process (and the sink) at CPU priority N (nice), as `nice -n N npm run worker`
 * would. The warm-up before the idle phase lasts as long as a phase (`--duration`): a fresh process is slow at first.
 */

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const USERS = arg('users', 100_000);
const RATE = arg('rate', 100_000);
const CONCURRENCY = arg('concurrency', 16);
const DURATION = arg('duration', 10);
const CONNECTIONS = arg('connections', 10);
const API_RATE = arg('api-rate', 0);
const IN_PROCESS = process.argv.includes('--in-process');
const WORKER_NICE = arg('worker-nice', 0);
const LOADED_SECONDS = arg('loaded-seconds', 0);

function collectGarbage(): void {
  v8.setFlagsFromString('--expose_gc');
  (vm.runInNewContext('gc') as () => void)();
}

export async function benchCampaign(): Promise<void> {
  if (process.argv.includes('--api-load')) return benchCampaignUnderLoad();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tg-bench-campaign-'));
  const temp = process.env.DATABASE_URL ? await temporaryDatabase(process.env.DATABASE_URL) : undefined;
  const sink = await smtpSink();
  const kind = temp ? 'PostgreSQL' : 'embedded PGlite';
  try {
    const env: Record<string, string | undefined> = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'development',
      RUN_WORKER: 'false',
      SMTP_URL: sink.url,
      CAMPAIGN_RATE_PER_SECOND: String(RATE),
      CAMPAIGN_BATCH_SIZE: '1000',
      CAMPAIGN_CONCURRENCY: String(CONCURRENCY),
    };
    if (temp) env.DATABASE_URL = temp.url;
    else delete env.DATABASE_URL;
    const server = await startServer(loadConfig(env), { logger: pino({ level: 'silent' }) });
    try {
      const conn = server.orm.em.fork().getConnection();
      const t0 = performance.now();
      const [gate] = await conn.execute<{ id: number }[]>(
        `insert into gates (name, host, enabled, is_default, description, api_base, config, created_at, updated_at)
         select 'Bench', 'bench-campaign.example.com', true, false, '', api_base, config, now(), now() from gates where is_default returning id`,
      );
      // Every tenth user unsubscribed and every fiftieth deleted: the segment must leave them out.
      await conn.execute(
        `insert into users (email, gate_id, password_hash, roles, enabled, deleted, unsubscribed, email_confirmed, display_name, created_at, updated_at)
         select 'bench-' || g || '@example.com', ?, 'x', '{ROLE_USER}', true, g % 50 = 0, g % 10 = 0, true, '', now(), now()
           from generate_series(1, ?) g`,
        [gate.id, USERS],
      );
      await conn.execute('analyze users');
      const generated = performance.now() - t0;
      const [campaign] = await conn.execute<{ id: number }[]>(
        `insert into email_campaigns (name, code, status, type, onetime, enabled, subject, body_html, body_text, gate_id, segment, run, created_at, updated_at)
         values ('Bench', 'bench', 'scheduled', 'newsletter', true, true, 'Bench offer', '<p>Twice the visitors.</p>', 'Twice the visitors.', ?, 'all_subscribed', 0, now(), now())
         returning id`,
        [gate.id],
      );

      const s0 = performance.now();
      const audience = await audienceSize(server.orm.em.fork(), {
        segment: EmailCampaignSegment.all_subscribed,
        segmentDays: null,
        gateId: gate.id,
      });
      const countMs = performance.now() - s0;
      const p0 = performance.now();
      await recipientsPage(
        server.orm.em.fork(),
        { campaignId: campaign.id, run: 1, segment: EmailCampaignSegment.all_subscribed, segmentDays: null, gateId: gate.id },
        0,
        1000,
      );
      const pageMs = performance.now() - p0;

      await campaignTick(server.orm.em.fork(), server.services.jobs);
      collectGarbage();
      const rssBefore = process.memoryUsage().rss;
      const heapBefore = process.memoryUsage().heapUsed;
      let peak = rssBefore;
      let heapPeak = heapBefore;
      const samples: number[] = [];
      const sampler = setInterval(() => {
        const { rss, heapUsed } = process.memoryUsage();
        peak = Math.max(peak, rss);
        heapPeak = Math.max(heapPeak, heapUsed);
        samples.push(rss);
      }, 250);
      const progress = setInterval(() => void sink.count().then((n) => process.stderr.write(`\r${n} / ${audience} messages`)), 1000);
      const m0 = performance.now();
      const outcome = await sendCampaign(server.orm.em.fork(), server.services, server.services.jobs, campaign.id);
      const sendMs = performance.now() - m0;
      const received = await sink.count();
      clearInterval(sampler);
      clearInterval(progress);
      collectGarbage();
      const heapAfterGc = process.memoryUsage().heapUsed;
      process.stderr.write('\n');
      const mb = (b: number) => (b / 1024 / 1024).toFixed(1);
      const tenth = samples[Math.floor(samples.length * 0.1)] ?? rssBefore;
      const last = samples[samples.length - 1] ?? rssBefore;

      console.log(
        `\nE-mail campaign to ${USERS.toLocaleString('en')} generated users (${audience.toLocaleString('en')} in the segment), ${kind}, SMTP sink on loopback in this process, rate cap ${RATE}/s, ${CONCURRENCY} messages at once`,
      );
      table(
        ['measure', 'value'],
        [
          ['users generated (SQL)', `${(generated / 1000).toFixed(1)} s`],
          ['segment count (all_subscribed)', `${countMs.toFixed(0)} ms`],
          ['segment first page (1,000 recipients)', `${pageMs.toFixed(0)} ms`],
          ['messages delivered / failed', `${outcome.delivered} / ${outcome.failed} (sink received ${received})`],
          ['send time', `${(sendMs / 1000).toFixed(1)} s`],
          ['messages per second', (outcome.delivered / (sendMs / 1000)).toFixed(0)],
          ['RSS before the run', `${mb(rssBefore)} MB`],
          ['peak RSS growth during the run', `${mb(peak - rssBefore)} MB`],
          ['RSS at 10 % / at the end of the run', `${mb(tenth)} MB / ${mb(last)} MB`],
          ['JS heap: before / peak / after a full GC', `${mb(heapBefore)} / ${mb(heapPeak)} / ${mb(heapAfterGc)} MB`],
          ['campaign ended', outcome.ended],
        ],
      );
    } finally {
      await server.close();
    }
  } finally {
    await sink.close();
    await temp?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const SERVER_DIR = path.resolve(__dirname, '..');

async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as AddressInfo;
  await new Promise((r) => srv.close(r));
  return port;
}

/** Starts src/<entry>.ts as its own Node process (as `npm start` / `npm run worker` would, without a build). */
function startProcess(
  entry: 'main' | 'worker',
  env: Record<string, string | undefined>,
): { child: ChildProcess; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', path.join(SERVER_DIR, 'src', `${entry}.ts`)], {
    cwd: SERVER_DIR,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, exited: new Promise((resolve) => child.on('exit', (code) => resolve(code))) };
}

/** Resident memory of another process (Linux /proc), in bytes; 0 when it cannot be read. */
function rssOf(pid: number | undefined): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

interface LoadFigures {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const figures = (r: autocannon.Result): LoadFigures => ({
  requests: r.requests.total,
  rps: r.requests.total / r.duration,
  p50: r.latency.p50,
  p99: r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors + r.timeouts,
});

/** Loads the list for `seconds`, or until until() answers true when given (checked every second). */
function loadList(url: string, token: string, seconds: number, until?: () => Promise<boolean>): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        headers: { authorization: `Bearer ${token}` },
        ...(API_RATE > 0 ? { overallRate: API_RATE } : {}),
      },
      (err, result) => {
        if (timer) clearInterval(timer);
        if (err) reject(err);
        else resolve(figures(result));
      },
    );
    if (until) {
      let checking = false;
      timer = setInterval(() => {
        if (checking) return;
        checking = true;
        void until()
          .then((done) => {
            if (done) {
              clearInterval(timer);
              instance.stop();
            }
          })
          .finally(() => {
            checking = false;
          });
      }, 1000);
    }
  });
}

/** The API's p99 idle and while a 100,000-recipient campaign runs in the worker. */
async function benchCampaignUnderLoad(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('--api-load needs DATABASE_URL (PostgreSQL): the web and worker processes share it');
  const load0 = os.loadavg();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tg-bench-campaign-'));
  const temp = await temporaryDatabase(process.env.DATABASE_URL);
  const sink = await smtpSinkProcess();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: Record<string, string | undefined> = {
    ...process.env,
    DATABASE_URL: temp.url,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    NODE_ENV: 'development',
    WEB_CONCURRENCY: '1',
    SMTP_URL: sink.url,
    CAMPAIGN_RATE_PER_SECOND: String(RATE),
    CAMPAIGN_BATCH_SIZE: '1000',
    CAMPAIGN_CONCURRENCY: String(CONCURRENCY),
    // The sender renews its lease, and so notices a pause, every 5 s.
    CAMPAIGN_LEASE_SECONDS: '15',
  };
  const processes: { child: ChildProcess; exited: Promise<number | null> }[] = [];
  const db = new Client({ connectionString: temp.url });
  let queue: JobQueue | undefined;
  try {
    const web = startProcess('main', { ...env, RUN_WORKER: IN_PROCESS ? 'true' : 'false' });
    processes.push(web);
    for (let i = 0; ; i += 1) {
      const ready = await fetch(`${base}/readyz`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ready) break;
      if (i > 600) throw new Error('the web process did not become ready');
      await new Promise((r) => setTimeout(r, 500));
    }
    const sender = IN_PROCESS ? web : startProcess('worker', env);
    if (!IN_PROCESS) {
      processes.push(sender);
      // A lower CPU priority for the worker (and the sink, which stands for a mail server on another machine).
      if (WORKER_NICE) {
        os.setPriority(sender.child.pid!, WORKER_NICE);
        os.setPriority(sink.pid, WORKER_NICE);
      }
    }
    await db.connect();

    const t0 = performance.now();
    const { rows: gates } = await db.query<{ id: number }>(
      `insert into gates (name, host, enabled, is_default, description, api_base, config, created_at, updated_at)
       select 'Bench', 'bench-campaign.example.com', true, false, '', api_base, config, now(), now() from gates where is_default returning id`,
    );
    const gateId = gates[0].id;
    await db.query(
      `insert into users (email, gate_id, password_hash, roles, enabled, deleted, unsubscribed, email_confirmed, display_name, created_at, updated_at)
       select 'bench-' || g || '@example.com', $1, 'x', '{ROLE_USER}', true, g % 50 = 0, g % 10 = 0, true, '', now(), now()
         from generate_series(1, $2::int) g`,
      [gateId, USERS],
    );
    await db.query('analyze users');
    const generated = performance.now() - t0;
    const { rows: campaigns } = await db.query<{ id: number }>(
      `insert into email_campaigns (name, code, status, type, onetime, enabled, subject, body_html, body_text, gate_id, segment, run, created_at, updated_at)
       values ('Bench', 'bench', 'draft', 'newsletter', true, true, 'Bench offer', '<p>Twice the visitors.</p>', 'Twice the visitors.', $1, 'all_subscribed', 0, now(), now())
       returning id`,
      [gateId],
    );
    const campaignId = campaigns[0].id;
    const s0 = performance.now();
    const { rows: counted } = await db.query<{ n: string }>(
      'select count(*) as n from users u where not u.deleted and u.enabled and not u.unsubscribed and u.gate_id = $1',
      [gateId],
    );
    const countMs = performance.now() - s0;
    const audience = Number(counted[0].n);

    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'user@example.com', password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    if (!token) throw new Error(`login as user@example.com failed (${login.status})`);
    const listUrl = `${base}/api/projects?limit=10`;
    const probe = await fetch(listUrl, { headers: { authorization: `Bearer ${token}` } });
    if (probe.status !== 200) throw new Error(`GET /api/projects answered ${probe.status}`);

    process.stderr.write('warming up\n');
    await loadList(listUrl, token, DURATION);
    process.stderr.write(`idle: ${DURATION} s\n`);
    const idle = await loadList(listUrl, token, DURATION);

    // The campaign starts: scheduled, and the minute's tick queued now (the worker polls the queue).
    queue = new JobQueue(temp.url, { work: false, logger: pino({ level: 'silent' }) });
    await queue.start();
    const rssStart = rssOf(sender.child.pid);
    let rssPeak = rssStart;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, rssOf(sender.child.pid));
    }, 250);
    await db.query(`update email_campaigns set status = 'scheduled', updated_at = now() where id = $1`, [campaignId]);
    await queue.send(JOBS.campaignTick, {});
    const q0 = performance.now();
    while ((await sink.count()) === 0) {
      if (performance.now() - q0 > 120_000) throw new Error('the worker sent nothing within 2 minutes');
      await new Promise((r) => setTimeout(r, 100));
    }
    const firstMessage = performance.now();
    const statusOf = async () =>
      (await db.query<{ status: string }>('select status from email_campaigns where id = $1', [campaignId])).rows[0].status;
    process.stderr.write('loaded: while the campaign is sent\n');
    const progress = setInterval(() => void sink.count().then((n) => process.stderr.write(`\r${n} / ${audience} messages`)), 2000);
    let sentAt = 0;
    const loaded = await loadList(listUrl, token, LOADED_SECONDS > 0 ? LOADED_SECONDS : 24 * 3600, async () => {
      if ((await statusOf()) !== 'sent') return false;
      sentAt = performance.now();
      return true;
    });
    // --loaded-seconds: the window closed while the campaign was still being sent; it is paused so the idle after is idle.
    if (!sentAt) {
      sentAt = performance.now();
      await db.query(`update email_campaigns set status = 'paused', updated_at = now() where id = $1`, [campaignId]);
    }
    const messages = await sink.count();
    // The sender notices the pause when it renews its lease (every CAMPAIGN_LEASE_SECONDS / 3): wait until it stopped.
    for (let last = -1, i = 0; i < 60; i += 1) {
      const now = await sink.count();
      if (now === last) break;
      last = now;
      await new Promise((r) => setTimeout(r, 2000));
    }
    clearInterval(progress);
    clearInterval(sampler);
    const { rows: history } = await db.query<{ status: string; n: string }>(
      'select status, count(*) as n from email_campaign_histories where email_campaign_id = $1 group by status order by status',
      [campaignId],
    );
    process.stderr.write(`\nidle after: ${DURATION} s\n`);
    const after = await loadList(listUrl, token, DURATION);
    const load1 = os.loadavg();

    const ms = (v: number) => `${v.toFixed(1)} ms`;
    const finished = (await statusOf()) !== 'paused';
    const phase = (name: string, f: LoadFigures) => [
      name,
      `${f.rps.toFixed(0)}/s (${f.requests})`,
      ms(f.p50),
      ms(f.p99),
      `${f.non2xx} / ${f.errors}`,
    ];
    const sendSeconds = (sentAt - firstMessage) / 1000;
    const where = IN_PROCESS
      ? 'in the web process (RUN_WORKER=true)'
      : 'in a worker process (src/worker.ts) beside the web process (RUN_WORKER=false)';
    console.log(
      `\nAPI under a campaign: ${USERS.toLocaleString('en')} generated users (${audience.toLocaleString('en')} in the segment), PostgreSQL, ` +
        `the campaign sent ${where}${WORKER_NICE ? ` at nice ${WORKER_NICE} (the sink too)` : ''}, ${CONCURRENCY} messages at once, rate cap ${RATE}/s; GET /api/projects?limit=10 as a customer, ` +
        `${CONNECTIONS} connections${API_RATE > 0 ? `, paced at ${API_RATE} requests/s` : ', as fast as answered'}; ${os.cpus().length} cores, ` +
        `load average ${load0[0].toFixed(1)} before / ${load1[0].toFixed(1)} after`,
    );
    table(
      ['phase', 'requests', 'p50', 'p99', 'non-2xx / errors'],
      [
        phase(`idle (${DURATION} s)`, idle),
        phase(`campaign running (${sendSeconds.toFixed(0)} s${finished ? '' : ', then paused'})`, loaded),
        phase(`idle after (${DURATION} s)`, after),
      ],
    );
    table(
      ['measure', 'value'],
      [
        ['users generated (SQL) / segment count', `${(generated / 1000).toFixed(1)} s / ${countMs.toFixed(0)} ms`],
        ['p99 loaded / idle', `${(loaded.p99 / idle.p99).toFixed(2)}× (goal ≤ 1.5×)`],
        ['p99 loaded / idle after', `${(loaded.p99 / after.p99).toFixed(2)}×`],
        ['messages (sink) / history rows', `${messages} / ${history.map((h) => `${h.status} ${h.n}`).join(', ')}`],
        ['messages per second while loaded', (messages / sendSeconds).toFixed(0)],
        [
          `${IN_PROCESS ? 'web' : 'worker'} process RSS at the start / peak growth`,
          `${(rssStart / 1048576).toFixed(1)} MB / ${((rssPeak - rssStart) / 1048576).toFixed(1)} MB`,
        ],
      ],
    );
  } finally {
    await queue?.stop(1000).catch(() => undefined);
    await db.end().catch(() => undefined);
    for (const p of processes.reverse()) {
      p.child.kill('SIGTERM');
      await Promise.race([p.exited, new Promise((r) => setTimeout(r, 20_000))]);
      if (p.child.exitCode === null) p.child.kill('SIGKILL');
    }
    await sink.close();
    await temp.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
