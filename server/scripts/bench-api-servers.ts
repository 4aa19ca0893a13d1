import cluster from 'node:cluster';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import 'reflect-metadata';

/*
 * The servers `npm run bench:api` (scripts/bench-api.ts) loads, each started as its own child process so its RSS is
 * its own and one run does not disturb the next:
 *
 *   ours [--count]     our server as built (server/dist: startServer, as `npm start` without the worker); --count records
 *                      the SQL statements
 *   cluster N          N of our processes on one port (node:cluster), for the scale-out ratio
 *   postgraphile       PostGraphile 5, amber preset, over the same database (public schema)
 *   raw                node:http + pg: the same list and item JSON, each from one SQL statement, and the same write;
 *                      GET /ping answers {} with no SQL (the floor of node:http)
 *   stack              express 5 with nothing of ours, answering GET /ping with {} (res.json), and Apollo Server 5 on it
 *                      at POST /graphql (a one-field schema, no plugins, an empty context): the layer /graphql and the
 *                      REST routes left
 *   fastify            the same two answers on Fastify 5, Apollo through its Fastify integration: the HTTP layer under
 *                      /graphql and the REST routes
 *
 * The parent talks to a child over IPC: the child sends {ready, port} once listening and answers {stats} (peak and
 * current RSS, CPU time used so far, SQL statements since the last reset, the statements themselves) to
 * {stats: true, reset?: boolean}.
 * DATABASE_URL names the database; PORT the port (0: any).
 */

const mode = process.argv[2];
const databaseUrl = process.env.DATABASE_URL!;
const port = Number(process.env.PORT ?? 0);

let statements: string[] = [];
let counting = false;

function onStats(): void {
  process.on('message', (msg: { stats?: boolean; reset?: boolean; gc?: boolean }) => {
    if (!msg?.stats) return;
    // The live heap: what is left after full collections (the parent starts us with --expose-gc), the figure that
    // shows retention; RSS alone also moves with how far V8 let the old generation grow before collecting.
    const gc = (globalThis as { gc?: () => void }).gc;
    const send = (live: boolean) => {
      const mem = process.memoryUsage();
      process.send?.({
        stats: {
          rss: mem.rss,
          maxRss: process.resourceUsage().maxRSS * 1024,
          heapUsed: mem.heapUsed,
          cpu: cpuMicros(),
          liveHeap: live ? mem.heapUsed : undefined,
          statements: statements.length,
          sql: statements,
        },
      });
    };
    if (!msg.gc || !gc) send(false);
    else {
      // The run's last answers and sockets finish first; the second collection takes what the first one's weak
      // references and finalizers let go. The pause between the two keeps V8's view of the process as mostly running:
      // it sizes the old generation's next limit from the share of time the last collections took, and two back to
      // back set it so low that the next run's promotions reach it within seconds (a full collection inside the
      // measured run, which production does not force).
      setTimeout(() => {
        gc();
        setTimeout(() => {
          gc();
          send(true);
        }, 200);
      }, 200);
    }
    if (msg.reset) statements = [];
  });
}

/** User and system CPU time this process has used, µs. */
function cpuMicros(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}

function ready(p: number): void {
  process.send?.({ ready: true, port: p });
}

