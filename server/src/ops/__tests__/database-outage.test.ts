import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { startTestServer, type TestServer } from '../../../test/harness';
import { FlakyProxy } from '../../../test/flaky-proxy';
import { readState, withDatabase } from '../../../test/template';

/*
 * While PostgreSQL is unreachable the API answers 503 with a clear error (GraphQL
 * SERVICE_UNAVAILABLE, REST Hydra error + Retry-After), /readyz answers 503 and /healthz 200; once it returns the
 * same process answers 200 again, and no write that was answered 2xx is lost. The outage is real: a TCP proxy
 * between the app and PostgreSQL that the test cuts (every socket destroyed, new ones reset) and restores.
 * PGlite runs inside the app's own process, so this suite runs on PostgreSQL only.
 */

/*
 * A stand-in for the client's build (client/dist/index.html and the server renderer), so the page handler
 * runs as in production: /pricing reads the catalogue through GraphQL, /panel/* is drawn in the browser (the shell),
 * anything else is the renderer's 404 page.
 */
const SHELL = '<!doctype html><html><body><div id="root"></div><!-- client shell --></body></html>';
function fakeClientBuild(): { dist: string; ssrEntry: string } {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tg-client-'));
  fs.writeFileSync(path.join(dist, 'index.html'), SHELL);
  const ssrEntry = path.join(dist, 'entry-server.cjs');
  fs.writeFileSync(
    ssrEntry,
    `exports.render = async ({ url, template, fetch }) => {
      if (url.startsWith('/panel')) return { kind: 'shell' };
      if (url.startsWith('/pricing')) {
        const res = await fetch('/graphql', { method: 'POST', body: JSON.stringify({ query: '{ packages { total } }' }) });
        const body = await res.json();
        // Like the client's error boundary: a failed query still draws a page (with 200).
        return { kind: 'page', status: 200, html: template.replace('<!-- client shell -->', body.data ? 'packages: ' + body.data.packages.total : 'could not load') };
      }
      return { kind: 'page', status: 404, html: template.replace('<!-- client shell -->', 'Page not found') };
    };`,
  );
  return { dist, ssrEntry };
}

const state = readState();
const onPostgres = state.kind === 'postgres';

