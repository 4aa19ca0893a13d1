import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import 'reflect-metadata';
import type { EntityManager } from '@mikro-orm/postgresql';
import pino from 'pino';
import { loadConfig } from '../src/config';
import { emitWebhookEvent } from '../src/modules/webhooks/webhook.events';
import { generateWebhookSecret } from '../src/modules/webhooks/webhook.secret';
import { startServer } from '../src/server';
import { temporaryDatabase } from './bench-delivery';
import { percentile, table } from './bench-format';

/*
 * `npm run bench -- webhooks [--events N] [--endpoints E] [--writers W] [--rate R]`: N events (default
 * 10,000), each written by its own transaction as a change would (the outbox; at most R per second when given, to
 * measure the lag at a rate the workers keep up with), fanned out to E endpoints (default 1) of one owner on
 * a local HTTP receiver, delivered by the job queue's workers in this process (RUN_WORKER on, as in production).
 * Prints deliveries per second (first commit to last delivery) and the lag from each event's commit to its arrival
 * at the receiver (p50, p99, max). Database: a temporary database on DATABASE_URL's server when set (dropped
 * afterwards), else embedded PGlite. Nothing is asserted.
 */

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const EVENTS = arg('events', 10_000);
const ENDPOINTS = arg('endpoints', 1);
const WRITERS = arg('writers', 4);
const RATE = arg('rate', 0);

export async function benchWebhooks(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tg-bench-webhooks-'));
  const temp = process.env.DATABASE_URL ? await temporaryDatabase(process.env.DATABASE_URL) : undefined;
  const kind = temp ? 'PostgreSQL' : 'embedded PGlite';
  const expected = EVENTS * ENDPOINTS;
  const lags: number[] = [];
  const seen = new Set<string>();
  let duplicates = 0;
  let lastAt = 0;
  let done: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => {
    done = resolve;
  });
  const receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const now = Date.now();
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { committedAt: number } };
      const key = `${req.url} ${String(req.headers['webhook-id'])}`;
      if (seen.has(key)) duplicates += 1;
      else {
        seen.add(key);
        lags.push(now - body.data.committedAt);
        lastAt = now;
        if (seen.size === expected) done();
      }
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  try {
    const env: Record<string, string | undefined> = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'development',
      RUN_WORKER: 'true',
      WEBHOOK_ALLOW_CIDRS: '127.0.0.0/8',
      // Writers hold a connection each while they write; the deliveries (50 at once) need their own.
      DB_POOL_MAX: process.env.DB_POOL_MAX ?? '20',
    };
    if (temp) env.DATABASE_URL = temp.url;
    else delete env.DATABASE_URL;
    const server = await startServer(loadConfig(env), { logger: pino({ level: 'silent' }) });
    try {
      const conn = server.orm.em.fork().getConnection();
      const [owner] = await conn.execute<{ id: number }[]>(`select id from users where email = 'user@example.com' limit 1`);
      for (let e = 0; e < ENDPOINTS; e++) {
        await conn.execute(
          `insert into webhook_endpoints (owner_id, url, events, secret, created_at, updated_at) values (?, ?, '{project.created}', ?, now(), now())`,
          [owner.id, `${receiverUrl}/endpoint-${e}`, generateWebhookSecret()],
        );
      }
      const progress = setInterval(() => process.stderr.write(`\r${seen.size} / ${expected} deliveries`), 1000);
      const t0 = Date.now();
      let next = 0;
      // Each event is its own committed transaction, as the change it would report; a few writers at once.
      await Promise.all(
        Array.from({ length: WRITERS }, async () => {
          const em = server.orm.em.fork() as EntityManager;
          while (next < EVENTS) {
            const seq = next++;
            if (RATE > 0) {
              const due = t0 + (seq * 1000) / RATE;
              if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
            }
            await em.transactional(async (tem) => {
              await emitWebhookEvent(tem as EntityManager, server.services.jobs, owner.id, 'project.created', {
                project: { id: seq },
                committedAt: Date.now(),
              });
            });
          }
        }),
      );
      const writtenMs = Date.now() - t0;
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, 15 * 60_000).unref());
      await Promise.race([finished, timeout]);
      clearInterval(progress);
      process.stderr.write('\n');
      const totalMs = lastAt - t0;
      lags.sort((a, b) => a - b);
      const [{ failed }] = await conn.execute<{ failed: string }[]>(
        `select count(*) filter (where status = 'failed') as failed from webhook_deliveries`,
      );
      console.log(
        `\nWebhooks: ${EVENTS.toLocaleString('en')} events × ${ENDPOINTS} endpoint(s) = ${expected.toLocaleString('en')} deliveries, ${kind}, receiver on loopback, ${WRITERS} writers${RATE ? ` at ${RATE} events/s` : ''}, pool ${env.DB_POOL_MAX}, workers in this process (50 jobs per poll)`,
      );
      table(
        ['measure', 'value'],
        [
          [
            'events written (one transaction each)',
            `${(writtenMs / 1000).toFixed(1)} s (${(EVENTS / (writtenMs / 1000)).toFixed(0)} events/s)`,
          ],
          ['deliveries received / expected', `${seen.size} / ${expected} (duplicates ${duplicates}, failed attempts ${failed})`],
          ['first commit → last delivery', `${(totalMs / 1000).toFixed(1)} s`],
          ['deliveries per second', (seen.size / (totalMs / 1000)).toFixed(0)],
          ['lag commit → delivery p50', `${percentile(lags, 50)} ms`],
          ['lag commit → delivery p99', `${percentile(lags, 99)} ms`],
          ['lag commit → delivery max', `${lags[lags.length - 1] ?? 0} ms`],
        ],
      );
    } finally {
      await server.close();
    }
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
    await temp?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