/** Counts the statements a `pg` client sends (PostGraphile and the raw baseline use `pg` directly). */
async function countPgQueries(): Promise<void> {
  const pg = await import('pg');
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    if (counting) {
      const q = args[0] as string | { text?: string };
      statements.push(typeof q === 'string' ? q : (q?.text ?? ''));
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
}

async function ours(): Promise<void> {
  // Loaded here, not at the top: the other modes must not carry our server's modules in their RSS.
  // The build, as deployed: bench-api.ts builds it and runs this file compiled, one level below server/ as here.
  const { loadConfig } = require('../dist/config') as typeof import('../src/config');
  const { startServer } = require('../dist/server') as typeof import('../src/server');
  const pino = (await import('pino')).default;
  counting = process.argv.includes('--count');
  const config = loadConfig({
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    RUN_WORKER: 'false',
  });
  const server = await startServer(config, {
    logger: pino({ level: 'error' }),
    onQuery: counting ? (m: string) => m.startsWith('[query]') && statements.push(m.replace(/^\[query\] /, '')) : undefined,
  });
  onStats();
  ready(server.port);
}

async function runCluster(): Promise<void> {
  const workers = Number(process.argv[3] ?? 2);
  if (cluster.isPrimary) {
    // Boot one first (migrations, advisory locks), then the rest, all on the same port.
    // Every worker listens on the same, explicit port (a port 0 would be a different handle per request).
    const sharedPort =
      port ||
      (await new Promise<number>((resolve) => {
        const probe = http.createServer().listen(0, '127.0.0.1', () => {
          const p = (probe.address() as AddressInfo).port;
          probe.close(() => resolve(p));
        });
      }));
    const fork = () =>
      new Promise<void>((resolve) => {
        const w = cluster.fork({
          ...process.env,
          PORT: String(sharedPort),
          BENCH_CLUSTER_WORKER: '1',
        });
        w.on('message', (m: { ready?: boolean; port?: number }) => {
          if (m?.ready) resolve();
        });
      });
    for (let i = 0; i < workers; i++) await fork();
    // RSS of the whole cluster: the primary asks every worker.
    const report = async (msg: { stats?: boolean; gc?: boolean }) => {
      if (!msg?.stats) return;
      const all = await Promise.all(
        Object.values(cluster.workers ?? {}).map(
          (w) =>
            new Promise<{ rss: number; maxRss: number; cpu: number; liveHeap?: number }>((resolve) => {
              w!.once('message', (m: { stats: { rss: number; maxRss: number; cpu: number; liveHeap?: number } }) => resolve(m.stats));
              w!.send({ stats: true, gc: msg.gc });
            }),
        ),
      );
      process.send?.({
        stats: {
          rss: all.reduce((s, x) => s + x.rss, 0),
          maxRss: all.reduce((s, x) => s + x.maxRss, 0),
          cpu: all.reduce((s, x) => s + x.cpu, cpuMicros()),
          liveHeap: all.every((x) => x.liveHeap !== undefined) ? all.reduce((s, x) => s + x.liveHeap!, 0) : undefined,
          statements: 0,
          sql: [],
        },
      });
    };
    process.on('message', (msg: { stats?: boolean; gc?: boolean }) => void report(msg));
    ready(sharedPort);
  } else {
    await ours();
  }
}

async function postgraphile(): Promise<void> {
  // PostGraphile 5 targets Node 22; on Node 20 it needs these two (bench only).
  const P = Promise as unknown as { withResolvers?: () => unknown };
  P.withResolvers ??= () => {
    let resolve!: (v: unknown) => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
  const A = Array as unknown as {
    fromAsync?: (it: AsyncIterable<unknown> | Iterable<unknown>) => Promise<unknown[]>;
  };
  A.fromAsync ??= async (it) => {
    const out: unknown[] = [];
    for await (const x of it as AsyncIterable<unknown>) out.push(x);
    return out;
  };
  await countPgQueries();
  counting = process.argv.includes('--count');
  const { postgraphile: pgl } = await import('postgraphile');
  const { PostGraphileAmberPreset } = await import('postgraphile/presets/amber');
  const { makePgService } = await import('postgraphile/adaptors/pg');
  const { grafserv } = await import('postgraphile/grafserv/node');
  const instance = pgl({
    extends: [PostGraphileAmberPreset],
    pgServices: [
      makePgService({
        connectionString: databaseUrl,
        schemas: ['public'],
        poolConfig: { max: 10 },
      }),
    ],
    grafserv: { watch: false },
  } as never);
  const serv = instance.createServ(grafserv);
  const server = http.createServer();
  await serv.addTo(server);
  await serv.ready();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  onStats();
  ready((server.address() as AddressInfo).port);
}

/*
 * The raw baseline: what the list and item cost with no framework at all. One SQL statement builds the whole answer
 * (the page, its owner and package, the total) as JSON in PostgreSQL; Node only passes the text on.
 */
const PROJECT_JSON = `json_build_object('id', p.id, 'title', p.title, 'url', p.url, 'ownerId', p.owner_id,
  'owner', json_build_object('id', u.id, 'login', u.email),
  'package', case when k.id is null then null else json_build_object('id', k.id, 'name', k.name, 'code', k.code, 'free', k.free, 'size', k.size) end,
  'reciprocalLinkId', p.reciprocal_link_id, 'expiredAt', p.expired_at, 'autoRenew', p.auto_renew, 'campaignId', p.campaign_id,
  'createdAt', p.created_at)`;
const RAW_LIST = `select json_build_object('total', (select count(*) from projects), 'items', coalesce(json_agg(x.j order by x.id desc), '[]'))::text as body
  from (select p.id, ${PROJECT_JSON} as j from projects p join users u on u.id = p.owner_id left join packages k on k.id = p.package_id
        order by p.id desc limit $1 offset $2) x`;
/** The write: the project's title and updated_at, answering id and title, in one statement. */
const RAW_UPDATE = `update projects set title = $1, updated_at = now() where id = $2 returning json_build_object('id', id, 'title', title)::text as body`;
const RAW_ITEM = `select ${PROJECT_JSON}::text as body from projects p join users u on u.id = p.owner_id left join packages k on k.id = p.package_id where p.id = $1`;

async function raw(): Promise<void> {
  await countPgQueries();
  counting = process.argv.includes('--count');
  const { Pool } = await import('pg');
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (status: number, body: string) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      });
      res.end(body);
    };
    if (url.pathname === '/ping') return send(200, '{}');
    const item = /^\/projects\/(\d+)$/.exec(url.pathname);
    if (item && req.method === 'PUT') {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        const { title } = JSON.parse(body) as { title: string };
        pool.query(RAW_UPDATE, [title, Number(item[1])]).then(
          (r) => (r.rows[0] ? send(200, r.rows[0].body) : send(404, '{}')),
          (e: Error) => send(500, JSON.stringify({ error: e.message })),
        );
      });
      return;
    }
    const query = item
      ? pool.query(RAW_ITEM, [Number(item[1])])
      : url.pathname === '/projects'
        ? pool.query(RAW_LIST, [Math.min(Number(url.searchParams.get('limit') ?? 10), 50), 0])
        : null;
    if (!query) return send(404, '{}');
    query.then(
      (r) => (r.rows[0] ? send(200, r.rows[0].body) : send(404, '{}')),
      (e: Error) => send(500, JSON.stringify({ error: e.message })),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  onStats();
  ready((server.address() as AddressInfo).port);
}

