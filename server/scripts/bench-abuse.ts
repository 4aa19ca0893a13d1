import 'reflect-metadata';
import pino from 'pino';
import { loadConfig } from '../src/config';
import { percentile, table } from './bench-format';
import { startServer } from '../src/server';

/*
 * `npm run bench:abuse [-- --clients C] [-- --seconds S]`: what GraphQL abuse costs everyone else ("Denial of
 * service"). Boots the app (embedded database in memory, or DATABASE_URL), then measures, one after the other on
 * the same process:
 *   1. GET /api/packages alone (the baseline),
 *   2. the same while C attackers, each from its own address (X-Forwarded-For behind a trusted loopback proxy, so
 *      the per-address cap does not hide them), send the attacks in a loop: 2,400 aliases of
 *      `packages { total }`, 400 aliases of `geoDictionary`, a fragment cycle;
 * and prints what the attackers got (status, time, bytes) and the REST latency side by side. Nothing is asserted.
 */

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const CLIENTS = arg('clients', 8);
const SECONDS = arg('seconds', 10);

const aliases = (n: number, field: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
const ATTACKS: Record<string, string> = {
  '2,400 aliases of packages { total }': aliases(2400, 'packages { total }'),
  '400 aliases of geoDictionary': aliases(400, 'geoDictionary { continents { code name } countries { code name } }'),
  'fragment cycle': 'query { me { ...A } } fragment A on User { id ...B } fragment B on User { login ...A }',
};

async function restLatency(url: string, until: number): Promise<{ times: number[]; statuses: Map<number, number> }> {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  while (Date.now() < until) {
    const t0 = performance.now();
    const res = await fetch(`${url}/api/packages`, { headers: { accept: 'application/ld+json' } });
    await res.arrayBuffer();
    times.push(performance.now() - t0);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  }
  return { times: times.sort((a, b) => a - b), statuses };
}

interface AttackStats {
  times: number[];
  bytes: number[];
  statuses: Map<number, number>;
}

async function attacker(url: string, ip: string, query: string, until: number, stats: AttackStats): Promise<void> {
  const body = JSON.stringify({ query });
  while (Date.now() < until) {
    const t0 = performance.now();
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body,
    });
    const buf = await res.arrayBuffer();
    stats.times.push(performance.now() - t0);
    stats.bytes.push(buf.byteLength);
    stats.statuses.set(res.status, (stats.statuses.get(res.status) ?? 0) + 1);
  }
}

const fmt = (statuses: Map<number, number>) => [...statuses].map(([s, n]) => `${s}×${n}`).join(' ');

async function main(): Promise<void> {
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'development',
    TRUST_PROXY: 'loopback',
  });
  const server = await startServer(config, { logger: pino({ level: 'silent' }), embeddedInMemory: !config.databaseUrl });
  const url = `http://127.0.0.1:${server.port}`;
  try {
    await (await fetch(`${url}/api/packages`)).arrayBuffer();
    const baseline = await restLatency(url, Date.now() + SECONDS * 1000);
    const rows: string[][] = [
      [
        'GET /api/packages, nobody else',
        String(baseline.times.length),
        fmt(baseline.statuses),
        percentile(baseline.times, 50).toFixed(1),
        percentile(baseline.times, 99).toFixed(1),
      ],
    ];
    const attackRows: string[][] = [];
    for (const [label, query] of Object.entries(ATTACKS)) {
      const until = Date.now() + SECONDS * 1000;
      const stats: AttackStats = { times: [], bytes: [], statuses: new Map() };
      const attackers = Array.from({ length: CLIENTS }, (_, i) => attacker(url, `198.51.100.${i + 1}`, query, until, stats));
      const [rest] = await Promise.all([restLatency(url, until), ...attackers]);
      rows.push([
        `GET /api/packages during: ${label}`,
        String(rest.times.length),
        fmt(rest.statuses),
        percentile(rest.times, 50).toFixed(1),
        percentile(rest.times, 99).toFixed(1),
      ]);
      const times = stats.times.sort((a, b) => a - b);
      attackRows.push([
        label,
        `${(Buffer.byteLength(query) / 1024).toFixed(1)} kB`,
        String(times.length),
        fmt(stats.statuses),
        percentile(times, 50).toFixed(1),
        String(Math.max(...stats.bytes)),
      ]);
    }
    console.log(
      `\nGraphQL attacks, ${CLIENTS} attackers each from its own address, ${SECONDS} s each (${config.databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}, node ${process.version})`,
    );
    table(['attack', 'request', 'answers', 'statuses', 'p50 ms', 'largest answer bytes'], attackRows);
    console.log('\nREST for everyone else, sequential requests from one client');
    table(['request', 'answers', 'statuses', 'p50 ms', 'p99 ms'], rows);
  } finally {
    await server.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
