import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import 'reflect-metadata';
import { Presets, SingleBar } from 'cli-progress';
import { Client } from 'pg';
import pino from 'pino';
import { loadConfig } from '../src/config';
import { signReport } from '../src/modules/delivery/delivery.routes';
import { MAX_RANGE_DAYS } from '../src/modules/delivery/date-range';
import { visitPartitionName } from '../src/modules/delivery/visit-partitions';
import { startServer } from '../src/server';
import { percentile, table } from './bench-format';

/*
 * `npm run bench -- delivery [--rows N] [--days D] [--runs R] [--concurrency C] [--unpartitioned]`: the delivery
 * reports' store at scale, through HTTP as the partner and a customer use it.
 * 1. ingest N report rows (default 1,000,000) for one project, spread over the last D days (default 30) in time order
 *    as a partner reports them, in signed batches of 5,000 (rows/s, progress bar);
 * 2. statistics of that project over the last 30 days, delivered versus ordered over them, its top pages, a project list with delivered/bought (p50/p95);
 * 3. the CSV export of every row of the last D days, at most a year (seconds, MB, peak RSS growth of this process, which runs the server);
 * 4. retention of the fullest month: its partition detached and dropped, beside a DELETE of the same rows.
 * `--unpartitioned` turns the visits back into one plain table with the same keys before the ingest (the comparison
 * docs/operations.md "Partitions" asks for; retention is then the DELETE).
 * `npm run bench -- scale [--minutes M] [--days D]` is the same at growth scale: as many rows as the machine ingests in M
 * minutes (default 30) over D days (default 395, thirteen months). A first minute of rows into the oldest day sets
 * the rate, and the rest of the budget's rows are spread over the days in time order. Then, beside the partitioned
 * figures, the same rows are copied into one plain table with the same keys and measured the same way: ingest at
 * that size, reads, the CSV export, and the retention of a month (DELETE against detach and drop).
 * Database: a temporary database on DATABASE_URL's server when it is set (dropped afterwards), else embedded PGlite
 * in a temporary directory. Prints tables; nothing is asserted.
 */

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SCALE = process.argv.includes('scale');
const MINUTES = arg('minutes', 30);
let ROWS = arg('rows', 1_000_000);
const RUNS = arg('runs', 20);
const CONCURRENCY = arg('concurrency', SCALE ? 2 : 1);
const DAYS = arg('days', SCALE ? 395 : 30);
const UNPARTITIONED = process.argv.includes('--unpartitioned');
const BATCH = 5000;
const SECRET = randomBytes(24).toString('hex');
const DAY = 86_400_000;

/** A full garbage collection, without asking for `node --expose-gc` (npm run passes no node flags). */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose_gc');
  (vm.runInNewContext('gc') as () => void)();
}

const pages = Array.from({ length: 200 }, (_, i) => (i === 0 ? '/' : `/section-${i % 12}/page-${i}`));
const countries = ['US', 'US', 'US', 'GB', 'DE', 'CA', 'FR', 'IN', 'BR', 'AU', 'NL', 'ES', 'PL', 'JP'];
const referrers = [
  '',
  '',
  'https://www.google.com/',
  'https://www.google.com/',
  'https://www.bing.com/',
  'https://t.co/',
  'https://www.facebook.com/',
  'https://duckduckgo.com/',
];
const devices = ['desktop', 'desktop', 'mobile', 'mobile', 'tablet', 'other'];

/** Where row i of a run lies in time: `at(i, h)` with h the row's fixed pseudo-random hash. */
type Timeline = (i: number, h: number) => number;

/** The partner reports as visits happen: row i of `total` lies i/total through the DAYS days, give or take a minute. */
const spread =
  (now: number, total: number): Timeline =>
  (i, h) =>
    now - DAYS * DAY + 60_000 + Math.floor((i / total) * (DAYS * DAY - 180_000)) + (h % 60_000);

function batchBody(projectId: number, from: number, count: number, at: Timeline, prefix = 'bench'): string {
  const rows = [];
  for (let i = from; i < from + count; i++) {
    // A fixed pseudo-random spread: the same figures on every run.
    const h = Math.imul(i ^ 0x9e3779b9, 0x85ebca6b) >>> 0;
    rows.push({
      visitId: `${prefix}-${i}`,
      projectId,
      at: new Date(at(i, h)).toISOString(),
      pageUrl: `https://bench.example.com${pages[(h >>> 3) % pages.length]}`,
      country: countries[(h >>> 7) % countries.length],
      referrer: referrers[(h >>> 11) % referrers.length],
      device: devices[(h >>> 15) % devices.length],
      settingsVersion: 1,
    });
  }
  return JSON.stringify(rows);
}

