/*
 * `npm run soak [-- --minutes 10] [-- --load 0.7]`: the built server as the production topology on this machine —
 * 3 web processes (WEB_CONCURRENCY=3) and 2 workers, through PgBouncer (transaction mode) in front of a private
 * PostgreSQL with a streaming replica for reports, Redis for the shared limits — under a day's request mix at `load`
 * of the peak it measures first, while faults happen: a worker is killed (-9) and started again, Redis is restarted,
 * the replica is stopped for 30 s. It prints p50/p99 per minute, the errors by kind, the RSS of every process at the
 * start and the end, and checks at the end that every acknowledged write is there once: Σ ledger = balances, each
 * card postback credited once, each reported visit stored once, each webhook event delivered (and how many twice).
 * Exits 1 when a check fails. Not part of CI (docs/operations.md "Soak").
 */
import { createHmac, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD, DIST, request, run, sql, stopProcess, waitFor, withDatabase } from './cluster-suite.mjs';
import { freePort, startPgBouncer, startPostgres, startReplica } from './postgres-servers.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const MINUTES = arg('minutes', 10);
const LOAD = arg('load', 0.7);
const PEAK_SECONDS = 20;
const CARD_SECRET = randomBytes(24).toString('hex');
const DELIVERY_SECRET = randomBytes(24).toString('hex');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const hmac = (secret, body) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

const ctx = { processes: [] };
let port;
let ipCounter = 0;
/** Each request from one of many client addresses (TRUST_PROXY=loopback): limits per address stay out of the way. */
const nextIp = () => `198.18.${(ipCounter >> 8) & 255}.${ipCounter++ & 255 || 1}`;

function call(method, urlPath, { token, body, headers = {} } = {}) {
  return request(port, {
    method,
    path: urlPath,
    body,
    headers: { 'x-forwarded-for': nextIp(), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
}
const gql = (query, variables, token) => call('POST', '/graphql', { token, body: { query, variables } });

/** Posts an exact body with its signature (the card provider's and the delivery partner's notifications). */
function postSigned(urlPath, text, signature) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: urlPath,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), 'x-signature': signature },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode }));
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error('no answer within 15000 ms')));
    req.on('error', reject);
    req.end(text);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// What the run wrote and was acknowledged, checked at the end.

const acknowledged = { paidOrders: new Set(), visitIds: new Set(), renames: 0 };
const received = new Map(); // webhook-id → times received

