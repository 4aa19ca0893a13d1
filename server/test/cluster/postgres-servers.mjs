/*
 * PostgreSQL servers of a test's own, made from the machine's PostgreSQL binaries (`pg_config --bindir`) and
 * Debian's PgBouncer: a private PostgreSQL in a temporary directory (so a test may set max_connections or stream to a
 * replica without touching the machine's server), and a PgBouncer in transaction mode in front of it. Both listen on
 * 127.0.0.1 only, trust local connections, and are removed with their directories by stop().
 *
 * PostgreSQL and PgBouncer refuse to run as root: when the test runs as root, they run as the `postgres` user
 * (runuser), which owns their directory.
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const exec = promisify(execFile);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const asRoot = process.getuid?.() === 0;

/** A directory the servers may write: owned by `postgres` when running as root. */
function serverDirectory(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    fs.chownSync(dir, uid, gid);
    fs.chmodSync(dir, 0o700);
  }
  return dir;
}

/** Runs a server binary, as `postgres` when this process is root. */
function runAsServer(file, args, options = {}) {
  return asRoot ? exec('runuser', ['-u', 'postgres', '--', file, ...args], options) : exec(file, args, options);
}

function writeServerFile(file, text) {
  fs.writeFileSync(file, text);
  if (asRoot) execFileSync('chown', ['postgres:postgres', file]);
}

async function connects(url) {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

async function waitUntil(what, check, timeoutMs) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(200);
  }
}

function binDir() {
  return execFileSync('pg_config', ['--bindir']).toString().trim();
}

/**
 * A new PostgreSQL cluster: `initdb`, then `pg_ctl start` with `settings` (max_connections…) on a free port.
 * Returns { port, url (of the `postgres` database), dataDir, stop() }.
 */
export async function startPostgres({ settings = {} } = {}) {
  const bin = binDir();
  const dir = serverDirectory('tg-postgres-');
  const dataDir = path.join(dir, 'data');
  await runAsServer(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--no-sync',
    '--no-instructions',
  ]);
  const port = await freePort();
  const options = {
    listen_addresses: '127.0.0.1',
    port,
    unix_socket_directories: dir,
    // A throwaway cluster: durability is not under test, speed on a shared machine is.
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    ...settings,
  };
  const conf = Object.entries(options)
    .map(([k, v]) => `${k} = '${v}'`)
    .join('\n');
  fs.appendFileSync(path.join(dataDir, 'postgresql.conf'), `\n${conf}\n`);
  const log = path.join(dir, 'postgres.log');
  await runAsServer(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-l', log, '-w', '-t', '60', 'start']);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await waitUntil('the private PostgreSQL', () => connects(url), 30_000);
  return {
    port,
    url,
    dataDir,
    dir,
    log: () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : ''),
    async stop() {
      await runAsServer(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A streaming replica of `primary` (startPostgres): `pg_basebackup -R` through a replication slot into a new directory,
 * started as a hot standby on a free port. Returns { port, url, stop(), sql(database, text) }.
 */
export async function startReplica(primary) {
  const bin = binDir();
  const dir = serverDirectory('tg-replica-');
  const dataDir = path.join(dir, 'data');
  await runAsServer(path.join(bin, 'pg_basebackup'), [
    ...['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', '-D', dataDir],
    ...['--write-recovery-conf', '--wal-method=stream', '--create-slot', '--slot=tg_replica', '--no-sync'],
  ]);
  const port = await freePort();
  // The copied postgresql.conf carries the primary's port and socket directory: later lines win.
  fs.appendFileSync(path.join(dataDir, 'postgresql.conf'), `\nport = '${port}'\nunix_socket_directories = '${dir}'\nhot_standby = 'on'\n`);
  const log = path.join(dir, 'postgres.log');
  await runAsServer(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-l', log, '-w', '-t', '60', 'start']);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await waitUntil('the replica', () => connects(url), 30_000);
  let stopped = false;
  return {
    port,
    url,
    log: () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : ''),
    /** Stops the server (`immediate`: as a crash or a lost machine would) and keeps its directory. */
    async halt() {
      stopped = true;
      await runAsServer(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    },
    /** Starts it again after halt(): it catches up from its slot. */
    async resume() {
      await runAsServer(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-l', log, '-w', '-t', '60', 'start']);
      stopped = false;
      await waitUntil('the replica', () => connects(url), 30_000);
    },
    async stop() {
      if (!stopped) await runAsServer(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * PgBouncer in transaction mode in front of the PostgreSQL on `postgresPort`: every database name is passed through
 * (`*`), at most `poolSize` server connections per database and user. Returns { port, url(database), stats(), stop() }.
 */
export async function startPgBouncer({ postgresPort, poolSize, maxClients = 1000 }) {
  const dir = serverDirectory('tg-pgbouncer-');
  const port = await freePort();
  const config = path.join(dir, 'pgbouncer.ini');
  writeServerFile(path.join(dir, 'users.txt'), '"postgres" ""\n');
  writeServerFile(
    config,
    `[databases]
* = host=127.0.0.1 port=${postgresPort}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = trust
auth_file = ${path.join(dir, 'users.txt')}
admin_users = postgres
pool_mode = transaction
default_pool_size = ${poolSize}
max_db_connections = ${poolSize}
max_client_conn = ${maxClients}
logfile = ${path.join(dir, 'pgbouncer.log')}
pidfile = ${path.join(dir, 'pgbouncer.pid')}
`,
  );
  await runAsServer('pgbouncer', ['-d', config]);
  const admin = `postgres://postgres@127.0.0.1:${port}/pgbouncer`;
  await waitUntil('PgBouncer', () => connects(`postgres://postgres@127.0.0.1:${port}/postgres`), 15_000);
  return {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    log: () => {
      const file = path.join(dir, 'pgbouncer.log');
      return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    },
    /** SHOW POOLS of `database`: client connections (active, waiting) and server connections (active, idle). */
    async pool(database) {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      try {
        // The admin console speaks the simple query protocol only: no parameters.
        const { rows } = await c.query('SHOW POOLS');
        const row = rows.find((r) => r.database === database);
        if (!row) return { clients: 0, servers: 0 };
        return {
          clients: Number(row.cl_active) + Number(row.cl_waiting),
          servers: Number(row.sv_active) + Number(row.sv_idle) + Number(row.sv_used) + Number(row.sv_tested) + Number(row.sv_login),
        };
      } finally {
        await c.end().catch(() => undefined);
      }
    },
    async stop() {
      const pidFile = path.join(dir, 'pgbouncer.pid');
      if (fs.existsSync(pidFile)) {
        const pid = Number(fs.readFileSync(pidFile, 'utf8'));
        try {
          process.kill(pid, 'SIGTERM');
          await waitUntil('PgBouncer to stop', async () => !fs.existsSync(pidFile), 10_000).catch(() => undefined);
        } catch {
          // already gone
        }
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
