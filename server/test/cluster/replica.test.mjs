/*
 * The read replica on real PostgreSQL streaming replication: a private primary and a hot standby made from it with
 * pg_basebackup (postgres-servers.mjs), the built server on the primary with DATABASE_REPLICA_URL on the standby.
 * Shown here: the routed reads (staff lists, statistics, KPIs) are served by the standby, as its own statistics
 * count; a user's reads right after their own write come from the primary while others may still read the standby;
 * a standby too far behind is skipped; a standby that stops changes nothing a user sees.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { DEMO_PASSWORD, DIST, gql, login, request, run, sql, stopProcess, waitFor, withDatabase } from './cluster-suite.mjs';
import { freePort, startPostgres, startReplica } from './postgres-servers.mjs';

const MAX_LAG_SECONDS = 3;
const ctx = {};

before(async () => {
  if (!fs.existsSync(path.join(DIST, 'main.js')))
    throw new Error('server/dist is missing: run `npm run build -w server` (npm run test:cluster does)');
  ctx.primary = await startPostgres();
  ctx.replica = await startReplica(ctx.primary);
  ctx.dbName = `tg_replica_${randomBytes(4).toString('hex')}`;
  await sql(ctx.primary.url, `CREATE DATABASE ${ctx.dbName}`);
  ctx.primaryDb = withDatabase(ctx.primary.url, ctx.dbName);
  ctx.replicaDb = withDatabase(ctx.replica.url, ctx.dbName);
  await waitFor('the database on the replica', async () => (await sql(ctx.replicaDb, 'select 1')).length === 1, 15_000);
  ctx.port = await freePort();
  ctx.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tg-replica-app-'));
  ctx.web = run('web', process.execPath, [path.join(DIST, 'main.js')], {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(ctx.port),
    DATABASE_URL: ctx.primaryDb,
    DATABASE_REPLICA_URL: ctx.replicaDb,
    DATABASE_REPLICA_MAX_LAG_SECONDS: String(MAX_LAG_SECONDS),
    DATA_DIR: ctx.dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'true',
    RUN_WORKER: 'false',
    LOG_LEVEL: 'info',
    CLIENT_DIST: path.join(ctx.dataDir, 'no-client'),
  });
  await waitFor('the server', async () => (await request(ctx.port, { path: '/readyz' })).status === 200, 90_000);
  // The demo data replayed on the standby, and the server found it usable.
  await waitFor(
    'the replica in use',
    async () => /^database_replica_up 1$/m.test((await request(ctx.port, { path: '/metrics' })).text),
    15_000,
  );
  ctx.tokens = {};
  for (const who of ['admin', 'support', 'user']) {
    const res = await login(ctx.port, `${who}@example.com`, DEMO_PASSWORD, '198.51.100.60');
    assert.equal(res.status, 200, res.text);
    ctx.tokens[who] = res.json.token;
  }
});

after(async () => {
  await stopProcess(ctx.web);
  await ctx.replica?.stop();
  await ctx.primary?.stop();
  if (ctx.dataDir) fs.rmSync(ctx.dataDir, { recursive: true, force: true });
  if (ctx.failed) {
    // The server's warnings and errors, and what it logged about the replica (not every access line).
    const lines = (ctx.web?.text ?? '').split('\n').filter((l) => /"level":(40|50|60)|replica/.test(l));
    console.log(`--- web warnings (tail)\n${lines.slice(-40).join('\n')}\n--- replica log\n${ctx.replica?.log().slice(-3000)}`);
  }
});

function check(name, fn) {
  test(name, async () => {
    try {
      await fn();
    } catch (e) {
      ctx.failed = true;
      throw e;
    }
  });
}

/**
 * Scans of `table` counted by the server at `url` (its own statistics: a standby counts the reads it served). A
 * partitioned table (the ledger) counts its scans on its partitions: they are summed over its partition tree.
 */
async function scans(url, table) {
  const [row] = await sql(
    url,
    `select coalesce(sum(coalesce(s.seq_scan, 0) + coalesce(s.idx_scan, 0)), 0) as n
       from pg_stat_user_tables s
      where s.relid = $1::regclass or s.relid in (select relid from pg_partition_tree($1::regclass))`,
    [table],
  );
  return Number(row?.n ?? 0);
}

async function metric(name) {
  const text = (await request(ctx.port, { path: '/metrics' })).text;
  const m = new RegExp(`^${name.replace(/[{}"]/g, '\\$&')} (\\S+)$`, 'm').exec(text);
  return m ? Number(m[1]) : undefined;
}

const PACKAGES = '{ packages(limit: 50) { total items { id name } } }';

/**
 * A transaction committed on the primary now (outside the app's database) and replayed by the standby: its replay lag
 * starts from zero, whatever the primary did before.
 */
async function caughtUp() {
  await sql(ctx.primary.url, 'create table if not exists heartbeat (at timestamptz)');
  await sql(ctx.primary.url, 'insert into heartbeat values (now())');
  const [{ lsn }] = await sql(ctx.primaryDb, 'select pg_current_wal_lsn()::text as lsn');
  await waitFor(
    'the replica to replay the primary',
    async () => (await sql(ctx.replicaDb, 'select pg_last_wal_replay_lsn() >= $1::pg_lsn as ok', [lsn]))[0].ok,
    15_000,
  );
}