/*
 * Express 5 and Apollo Server 5 with nothing of ours: what the frameworks themselves cost per answer on this machine,
 * for comparison with Fastify (bareFastify), which now carries /graphql and the REST routes (PostGraphile serves from
 * node:http through grafserv and grafast).
 */
async function bareStack(): Promise<void> {
  const express = (await import('express')).default;
  const { ApolloServer } = await import('@apollo/server');
  const { expressMiddleware } = await import('@as-integrations/express5');
  const apollo = new ApolloServer({ typeDefs: 'type Query { hello: String }', resolvers: { Query: { hello: () => 'hello' } } });
  await apollo.start();
  const app = express();
  app.disable('x-powered-by');
  app.get('/ping', (_req, res) => void res.json({}));
  app.use('/graphql', express.json(), expressMiddleware(apollo, { context: async () => ({}) }));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  onStats();
  ready((server.address() as AddressInfo).port);
}

/** The same two answers as bareStack on Fastify 5, Apollo Server 5 through @as-integrations/fastify. */
async function bareFastify(): Promise<void> {
  const Fastify = (await import('fastify')).default;
  const { ApolloServer } = await import('@apollo/server');
  const { fastifyApolloDrainPlugin, fastifyApolloHandler } = await import('@as-integrations/fastify');
  const app = Fastify();
  const apollo = new ApolloServer({
    typeDefs: 'type Query { hello: String }',
    resolvers: { Query: { hello: () => 'hello' } },
    plugins: [fastifyApolloDrainPlugin(app)],
  });
  await apollo.start();
  app.get('/ping', async () => ({}));
  app.route({ url: '/graphql', method: ['GET', 'POST', 'OPTIONS'], handler: fastifyApolloHandler(apollo, { context: async () => ({}) }) });
  await app.listen({ port, host: '127.0.0.1' });
  onStats();
  ready((app.server.address() as AddressInfo).port);
}

// A plain exit on SIGTERM/SIGINT, so `--cpu-prof` (BENCH_NODE_ARGS) writes its profile.
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => process.exit(0));

const modes: Record<string, () => Promise<void>> = {
  ours,
  cluster: runCluster,
  postgraphile,
  raw,
  stack: bareStack,
  fastify: bareFastify,
};
if (process.env.BENCH_CLUSTER_WORKER) void ours();
else if (!modes[mode]) {
  console.error(`unknown mode ${mode}: ${Object.keys(modes).join(', ')}`);
  process.exit(2);
} else {
  modes[mode]().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