export async function temporaryDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `tg_bench_${randomBytes(4).toString('hex')}`;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const run = async (sql: string) => {
    const c = new Client({ connectionString: admin.toString() });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return { url: target.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export async function benchDelivery(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tg-bench-delivery-'));
  const temp = process.env.DATABASE_URL ? await temporaryDatabase(process.env.DATABASE_URL) : undefined;
  const kind = temp ? 'PostgreSQL' : 'embedded PGlite';
  try {
    const env: Record<string, string | undefined> = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'development',
      DELIVERY_WEBHOOK_SECRET: SECRET,
      RUN_WORKER: 'false',
    };
    if (temp) env.DATABASE_URL = temp.url;
    else delete env.DATABASE_URL;
    const server = await startServer(loadConfig(env), { logger: pino({ level: 'silent' }) });
    const url = `http://127.0.0.1:${server.port}`;
    try {
      const login = await fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'user@example.com', password: 'demo-password' }),
      });
      const { token } = (await login.json()) as { token: string };
      const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const gql = (query: string, variables: Record<string, unknown> = {}) =>
        fetch(`${url}/graphql`, { method: 'POST', headers: auth, body: JSON.stringify({ query, variables }) });
      const created = (await (
        await gql('mutation { createProject(input: { title: "Bench", url: "https://bench.example.com" }) { id } }')
      ).json()) as { data: { createProject: { id: number } } };
      const projectId = created.data.createProject.id;
      // An order to judge the visits against: the comparison reads counters of version 1 (docs/targeting.md).
      const ordered = await gql(
        'mutation($p: Int!, $i: TrafficSettingsInput!) { updateProjectTrafficSettings(projectId: $p, input: $i) { version } }',
        {
          p: projectId,
          i: {
            geo: {
              split: 'shares',
              countries: [
                { code: 'US', share: 40 },
                { code: 'GB', share: 20 },
                { code: 'DE', share: 20 },
                { code: 'CA', share: 20 },
              ],
            },
            sources: { direct: 50, organic: 50, social: 0, referral: 0, searchEngine: 'google' },
          },
        },
      );
      if (ordered.status !== 200) throw new Error(`traffic settings: HTTP ${ordered.status}`);
      // A running package whose period began 15 days ago, so `delivered` counts half of the rows (set directly: buying
      // and assigning a package are not what this measures).
      await server.orm.em
        .fork()
        .execute(
          `update projects set package_id = (select id from packages where code = 'website-traffic'), expired_at = now() + make_interval(days => 15) where id = ?`,
          [projectId],
        );

      if (UNPARTITIONED) {
        // One plain table with the partitioned one's keys: only the partitioning differs.
        const em = server.orm.em.fork();
        for (const statement of [
          'create table delivery_visits_plain (like delivery_visits including defaults including constraints)',
          'drop table delivery_visits cascade',
          'alter table delivery_visits_plain rename to delivery_visits',
          'alter table delivery_visits add constraint delivery_visits_pkey primary key (visit_id, at)',
          'create index delivery_visits_project_id_at_visit_id_index on delivery_visits (project_id, at, visit_id)',
          'alter table delivery_visits add constraint delivery_visits_project_id_foreign foreign key (project_id) references projects (id) on delete cascade',
        ])
          await em.execute(statement);
      }

      // 1. Ingest
      const now = Date.now();
      /** Posts rows [from, to) in signed batches, CONCURRENCY at a time, until `to` or until `until` (ms) passes. */
      const ingest = async (from: number, to: number, at: Timeline, prefix: string, label: string, until = Infinity) => {
        const bar = new SingleBar(
          { format: `${label} |{bar}| {value}/{total} rows | {speed} rows/s | {duration}s` },
          Presets.shades_classic,
        );
        bar.start(to - from, 0, { speed: 0 });
        const started = performance.now();
        let next = from;
        let done = 0;
        const worker = async () => {
          while (next < to && performance.now() < until) {
            const first = next;
            const count = Math.min(BATCH, to - first);
            next += count;
            const body = batchBody(projectId, first, count, at, prefix);
            const res = await fetch(`${url}/api/delivery/reports`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-signature': signReport(SECRET, body) },
              body,
            });
            if (res.status !== 200) throw new Error(`ingest: HTTP ${res.status} ${await res.text()}`);
            await res.arrayBuffer();
            done += count;
            bar.update(done, { speed: Math.round(done / ((performance.now() - started) / 1000)) });
          }
        };
        await Promise.all(Array.from({ length: CONCURRENCY }, worker));
        bar.stop();
        return { rows: done, seconds: (performance.now() - started) / 1000 };
      };
      const ingestStarted = performance.now();
      let warmRows = 0;
      if (SCALE) {
        // One minute of rows into the oldest day sets the rate; the budget's remaining minutes decide how many rows follow.
        const oldestDay: Timeline = (i, h) => now - DAYS * DAY + 60_000 + ((i * 997 + h) % (DAY - 120_000));
        const warm = await ingest(0, 1e9, oldestDay, 'bench-first', 'first minute', performance.now() + 60_000);
        warmRows = warm.rows;
        ROWS = Math.max(BATCH, Math.round(((warm.rows / warm.seconds) * (MINUTES * 60 - warm.seconds)) / BATCH) * BATCH);
      }
      // The last 5 % of the rows, timed apart: the ingest rate once the table is at its full size.
      const tail = Math.round((ROWS * 0.95) / BATCH) * BATCH;
      await ingest(0, tail, spread(now, ROWS), 'bench', 'ingest');
      const atSize = await ingest(tail, ROWS, spread(now, ROWS), 'bench', 'ingest, last 5 %');
      const ingestSeconds = (performance.now() - ingestStarted) / 1000;
      ROWS += warmRows;
      const [sizes] = await server.orm.em.fork().execute<{ table: string; indexes: string; counters: string; counterRows: number }[]>(
        // The visits are partitioned by month: their size is the sum over the partitions.
        `select (select pg_size_pretty(sum(pg_relation_size(relid))) from pg_partition_tree('delivery_visits')) as table,
                (select pg_size_pretty(sum(pg_indexes_size(relid))) from pg_partition_tree('delivery_visits')) as indexes,
                pg_size_pretty(pg_total_relation_size('delivery_daily_counts')) as counters,
                (select count(*)::int from delivery_daily_counts) as "counterRows"`,
      );

      console.log(
        `\nDelivery reports on ${kind} (node ${process.version}): ${ROWS.toLocaleString('en-US')} rows for one project over ${DAYS} days, ` +
          (UNPARTITIONED ? 'one plain table' : 'partitioned by month'),
      );
      table(
        ['ingest', 'value'],
        [
          ['rows', ROWS.toLocaleString('en-US')],
          [`batches of ${BATCH} (signed HTTP POST, ${CONCURRENCY} at a time)`, String(Math.ceil(ROWS / BATCH))],
          ['seconds', ingestSeconds.toFixed(1)],
          ['rows/s', Math.round(ROWS / ingestSeconds).toLocaleString('en-US')],
          ['rows/s over the last 5 % (the table at its full size)', Math.round(atSize.rows / atSize.seconds).toLocaleString('en-US')],
          ['delivery_visits: table / indexes', `${sizes.table} / ${sizes.indexes}`],
          ['delivery_daily_counts: rows / size with index', `${sizes.counterRows.toLocaleString('en-US')} / ${sizes.counters}`],
        ],
      );

      // 2. Reads
      const measure = async (label: string, run: () => Promise<Response>): Promise<string[]> => {
        await (await run()).arrayBuffer();
        const times: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const t0 = performance.now();
          const res = await run();
          const text = await res.text();
          times.push(performance.now() - t0);
          if (res.status !== 200 || text.includes('"errors"')) throw new Error(`${label}: HTTP ${res.status} ${text.slice(0, 300)}`);
        }
        times.sort((a, b) => a - b);
        return [label, percentile(times, 50).toFixed(1), percentile(times, 95).toFixed(1)];
      };
      const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
      const range = { from: day(now - 29 * DAY), to: day(now) };
      const reads = async (title: string) => {
        const rows: string[][] = [
          await measure('projectStatistics, 30 days (per day, countries, referrers, devices)', () =>
            gql(
              'query S($id: Int, $from: String, $to: String) { projectStatistics(projectId: $id, from: $from, to: $to) { total perDay { day visits } countries { key visits } referrers { key visits } devices { key visits } } }',
              { id: projectId, ...range },
            ),
          ),
          await measure('projectDeliveryComparison, 30 days (matched share, countries, sources, devices, pace)', () =>
            gql(
              'query C($id: Int!, $from: String, $to: String) { projectDeliveryComparison(projectId: $id, from: $from, to: $to) { visits matchedShare segments { version visits matchedShare maxGap countries { key ordered delivered gap } sources { key ordered delivered gap } devices { key ordered delivered gap } } pace { day ordered delivered } } }',
              { id: projectId, ...range },
            ),
          ),
          await measure('projectStatistics, last 7 days', () =>
            gql(
              'query S($id: Int, $from: String) { projectStatistics(projectId: $id, from: $from) { total perDay { day visits } countries { key visits } } }',
              { id: projectId, from: day(now - 6 * DAY) },
            ),
          ),
          await measure('GET /api/projects/{id}/pages?limit=10 (30 days, 200 pages)', () =>
            fetch(`${url}/api/projects/${projectId}/pages?limit=10`, { headers: auth }),
          ),
          await measure('GET /api/projects/{id}/visitorsCount (all rows)', () =>
            fetch(`${url}/api/projects/${projectId}/visitorsCount`, { headers: auth }),
          ),
          await measure('projects(limit: 10) { delivered bought } (the bench project: 15 days of rows)', () =>
            gql('{ projects(limit: 10) { items { id delivered bought } } }'),
          ),
        ];
        console.log(`\nReads as the owner, ${RUNS} runs each${title}`);
        table(['request', 'p50 ms', 'p95 ms'], rows);
      };
      // 3. CSV export of every row
      const csvExport = async (title: string) => {
        collectGarbage();
        const baseline = process.memoryUsage().rss;
        let peak = baseline;
        const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
        const t0 = performance.now();
        // Both ends of a range count: from csvDays ago to today is csvDays + 1 days, at most MAX_RANGE_DAYS.
        const csvDays = Math.min(DAYS, MAX_RANGE_DAYS - 1);
        const csvRows = Math.round((ROWS * csvDays) / DAYS);
        const res = await fetch(`${url}/api/projects/${projectId}/visits.csv?from=${day(now - csvDays * DAY)}&to=${range.to}`, {
          headers: auth,
        });
        if (res.status !== 200) throw new Error(`CSV export: HTTP ${res.status} ${await res.text()}`);
        let bytes = 0;
        let lines = 0;
        // Memory that grew with the file would be ~10 times larger at the end than after its first tenth. RSS also
        // holds garbage not yet collected, so the live heap after a full collection is measured too.
        let peakAtTenth = 0;
        const heapAt: number[] = [];
        const liveHeap = () => {
          collectGarbage();
          return process.memoryUsage().heapUsed;
        };
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          bytes += chunk.byteLength;
          for (const b of chunk) if (b === 10) lines += 1;
          if (!peakAtTenth && lines >= csvRows / 10) {
            peakAtTenth = peak;
            heapAt.push(liveHeap());
          }
          if (heapAt.length === 1 && lines >= (csvRows * 9) / 10) heapAt.push(liveHeap());
        }
        const csvSeconds = (performance.now() - t0) / 1000;
        clearInterval(sampler);
        console.log(`\nCSV export of every row of the last ${csvDays} days (server and client in this process)${title}`);
        table(
          ['export', 'value'],
          [
            ['rows (lines − header)', (lines - 1).toLocaleString('en-US')],
            ['MB', (bytes / 1e6).toFixed(1)],
            ['seconds', csvSeconds.toFixed(1)],
            ['rows/s', Math.round((lines - 1) / csvSeconds).toLocaleString('en-US')],
            ['peak RSS growth MB, after the first 10% of rows', ((peakAtTenth - baseline) / 1e6).toFixed(1)],
            ['peak RSS growth MB, whole export', ((peak - baseline) / 1e6).toFixed(1)],
            ['live heap MB after a full GC, at 10% / 90% of rows', `${(heapAt[0] / 1e6).toFixed(1)} / ${(heapAt[1] / 1e6).toFixed(1)}`],
          ],
        );
      };
      await reads('');
      await csvExport('');

      const em = server.orm.em.fork();
      if (SCALE) {
        // The same rows in one plain table with the same keys, then measured the same way. The partitioned table stays
        // beside it under another name for the retention comparison.
        const t1 = performance.now();
        for (const statement of [
          'create table delivery_visits_plain (like delivery_visits including defaults including constraints)',
          'insert into delivery_visits_plain select * from delivery_visits',
          'alter table delivery_visits_plain add constraint delivery_visits_plain_pkey primary key (visit_id, at)',
          'create index delivery_visits_plain_project_id_at_visit_id_index on delivery_visits_plain (project_id, at, visit_id)',
          'alter table delivery_visits_plain add constraint delivery_visits_plain_project_id_foreign foreign key (project_id) references projects (id) on delete cascade',
          'vacuum analyze delivery_visits_plain',
          'alter table delivery_visits rename to delivery_visits_partitioned',
          'alter table delivery_visits_plain rename to delivery_visits',
        ])
          await em.execute(statement);
        const copyMinutes = (performance.now() - t1) / 60_000;
        const plainAtSize = await ingest(tail, ROWS - warmRows, spread(now, ROWS - warmRows), 'bench-plain', 'ingest, one plain table');
        const [plain] = await em.execute<{ table: string; indexes: string }[]>(
          `select pg_size_pretty(pg_relation_size('delivery_visits')) as table, pg_size_pretty(pg_indexes_size('delivery_visits')) as indexes`,
        );
        console.log(`\nThe same ${ROWS.toLocaleString('en-US')} rows copied into one plain table (${copyMinutes.toFixed(1)} min)`);
        table(
          ['ingest into one plain table', 'value'],
          [
            [
              `rows/s over ${plainAtSize.rows.toLocaleString('en-US')} more rows (the last 5 % again, new visit ids)`,
              Math.round(plainAtSize.rows / plainAtSize.seconds).toLocaleString('en-US'),
            ],
            ['delivery_visits: table / indexes (with those rows)', `${plain.table} / ${plain.indexes}`],
          ],
        );
        await reads(', one plain table');
        await csvExport(', one plain table');
      }

      // Retention of the fullest month. Partitioned: its partition is detached and dropped, beside a DELETE of the same
      // rows from a plain copy with the same two indexes. One plain table: the DELETE of that month is what it has.
      const [{ month, n }] = await em.execute<{ month: string; n: number }[]>(
        `select to_char(date_trunc('month', at at time zone 'UTC'), 'YYYY-MM-DD') as month, count(*)::int as n
           from delivery_visits group by 1 order by 2 desc limit 1`,
      );
      const inMonth = `at >= '${month}'::timestamp at time zone 'UTC' and at < ('${month}'::date + interval '1 month')::timestamp at time zone 'UTC'`;
      const timed = async (statements: string[]) => {
        const t1 = performance.now();
        for (const statement of statements) await em.execute(statement);
        return (performance.now() - t1).toFixed(0);
      };
      const rowsOut: string[][] = [];
      if (UNPARTITIONED) {
        rowsOut.push(['DELETE of its rows from the table', await timed([`delete from delivery_visits where ${inMonth}`])]);
      } else if (SCALE) {
        const partition = visitPartitionName(month);
        rowsOut.push([
          'detach and drop its partition (delivery.partitions)',
          await timed([`alter table delivery_visits_partitioned detach partition "${partition}"`, `drop table "${partition}"`]),
        ]);
        rowsOut.push(['DELETE of its rows from the plain table', await timed([`delete from delivery_visits where ${inMonth}`])]);
      } else {
        const partition = visitPartitionName(month);
        await em.execute(`create table bench_month_copy as select * from "${partition}"`);
        await em.execute('alter table bench_month_copy add primary key (visit_id, at)');
        await em.execute('create index on bench_month_copy (project_id, at, visit_id)');
        const deleteMs = await timed(['delete from bench_month_copy']);
        await em.execute('drop table bench_month_copy');
        rowsOut.push([
          'detach and drop its partition (delivery.partitions)',
          await timed([`alter table delivery_visits detach partition "${partition}"`, `drop table "${partition}"`]),
        ]);
        rowsOut.push(['DELETE of the same rows from a plain table with the same indexes', deleteMs]);
      }
      console.log(`\nRetention of one month (${month.slice(0, 7)}, ${n.toLocaleString('en-US')} visits)`);
      table(['how', 'ms'], rowsOut);
    } finally {
      await server.close();
    }
  } finally {
    await temp?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  benchDelivery().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