check('staff lists, statistics, KPIs and exports are read from the replica, as its own statistics count', async () => {
  const before = {
    users: await scans(ctx.replicaDb, 'users'),
    counts: await scans(ctx.replicaDb, 'delivery_daily_counts'),
    ledger: await scans(ctx.replicaDb, 'transactions'),
  };
  const routedBefore = (await metric('database_replica_reads_total{target="replica"}')) ?? 0;
  const users = await request(ctx.port, { path: '/api/users', headers: { authorization: `Bearer ${ctx.tokens.support}` } });
  assert.equal(users.status, 200, users.text);
  assert.ok(users.json['hydra:totalItems'] > 0);
  const kpis = await gql(ctx.port, '{ adminKpis { activeProjects newUsersByDay { day count } } }', {}, ctx.tokens.admin);
  assert.equal(kpis.json.errors, undefined, kpis.text);
  const own = await request(ctx.port, { path: '/api/projects', headers: { authorization: `Bearer ${ctx.tokens.user}` } });
  const projectId = own.json['hydra:member'][0].id;
  const stats = await gql(
    ctx.port,
    'query ($id: Int) { projectStatistics(projectId: $id) { perDay { day visits } } }',
    { id: projectId },
    ctx.tokens.user,
  );
  assert.equal(stats.json.errors, undefined, stats.text);
  // A customer's exports are reports too: the ledger's, and their project list's (one page).
  const ledger = await request(ctx.port, { path: '/api/transactions/export.csv', headers: { authorization: `Bearer ${ctx.tokens.user}` } });
  assert.equal(ledger.status, 200, ledger.text);
  assert.match(ledger.text, /^Date,Package,Quantity/);
  const projects = await request(ctx.port, { path: '/api/projects/export.csv', headers: { authorization: `Bearer ${ctx.tokens.user}` } });
  assert.equal(projects.status, 200, projects.text);
  // Five routed reads answered by the replica (the customer's own project list is not one of them).
  assert.equal((await metric('database_replica_reads_total{target="replica"}')) - routedBefore, 5);
  // A standby's backends report their counts when idle, within seconds.
  await waitFor(
    'the replica to count the reads',
    async () =>
      (await scans(ctx.replicaDb, 'users')) > before.users &&
      (await scans(ctx.replicaDb, 'delivery_daily_counts')) > before.counts &&
      (await scans(ctx.replicaDb, 'transactions')) > before.ledger,
    20_000,
  );
});

check("a user's reads right after their own write come from the primary; others read the replica until it lags too far", async () => {
  await caughtUp();
  // Replay stops: the standby keeps answering with what it had (a replica falling behind, made certain).
  await sql(ctx.replicaDb, 'select pg_wal_replay_pause()');
  try {
    const listed = await gql(ctx.port, PACKAGES, {}, ctx.tokens.admin);
    const pkg = listed.json.data.packages.items[0];
    const name = `Renamed ${randomBytes(3).toString('hex')}`;
    const renamed = await gql(
      ctx.port,
      'mutation ($id: Int!, $input: PackageUpdateInput!) { updatePackage(id: $id, input: $input) { name } }',
      { id: pkg.id, input: { name } },
      ctx.tokens.admin,
    );
    assert.equal(renamed.json.errors, undefined, renamed.text);
    // The writer sees their write at once: the primary answers them for the sticky window.
    const mine = await gql(ctx.port, PACKAGES, {}, ctx.tokens.admin);
    assert.equal(mine.json.data.packages.items.find((p) => p.id === pkg.id).name, name);
    // Another staff member may still read the replica's copy while it is within the lag limit.
    const theirs = await gql(ctx.port, PACKAGES, {}, ctx.tokens.support);
    assert.equal(theirs.json.data.packages.items.find((p) => p.id === pkg.id).name, pkg.name);
    // Past the limit the replica is skipped: everyone reads the primary.
    await waitFor('the replica to be skipped as lagging', async () => (await metric('database_replica_up')) === 0, 15_000);
    assert.ok((await metric('database_replica_lag_seconds')) > MAX_LAG_SECONDS);
    const later = await gql(ctx.port, PACKAGES, {}, ctx.tokens.support);
    assert.equal(later.json.data.packages.items.find((p) => p.id === pkg.id).name, name);
    assert.match(ctx.web.text, /read replica skipped: it replays [\d.]+ s behind/);
  } finally {
    await sql(ctx.replicaDb, 'select pg_wal_replay_resume()');
  }
  await waitFor('the replica to be used again', async () => (await metric('database_replica_up')) === 1, 15_000);
});

check('a replica that stops changes nothing a user sees', async () => {
  const expected = {
    users: (await request(ctx.port, { path: '/api/users', headers: { authorization: `Bearer ${ctx.tokens.support}` } })).json[
      'hydra:totalItems'
    ],
    packages: (await gql(ctx.port, PACKAGES, {}, ctx.tokens.support)).json.data.packages.total,
  };
  await ctx.replica.halt();
  // At once, before any health check could notice: every answer as before.
  for (let i = 0; i < 5; i += 1) {
    const users = await request(ctx.port, { path: '/api/users', headers: { authorization: `Bearer ${ctx.tokens.support}` } });
    assert.equal(users.status, 200, users.text);
    assert.equal(users.json['hydra:totalItems'], expected.users);
    const packages = await gql(ctx.port, PACKAGES, {}, ctx.tokens.support);
    assert.equal(packages.json.errors, undefined, packages.text);
    assert.equal(packages.json.data.packages.total, expected.packages);
    const kpis = await gql(ctx.port, '{ adminKpis { activeProjects } }', {}, ctx.tokens.admin);
    assert.equal(kpis.json.errors, undefined, kpis.text);
  }
  assert.equal((await request(ctx.port, { path: '/readyz' })).status, 200);
  assert.equal(await metric('database_replica_up'), 0);
  assert.match(ctx.web.text, /read replica skipped/);
});
