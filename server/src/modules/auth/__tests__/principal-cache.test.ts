import { Client } from 'pg';
import request from 'supertest';
import type { RunningServer } from '../../../server';
import { startSecondProcess, startTestServer, type TestServer } from '../../../../test/harness';

/*
 * The gate of a Host and the user of a token are remembered per process (principal-cache.ts), and a change
 * still takes effect on the next request: a disabled user, a changed role and a revoked token (token version bump),
 * on the process that made the change and on another process on the same database, whoever wrote the change.
 */
describe('per-process caches of the gate and the token user', () => {
  let a: TestServer;
  let b: RunningServer;
  let bUrl: string;
  let sql: Client;

  beforeAll(async () => {
    a = await startTestServer();
    // A second process on the same database (through the embedded database's socket on PGlite).
    const second = await startSecondProcess(a);
    b = second.server;
    bUrl = second.url;
    sql = new Client({ connectionString: second.databaseUrl });
    await sql.connect();
  });
  afterAll(async () => {
    await sql?.end();
    await b?.close();
    await a?.close();
  });

  const me = async (base: string, token: string) => {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ me { id email roles } }' }),
    });
    const body = (await res.json()) as {
      data?: { me: { id: number; email: string; roles: string[] } };
      errors?: { extensions?: { code?: string } }[];
    };
    return { status: res.status, me: body.data?.me, code: body.errors?.[0]?.extensions?.code };
  };
  const restList = (base: string, token: string) =>
    fetch(`${base}/api/projects?limit=5`, { headers: { authorization: `Bearer ${token}` } });
  /** The other process has received every notification committed so far (PostgreSQL delivers them in commit order). */
  const delivered = () => b.services.bus!.sync();

  it('serves repeated requests without reading the gate and the user again', async () => {
    const token = await a.login('user@example.com');
    await me(a.url, token);
    a.queries.reset();
    expect((await me(a.url, token)).me?.email).toBe('user@example.com');
    const reads = a.queries.log.filter((q) => /from "(users|gates)"/.test(q));
    // PostgreSQL delivers notifications, so the caches are on there.
    if (a.server.services.config.databaseUrl) expect(a.server.services.bus!.listening).toBe(true);
    if (a.server.services.bus!.listening) expect(reads).toEqual([]);
    // Without a bus that delivers notifications nothing is remembered: both rows are read on every request.
    else expect(reads).toHaveLength(2);
  });

  it('a user disabled by an admin is refused on the next request, here and on another process', async () => {
    const admin = await a.login('admin@example.com');
    const token = await a.login('user2@example.com');
    expect((await me(a.url, token)).me?.email).toBe('user2@example.com');
    expect((await me(bUrl, token)).me?.email).toBe('user2@example.com');
    const target = (await me(a.url, token)).me!.id;
    const off = await a.gql(`mutation($id: Int!) { updateUser(id: $id, input: { enabled: false }) { enabled } }`, { id: target }, admin);
    expect(off.errors).toBeUndefined();
    expect((await me(a.url, token)).status).toBe(401);
    expect((await restList(a.url, token)).status).toBe(401);
    await delivered();
    expect((await me(bUrl, token)).status).toBe(401);
    // Disabling bumped the token version: re-enabling lets the user sign in again, not the old token back in.
    await a.gql(`mutation($id: Int!) { updateUser(id: $id, input: { enabled: true }) { enabled } }`, { id: target }, admin);
    expect((await me(a.url, token)).status).toBe(401);
    await delivered();
    expect((await me(bUrl, token)).status).toBe(401);
    const fresh = await a.login('user2@example.com');
    expect((await me(a.url, fresh)).status).toBe(200);
    expect((await me(bUrl, fresh)).status).toBe(200);
  });

  it('a changed role takes effect on the next request: a user made support sees every project', async () => {
    const admin = await a.login('admin@example.com');
    const token = await a.login('vip@example.com');
    const before = (await me(a.url, token)).me!;
    const ownList = (await (await restList(bUrl, token)).json()) as Record<string, number>;
    await a.gql(`mutation($id: Int!) { updateUser(id: $id, input: { roles: ["ROLE_SUPPORT"] }) { roles } }`, { id: before.id }, admin);
    expect((await me(a.url, token)).me?.roles).toContain('ROLE_SUPPORT');
    await delivered();
    expect((await me(bUrl, token)).me?.roles).toContain('ROLE_SUPPORT');
    const all = (await (await restList(bUrl, token)).json()) as Record<string, number>;
    expect(all['hydra:totalItems']).toBeGreaterThan(ownList['hydra:totalItems']);
  });

  it('a revoked token (logout bumps the token version) is refused on the next request, on both processes', async () => {
    const token = await a.login('manager@example.com');
    expect((await me(a.url, token)).status).toBe(200);
    expect((await me(bUrl, token)).status).toBe(200);
    expect((await a.gql('mutation { logout }', {}, token)).errors).toBeUndefined();
    expect((await me(a.url, token)).status).toBe(401);
    await delivered();
    expect((await me(bUrl, token)).status).toBe(401);
  });

  it('a change written by another client (psql, a migration) reaches every process', async () => {
    const token = await a.login('support@example.com');
    expect((await me(a.url, token)).status).toBe(200);
    expect((await me(bUrl, token)).status).toBe(200);
    await sql.query("update users set enabled = false where email = 'support@example.com'");
    await a.server.services.bus!.sync();
    await delivered();
    expect((await me(a.url, token)).status).toBe(401);
    expect((await me(bUrl, token)).status).toBe(401);
    await sql.query("update users set enabled = true where email = 'support@example.com'");
  });

  it('a gate whose host changes is served for its new host, and the old host falls back to the default gate', async () => {
    const gate = (
      await sql.query<{ id: number; host: string }>('select id, host from gates where not is_default and enabled order by id limit 1')
    ).rows[0];
    expect(gate).toBeDefined();
    const gateId = async (h: string) =>
      (await request(bUrl).post('/graphql').set('host', h).send({ query: '{ currentGate { id } }' })).body.data?.currentGate.id;
    expect(await gateId(gate.host)).toBe(gate.id);
    await sql.query('update gates set host = $1 where id = $2', [`renamed.${gate.host}`, gate.id]);
    await delivered();
    expect(await gateId(gate.host)).not.toBe(gate.id);
    expect(await gateId(`renamed.${gate.host}`)).toBe(gate.id);
    await sql.query('update gates set host = $1 where id = $2', [gate.host, gate.id]);
  });
});
