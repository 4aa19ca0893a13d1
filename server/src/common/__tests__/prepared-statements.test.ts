import { startTestServer, type TestServer } from '../../../test/harness';
import { readState } from '../../../test/template';
import { sql } from '../../modules/projects/__tests__/helpers';

// On PostgreSQL, list pages, items and renames (common/read-model.ts) are prepared statements of the pooled
// connections, parsed and planned once per connection instead of on every request. A migration that changes a table
// under a kept plan must not break them: PostgreSQL refuses such a plan, and the statement is prepared again. (The
// embedded database shares one session between its connections, so there nothing is prepared.)

const onPostgres = readState().kind === 'postgres' ? describe : describe.skip;

onPostgres('prepared read-model statements', () => {
  let t: TestServer;
  let token: string;
  let id: number;

  /** The names each pooled connection has prepared. */
  const preparedNames = () => {
    const pool = (
      t.server.orm.em.getConnection().getKnex().client as { pool: { free: { resource: PgClient }[]; used: { resource: PgClient }[] } }
    ).pool;
    return [...pool.free, ...pool.used].flatMap((r) => Object.keys(r.resource.connection.parsedStatements));
  };
  type PgClient = { connection: { parsedStatements: Record<string, string> } };
  const item = () => t.http.get(`/api/projects/${id}`).set('authorization', `Bearer ${token}`);

  beforeAll(async () => {
    t = await startTestServer();
    token = await t.login('user@example.com');
    [{ id }] = await sql<{ id: number }>(t, "select id from projects where title = 'My online shop'");
  });
  afterAll(async () => {
    await sql(t, 'alter table projects drop column if exists probe_column');
    await t.close();
  });

  it('runs an item as a named statement of the connection, answering what the query builder answers', async () => {
    const first = await item();
    const again = await item();
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(first.body).toMatchObject({ id, title: 'My online shop' });
    expect(preparedNames().some((n) => n.startsWith('tg_read_model_'))).toBe(true);
  });

  it('prepares a statement again when a migration changed its table under it', async () => {
    for (let i = 0; i < 6; i++) expect((await item()).status).toBe(200); // past the plan cache's first custom plans
    await sql(t, 'alter table projects add column probe_column integer');
    const after = await item();
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ id, title: 'My online shop' });
    await sql(t, 'alter table projects drop column probe_column');
    expect((await item()).status).toBe(200);
    const list = await t.http.get('/api/projects').set('authorization', `Bearer ${token}`);
    expect(list.status).toBe(200);
    expect(list.body['hydra:member'].some((p: { id: number }) => p.id === id)).toBe(true);
  });
});
