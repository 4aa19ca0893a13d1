import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { transformFileSync } from '@swc/core';
import autocannon from 'autocannon';
import { Presets, SingleBar } from 'cli-progress';
import { Client } from 'pg';
import { hashPassword } from '../src/modules/auth/password';
import { webProcessArgs } from '../src/ops/v8-heap';
import { percentile, table } from './bench-format';

/*
 * `npm run bench:api [-- --scale N] [--duration S] [--warmup S] [--connections C] [--rounds R] [--only a,b] [--no-write]`:
 * our list, item and write paths side by side with PostGraphile 5 and a raw pg + node:http baseline on the same
 * PostgreSQL data, in R rounds (default 3) that each run every row once, peers beside peers; a row is its median.
 * Database: DATABASE_URL, else a `bench` database on the local server (created when missing). Seeds N users (default
 * 40,000: ≈100k projects, 1M ledger rows) once; a rerun reuses them. Prints one table, the ratios, RSS, the cluster
 * ratio and EXPLAIN of each list's default query, and writes them into BENCHMARKS.md at the top level. Each server
 * runs as its own child process on plain Node 22 or later (scripts/bench-api-servers.ts, compiled; ours as built:
 * buildServers; the Node: serversNodeBinary).
 */

const argv = process.argv.slice(2);
const flag = (name: string, fallback: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const SCALE = flag('scale', 40_000);
const DURATION = flag('duration', 10);
/**
 * Seconds of load before each measured run, on the same connections. Long enough for V8 to have optimised the hot
 * path of a freshly started server: after 2 s our item still spent ~2,400 µs of CPU per request, ~1,300 once warm.
 */
const WARMUP = flag('warmup', 5);
const CONNECTIONS = flag('connections', 50);
/**
 * Runs of each row, one per round; a row reports the median of its runs. A round runs the rows peer beside peer (the
 * lists, the items, the writes, the floors), so a slow minute of a shared machine falls on both sides of a ratio
 * rather than on one server's whole block of rows.
 */
const ROUNDS = Math.max(1, flag('rounds', 3));
const LEDGER_PER_USER = 25;
const only = (() => {
  const i = argv.indexOf('--only');
  return i >= 0 ? new Set(argv[i + 1].split(',')) : null;
})();
const writeFile = !argv.includes('--no-write');
const KEPT_MARKER = '<!-- Below: sections written by hand from other benchmarks; npm run bench:api keeps them. -->';

/** Our processes' production settings: secrets made up for this run (they sign the admin's token for every child). */
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: randomBytes(32).toString('hex'),
  CARD_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
  // The demo gates offer card: production starts only with a card adapter (docs/payments.md).
  CARD_PROVIDER_URL: 'https://pay.example.com/checkout',
};

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
const ROOT = path.resolve(__dirname, '../..');
/** Where buildServers() puts the servers' file, compiled: one level below server/, as scripts/ is. */
const BUILT = path.join(__dirname, '..', '.bench');
const SERVERS = path.join(BUILT, 'bench-api-servers.js');
// Our processes share one data directory so they share the generated development JWT secret.
const DATA_DIR = path.join(os.tmpdir(), 'trafficgate-bench-api');

const LIST_QUERY = `query List($limit: Int) { projects(limit: $limit) { total page limit items {
  id title url ownerId owner { id login } package { id name code free size } reciprocalLinkId expiredAt autoRenew campaignId createdAt } } }`;
const ITEM_QUERY = `query Item($id: Int!) { project(id: $id) {
  id title url ownerId owner { id login } package { id name code free size } reciprocalLinkId expiredAt autoRenew campaignId createdAt } }`;
/** Nothing to resolve: what a server spends on any GraphQL request before its fields (the floor). */
const FLOOR_QUERY = 'query Floor { __typename }';
/**
 * The spread mutation renames the next of this many projects on each request, so no two renames in flight wait on one
 * row's lock: what a write costs the servers, where the mutation on one project measures how PostgreSQL queues writes
 * to one row (each waits for the last one's commit).
 */
const SPREAD_ROWS = 1000;
const UPDATE_MUTATION = `mutation Update($id: Int!, $input: ProjectUpdateInput!) { updateProject(id: $id, input: $input) { id title } }`;
const PG_LIST = `query List { allProjects(first: 50, orderBy: [PRIMARY_KEY_DESC]) { totalCount nodes {
  rowId title url ownerId userByOwnerId { rowId email } packageByPackageId { rowId name code free size } reciprocalLinkId expiredAt autoRenew campaignId createdAt } } }`;
const PG_ITEM = (id: number) => `query Item { projectByRowId(rowId: ${id}) {
  rowId title url ownerId userByOwnerId { rowId email } packageByPackageId { rowId name code free size } reciprocalLinkId expiredAt autoRenew campaignId createdAt } }`;
/** The same write as ours: the project's title (and its updated_at, as our entity sets it), answering id and title. */
const PG_UPDATE = `mutation Update($id: Int!, $title: String!) { updateProjectByRowId(input: { rowId: $id, projectPatch: { title: $title, updatedAt: "now" } }) { project { rowId title } } }`;

/** Each list's default statement at scale, for EXPLAIN: our projects list as staff and as an owner, and the raw baseline. */
const PAGE_SQL = (where: string, countWhere: string) =>
  `select "r".*, "j0"."id" as "j0__id", "j0"."email" as "j0__email", "j1"."id" as "j1__id", "j1"."name" as "j1__name", ` +
  `(select count(*) as "count" from "projects" as "c" ${countWhere}) as "__total" from "projects" as "r" ` +
  `left join "users" as "j0" on "r"."owner_id" = "j0"."id" left join "packages" as "j1" on "r"."package_id" = "j1"."id" ${where} order by "r"."id" desc limit 50`;
const OWNER = '(select owner_id from projects order by id desc limit 1)';
const LIST_EXPLAINS: [string, string][] = [
  [
    'ours, projects list page with owner, package and total in one statement (staff: every project; common/read-model.ts, owner/package columns abridged)',
    PAGE_SQL('', ''),
  ],
  ["ours, an owner's own projects (a user's list)", PAGE_SQL(`where "r"."owner_id" = ${OWNER}`, `where "c"."owner_id" = ${OWNER}`)],
  [
    'raw baseline: page with owner and package',
    'select p.id, u.email, k.name from projects p join users u on u.id = p.owner_id left join packages k on k.id = p.package_id order by p.id desc limit 50',
  ],
];

// ---------------------------------------------------------------------------------------------------------------
// Database and data