(onPostgres ? describe : describe.skip)('PostgreSQL unreachable', () => {
  let proxy: FlakyProxy;
  let t: TestServer;
  let directUrl: string;
  let dbName: string;
  let token: string;

  const admin = async <T>(work: (c: Client) => Promise<T>, url = state.adminUrl!): Promise<T> => {
    const c = new Client({ connectionString: url });
    await c.connect();
    try {
      return await work(c);
    } finally {
      await c.end();
    }
  };

  beforeAll(async () => {
    dbName = `tg_outage_${randomBytes(5).toString('hex')}`;
    await admin((c) => c.query(`CREATE DATABASE ${dbName} TEMPLATE ${state.template}`));
    directUrl = withDatabase(state.adminUrl!, dbName);
    const target = new URL(directUrl);
    proxy = new FlakyProxy({ host: target.hostname, port: Number(target.port || 5432) });
    await proxy.start();
    const proxied = new URL(directUrl);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    const client = fakeClientBuild();
    t = await startTestServer({
      DATABASE_URL: proxied.toString(),
      DB_POOL_MAX: '4',
      CLIENT_DIST: client.dist,
      CLIENT_SSR_ENTRY: client.ssrEntry,
    });
    token = await t.login('user@example.com');
  });

  afterAll(async () => {
    await t?.close();
    await proxy?.stop();
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
  });

  it('answers 503 while the database is down, stays alive, and recovers by itself', async () => {
    // Warm the pool: several connections sit idle in it when the database goes away.
    const warm = await Promise.all(Array.from({ length: 4 }, () => t.http.get('/api/packages')));
    expect(warm.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect((await t.http.get('/readyz')).status).toBe(200);

    await proxy.cut();

    const rest = await t.http.get('/api/packages');
    expect(rest.status).toBe(503);
    expect(rest.headers['retry-after']).toMatch(/^\d+$/);
    expect(rest.body).toMatchObject({ '@type': 'hydra:Error', 'hydra:description': expect.stringMatching(/database/i) });

    const authed = await t.http.get('/api/projects').set('authorization', `Bearer ${token}`);
    expect(authed.status).toBe(503);

    const gql = await t.http.post('/graphql').set('content-type', 'application/json').send({ query: '{ packages { total } }' });
    expect(gql.status).toBe(503);
    expect(gql.headers['retry-after']).toMatch(/^\d+$/);
    expect(gql.body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
    expect(JSON.stringify(gql.body)).not.toMatch(/ECONN|select |stack|terminated/i);

    const ready = await t.http.get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: 'unavailable', checks: { database: 'unreachable' } });
    expect(ready.body.error).toMatch(/database/i);

    expect((await t.http.get('/healthz')).status).toBe(200);
    expect((await t.http.get('/metrics')).status).toBe(200);

    await proxy.restore();

    // The very first calls after the database returns succeed: no dead pooled connection is handed out.
    const after = await Promise.all(Array.from({ length: 4 }, () => t.http.get('/api/packages')));
    expect(after.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect((await t.http.get('/api/projects').set('authorization', `Bearer ${token}`)).status).toBe(200);
    expect((await t.http.get('/readyz')).status).toBe(200);
  });

  it('serves no page shell while the database is down: pages answer 503 "Service temporarily unavailable"', async () => {
    const paths = ['/pricing', '/panel/projects', '/no-such-page'];
    const before = await Promise.all(paths.map((p) => t.http.get(p)));
    expect(before.map((r) => r.status)).toEqual([200, 200, 404]);
    expect(before[0].text).toMatch(/packages: \d+/);
    // Operator paths under any suffix are never a page.
    for (const p of ['/healthz/x', '/readyz/', '/metrics.json', '/livez']) {
      const res = await t.http.get(p);
      expect([p, res.status]).toEqual([p, p === '/readyz/' ? 200 : 404]);
      expect(res.text).not.toContain('client shell');
    }

    await proxy.cut();
    try {
      for (const p of paths) {
        const res = await t.http.get(p);
        expect([p, res.status]).toEqual([p, 503]);
        expect(res.headers['retry-after']).toMatch(/^\d+$/);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.text).toContain('Service temporarily unavailable');
        expect(res.text).not.toContain('client shell');
      }
      const health = await t.http.get('/healthz');
      expect(health.status).toBe(200);
      expect(health.body).toEqual({ status: 'ok' });
      expect((await t.http.get('/healthz/deep')).status).toBe(404);
    } finally {
      await proxy.restore();
    }
    const after = await Promise.all(paths.map((p) => t.http.get(p)));
    expect(after.map((r) => r.status)).toEqual([200, 200, 404]);
  });

  it('answers 503, not a hang, when the database accepts connections and never answers', async () => {
    proxy.hang();
    try {
      // The driver gives up connecting after its connection timeout (db/orm.ts), well before this test's own.
      const rest = await t.http.get('/api/packages');
      expect(rest.status).toBe(503);
      expect(rest.headers['retry-after']).toMatch(/^\d+$/);
      expect((await t.http.get('/readyz')).status).toBe(503);
      expect((await t.http.get('/healthz')).status).toBe(200);
    } finally {
      await proxy.restore();
    }
    expect((await t.http.get('/api/packages')).status).toBe(200);
  });

  it('loses no accepted write while the database flaps', async () => {
    const runId = randomBytes(4).toString('hex');
    const results: { title: string; status: number }[] = [];
    let n = 0;
    const write = async () => {
      const title = `flap-${runId}-${(n += 1)}`;
      const res = await t.http
        .post('/api/projects')
        .set('authorization', `Bearer ${token}`)
        .send({ title, url: `https://flap-${runId}-${n}.example.com` });
      results.push({ title, status: res.status });
    };
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    for (let cycle = 0; cycle < 4; cycle += 1) {
      const wave = Array.from({ length: 6 }, () => write());
      await pause(15);
      await proxy.cut();
      const during = Array.from({ length: 3 }, () => write());
      await pause(40);
      await proxy.restore();
      await Promise.all([...wave, ...during]);
      await Promise.all(Array.from({ length: 3 }, () => write()));
    }

    // Every answer is an accepted write or a retryable refusal, never a 500.
    expect(results.filter((r) => r.status !== 201 && r.status !== 503)).toEqual([]);
    const accepted = results.filter((r) => r.status === 201).map((r) => r.title);
    expect(accepted.length).toBeGreaterThan(0);
    expect(results.some((r) => r.status === 503)).toBe(true);

    const stored = await admin(async (c) => {
      const rows = await c.query<{ title: string }>('select title from projects where title like $1', [`flap-${runId}-%`]);
      return new Set(rows.rows.map((r) => r.title));
    }, directUrl);
    expect(accepted.filter((title) => !stored.has(title))).toEqual([]);
  });
});
