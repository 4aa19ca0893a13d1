import { Client } from 'pg';
import { Project } from '../../modules/projects/project.entity';
import { PROJECT_COUNTED_COLUMNS } from '../../modules/projects/project.input';
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

  it('keeps the totals through a rename, and counts a search by title on every request', async () => {
    const listening = a.server.services.bus!.listening;
    const all = await truth();
    const id = (await sql.query('select id from projects order by id limit 1')).rows[0].id as number;
    const title = `Renamed for totals ${Date.now()}`;
    expect(await total(a.url, admin)).toBe(all);
    expect(await total(bUrl, admin)).toBe(all);
    await delivered();
    a.queries.reset();
    const renamed = await a.gql(
      'mutation ($id: Int!, $title: String!) { updateProject(id: $id, input: { title: $title }) { id } }',
      { id, title },
      admin,
    );
    expect(renamed.errors).toBeUndefined();
    await delivered();
    // The rename changed no total: none is counted again, here or (after the notifications so far) on the other process.
    expect(await total(a.url, admin)).toBe(all);
    expect(counted()).toBe(listening ? 0 : 1);
    expect(await total(bUrl, admin)).toBe(all);

    const searched = async (base: string, q: string) => {
      const res = await fetch(`${base}/api/projects?limit=2&title=${encodeURIComponent(q)}`, {
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { 'hydra:totalItems': number })['hydra:totalItems'];
    };
    a.queries.reset();
    expect(await searched(a.url, title)).toBe(1);
    expect(await searched(a.url, title)).toBe(1);
    expect(counted()).toBe(2);
    // Another client renames it back: the search shows it at once on both processes, with no notification to wait for.
    await sql.query('update projects set title = $1 where id = $2', [`${title} again`, id]);
    expect(await searched(a.url, `${title} again`)).toBe(1);
    expect(await searched(bUrl, `${title} again`)).toBe(1);
  });

  it("notifies on the projects table's counted columns only, those the code remembers totals by", async () => {
    const meta = a.server.orm.em.getMetadata().get(Project.name);
    const columns = PROJECT_COUNTED_COLUMNS.map((p) => meta.properties[p].fieldNames[0]).sort();
    const { rows } = await sql.query(
      "select event_object_column as c from information_schema.triggered_update_columns where trigger_name = 'projects_notify_totals_update' order by 1",
    );
    expect(rows.map((r) => r.c)).toEqual(columns);
    const events = await sql.query(
      "select string_agg(event_manipulation, ',' order by event_manipulation) as e from information_schema.triggers where trigger_name = 'projects_notify_totals'",
    );
    expect(events.rows[0].e).toBe('DELETE,INSERT');
  });
});