async function ensureDatabase(): Promise<void> {
  const url = new URL(DATABASE_URL);
  const name = url.pathname.slice(1);
  const admin = new Client({
    connectionString: Object.assign(new URL(DATABASE_URL), {
      pathname: '/postgres',
    }).toString(),
  });
  await admin.connect();
  const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!found.rowCount) {
    console.log(`creating database ${name}`);
    await admin.query(`create database "${name.replace(/"/g, '""')}"`);
  }
  await admin.end();
}

/**
 * SCALE users (`bench-<i>@example.com`) with 1–4 projects each (≈2.5 on average), one paid order and LEDGER_PER_USER
 * ledger entries each, with balances equal to the ledger's sums; generate_series in chunks of 1,000 users, one
 * transaction per chunk, so a rerun continues where an interrupted seed stopped.
 */
async function seed(db: Client): Promise<void> {
  const [{ n }] = (await db.query<{ n: number }>("select count(*)::int as n from users where email like 'bench-%@example.com'")).rows;
  if (n >= SCALE) {
    console.log(`reusing the seeded data: ${n} bench users`);
    return;
  }
  const [{ gate }] = (await db.query<{ gate: number }>('select id as gate from gates where is_default')).rows;
  const packages = (await db.query<{ id: number; price_minor: number }>('select id, price_minor from packages where not free order by id'))
    .rows;
  const hash = await hashPassword('demo-password');
  const CHUNK = 1000;
  const bar = new SingleBar(
    {
      format: 'seeding |{bar}| {value}/{total} users, {projects} projects, {ledger} ledger rows',
    },
    Presets.shades_classic,
  );
  bar.start(SCALE, n, { projects: 0, ledger: 0 });
  let projects = 0;
  let ledger = 0;
  const pkgIds = `array[${packages.map((p) => p.id).join(',')}]`;
  const pkgPrices = `array[${packages.map((p) => p.price_minor).join(',')}]`;
  for (let from = n; from < SCALE; from += CHUNK) {
    const to = Math.min(SCALE, from + CHUNK) - 1;
    await db.query('begin');
    await db.query(
      `create temp table bench_new on commit drop as
       with ins as (
         insert into users (email, gate_id, password_hash, display_name, email_confirmed, last_activity)
         select 'bench-' || i || '@example.com', $1, $2, 'Bench User ' || i, true, now() - (i % 90) * interval '1 day'
         from generate_series($3::int, $4::int) i returning id, email)
       select id, split_part(split_part(email, '@', 1), '-', 2)::int as i from ins`,
      [gate, hash, from, to],
    );
    const p = await db.query(
      `insert into projects (title, url, owner_id, package_id, expired_at, auto_renew, created_at)
       select 'Site ' || n.i || '-' || s, 'https://site-' || n.i || '-' || s || '.example.com', n.id,
              case when s = 0 then (${pkgIds})[1 + n.i % ${packages.length}] end,
              case when s = 0 then now() + (1 + n.i % 30) * interval '1 day' end, s % 2 = 0,
              now() - (n.i % 365) * interval '1 day'
       from bench_new n cross join generate_series(0, 3) s where s <= n.i % 4 order by n.id, s`,
    );
    await db.query(
      `insert into orders (owner_id, package_id, quantity, amount_minor, status, payment_provider, first_payment_at, last_payment_at)
       select n.id, (${pkgIds})[1 + n.i % ${packages.length}], 1, (${pkgPrices})[1 + n.i % ${packages.length}], 'active', 'card', now(), now()
       from bench_new n`,
    );
    const t = await db.query(
      `insert into transactions (owner_id, package_id, quantity, source, reference, created_at)
       select n.id, (${pkgIds})[1 + (n.i + k) % ${packages.length}], 1, 'admin', 'bench-' || n.id || '-' || k, now() - k * interval '1 day'
       from bench_new n cross join generate_series(1, ${LEDGER_PER_USER}) k`,
    );
    await db.query(
      `insert into balances (owner_id, package_id, quantity)
       select owner_id, package_id, sum(quantity) from transactions where owner_id in (select id from bench_new) group by owner_id, package_id`,
    );
    await db.query('commit');
    projects += p.rowCount ?? 0;
    ledger += t.rowCount ?? 0;
    bar.update(to + 1, { projects, ledger });
  }
  bar.stop();
  // As autovacuum would after a bulk load: statistics, and the visibility map index-only scans (COUNT) rely on.
  await db.query('vacuum analyze');
}

// ---------------------------------------------------------------------------------------------------------------
// Child servers

interface Stats {
  rss: number;
  maxRss: number;
  /** Heap in use right after a full collection (asked with `gc`); absent for servers started without --expose-gc. */
  liveHeap?: number;
  /** User and system CPU time the server's processes have used so far, µs. */
  cpu: number;
  statements: number;
  sql: string[];
}

/** The demo admin's token from one of our processes (they share DATA_DIR, so its secret). */
async function adminToken(url: string): Promise<string> {
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@example.com', password: 'demo-password' }),
  });
  const { token } = (await login.json()) as { token?: string };
  if (!token) throw new Error('login as admin@example.com failed');
  return token;
}

/**
 * The Node binary every server runs on (ours, the peers and the bare stacks alike), as deployed: the production image
 * runs Node 24, and PostGraphile 5, the peer, requires Node 22 or later. BENCH_NODE names a binary; otherwise the
 * running Node when it is 22 or later, else Node 24 from the registry's `node` package, installed once into
 * server/.bench/node (as CI's Node 24 stage installs it).
 */
const serversNodeBinary = (() => {
  let binary: string | undefined;
  return (): string => {
    if (binary) return binary;
    if (process.env.BENCH_NODE) return (binary = process.env.BENCH_NODE);
    if (Number(process.versions.node.split('.')[0]) >= 22) return (binary = process.execPath);
    const prefix = path.join(BUILT, 'node');
    binary = path.join(prefix, 'node_modules', '.bin', 'node');
    if (!fs.existsSync(binary)) {
      console.log(
        `Node ${process.versions.node} runs this script; the servers run on Node 24, installed into ${path.relative(process.cwd(), prefix)}`,
      );
      execFileSync('npm', ['install', '--prefix', prefix, 'node@24', '--no-audit', '--no-fund', '--silent'], { stdio: 'inherit' });
    }
    return binary;
  };
})();

/** The Node version the servers run on. */
function serversNode(): string {
  return execFileSync(serversNodeBinary(), ['--version'], { encoding: 'utf8' }).trim();
}