function startReceiver() {
  const server = http.createServer((req, res) => {
    const id = req.headers['webhook-id'];
    req.resume();
    req.on('end', () => {
      if (typeof id === 'string') received.set(id, (received.get(id) ?? 0) + 1);
      res.writeHead(204).end();
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// ---------------------------------------------------------------------------------------------------------------
// The request mix of a day: kind → weight and what it does. Each returns the HTTP status.

let visitSeq = 0;
function reportBody(projectIds) {
  const now = Date.now();
  const visits = Array.from({ length: 20 }, (_, i) => {
    visitSeq += 1;
    return {
      visitId: `soak-${ctx.runId}-${visitSeq}`,
      projectId: projectIds[visitSeq % projectIds.length],
      at: new Date(now - (i + 1) * 60_000).toISOString(),
      pageUrl: `https://site.example.com/page-${visitSeq % 40}`,
      country: ['US', 'DE', 'GB', 'FR'][visitSeq % 4],
      referrer: visitSeq % 3 ? 'https://www.google.com/' : null,
      device: ['desktop', 'mobile', 'tablet'][visitSeq % 3],
    };
  });
  // A partner resends a visit now and then: the last one repeats the first of the batch.
  visits.push(visits[0]);
  return visits;
}

const MIX = [
  ['login', 4, async (s) => (await call('POST', '/api/login', { body: { username: s.customer.email, password: DEMO_PASSWORD } })).status],
  ['panel list', 18, async (s) => (await call('GET', '/api/projects', { token: s.customer.token })).status],
  ['panel item', 14, async (s) => (await call('GET', `/api/projects/${s.project}`, { token: s.customer.token })).status],
  ['staff list', 10, async (s) => (await call('GET', `/api/users?page=${1 + (s.n % 3)}`, { token: s.staff })).status],
  [
    'write',
    10,
    async (s) => {
      const res = await gql(
        'mutation ($id: Int!, $t: String!) { updateProject(id: $id, input: { title: $t }) { id } }',
        { id: s.project, t: `Soak ${s.n}` },
        s.customer.token,
      );
      if (res.status === 200 && !res.json?.errors) acknowledged.renames += 1;
      return res.json?.errors ? `graphql ${res.json.errors[0].extensions?.code}` : res.status;
    },
  ],
  [
    'card postback',
    8,
    async (s) => {
      const res = await gql(
        'mutation ($i: CheckoutInput!) { checkout(input: $i) { order { id amountMinor currency } } }',
        { i: { packageId: ctx.packageId, quantity: 1, paymentProvider: 'card' } },
        s.customer.token,
      );
      const order = res.json?.data?.checkout.order;
      if (!order) return res.json?.errors ? `graphql ${res.json.errors[0].extensions?.code}` : res.status;
      const text = JSON.stringify({
        eventId: `soak-pay-${order.id}`,
        type: 'payment.succeeded',
        orderId: order.id,
        amountMinor: order.amountMinor,
        currency: order.currency,
      });
      const first = await postSigned('/api/payment/postback/card', text, hmac(CARD_SECRET, text));
      if (first.status !== 200) return first.status;
      acknowledged.paidOrders.add(order.id);
      // The provider delivers some notifications twice.
      if (s.n % 3 === 0) return (await postSigned('/api/payment/postback/card', text, hmac(CARD_SECRET, text))).status;
      return 200;
    },
  ],
  [
    'delivery report',
    12,
    async () => {
      const visits = reportBody(ctx.projectIds);
      const text = JSON.stringify(visits);
      const res = await postSigned('/api/delivery/reports', text, hmac(DELIVERY_SECRET, text));
      if (res.status === 200) for (const v of visits) acknowledged.visitIds.add(v.visitId);
      return res.status;
    },
  ],
  [
    'statistics',
    16,
    async (s) => {
      const res = await gql(
        'query ($id: Int) { projectStatistics(projectId: $id) { perDay { day visits } } }',
        { id: s.project },
        s.customer.token,
      );
      return res.json?.errors ? `graphql ${res.json.errors[0].extensions?.code}` : res.status;
    },
  ],
  [
    'staff KPIs',
    8,
    async (s) => {
      const res = await gql('{ adminKpis { activeProjects newUsersByDay { day count } } }', {}, s.staff);
      return res.json?.errors ? `graphql ${res.json.errors[0].extensions?.code}` : res.status;
    },
  ],
];
const TOTAL_WEIGHT = MIX.reduce((a, [, w]) => a + w, 0);

let requestNo = 0;
function pick() {
  requestNo += 1;
  let r = (requestNo * 7919) % TOTAL_WEIGHT;
  for (const entry of MIX) {
    if (r < entry[1]) return entry;
    r -= entry[1];
  }
  return MIX[0];
}

/** One request of the mix; its latency and outcome go into `into`. */
async function one(into) {
  const [kind, , fn] = pick();
  const customer = ctx.customers[requestNo % ctx.customers.length];
  const s = { n: requestNo, customer, project: customer.projects[requestNo % customer.projects.length], staff: ctx.staffToken };
  const t0 = performance.now();
  let outcome;
  try {
    outcome = await fn(s);
  } catch (e) {
    outcome = e.code ?? e.message;
  }
  const ms = performance.now() - t0;
  const ok = outcome === 200 || outcome === 201 || outcome === 204;
  into.push({ at: Date.now(), kind, ms, ok, outcome });
}

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Closed loop, `concurrency` clients, for `seconds`: answers per second. */
async function measurePeak(concurrency, seconds) {
  const samples = [];
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) await one(samples);
    }),
  );
  return samples.filter((x) => x.ok).length / seconds;
}

function rss(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

function webPids() {
  const primary = ctx.web.child.pid;
  let children = [];
  try {
    children = execFileSync('pgrep', ['-P', String(primary)])
      .toString()
      .trim()
      .split('\n')
      .map(Number);
  } catch {
    children = [];
  }
  return [primary, ...children];
}

function processTable() {
  return [
    ...webPids().map((pid, i) => ({ name: i === 0 ? 'web primary' : `web ${i}`, pid })),
    ...ctx.workers.map((w, i) => ({ name: `worker ${i}`, pid: w.child.pid })),
  ];
}

async function startWorker(i) {
  const w = run(`worker${i}`, process.execPath, [path.join(DIST, 'worker.js')], { ...ctx.env, LOG_LEVEL: 'info' });
  await waitFor(`worker ${i}`, async () => /worker started/.test(w.text), 60_000);
  return w;
}

async function main() {
  if (!fs.existsSync(path.join(DIST, 'main.js'))) throw new Error('server/dist is missing: npm run soak builds it');
  ctx.runId = randomBytes(3).toString('hex');
  console.log(`soak: ${MINUTES} min at ${Math.round(LOAD * 100)} % of the peak; starting PostgreSQL, its replica, PgBouncer and Redis`);
  ctx.primary = await startPostgres({ settings: { max_connections: 100 } });
  ctx.replica = await startReplica(ctx.primary);
  ctx.pgbouncer = await startPgBouncer({ postgresPort: ctx.primary.port, poolSize: 20 });
  const dbName = `tg_soak_${ctx.runId}`;
  await sql(ctx.primary.url, `CREATE DATABASE ${dbName}`);
  ctx.db = withDatabase(ctx.primary.url, dbName);
  const redisPort = await freePort();
  const startRedis = () =>
    run('redis', 'redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], process.env);
  ctx.redis = startRedis();
  const receiver = await startReceiver();
  port = await freePort();
  ctx.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tg-soak-'));
  ctx.env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: ctx.pgbouncer.url(dbName),
    DATABASE_DIRECT_URL: ctx.db,
    DATABASE_REPLICA_URL: withDatabase(ctx.replica.url, dbName),
    DB_POOL_MAX: '10',
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    REDIS_KEY_PREFIX: `soak-${ctx.runId}`,
    DATA_DIR: ctx.dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'loopback',
    CARD_PROVIDER_URL: 'https://pay.example.com/checkout',
    CARD_WEBHOOK_SECRET: CARD_SECRET,
    DELIVERY_WEBHOOK_SECRET: DELIVERY_SECRET,
    WEBHOOK_ALLOW_CIDRS: '127.0.0.1/32',
    CLIENT_DIST: path.join(ctx.dataDir, 'no-client'),
    // glibc's allocator settings, when the caller sets them (docs/operations.md "Soak" compares runs with and without).
    ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('MALLOC_'))),
  };
  ctx.web = run('web', process.execPath, [path.join(DIST, 'main.js')], { ...ctx.env, WEB_CONCURRENCY: '3', RUN_WORKER: 'false' });
  await waitFor('the web processes', async () => (await request(port, { path: '/readyz' })).status === 200, 120_000);
  ctx.workers = [await startWorker(0), await startWorker(1)];

  // The people of the mix: three customers with their projects and a webhook endpoint each, and a support agent.
  ctx.customers = [];
  for (const email of ['user@example.com', 'user2@example.com', 'vip@example.com']) {
    const res = await call('POST', '/api/login', { body: { username: email, password: DEMO_PASSWORD } });
    const token = res.json.token;
    const projects = (await call('GET', '/api/projects', { token })).json['hydra:member'].map((p) => p.id);
    const hook = await gql(
      'mutation ($i: WebhookEndpointCreateInput!) { createWebhookEndpoint(input: $i) { secret } }',
      { i: { url: `http://127.0.0.1:${receiver.address().port}/hooks`, events: ['order.paid'] } },
      token,
    );
    if (hook.json?.errors) throw new Error(`webhook endpoint: ${JSON.stringify(hook.json.errors)}`);
    ctx.customers.push({ email, token, projects });
  }
  ctx.projectIds = ctx.customers.flatMap((c) => c.projects);
  ctx.staffToken = (await call('POST', '/api/login', { body: { username: 'support@example.com', password: DEMO_PASSWORD } })).json.token;
  const packages = await gql('{ packages(limit: 50) { items { id code } } }', {}, ctx.customers[0].token);
  ctx.packageId = packages.json.data.packages.items.find((p) => p.code === 'website-traffic-100k').id;

  const peak = await measurePeak(16, PEAK_SECONDS);
  const rate = peak * LOAD;
  console.log(`peak ${peak.toFixed(1)} answers/s (16 clients, ${PEAK_SECONDS} s); soaking at ${rate.toFixed(1)} req/s`);

  // RSS every 5 s: a process's start is the median of its first minute's readings, its end that of the last minute's
  // (one reading swings with the garbage collector's timing; a leak moves the median).
  const rssReadings = [];
  const rssSampler = setInterval(() => {
    for (const p of processTable()) rssReadings.push({ at: Date.now(), ...p, rss: rss(p.pid) });
  }, 5000);
  // The heap each web process still holds after its last full collection (its /metrics, which whichever web process
  // takes the request answers): the figure a leak moves, whatever garbage and V8's sizing do to RSS.
  const heapReadings = [];
  const heapSampler = setInterval(async () => {
    const seen = new Set();
    for (let i = 0; i < 12 && seen.size < 3; i += 1) {
      const res = await request(port, { path: '/metrics' }).catch(() => undefined);
      const pid = /web_process_info\{[^}]*pid="(\d+)"/.exec(res?.text ?? '')?.[1];
      const heap = /^nodejs_heap_used_after_major_gc_bytes (\d+)/m.exec(res?.text ?? '')?.[1];
      if (!pid || !heap || seen.has(pid)) continue;
      seen.add(pid);
      if (Number(heap) > 0) heapReadings.push({ at: Date.now(), pid: Number(pid), heap: Number(heap) });
    }
  }, 20_000);
  const samples = [];
  const faults = [];
  const started = Date.now();
  const end = started + MINUTES * 60_000;
  const note = (what) => {
    faults.push({ at: Date.now(), what });
    console.log(`  ${((Date.now() - started) / 1000).toFixed(0)} s: ${what}`);
  };
  const faultPlan = (async () => {
    const at = (fraction) => sleep(Math.max(0, started + fraction * MINUTES * 60_000 - Date.now()));
    await at(0.2);
    note(`worker 0 (pid ${ctx.workers[0].child.pid}) killed with -9`);
    ctx.workers[0].child.kill('SIGKILL');
    await sleep(10_000);
    ctx.workers[0] = await startWorker(0);
    note(`worker 0 started again (pid ${ctx.workers[0].child.pid})`);
    await at(0.4);
    note('Redis stopped');
    await stopProcess(ctx.redis);
    await sleep(5000);
    ctx.redis = startRedis();
    note('Redis started again');
    await at(0.6);
    note('replica stopped');
    await ctx.replica.halt();
    await sleep(30_000);
    await ctx.replica.resume();
    note('replica started again');
  })();

  // Open loop at `rate`: a request is sent on time whatever the previous ones are doing (at most 200 in flight).
  let inFlight = 0;
  let dropped = 0;
  await new Promise((resolve) => {
    const interval = 1000 / rate;
    let next = Date.now();
    const tick = () => {
      const now = Date.now();
      if (now >= end) return resolve();
      while (next <= now) {
        next += interval;
        if (inFlight >= 200) {
          dropped += 1;
          continue;
        }
        inFlight += 1;
        one(samples).finally(() => (inFlight -= 1));
      }
      setTimeout(tick, Math.max(1, next - Date.now()));
    };
    tick();
  });
  await faultPlan;
  await waitFor('requests in flight to finish', async () => inFlight === 0, 30_000);
  clearInterval(rssSampler);
  clearInterval(heapSampler);
  const median = (list) => {
    const sorted = list.filter((x) => x !== undefined).sort((a, b) => a - b);
    return sorted.length ? sorted[Math.floor(sorted.length / 2)] : undefined;
  };
  const rssOf = (pid, from, to) => median(rssReadings.filter((r) => r.pid === pid && r.at >= from && r.at < to).map((r) => r.rss));

  // Per minute, and errors by kind.
  console.log('\n| minute | requests | p50 ms | p99 ms | errors |\n|---|---|---|---|---|');
  for (let m = 0; m < MINUTES; m += 1) {
    const inMinute = samples.filter((x) => x.at >= started + m * 60_000 && x.at < started + (m + 1) * 60_000);
    const ms = inMinute.map((x) => x.ms).sort((a, b) => a - b);
    console.log(
      `| ${m + 1} | ${inMinute.length} | ${percentile(ms, 50).toFixed(0)} | ${percentile(ms, 99).toFixed(0)} | ${inMinute.filter((x) => !x.ok).length} |`,
    );
  }
  const errors = new Map();
  for (const x of samples.filter((y) => !y.ok)) errors.set(`${x.kind}: ${x.outcome}`, (errors.get(`${x.kind}: ${x.outcome}`) ?? 0) + 1);
  console.log(
    `\nerrors by kind: ${errors.size ? JSON.stringify(Object.fromEntries(errors)) : 'none'}; not sent (200 in flight): ${dropped}`,
  );
  const byKind = new Map();
  for (const x of samples) byKind.set(x.kind, [...(byKind.get(x.kind) ?? []), x.ms]);
  console.log('\n| request | count | p50 ms | p99 ms |\n|---|---|---|---|');
  for (const [kind, list] of byKind) {
    const ms = list.sort((a, b) => a - b);
    console.log(`| ${kind} | ${ms.length} | ${percentile(ms, 50).toFixed(0)} | ${percentile(ms, 99).toFixed(0)} |`);
  }

  console.log('\n| process | RSS MB per minute (median of its readings) |\n|---|---|');
  for (const p of processTable()) {
    const perMinute = Array.from({ length: MINUTES }, (_, m) => rssOf(p.pid, started + m * 60_000, started + (m + 1) * 60_000));
    console.log(`| ${p.name} (pid ${p.pid}) | ${perMinute.map((x) => (x ? (x / 1e6).toFixed(0) : '–')).join(' ')} |`);
  }
  console.log('\n| web process | heap used after the last full GC, MB per minute (median of its readings) |\n|---|---|');
  for (const pid of [...new Set(heapReadings.map((r) => r.pid))]) {
    const perMinute = Array.from({ length: MINUTES }, (_, m) =>
      median(
        heapReadings.filter((r) => r.pid === pid && r.at >= started + m * 60_000 && r.at < started + (m + 1) * 60_000).map((r) => r.heap),
      ),
    );
    console.log(`| pid ${pid} | ${perMinute.map((x) => (x ? (x / 1e6).toFixed(1) : '–')).join(' ')} |`);
  }
  // Growth: the highest reading of three minutes after a process's first minute (warming up: code compiled, caches
  // filled) against the highest of the run's last three minutes. A leak raises the plateau; the collector's swings
  // within it do not count.
  console.log(
    '\n| process | RSS start MB (peak of minutes 2–4 of the run, or of its life) | end MB (peak of the last 3 minutes) | growth |\n|---|---|---|---|',
  );
  const growths = [];
  const peakOf = (pid, from, to) => {
    const list = rssReadings.filter((r) => r.pid === pid && r.at >= from && r.at < to && r.rss).map((r) => r.rss);
    return list.length ? Math.max(...list) : undefined;
  };
  for (const p of processTable()) {
    const born = Math.min(...rssReadings.filter((r) => r.pid === p.pid).map((r) => r.at));
    const first = born + 240_000 <= end - 180_000 ? peakOf(p.pid, born + 60_000, born + 240_000) : undefined;
    const last = peakOf(p.pid, end - 180_000, end + 1);
    const growth = first && last ? last / first - 1 : undefined;
    if (growth !== undefined) growths.push({ name: p.name, growth });
    console.log(
      `| ${p.name} (pid ${p.pid}) | ${first ? (first / 1e6).toFixed(0) : '(started during the run)'} | ${last ? (last / 1e6).toFixed(0) : '?'} | ${growth === undefined ? '' : `${(100 * growth).toFixed(1)} %`} |`,
    );
  }

  // Every acknowledged write, once. Webhook deliveries get the time to finish: those a killed worker was making run
  // again once their job expires (90 s) and pg-boss's maintenance (every 2 minutes) notices.
  const missing = async () =>
    (await sql(ctx.db, `select event_id from webhook_deliveries where event_type = 'order.paid'`)).filter((e) => !received.has(e.event_id))
      .length;
  await waitFor('every webhook event to arrive', async () => (await missing()) === 0, 240_000).catch(() => undefined);
  const mismatches = await sql(
    ctx.db,
    `select coalesce(l.owner_id, b.owner_id) as owner_id from (select owner_id, package_id, sum(quantity) as total from transactions group by 1, 2) l
     full outer join balances b on b.owner_id = l.owner_id and b.package_id = l.package_id
     where coalesce(l.total, 0) <> coalesce(b.quantity, 0) or b.quantity < 0`,
  );
  const paid = [...acknowledged.paidOrders];
  const payments = await sql(ctx.db, 'select order_id, count(*)::int as n from payments where order_id = any($1::int[]) group by 1', [
    paid,
  ]);
  const paidTwice = payments.filter((p) => p.n !== 1).length;
  const unpaid = paid.length - payments.length;
  const ids = [...acknowledged.visitIds];
  const [{ stored, distinct }] = await sql(
    ctx.db,
    'select count(*)::int as stored, count(distinct visit_id)::int as distinct from delivery_visits where visit_id = any($1::text[])',
    [ids],
  );
  const events = await sql(ctx.db, `select event_id from webhook_deliveries where event_type = 'order.paid'`);
  const undelivered = events.filter((e) => !received.has(e.event_id)).length;
  const twice = [...received.values()].filter((n) => n > 1).length;
  const checks = [
    ['Σ ledger = balances', mismatches.length === 0, `${mismatches.length} (owner, package) pairs differ`],
    [
      'each acknowledged card postback credited once',
      paidTwice === 0 && unpaid === 0,
      `${paid.length} orders, ${unpaid} without a payment, ${paidTwice} with more than one`,
    ],
    [
      'each acknowledged visit stored once',
      stored === ids.length && distinct === ids.length,
      `${ids.length} acknowledged, ${stored} stored`,
    ],
    [
      'each webhook event delivered',
      undelivered === 0,
      `${events.length} order.paid events, ${undelivered} not received, ${twice} received twice`,
    ],
    [
      'no error outside a documented 503 window',
      [...errors.keys()].every((k) => / 503$/.test(k)),
      `${[...errors.values()].reduce((a, b) => a + b, 0)} errors`,
    ],
    [
      'RSS growth of every process ≤ 10 %',
      growths.every((g) => g.growth <= 0.1),
      growths.map((g) => `${g.name} ${(100 * g.growth).toFixed(1)} %`).join(', '),
    ],
  ];
  console.log('\n| check | result | detail |\n|---|---|---|');
  for (const [name, ok, detail] of checks) console.log(`| ${name} | ${ok ? 'ok' : 'FAILED'} | ${detail} |`);
  console.log(`\nfaults: ${faults.map((f) => `${((f.at - started) / 1000).toFixed(0)} s ${f.what}`).join('; ')}`);
  console.log(`${acknowledged.renames} renames acknowledged; ${received.size} webhook events received`);
  receiver.close();
  return checks.every(([, ok]) => ok);
}

async function cleanUp() {
  await stopProcess(ctx.web);
  await Promise.all((ctx.workers ?? []).map((w) => stopProcess(w)));
  await stopProcess(ctx.redis);
  await ctx.pgbouncer?.stop();
  await ctx.replica?.stop();
  await ctx.primary?.stop();
  if (ctx.dataDir) fs.rmSync(ctx.dataDir, { recursive: true, force: true });
}

main()
  .then(async (ok) => {
    await cleanUp();
    process.exit(ok ? 0 : 1);
  })
  .catch(async (err) => {
    console.error(err);
    if (ctx.web) console.error(`--- web output (tail)\n${ctx.web.text.slice(-4000)}`);
    await cleanUp();
    process.exit(1);
  });
