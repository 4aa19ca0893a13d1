import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import 'reflect-metadata';
import pino from 'pino';
import { loadConfig } from '../src/config';
import { startEmbeddedDatabase } from '../src/db/embedded';
import { createOrm } from '../src/db/orm';
import { seedScale } from '../src/db/seeders/scale.seeder';
import { benchAdmin } from './bench-admin';
import { benchCampaign } from './bench-campaign';
import { benchDelivery } from './bench-delivery';
import { benchWebhooks } from './bench-webhooks';
import { percentile, table } from './bench-format';
import { signCardBody } from '../src/modules/billing/providers/card';
import { startServer, type RunningServer } from '../src/server';

/*
 * `npm run bench [-- --scale N] [-- --runs R] [-- --postbacks P]`: boot times, list latencies and card postback
 * throughput on the embedded database (or on DATABASE_URL when set: then the boots are against that server and
 * nothing is seeded at scale). Prints tables; nothing here is asserted. `npm run bench -- delivery` runs
 * scripts/bench-delivery.ts instead, `npm run bench -- campaign` scripts/bench-campaign.ts, `npm run bench -- webhooks`
 * scripts/bench-webhooks.ts.
 */

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SCALE = arg('scale', 2000);
const RUNS = arg('runs', 40);
const POSTBACKS = arg('postbacks', 500);
const POSTBACK_CONCURRENCY = 50;
const REPLAY_SHARE = 0.3;
const silent = pino({ level: 'silent' });

let statements = 0;
const onQuery = (m: string) => {
  if (m.startsWith('[query]')) statements += 1;
};