/**
 * Every server runs as deployed, on plain Node with no TypeScript loader: ours from the build `npm start` runs
 * (server/dist, made here with the build script), and scripts/bench-api-servers.ts compiled once without source maps.
 * Under @swc-node/register our server's modules carried inline source maps and the loader's map store: a live heap of
 * 90 MB instead of the built server's 60 MB, and a longer pause at every full collection (BENCHMARKS.md). The peers
 * shed the loader too.
 */
function buildServers(): void {
  const server = path.join(__dirname, '..');
  // The server's own build script, so the bench builds exactly what `npm run build` does.
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: server, stdio: 'inherit' });
  const { code } = transformFileSync(path.join(__dirname, 'bench-api-servers.ts'), {
    swcrc: false,
    sourceMaps: false,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  fs.mkdirSync(BUILT, { recursive: true });
  fs.writeFileSync(SERVERS, code);
}

class Child {
  private constructor(
    readonly proc: ChildProcess,
    readonly port: number,
  ) {}

  static start(mode: string, args: string[] = [], extraEnv: Record<string, string> = {}): Promise<Child> {
    const nodeArgs = ['--expose-gc', ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [])];
    const proc = fork(SERVERS, [mode, ...args], {
      execPath: serversNodeBinary(),
      // Our servers run with production's command-line options (the young generation's size, ops/v8-heap.ts); the peers
      // and the bare stacks run with Node's defaults. BENCH_NODE_ARGS reach every server, and a size they give wins.
      execArgv: mode === 'ours' || mode === 'cluster' ? webProcessArgs(nodeArgs) : nodeArgs,
      env: {
        ...process.env,
        DATABASE_URL,
        DATA_DIR,
        PORT: '0',
        LOG_LEVEL: 'error',
        // Measured as deployed (graphql-js, for one, runs extra checks outside production: ~3% of a list's CPU);
        // only the first boot, which seeds the demo accounts the runs log in with, is a development one.
        ...(mode === 'ours' || mode === 'cluster' || mode === 'stack' || mode === 'fastify' ? PRODUCTION : {}),
        RUN_WORKER: 'false',
        // All the load comes from this one address: the per-address cap of /graphql would refuse most of it.
        GRAPHQL_MAX_CONCURRENT_PER_IP: '10000',
        GRAPHILE_ENV: 'production',
        ...extraEnv,
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    return new Promise((resolve, reject) => {
      proc.once('exit', (code) => reject(new Error(`${mode} exited with ${code} before it was ready`)));
      proc.on('message', (m: { ready?: boolean; port?: number }) => {
        if (m?.ready) {
          proc.removeAllListeners('exit');
          resolve(new Child(proc, m.port!));
        }
      });
    });
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  stats(reset = false, gc = false): Promise<Stats> {
    return new Promise((resolve) => {
      const on = (m: { stats?: Stats }) => {
        if (!m?.stats) return;
        this.proc.off('message', on);
        resolve(m.stats);
      };
      this.proc.on('message', on);
      this.proc.send({ stats: true, reset, gc });
    });
  }

  async stop(): Promise<void> {
    if (this.proc.exitCode !== null) return;
    const exited = new Promise((resolve) => this.proc.once('exit', resolve));
    this.proc.kill('SIGTERM');
    const timer = setTimeout(() => this.proc.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Load

interface Target {
  name: string;
  server: 'ours' | 'postgraphile' | 'raw' | 'stack' | 'fastify';
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: string | (() => string);
  /** Checks one answer, so a fast error is never taken for a fast answer. */
  check: (status: number, body: string) => boolean;
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  statements: string;
  errors: number;
  rssStart?: number;
  rssEnd?: number;
  /** Heap in use after a full collection, before the load and after it (the retention check). */
  liveStart?: number;
  liveEnd?: number;
  maxRss?: number;
  /** CPU time per answered request of the measured run, µs: the server's processes, and PostgreSQL's (when local). */
  cpuServer?: number;
  cpuDatabase?: number;
  /** CPU time per answered request of this process, the load generator (autocannon runs in it), µs. */
  cpuLoad?: number;
  /** req/s of each round's run, for a row that is the median of several. */
  runs?: number[];
  /** p99 of each round's run, in the same order. */
  p99s?: number[];
}

async function once(base: string, t: Target): Promise<{ status: number; body: string }> {
  const res = await fetch(base + t.path, {
    method: t.method,
    headers: t.headers,
    body: typeof t.body === 'function' ? t.body() : t.body,
  });
  return { status: res.status, body: await res.text() };
}

/** One measured run: the answers to requests sent after the warm-up, on connections opened during it. */
interface Run {
  /** Answers to requests sent after the warm-up. */
  answered: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** How the slowest 1 % of answers fell in time (`burstsOf`). */
  tail: Bursts;
}

/** The answers at or above the p99, grouped into bursts: answers that finished within 100 ms of the one before. */
interface Bursts {
  answers: number;
  bursts: number;
  largest: number;
}

/**
 * A server that is slow by itself spreads its slowest answers over the run; a stall of the whole machine (a shared
 * VM's other tenants, PostgreSQL's WAL or checkpoint work) delays every request in flight at once, and its answers
 * finish together. One burst of 50 answers (the connections) in a 10 s run is already half of the slowest 1 % at
 * 1,000 req/s, so a p99 is read beside its bursts.
 */
function burstsOf(answers: { finished: number; latency: number }[], p99: number): Bursts {
  const slow = answers.filter((a) => a.latency >= p99).sort((a, b) => a.finished - b.finished);
  const sizes: number[] = [];
  let last = -Infinity;
  for (const a of slow) {
    if (a.finished - last > 100) sizes.push(0);
    sizes[sizes.length - 1] += 1;
    last = a.finished;
  }
  return { answers: slow.length, bursts: sizes.length, largest: Math.max(0, ...sizes) };
}

/*
 * The warm-up and the measured run are one autocannon run on the same connections: only the answers to requests
 * sent after the warm-up count. Two separate runs opened 50 new connections at the start of the measured one, and
 * Node (libuv ≥ 1.45) accepts one connection per event-loop iteration: on a busy server (≈ 100 ms iterations) the
 * last connections' first requests waited 2–7 s to be accepted, which was the whole of our p99 ('the
 * tail'); the warm-up's last requests also went on running, unanswered, into the measured run. `onWarm` is called
 * when the measured part starts.
 */
async function load(base: string, t: Target, warmup: number, duration = DURATION, onWarm?: () => void): Promise<Run> {
  const body = t.body;
  const started = Date.now();
  const from = started + warmup * 1000;
  const answers: { finished: number; latency: number }[] = [];
  let errors = 0;
  const warmTimer = setTimeout(() => onWarm?.(), warmup * 1000);
  const instance = autocannon({
    url: base + t.path,
    method: t.method,
    connections: CONNECTIONS,
    duration: warmup + duration,
    headers: t.headers,
    ...(typeof body === 'function'
      ? {
          requests: [
            {
              setupRequest: (req: autocannon.Request) => ({
                ...req,
                body: body(),
              }),
            },
          ],
        }
      : body
        ? { body }
        : {}),
  } as autocannon.Options);
  instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
    const now = Date.now();
    if (now - responseTime < from) return;
    answers.push({ finished: now, latency: responseTime });
    if (status < 200 || status >= 300) errors += 1;
  });
  const result = await instance;
  clearTimeout(warmTimer);
  // Answers still in flight when autocannon stops are not counted: the rate is over the measured part's length.
  const measured = (started + result.duration * 1000 - from) / 1000;
  const latencies = answers.map((a) => a.latency).sort((a, b) => a - b);
  const p99 = percentile(latencies, 99);
  return {
    answered: latencies.length,
    rps: latencies.length / measured,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(p99),
    errors: errors + result.errors + result.timeouts,
    tail: burstsOf(answers, p99),
  };
}

/** How much the live heap may grow over one run and still count as flat. */
const LIVE_HEAP_TOLERANCE_PERCENT = 5;

/**
 * Retention over a run, judged on the live heap (after a full collection) rather than RSS: RSS also follows how far
 * V8 let the old generation grow before collecting, which depends on the load, not on what is kept.
 */
function liveGrowth(r: Row): string {
  if (r.liveStart === undefined || r.liveEnd === undefined) return 'live heap not measured';
  const change = (100 * (r.liveEnd - r.liveStart)) / r.liveStart;
  const verdict = change > LIVE_HEAP_TOLERANCE_PERCENT ? 'grew' : `within ${LIVE_HEAP_TOLERANCE_PERCENT} %`;
  return `live heap ${mb(r.liveStart, 1)} before the load → ${mb(r.liveEnd, 1)} after it (${change >= 0 ? '+' : ''}${change.toFixed(1)} %, ${verdict})`;
}

const micros = (us: number | undefined) => (us === undefined ? '–' : `${us.toFixed(0)} µs`);

/**
 * CPU time each PostgreSQL process of this machine has used, µs by pid (Linux `/proc`, clock ticks of 1/100 s), or
 * undefined where it cannot be read or the database is not on this machine. Over a run (`databaseCpuBetween`) and
 * divided by its answers, it is what the database spent per request (its background writers included), the part a
 * faster SQL path saves.
 */
function databaseCpu(): Map<string, number> | undefined {
  if (!['127.0.0.1', 'localhost', '::1', '[::1]', ''].includes(new URL(DATABASE_URL).hostname)) return undefined;
  try {
    const ticks = new Map<string, number>();
    for (const pid of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      let stat: string;
      try {
        stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue; // gone since the listing
      }
      const close = stat.lastIndexOf(')');
      if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
      const fields = stat.slice(close + 2).split(' ');
      ticks.set(pid, Number(fields[11]) + Number(fields[12])); // utime, stime
    }
    return ticks;
  } catch {
    return undefined;
  }
}

/**
 * The CPU the PostgreSQL processes used between two readings, µs: a process that ended in between (a connection
 * closed) took its time with it, so only the growth of each process counts, and all of a process started since.
 */
function databaseCpuBetween(before: Map<string, number> | undefined, after: Map<string, number> | undefined): number | undefined {
  if (!before || !after) return undefined;
  let ticks = 0;
  for (const [pid, t] of after) ticks += t - (before.get(pid) ?? 0);
  return ticks * 10_000;
}

const rate = (rps: number) => (rps < 10 ? rps.toFixed(1) : rps.toFixed(0));
const mb = (bytes: number, digits = 0) => `${(bytes / 1024 / 1024).toFixed(digits)} MB`;

/** The middle value (the mean of the two middle ones for an even count); undefined when none is known. */
function median(values: (number | undefined)[]): number | undefined {
  const known = values.filter((v): v is number => v !== undefined).sort((a, b) => a - b);
  if (!known.length) return undefined;
  const mid = known.length >> 1;
  return known.length % 2 ? known[mid] : (known[mid - 1] + known[mid]) / 2;
}

/**
 * One row from a target's runs (one per round): the median of each figure; the errors of all runs; the statements
 * counted in the first; the live heap of the run it grew most in (the retention check is per run: a cache filled in
 * the first round is not retention in the third); RSS from the first run's start to the last run's end.
 */
function combine(runs: Row[]): Row {
  const first = runs[0];
  const last = runs[runs.length - 1];
  const growth = (r: Row) => (r.liveStart !== undefined && r.liveEnd !== undefined ? r.liveEnd / r.liveStart : 0);
  const worst = runs.reduce((a, b) => (growth(b) > growth(a) ? b : a));
  return {
    name: first.name,
    rps: median(runs.map((r) => r.rps))!,
    p50: Math.round(median(runs.map((r) => r.p50))!),
    p99: Math.round(median(runs.map((r) => r.p99))!),
    statements: first.statements,
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    rssStart: first.rssStart,
    rssEnd: last.rssEnd,
    liveStart: worst.liveStart,
    liveEnd: worst.liveEnd,
    maxRss: Math.max(...runs.map((r) => r.maxRss ?? 0)),
    cpuServer: median(runs.map((r) => r.cpuServer)),
    cpuDatabase: median(runs.map((r) => r.cpuDatabase)),
    cpuLoad: median(runs.map((r) => r.cpuLoad)),
    runs: runs.map((r) => r.rps),
    p99s: runs.map((r) => r.p99),
  };
}

/**
 * How many times `x` answered `y`'s rate: the median of the rounds' ratios when both are medians of the same rounds
 * (the two runs of a round share a minute of the machine; the ratio of the two medians can pair a fast minute of one
 * with a slow one of the other), with those ratios; else the ratio of the two rates.
 */
function pairedRatio(x: Row, y: Row): { times: number; rounds: number[] | null } {
  const rounds = x.runs && y.runs && x.runs.length > 1 && x.runs.length === y.runs.length ? x.runs.map((rps, i) => rps / y.runs![i]) : null;
  return { times: rounds ? median(rounds)! : x.rps / y.rps, rounds };
}

/** Where a row goes in a round: peers side by side (lists, items, writes, floors), so they share the machine's minute. */
function peerGroup(name: string): number {
  if (/ list/.test(name)) return 0;
  if (/ item/.test(name)) return 1;
  if (/ (mutation|write)/.test(name)) return 2;
  return 3;
}

/** The bench's own connection to the database (set once it is seeded). */
let benchDb: Client | undefined;

async function measure(child: Child, countingChild: Child | null, t: Target): Promise<Row> {
  // Each write run leaves ~10⁵ dead row versions of projects (its title is indexed, so no update is HOT). Autovacuum
  // would clear them some time later, not between two runs, and the PostgreSQL the table of BENCHMARKS.md was
  // measured on runs without it: they piled up from run to run and from one `npm run bench:api` to the next, and
  // doubled the cost of a COUNT over projects (PostGraphile's list and the raw one). Every run starts vacuumed.
  await benchDb?.query('vacuum analyze projects');
  // And checkpointed: otherwise PostgreSQL's checkpointer writes the seed's and the last runs' pages out during
  // whichever run comes next (a checkpoint is spread over minutes, one starts every 5 minutes and after each
  // max_wal_size of WAL), and costs that run CPU and disk time the other side of its ratio did not pay. A checkpoint
  // taken here finishes before the run, and the next is due only after the run ends.
  await benchDb?.query('checkpoint');
  const first = await once(child.url, t);
  if (!t.check(first.status, first.body)) throw new Error(`${t.name}: unexpected answer ${first.status} ${first.body.slice(0, 300)}`);
  let statements = '–';
  if (countingChild) {
    await once(countingChild.url, t); // warm-up (gate, schema caches)
    await countingChild.stats(true);
    await once(countingChild.url, t);
    statements = String((await countingChild.stats(true)).statements);
  }
  // The live heap before the load (after a full collection, so outside the measured run) and after it.
  const liveBefore = (await child.stats(false, true)).liveHeap;
  // A short warm-up so JIT, pools and connections are settled, then the measured run on the same connections.
  let before: Promise<Stats> | undefined;
  let databaseBefore: Map<string, number> | undefined;
  let loadBefore: NodeJS.CpuUsage | undefined;
  const result = await load(child.url, t, WARMUP, DURATION, () => {
    before = child.stats();
    loadBefore = process.cpuUsage();
    databaseBefore = databaseCpu();
  });
  const after = await child.stats();
  const databaseUsed = databaseCpuBetween(databaseBefore, databaseCpu());
  const loadUsed = loadBefore && process.cpuUsage(loadBefore);
  const liveAfter = (await child.stats(false, true)).liveHeap;
  const last = await once(child.url, t);
  if (!t.check(last.status, last.body))
    throw new Error(`${t.name}: unexpected answer after the run ${last.status} ${last.body.slice(0, 300)}`);
  const row: Row = {
    name: t.name,
    // Completed answers over the run's length (the per-second average rounds a slow run down to 0).
    rps: result.rps,
    p50: result.p50,
    p99: result.p99,
    statements,
    errors: result.errors,
    rssStart: (await before!).rss,
    rssEnd: after.rss,
    liveStart: liveBefore,
    liveEnd: liveAfter,
    maxRss: after.maxRss,
    cpuServer: result.answered ? (after.cpu - (await before!).cpu) / result.answered : undefined,
    cpuDatabase: result.answered && databaseUsed !== undefined ? databaseUsed / result.answered : undefined,
    cpuLoad: result.answered && loadUsed ? (loadUsed.user + loadUsed.system) / result.answered : undefined,
  };
  console.log(
    `  ${t.name}: ${rate(row.rps)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${statements} statements, ${row.errors} errors, slowest 1 % (${result.tail.answers} answers) in ${result.tail.bursts} bursts (largest ${result.tail.largest}), CPU per request ${micros(row.cpuServer)} server + ${micros(row.cpuDatabase)} PostgreSQL, RSS ${mb(row.rssStart!)} → ${mb(after.rss)} (peak ${mb(after.maxRss)})${liveBefore !== undefined && liveAfter !== undefined ? `, live heap ${mb(liveBefore, 1)} → ${mb(liveAfter, 1)}` : ''}`,
  );
  return row;
}

/**
 * What the machine's cores allow the two processes: the servers, PostgreSQL and the load generator share them, so at
 * the CPU each answer of the two-process run took from all three, the cores serve at most cores / (sum) answers a
 * second; over the one process's rate, that is the best ratio this machine can show.
 */
function coreBound(one: Row, two: Row): string {
  const { cpuServer, cpuDatabase, cpuLoad } = two;
  if (cpuServer === undefined || cpuDatabase === undefined || cpuLoad === undefined)
    return 'PostgreSQL and the load generator share the same cores.';
  const cores = os.cpus().length;
  const most = (cores * 1e6) / (cpuServer + cpuDatabase + cpuLoad);
  return (
    `PostgreSQL and the load generator share the same ${cores} cores: at the two-process run's CPU per answer (servers ${micros(cpuServer)}, ` +
    `PostgreSQL ${micros(cpuDatabase)}, load generator ${micros(cpuLoad)}) they serve at most ${most.toFixed(0)} req/s, ${(most / one.rps).toFixed(2)}× the one process.`
  );
}

/**
 * Where a request's server CPU goes: each server's floor (a GraphQL request with nothing to resolve; express and
 * node:http answering {}) and what the item and the mutation cost above it.
 */
function floors(by: (name: string) => Row | undefined): string | null {
  const cpu = (name: string) => by(name)?.cpuServer;
  const above = (work: string, floor: string) => {
    const w = cpu(work);
    const f = cpu(floor);
    return w !== undefined && f !== undefined ? micros(w - f) : null;
  };
  const parts: string[] = [];
  const pair = (label: string, ours: string | null, theirs: string | null) => {
    if (ours || theirs) parts.push(`${label}: ours ${ours ?? '–'}, PostGraphile ${theirs ?? '–'}`);
  };
  pair('item', above('ours GraphQL item', 'ours GraphQL floor'), above('PostGraphile item', 'PostGraphile floor'));
  pair('mutation', above('ours GraphQL mutation', 'ours GraphQL floor'), above('PostGraphile mutation', 'PostGraphile floor'));
  const floorsSeen = (
    [
      ['ours GraphQL', 'ours GraphQL floor'],
      ['PostGraphile', 'PostGraphile floor'],
      ['express 5 and Apollo Server 5 alone', 'express + Apollo floor'],
      ['express 5 alone', 'express floor'],
      ['Fastify 5 and Apollo Server 5 alone', 'fastify + Apollo floor'],
      ['Fastify 5 alone', 'fastify floor'],
      ['node:http alone', 'raw floor'],
    ] as const
  )
    .filter(([, name]) => cpu(name) !== undefined)
    .map(([label, name]) => `${label} ${micros(cpu(name))}`);
  if (!parts.length && !floorsSeen.length) return null;
  return [
    parts.length
      ? `Server CPU per request above each server's floor (the GraphQL request with nothing to resolve) — ${parts.join('; ')}.`
      : '',
    floorsSeen.length ? `The floors themselves: ${floorsSeen.join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

// ---------------------------------------------------------------------------------------------------------------

function machine(serverVersion: string): string {
  const cpus = os.cpus();
  return `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${(os.totalmem() / 1024 ** 3).toFixed(0)} GB RAM, ${os.type()} ${os.release()}, Node ${serversNode()}, ${serverVersion}`;
}

async function explain(db: Client, sql: string, params: unknown[] = []): Promise<string> {
  const { rows } = await db.query(`explain (analyze, buffers, costs off, timing off, summary off) ${sql}`, params);
  return rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n');
}

async function main(): Promise<void> {
  buildServers();
  serversNodeBinary();
  await ensureDatabase();
  fs.mkdirSync(DATA_DIR, { recursive: true });
  // Our first boot migrates the database and seeds the demo data set into an empty one.
  const boot = await Child.start('ours', [], { NODE_ENV: 'development' });
  await boot.stop();
  const db = new Client({ connectionString: DATABASE_URL });
  await db.connect();
  await seed(db);
  benchDb = db;
  const [{ version }] = (await db.query<{ version: string }>("select split_part(version(), ' on ', 1) as version")).rows;
  const [{ projects, users, ledger }] = (
    await db.query<{ projects: number; users: number; ledger: number }>(
      'select (select count(*) from projects)::int as projects, (select count(*) from users)::int as users, (select count(*) from transactions)::int as ledger',
    )
  ).rows;
  const [{ id: itemId }] = (
    await db.query<{ id: number }>("select id from projects where title like 'Site %' order by id limit 1 offset 5000")
  ).rows;
  // Other projects than the item's, so the item rows read a row no spread write touches.
  const spreadIds = (
    await db.query<{ id: number }>("select id from projects where title like 'Site %' order by id limit $1 offset 6000", [SPREAD_ROWS])
  ).rows.map((r) => r.id);
  let spread = 0;
  const spreadId = () => spreadIds[spread++ % spreadIds.length];
  console.log(
    `\n${projects} projects, ${users} users, ${ledger} ledger rows; ${CONNECTIONS} connections, ${DURATION} s per run; load ${os.loadavg()[0].toFixed(2)}`,
  );

  const results: Row[] = [];
  /** Every target with the server that answers it, measured once per round (below) once every server is up. */
  const plan: { target: Target; child: Child; counting: Child | null; runs: Row[] }[] = [];
  const servers: Child[] = [];
  const counters: Child[] = [];
  const want = (name: string) => !only || only.has(name);
  /**
   * `--only` names groups (`ours`, `postgraphile`, `raw`, `stack`, `fastify`, `cluster`) or single targets by their row's name, so one
   * pair runs side by side: `--only 'ours GraphQL mutation,PostGraphile mutation'`. A group runs its targets that
   * the list selects, or all of them when it names none of them.
   */
  const picked = (group: string, targets: Target[]) => (!only || only.has(group) ? targets : targets.filter((t) => only.has(t.name)));

  // --- ours
  let explainOurs: string[] = [];
  let token = '';
  /** Each write sends a new title, so every run really changes the row. */
  let n = 0;
  // Our targets' headers carry the admin's token once a server of ours has logged in.
  const auth: Record<string, string> = {};
  const json: Record<string, string> = { 'content-type': 'application/json' };
  /** Our rename of the project `id()` names, a new title each request. */
  const ourRename = (name: string, id: () => number): Target => ({
    name,
    server: 'ours',
    method: 'POST',
    path: '/graphql',
    headers: json,
    body: () => JSON.stringify({ query: UPDATE_MUTATION, variables: { id: id(), input: { title: `Site renamed ${n++}` } } }),
    check: (s, b) => s === 200 && b.includes('"updateProject"') && !b.includes('"errors"'),
  });
  const restList: Target = {
    name: 'ours REST list',
    server: 'ours',
    method: 'GET',
    path: '/api/projects?limit=50',
    headers: auth,
    check: (s, b) => s === 200 && b.includes('hydra:totalItems'),
  };
  const ourTargets = picked('ours', [
    restList,
    {
      name: 'ours GraphQL list',
      server: 'ours',
      method: 'POST',
      path: '/graphql',
      headers: json,
      body: JSON.stringify({ query: LIST_QUERY, variables: { limit: 50 } }),
      check: (s, b) => s === 200 && b.includes('"total"') && !b.includes('"errors"'),
    },
    {
      name: 'ours REST item',
      server: 'ours',
      method: 'GET',
      path: `/api/projects/${itemId}`,
      headers: auth,
      check: (s, b) => s === 200 && b.includes(`"id":${itemId}`),
    },
    {
      name: 'ours GraphQL item',
      server: 'ours',
      method: 'POST',
      path: '/graphql',
      headers: json,
      body: JSON.stringify({ query: ITEM_QUERY, variables: { id: itemId } }),
      check: (s, b) => s === 200 && b.includes(`"id":${itemId}`) && !b.includes('"errors"'),
    },
    ourRename('ours GraphQL mutation', () => itemId),
    ourRename('ours GraphQL spread mutation', spreadId),
    {
      // The floor: the same request path (the token, the gate, the context, Apollo) with nothing to resolve.
      name: 'ours GraphQL floor',
      server: 'ours',
      method: 'POST',
      path: '/graphql',
      headers: json,
      body: JSON.stringify({ query: FLOOR_QUERY }),
      check: (s, b) => s === 200 && b.includes('"__typename":"Query"'),
    },
  ]);
  if (ourTargets.length) {
    const counting = await Child.start('ours', ['--count']);
    token = await adminToken(counting.url);
    auth.authorization = json.authorization = `Bearer ${token}`;
    // The statements of one list request, for EXPLAIN below.
    await once(counting.url, restList);
    await counting.stats(true);
    await once(counting.url, restList);
    explainOurs = (await counting.stats(true)).sql.map((s) => s.replace(/ \[took [^\]]*\]$/, ''));
    const child = await Child.start('ours');
    servers.push(child);
    counters.push(counting);
    for (const target of ourTargets) plan.push({ target, child, counting, runs: [] });
  }

  // --- PostGraphile
  const postgraphileTargets = picked(
    'postgraphile',
    (
      [
        { name: 'PostGraphile list', query: PG_LIST, check: 'totalCount' },
        {
          name: 'PostGraphile item',
          query: PG_ITEM(itemId),
          check: `"rowId":${itemId}`,
        },
        {
          name: 'PostGraphile mutation',
          query: PG_UPDATE,
          variables: () => ({ id: itemId, title: `Site renamed ${n++}` }),
          check: '"updateProjectByRowId"',
        },
        {
          name: 'PostGraphile spread mutation',
          query: PG_UPDATE,
          variables: () => ({ id: spreadId(), title: `Site renamed ${n++}` }),
          check: '"updateProjectByRowId"',
        },
        { name: 'PostGraphile floor', query: FLOOR_QUERY, check: '"__typename":"Query"' },
      ] as { name: string; query: string; variables?: () => Record<string, unknown>; check: string }[]
    ).map((t): Target => ({
      name: t.name,
      server: 'postgraphile',
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json' },
      body: t.variables ? () => JSON.stringify({ query: t.query, variables: t.variables!() }) : JSON.stringify({ query: t.query }),
      check: (s, b) => s === 200 && b.includes(t.check) && !b.includes('"errors"'),
    })),
  );
  if (postgraphileTargets.length) {
    const counting = await Child.start('postgraphile', ['--count']);
    const child = await Child.start('postgraphile');
    servers.push(child);
    counters.push(counting);
    for (const target of postgraphileTargets) plan.push({ target, child, counting, runs: [] });
  }

  // --- raw baseline
  const rawTargets = picked('raw', [
    {
      name: 'raw pg list',
      server: 'raw',
      method: 'GET',
      path: '/projects?limit=50',
      check: (s, b) => s === 200 && JSON.parse(b).total > 0,
    },
    {
      name: 'raw pg item',
      server: 'raw',
      method: 'GET',
      path: `/projects/${itemId}`,
      check: (s, b) => s === 200 && JSON.parse(b).id === itemId,
    },
    {
      name: 'raw pg write',
      server: 'raw',
      method: 'PUT',
      path: `/projects/${itemId}`,
      headers: { 'content-type': 'application/json' },
      body: () => JSON.stringify({ title: `Site renamed ${n++}` }),
      check: (s, b) => s === 200 && JSON.parse(b).id === itemId,
    },
    { name: 'raw floor', server: 'raw', method: 'GET', path: '/ping', check: (s, b) => s === 200 && b === '{}' },
  ]);
  if (rawTargets.length) {
    const counting = await Child.start('raw', ['--count']);
    const child = await Child.start('raw');
    servers.push(child);
    counters.push(counting);
    for (const target of rawTargets) plan.push({ target, child, counting, runs: [] });
  }

  // --- the HTTP layers alone, with nothing of ours: express 5 (`stack`, what our server ran on) and Fastify 5 (`fastify`,
  // what it runs on), each answering {} and a one-field Apollo Server 5 on it
  for (const [server, label] of [
    ['stack', 'express'],
    ['fastify', 'fastify'],
  ] as const) {
    const targets = picked(server, [
      { name: `${label} floor`, server, method: 'GET', path: '/ping', check: (s, b) => s === 200 && b === '{}' },
      {
        name: `${label} + Apollo floor`,
        server,
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: FLOOR_QUERY }),
        check: (s, b) => s === 200 && b.includes('"__typename":"Query"'),
      },
    ]);
    if (!targets.length) continue;
    const child = await Child.start(server);
    servers.push(child);
    for (const target of targets) plan.push({ target, child, counting: null, runs: [] });
  }

  // Every server is up: each round runs every row once, peers side by side; the statements are counted in the first.
  const order = [...plan].sort((a, b) => peerGroup(a.target.name) - peerGroup(b.target.name));
  for (let round = 1; round <= ROUNDS; round++) {
    if (ROUNDS > 1) console.log(`round ${round} of ${ROUNDS}`);
    for (const p of order) p.runs.push(await measure(p.child, round === 1 ? p.counting : null, p.target));
    if (round === 1) for (const c of counters) await c.stop();
  }
  for (const c of servers) await c.stop();
  results.push(...plan.map((p) => combine(p.runs)));
  const ourRows = results.filter((r) => r.name.startsWith('ours '));

  // --- one process vs two (node:cluster) on the REST list
  let clusterLine = '';
  if (want('cluster')) {
    const t: Target = {
      name: '',
      server: 'ours',
      method: 'GET',
      path: '/api/projects?limit=50',
      headers: { authorization: `Bearer ${token}` },
      check: (s) => s === 200,
    };
    const one = await Child.start('ours');
    // `--only cluster` skips the runs that logged in before.
    if (!token) {
      token = await adminToken(one.url);
      t.headers = { authorization: `Bearer ${token}` };
    }
    const two = await Child.start('cluster', ['2']);
    // One process and two in turn, round by round, as the other rows.
    const oneRuns: Row[] = [];
    const twoRuns: Row[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      oneRuns.push(await measure(one, null, { ...t, name: 'ours REST list, 1 process' }));
      twoRuns.push(await measure(two, null, { ...t, name: 'ours REST list, 2 processes (node:cluster)' }));
    }
    await one.stop();
    await two.stop();
    const r1 = combine(oneRuns);
    const r2 = combine(twoRuns);
    results.push(r1, r2);
    const { times, rounds } = pairedRatio(r2, r1);
    clusterLine = `Two processes vs one on the REST list: ${times.toFixed(2)}× (${rounds ? 'the median of the rounds; ' : ''}${r2.rps.toFixed(0)} vs ${r1.rps.toFixed(0)} req/s; target ≥ 1.7×). ${coreBound(r1, r2)}`;
  }

  // --- report
  const headers = ['run', 'req/s', 'p50 ms', 'p99 ms', 'SQL/request', 'errors', 'server CPU/request', 'PostgreSQL CPU/request'];
  const rows = results.map((r) => [
    r.name,
    rate(r.rps),
    String(r.p50),
    String(r.p99),
    r.statements,
    String(r.errors),
    micros(r.cpuServer),
    micros(r.cpuDatabase),
  ]);
  console.log('');
  table(headers, rows);
  const by = (name: string) => results.find((r) => r.name === name);
  const ratios: string[] = [];
  const ratio = (a: string, b: string) => {
    const x = by(a);
    const y = by(b);
    if (x && y) {
      const cpu =
        x.cpuServer !== undefined && y.cpuServer !== undefined
          ? `; CPU per request ${micros(x.cpuServer)} vs ${micros(y.cpuServer)} server, ${micros(x.cpuDatabase)} vs ${micros(y.cpuDatabase)} PostgreSQL`
          : '';
      const { times, rounds } = pairedRatio(x, y);
      const each = rounds ? ` (the median of the rounds: ${rounds.map((r) => `${r.toFixed(2)}×`).join(', ')})` : '';
      // A p99 is the median of the rounds' p99s; the pairs show how far one round's stalls moved it.
      const tails = rounds && x.p99s && y.p99s ? ` (rounds: ${x.p99s.map((p, i) => `${p} vs ${y.p99s![i]}`).join(', ')})` : '';
      ratios.push(`${a} / ${b}: ${times.toFixed(2)}× req/s${each}, p99 ${x.p99} vs ${y.p99} ms${tails}${cpu}`);
    }
  };
  ratio('ours REST list', 'PostGraphile list');
  ratio('ours GraphQL list', 'PostGraphile list');
  ratio('ours REST list', 'raw pg list');
  ratio('ours GraphQL list', 'raw pg list');
  ratio('ours REST item', 'PostGraphile item');
  ratio('ours REST item', 'raw pg item');
  ratio('ours GraphQL item', 'PostGraphile item');
  ratio('ours GraphQL mutation', 'PostGraphile mutation');
  ratio('ours GraphQL mutation', 'raw pg write');
  ratio('ours GraphQL spread mutation', 'PostGraphile spread mutation');
  ratio('ours GraphQL floor', 'PostGraphile floor');
  const floorLine = floors(by);
  if (floorLine) ratios.push(floorLine);
  if (clusterLine) ratios.push(clusterLine);
  const memory = ourRows.map(
    (r) =>
      `${r.name}: ${liveGrowth(r)}; RSS ${mb(r.rssStart!)} at the start of the ${ROUNDS > 1 ? 'first run' : 'run'} → ${mb(r.rssEnd!)} at the end of the ${ROUNDS > 1 ? 'last' : 'run'}, peak ${mb(r.maxRss!)}`,
  );
  const memoryTitle = `Memory of our server (one process${ROUNDS > 1 ? '; the live heap of the run of each row it grew most in' : ''}):`;
  console.log(`\n${ratios.join('\n')}\n\n${memoryTitle}\n${memory.join('\n')}`);

  // The list statements as our server sends them (bound values written in: a staff caller, the default order).
  const explains: string[] = [];
  for (const [label, sql] of LIST_EXPLAINS) explains.push(`-- ${label}\n${sql}\n${await explain(db, sql)}`);
  console.log(`\nThe statements of one REST list request (ours):\n${explainOurs.join('\n')}`);
  console.log(`\nEXPLAIN of each list's default query at this scale:\n\n${explains.join('\n\n')}`);

  const description = machine(version);
  console.log(`\nMachine: ${description}`);
  await db.end();
  if (writeFile) {
    const md = [
      '# Benchmarks: the API side by side (`npm run bench:api`)',
      '',
      'Written by `npm run bench:api` (server/scripts/bench-api.ts); rerun it to refresh this file. Every server',
      'runs as its own process on plain Node (ours from its build, as `npm start` runs it; no TypeScript loader in any of',
      'them) on the same PostgreSQL data, all of them started before the first run; one at a time is',
      `loaded by autocannon with ${CONNECTIONS} connections for ${DURATION} s, after a ${WARMUP} s warm-up on the same connections.`,
      `Each row is the median of ${ROUNDS} runs, one per round; a round runs the rows peer beside peer (the lists, then the`,
      'items, the writes, the floors), so a slow minute of the shared machine falls on both sides of a ratio. A ratio is',
      "the median of the rounds' ratios (the two runs of a round went in the same minute), listed beside it. The list is the page of 50 projects with owner and",
      'package and the total, read as the demo admin (staff see every project); the item is one project with the same',
      'fields; the mutation renames that project (a new title each request), PostGraphile with its `updateProjectByRowId`',
      "and the raw baseline with one `UPDATE … RETURNING`: every rename waits on that row's lock for the last one's commit.",
      `The spread mutation is the same rename, each request on the next of ${SPREAD_ROWS} other projects: no rename waits on`,
      "another's row lock, so it shows what a write costs the servers. Our server runs with NODE_ENV=production and LOG_LEVEL=error.",
      'PostGraphile runs without authentication or row security (it reads',
      'the tables as the database user), so it does less work per request than we do; the raw baseline is one SQL',
      'statement that builds the whole JSON answer in PostgreSQL. The floors are a GraphQL request with nothing to resolve',
      '(`query Floor { __typename }`) on ours and on PostGraphile, and `{}` answered by node:http alone, by express 5 alone',
      'and by Apollo Server 5 on express 5 with a one-field schema and no plugins, and the same two on Fastify 5 (Apollo',
      "through its Fastify integration): the HTTP layers with nothing of ours. CPU per request is the CPU time the server's processes",
      '(and, when the database is on this machine, all PostgreSQL processes) used during the measured run, over the answers:',
      'steadier than req/s on a shared machine, and it shows which side a path spends its time on.',
      '',
      `Machine: ${description}. Load average at the start: ${os.loadavg()[0].toFixed(2)} (a shared machine: figures are noisy).`,
      `Data: ${projects} projects, ${users} users, ${ledger} ledger rows (\`--scale ${SCALE}\`).`,
      '',
      `| ${headers.join(' | ')} |`,
      `|${headers.map(() => '---').join('|')}|`,
      ...rows.map((r) => `| ${r.join(' | ')} |`),
      '',
      ...ratios.map((r) => `- ${r}`),
      '',
      memoryTitle,
      '',
      ...memory.map((m) => `- ${m}`),
      '',
      '## The statements of one REST list request (ours)',
      '',
      '```',
      ...explainOurs,
      '```',
      '',
      "## EXPLAIN of each list's default query",
      '',
      '```',
      explains.join('\n\n'),
      '```',
      '',
    ].join('\n');
    // The sections written by hand from other benches (memory over 60 s, the campaign) start at this marker and
    // are kept as they are.
    const file = path.join(ROOT, 'BENCHMARKS.md');
    const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    const at = previous.indexOf(KEPT_MARKER);
    fs.writeFileSync(file, at >= 0 ? `${md}\n${previous.slice(at)}` : md);
    console.log('\nwrote BENCHMARKS.md');
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
