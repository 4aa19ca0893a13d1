import { Client } from 'pg';
import type { RunningServer } from '../../server';
import { startSecondProcess, startTestServer, type TestServer } from '../../../test/harness';

/*
 * List totals are remembered per process (common/list-totals.ts) and a change of the table still shows in
 * the next answer: a project created through the API (on the process that wrote it at once, on another after the
 * notification), rows inserted, moved to another owner and deleted by another client. Where the database delivers
 * no notifications (the embedded one) nothing is remembered and every page counts, as before.
 */
describe('remembered list totals', () => {
  let a: TestServer;
  let b: RunningServer;
  let bUrl: string;
  let sql: Client;
  let admin: string;
  let user: string;

  beforeAll(async () => {
    a = await startTestServer();
    // A second process on the same database (through the embedded database's socket on PGlite).
    const second = await startSecondProcess(a);
    b = second.server;
    bUrl = second.url;
    sql = new Client({ connectionString: second.databaseUrl });
    await sql.connect();
    admin = await a.login('admin@example.com');
    user = await a.login('user@example.com');
  });
  afterAll(async () => {
    await sql?.end();
    await b?.close();
    await a?.close();
  });

  const total = async (base: string, token: string) => {
    const res = await fetch(`${base}/api/projects?limit=2`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { 'hydra:totalItems': number })['hydra:totalItems'];
  };
  const counted = () => a.queries.log.filter((q) => /count\(/.test(q)).length;
  /** Both processes have received every notification committed so far. */
  const delivered = async () => {
    await a.server.services.bus!.sync();
    await b.services.bus!.sync();
  };
  const truth = async (where = 'true') => Number((await sql.query(`select count(*)::int as n from projects where ${where}`)).rows[0].n);

  it('counts once per table state where notifications arrive, on every request where they do not', async () => {
    const n = await truth();
    expect(await total(a.url, admin)).toBe(n);
    a.queries.reset();
    expect(await total(a.url, admin)).toBe(n);
    expect(a.queries.log.filter((q) => /from "projects"/.test(q))).toHaveLength(1); // the page: one statement either way
    if (a.server.services.config.databaseUrl) expect(a.server.services.bus!.listening).toBe(true);
    expect(counted()).toBe(a.server.services.bus!.listening ? 0 : 1);
  });

  it('shows a project created through the API at once on its process and after the notification on another', async () => {
    const before = await truth();
    await total(bUrl, admin); // remembered on b too
    const created = await a.gql<{ createProject: { id: number } }>(
      'mutation { createProject(input: { title: "Totals", url: "https://totals.example.com" }) { id } }',
      {},
      admin,
    );
    expect(created.errors).toBeUndefined();
    expect(await total(a.url, admin)).toBe(before + 1);
    await delivered();
    expect(await total(bUrl, admin)).toBe(before + 1);
  });

  it('shows rows inserted, moved and deleted by another client on both processes', async () => {
    const owner = (await a.gql<{ me: { id: number } }>('{ me { id } }', {}, user)).data!.me.id;
    const adminId = (await a.gql<{ me: { id: number } }>('{ me { id } }', {}, admin)).data!.me.id;
    const mine = await truth(`owner_id = ${owner}`);
    const all = await truth();
    expect(await total(a.url, user)).toBe(mine);
    expect(await total(bUrl, user)).toBe(mine);
    const { rows } = await sql.query(
      "insert into projects (title, url, owner_id, auto_renew, created_at, updated_at) select 'Other ' || s, 'https://other-' || s || '.example.com', $1::int, false, now(), now() from generate_series(1, 3) s returning id",
      [adminId],
    );
    await delivered();
    expect(await total(a.url, admin)).toBe(all + 3);
    expect(await total(bUrl, admin)).toBe(all + 3);
    expect(await total(a.url, user)).toBe(mine);
    await sql.query(`update projects set owner_id = ${owner} where id = ${rows[0].id}`);
    await delivered();
    expect(await total(a.url, user)).toBe(mine + 1);
    expect(await total(bUrl, user)).toBe(mine + 1);
    await sql.query(`delete from projects where id = any($1)`, [rows.map((r) => r.id)]);
    await delivered();
    expect(await total(a.url, admin)).toBe(all);
    expect(await total(bUrl, admin)).toBe(all);
    expect(await total(bUrl, user)).toBe(mine);
  });
});
