import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import 'reflect-metadata';
import { Client } from 'pg';
import pino from 'pino';
import { loadConfig } from '../src/config';
import { startServer } from '../src/server';
import { percentile, table } from './bench-format';
import { seedAdminScale } from './seed-admin-scale';

/*
 * `npm run bench -- admin [--users N] [--ledger M] [--runs R]`: the admin users and transactions lists
 * with filters and sort at scale (default 100,000 users and 1,000,000 ledger entries, scripts/seed-admin-scale.ts),
 * through HTTP as the admin screens call them (REST, super admin): p50/p95 latency and SQL statements per request.
 * Database: a temporary database on DATABASE_URL's server when it is set (dropped afterwards), else embedded PGlite
 * in a temporary directory. Prints a table; nothing is asserted.
 */

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const USERS = arg('users', 100_000);
const LEDGER = arg('ledger', 1_000_000);
const RUNS = arg('runs', 30);

async function temporaryDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
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

const CASES: [string, string][] = [
  ['users: first page', '/api/users'],
  ['users: e-mail contains, newest first', '/api/users?email=scale-admin-9&order[createdAt]=desc'],
  ['users: enabled, role, sort by e-mail', '/api/users?enabled=1&role=ROLE_VIP&order=email__asc'],
  ['users: created in a month, page 20', '/api/users?createdAt[after]=2026-01-01&createdAt[before]=2026-01-31&page=20'],
  ['transactions: first page', '/api/transactions'],
  ['transactions: source, newest first', '/api/transactions?source=admin&order[createdAt]=desc'],
  ['transactions: one owner, a date range', '/api/transactions?ownerId=OWNER&createdAt[after]=2026-01-01&createdAt[before]=2026-06-30'],
  ['transactions: page 500', '/api/transactions?page=500&limit=50'],
];

export async function benchAdmin(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tg-bench-admin-'));
  const temp = process.env.DATABASE_URL ? await temporaryDatabase(process.env.DATABASE_URL) : undefined;
  let statements = 0;
  try {
    const env: Record<string, string | undefined> = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'development',
      RUN_WORKER: 'false',
    };
    if (temp) env.DATABASE_URL = temp.url;
    else delete env.DATABASE_URL;
    const server = await startServer(loadConfig(env), {
      logger: pino({ level: 'silent' }),
      onQuery: (m) => {
        if (m.startsWith('[query]')) statements += 1;
      },
    });
    const url = `http://127.0.0.1:${server.port}`;
    try {
      const seeding = performance.now();
      await seedAdminScale(server.orm.em.fork(), { users: USERS, ledger: LEDGER });
      console.log(
        `${temp ? 'PostgreSQL' : 'embedded PGlite'}: seeded ${USERS.toLocaleString('en-US')} users and ${LEDGER.toLocaleString('en-US')} ledger entries in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
      );
      const [{ owner }] = await server.orm.em
        .fork()
        .execute<{ owner: number }[]>(`select owner_id as owner from transactions where reference like 'scale-admin-%' limit 1`);
      const login = await fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'superadmin@example.com', password: 'demo-password' }),
      });
      const { token } = (await login.json()) as { token: string };
      const rows: string[][] = [];
      for (const [label, pathname] of CASES) {
        const target = `${url}${pathname.replace('OWNER', String(owner))}`;
        const call = () => fetch(target, { headers: { authorization: `Bearer ${token}`, accept: 'application/ld+json' } });
        const warm = await call();
        if (warm.status !== 200) throw new Error(`${label}: ${warm.status} ${await warm.text()}`);
        const total = ((await warm.json()) as { 'hydra:totalItems': number })['hydra:totalItems'];
        const times: number[] = [];
        let stmts = 0;
        for (let i = 0; i < RUNS; i++) {
          statements = 0;
          const t0 = performance.now();
          const res = await call();
          await res.arrayBuffer();
          times.push(performance.now() - t0);
          stmts = statements;
        }
        times.sort((a, b) => a - b);
        rows.push([
          label,
          total.toLocaleString('en-US'),
          percentile(times, 50).toFixed(1),
          percentile(times, 95).toFixed(1),
          String(stmts),
        ]);
      }
      table(['admin list (REST, super admin)', 'total', 'p50 ms', 'p95 ms', 'SQL/request'], rows);
    } finally {
      await server.close();
    }
  } finally {
    await temp?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