async function timeBoot(dataDir: string): Promise<{ server: RunningServer; ms: number }> {
  const started = performance.now();
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'development',
  });
  const server = await startServer(config, { logger: silent, onQuery });
  const res = await fetch(`http://127.0.0.1:${server.port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ __typename }' }),
  });
  if (res.status !== 200) throw new Error(`first answer: ${res.status}`);
  return { server, ms: performance.now() - started };
}

async function measure(label: string, run: () => Promise<Response>, expectStatus = 200): Promise<string[]> {
  await run(); // warm-up
  const times: number[] = [];
  let stmts = 0;
  for (let i = 0; i < RUNS; i++) {
    statements = 0;
    const t0 = performance.now();
    const res = await run();
    await res.arrayBuffer();
    times.push(performance.now() - t0);
    if (res.status !== expectStatus) throw new Error(`${label}: HTTP ${res.status}`);
    stmts = statements;
  }
  times.sort((a, b) => a - b);
  return [label, String(stmts), percentile(times, 50).toFixed(1), percentile(times, 95).toFixed(1)];
}

/**
 * POSTBACKS signed card notifications, 30 % of them replays of another one, POSTBACK_CONCURRENCY in flight;
 * then the ledger invariant (Σ ledger = balance for every owner and package) and "each order credited once".
 */
async function benchPostbacks(server: RunningServer, url: string): Promise<void> {
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'user@example.com', password: 'demo-password' }),
  });
  const { token } = (await login.json()) as { token: string };
  const em = server.orm.em.fork();
  const [pkg] = await em.getConnection().execute<{ id: number }[]>("select id from packages where code = 'website-traffic-50k'");
  const unique = Math.ceil(POSTBACKS * (1 - REPLAY_SHARE));
  const orders: { id: number; amountMinor: number; currency: string }[] = [];
  for (let i = 0; i < unique; i++) {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation { checkout(input: { packageId: ${pkg.id}, paymentProvider: "card" }) { order { id amountMinor currency } } }`,
      }),
    });
    orders.push(((await res.json()) as { data: { checkout: { order: (typeof orders)[number] } } }).data.checkout.order);
  }
  const bodies = orders.map((o) =>
    JSON.stringify({
      eventId: `bench-${o.id}`,
      type: 'payment.succeeded',
      orderId: o.id,
      amountMinor: o.amountMinor,
      currency: o.currency,
    }),
  );
  for (let i = unique; i < POSTBACKS; i++) bodies.push(bodies[Math.floor(Math.random() * unique)]);
  bodies.sort(() => Math.random() - 0.5);
  const secret = server.services.config.payments.card.webhookSecret;
  const times: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: POSTBACK_CONCURRENCY }, async () => {
      while (next < bodies.length) {
        const body = bodies[next++];
        const t0 = performance.now();
        const res = await fetch(`${url}/api/payment/postback/card`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-signature': signCardBody(body, secret) },
          body,
        });
        await res.arrayBuffer();
        times.push(performance.now() - t0);
        if (res.status !== 200) failures += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const conn = em.getConnection();
  const mismatches = await conn.execute(
    `select 1 from (select owner_id, package_id, sum(quantity) as total from transactions group by owner_id, package_id) l
     full outer join balances b on b.owner_id = l.owner_id and b.package_id = l.package_id
     where coalesce(l.total, 0) <> coalesce(b.quantity, 0) or b.quantity < 0`,
  );
  const ids = orders.map((o) => o.id).join(',');
  const [{ n }] = await conn.execute<{ n: string }[]>(`select count(*) as n from payments where order_id in (${ids})`);
  console.log(`\nCard postbacks: ${POSTBACKS} signed notifications (${POSTBACKS - unique} replays), ${POSTBACK_CONCURRENCY} concurrent`);
  table(
    ['postback', 'notifications/s', 'p50 ms', 'p95 ms', 'non-200', 'orders credited once', 'Σ ledger = balances'],
    [
      [
        'POST /api/payment/postback/card',
        (POSTBACKS / seconds).toFixed(0),
        percentile(times, 50).toFixed(1),
        percentile(times, 95).toFixed(1),
        String(failures),
        Number(n) === unique ? `yes (${unique})` : `NO (${n} of ${unique})`,
        mismatches.length === 0 ? 'yes' : `NO (${mismatches.length} rows)`,
      ],
    ],
  );
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tg-bench-'));
  try {
    const cold = await timeBoot(dataDir);
    await cold.server.close();
    if (!process.env.DATABASE_URL && SCALE > 0) {
      const db = await startEmbeddedDatabase({ dataDir: path.join(dataDir, 'pgdata') });
      const orm = await createOrm({ url: db.url });
      await seedScale(orm.em.fork(), SCALE, { progress: true });
      await orm.close(true);
      await db.stop();
    }
    const warm = await timeBoot(dataDir);
    console.log(`\nBoot to first GraphQL answer (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}, node ${process.version})`);
    table(
      ['boot', 'ms'],
      [
        ['first boot (init, migrations, demo data)', cold.ms.toFixed(0)],
        [`warm boot (existing data, +${SCALE} scale users)`, warm.ms.toFixed(0)],
      ],
    );

    const url = `http://127.0.0.1:${warm.server.port}`;
    const login = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin@example.com', password: 'demo-password' }),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const gql = (limit: number) => () =>
      fetch(`${url}/graphql`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          query: `{ projects(limit: ${limit}) { total items { id title owner { id login } package { id name size } } } }`,
        }),
      });
    const rest = (limit: number) => () => fetch(`${url}/api/projects?limit=${limit}`, { headers: auth });
    const rows: string[][] = [];
    for (const limit of [10, 50]) {
      rows.push(await measure(`GraphQL projects(limit: ${limit}) + owner + package`, gql(limit)));
      rows.push(await measure(`GET /api/projects?limit=${limit}`, rest(limit)));
    }
    rows.push(
      await measure('GET /api/projects?limit=50&title=Site 1&order[title]=desc', () =>
        fetch(`${url}/api/projects?limit=50&title=Site%201&order[title]=desc`, { headers: auth }),
      ),
    );
    console.log(`\nList requests as admin, ${RUNS} runs each (statements = SQL statements per request incl. auth and gate)`);
    table(['request', 'statements', 'p50 ms', 'p95 ms'], rows);

    // Public pages as a browser without a session asks for them (docs/product.md#screens-and-routes): rendered on the server from the
    // client's own components (client/dist-ssr), their GraphQL run in-process.
    const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
    if (fs.existsSync(config.clientSsrEntry) && fs.existsSync(path.join(config.clientDist, 'index.html'))) {
      const page = (pathname: string) => () => fetch(`${url}${pathname}`, { headers: { accept: 'text/html' } });
      const pages: string[][] = [];
      for (const [pathname, status] of [
        ['/', 200],
        ['/pricing', 200],
        ['/how-to-start', 200],
        ['/no-such-page', 404],
      ] as const) {
        const html = await (await page(pathname)()).text();
        pages.push([
          ...(await measure(`GET ${pathname} (HTML ${status})`, page(pathname), status)),
          (Buffer.byteLength(html) / 1024).toFixed(1),
        ]);
      }
      console.log(`\nServer-rendered public pages, ${RUNS} runs each (statements = SQL statements per page)`);
      table(['page', 'statements', 'p50 ms', 'p95 ms', 'HTML kB'], pages);
    } else {
      console.log('\nServer-rendered pages: not measured (run `npm run build` first)');
    }
    await benchPostbacks(warm.server, url);
    await warm.server.close();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// `npm run bench -- delivery`: the delivery reports' store at scale instead (scripts/bench-delivery.ts); `-- scale` the same at
// growth scale (thirteen months, as many rows as 30 minutes ingest) beside one plain table.
// `npm run bench -- admin`: the admin users and transactions lists at scale (scripts/bench-admin.ts).
// `npm run bench -- campaign`: an e-mail campaign to 100,000 users through a local SMTP sink (scripts/bench-campaign.ts).
// `npm run bench -- webhooks`: 10,000 outbox events delivered to a local receiver (scripts/bench-webhooks.ts).
(process.argv.includes('delivery') || process.argv.includes('scale')
  ? benchDelivery()
  : process.argv.includes('admin')
    ? benchAdmin()
    : process.argv.includes('campaign')
      ? benchCampaign()
      : process.argv.includes('webhooks')
        ? benchWebhooks()
        : main()
).catch((err) => {
  console.error(err);
  process.exit(1);
});
