import net from 'node:net';
import { Client } from 'pg';
import { startTestServer, type TestServer } from '../../../test/harness';
import { isDatabaseUnavailable } from '../database-errors';
import v8 from 'node:v8';
import vm from 'node:vm';
import { locatedError } from 'graphql';

/*
 * Operators see inside. /healthz (alive), /readyz (database reachable and migrations applied, else
 * 503), /metrics (Prometheus text: request duration by route pattern and status, GraphQL operations by name, the
 * database pool, event-loop lag), with bounded label values and an optional bearer token.
 */

describe('operator endpoints', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  const metrics = async () => {
    const res = await t.http.get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text;
  };

  it('GET /healthz answers 200 {"status":"ok"} on any host', async () => {
    const res = await t.http.get('/healthz').set('host', 'unknown.example.org');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /readyz answers 200 when migrations are applied and 503 naming the pending ones otherwise', async () => {
    const ok = await t.http.get('/readyz');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok' } });

    const conn = t.server.orm.em.getConnection();
    const [last] = await conn.execute<{ id: number; name: string; executed_at: Date }[]>(
      'select * from mikro_orm_migrations order by id desc limit 1',
    );
    await conn.execute('delete from mikro_orm_migrations where id = ?', [last.id]);
    try {
      const pending = await t.http.get('/readyz');
      expect(pending.status).toBe(503);
      expect(pending.body).toMatchObject({
        status: 'unavailable',
        checks: { database: 'ok', migrations: 'pending' },
        pendingMigrations: [last.name],
      });
      expect(pending.body.error).toMatch(/migration/);
    } finally {
      await conn.execute('insert into mikro_orm_migrations (id, name, executed_at) values (?, ?, ?)', [
        last.id,
        last.name,
        last.executed_at,
      ]);
    }
    expect((await t.http.get('/readyz')).status).toBe(200);
  });

  it('GET /metrics labels requests by route pattern and status, never by the raw URL', async () => {
    const token = await t.login('user@example.com');
    await t.http.get('/api/projects/987654').set('authorization', `Bearer ${token}`);
    await t.http.get('/api/packages?name=zzz');
    await t.http.get('/no/such/thing/4242');
    await t.gql('{ __typename }');
    const text = await metrics();
    expect(text).toMatch(/http_request_duration_seconds_count\{method="POST",route="\/graphql",status_code="200"\} \d+/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/projects\/:id",status_code="404"\} 1/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/packages",status_code="200"\} \d+/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="POST",route="\/api\/login",status_code="200"\} \d+/);
    // Only the label sets: a sample's value (CPU seconds, say 0.424297) may contain the digits by chance.
    const labels = text.match(/\{[^}\n]*\}/g) ?? [];
    expect(labels.length).toBeGreaterThan(3);
    expect(labels.filter((set) => /987654|4242|zzz/.test(set))).toEqual([]);
  });

  it('GET /metrics counts GraphQL operations by name, with bounded buckets for anonymous and unknown names', async () => {
    for (let i = 0; i < 2; i += 1) await t.gql('query CatalogueTotal { packages { total } }');
    await t.gql('{ packages { total } }');
    await t.gql('query Broken { noSuchField }');
    let text = await metrics();
    expect(text).toMatch(/graphql_operations_total\{operation="CatalogueTotal",type="query",outcome="ok"\} 2/);
    expect(text).toMatch(/graphql_operations_total\{operation="\(anonymous\)",type="query",outcome="ok"\} \d+/);
    expect(text).toMatch(/graphql_operations_total\{operation="\(invalid\)",type="\(invalid\)",outcome="error"\} \d+/);
    expect(text).toMatch(/graphql_operation_duration_seconds_count\{operation="CatalogueTotal",type="query"\} 2/);

    // A client inventing names cannot grow the label set without bound.
    // Batches of 5 stay under the per-address limit of requests in flight (8), so every one of the 260 is counted.
    for (let batch = 0; batch < 52; batch += 1) {
      await Promise.all(Array.from({ length: 5 }, (_, i) => t.gql(`query Random${batch * 5 + i} { packages { total } }`)));
    }
    text = await metrics();
    const names = new Set([...text.matchAll(/graphql_operations_total\{operation="([^"]+)"/g)].map((m) => m[1]));
    expect(names.size).toBeLessThanOrEqual(204);
    expect(names.has('(other)')).toBe(true);
  });

  it('GET /metrics reports the database pool and the event-loop lag', async () => {
    const text = await metrics();
    for (const state of ['used', 'free', 'pending_acquires', 'pending_creates']) {
      expect(text).toMatch(new RegExp(`db_pool_connections\\{state="${state}"\\} \\d+`));
    }
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
  });

  it('GET /metrics reports the heap still in use after the last full collection', async () => {
    v8.setFlagsFromString('--expose_gc');
    (vm.runInNewContext('gc') as () => void)();
    // The collection is reported to the observer after it ends, on a later turn of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const after = /^nodejs_heap_used_after_major_gc_bytes (\d+)/m.exec(await metrics());
    expect(Number(after?.[1])).toBeGreaterThan(1e6);
    expect(Number(after?.[1])).toBeLessThan(process.memoryUsage().heapTotal);
  });

  it('tells a database that cannot be reached from a query that failed (only the first answers 503)', async () => {
    const conn = t.server.orm.em.fork().getConnection();
    const failed = await Promise.all([
      conn.execute('select * from no_such_table').catch((e: unknown) => e),
      conn.execute('select 1/0').catch((e: unknown) => e),
      conn.execute('insert into gates (name, host, config) select name, host, config from gates limit 1').catch((e: unknown) => e),
    ]);
    for (const e of failed) {
      expect(e).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(e)).toBe(false);
    }
    // A port nothing listens on: the connection is refused.
    const port = await new Promise<number>((resolve) => {
      const srv = net.createServer().listen(0, '127.0.0.1', () => {
        const p = (srv.address() as net.AddressInfo).port;
        srv.close(() => resolve(p));
      });
    });
    const refused = await new Client({ host: '127.0.0.1', port, user: 'x', database: 'x' }).connect().catch((e: unknown) => e);
    expect(isDatabaseUnavailable(refused)).toBe(true);
    // graphql-js wraps a thrown value that fails `instanceof Error` (a socket error made in another realm) as
    // NonErrorThrown with the value in `thrownValue`: still recognised, so the answer is 503, not 500.
    const foreign = vm.runInNewContext("Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' })");
    const wrapped = locatedError(foreign, undefined, ['result']);
    expect(wrapped.originalError?.constructor.name).toBe('NonErrorThrown');
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    // knex's answer to the first query of a transaction it rolled back when the connection broke after BEGIN
    // (MikroORM's DriverException around it): 503, so the client retries a write that was never committed.
    const ended = Object.assign(new Error('Transaction query already complete, run with DEBUG=knex:tx for more info'), {
      name: 'DriverException',
    });
    expect(isDatabaseUnavailable(locatedError(ended, undefined, ['result']))).toBe(true);
  });

  it('with METRICS_TOKEN set, /metrics needs the bearer token; /healthz and /readyz stay open', async () => {
    const guarded = await startTestServer({ METRICS_TOKEN: 'metrics-token-0123456789' });
    try {
      expect((await guarded.http.get('/metrics')).status).toBe(401);
      expect((await guarded.http.get('/metrics').set('authorization', 'Bearer wrong-token-0123456789x')).status).toBe(401);
      const ok = await guarded.http.get('/metrics').set('authorization', 'Bearer metrics-token-0123456789');
      expect(ok.status).toBe(200);
      expect(ok.text).toMatch(/http_request_duration_seconds/);
      expect((await guarded.http.get('/healthz')).status).toBe(200);
      expect((await guarded.http.get('/readyz')).status).toBe(200);
    } finally {
      await guarded.close();
    }
  });
});
