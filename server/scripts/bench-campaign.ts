import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import 'reflect-metadata';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { loadConfig } from '../src/config';
import { audienceSize, recipientsPage } from '../src/modules/marketing/campaign-segments';
import { campaignTick, sendCampaign } from '../src/modules/marketing/campaign-sender';
import { EmailCampaignSegment } from '../src/common/statuses';
import { startServer } from '../src/server';
import { temporaryDatabase } from './bench-delivery';
import { table } from './bench-format';

/*
 * `npm run bench -- campaign [--users N] [--rate R] [--concurrency C]` (issue 14): one e-mail campaign to N generated users (default
 * 100,000) through a local SMTP sink (a real SMTP server on a loopback port that counts and discards), sent by the
 * same code the `marketing.campaign-send` job runs, in this process. Prints the time to build the segment (count and
 * first page), messages per second, and this process's RSS growth over the run (flat memory: it must not grow with
 * N). Database: a temporary database on DATABASE_URL's server when set (dropped afterwards), else embedded PGlite.
 * Nothing is asserted.
 */

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const USERS = arg('users', 100_000);
const RATE = arg('rate', 100_000);
const CONCURRENCY = arg('concurrency', 16);

function collectGarbage(): void {
  v8.setFlagsFromString('--expose_gc');
  (vm.runInNewContext('gc') as () => void)();
}

async function smtpSink(): Promise<{ url: string; count: () => number; close: () => Promise<void> }> {
  let received = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}/?pool=true&maxConnections=${CONCURRENCY}`, count: () => received, close: () => new Promise((r) => server.close(() => r())) };
}

export async function benchCampaign(): Promise<void> {
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
      const audience = await audienceSize(server.orm.em.fork(), { segment: EmailCampaignSegment.all_subscribed, segmentDays: null, gateId: gate.id });
      const countMs = performance.now() - s0;
      const p0 = performance.now();
      await recipientsPage(server.orm.em.fork(), { campaignId: campaign.id, run: 1, segment: EmailCampaignSegment.all_subscribed, segmentDays: null, gateId: gate.id }, 0, 1000);
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
      const progress = setInterval(() => process.stderr.write(`\r${sink.count()} / ${audience} messages`), 1000);
      const m0 = performance.now();
      const outcome = await sendCampaign(server.orm.em.fork(), server.services, server.services.jobs, campaign.id);
      const sendMs = performance.now() - m0;
      clearInterval(sampler);
      clearInterval(progress);
      collectGarbage();
      const heapAfterGc = process.memoryUsage().heapUsed;
      process.stderr.write('\n');
      const mb = (b: number) => (b / 1024 / 1024).toFixed(1);
      const tenth = samples[Math.floor(samples.length * 0.1)] ?? rssBefore;
      const last = samples[samples.length - 1] ?? rssBefore;

      console.log(`\nE-mail campaign to ${USERS.toLocaleString('en')} generated users (${audience.toLocaleString('en')} in the segment), ${kind}, SMTP sink on loopback, rate cap ${RATE}/s, ${CONCURRENCY} messages at once`);
      table(
        ['measure', 'value'],
        [
          ['users generated (SQL)', `${(generated / 1000).toFixed(1)} s`],
          ['segment count (all_subscribed)', `${countMs.toFixed(0)} ms`],
          ['segment first page (1,000 recipients)', `${pageMs.toFixed(0)} ms`],
          ['messages delivered / failed', `${outcome.delivered} / ${outcome.failed} (sink received ${sink.count()})`],
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
