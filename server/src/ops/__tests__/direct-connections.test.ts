import { readState } from '../../../test/template';
import { startTestServer, type TestServer } from '../../../test/harness';

/*
 * Behind a transaction pooler (DATABASE_DIRECT_URL beside DATABASE_URL) a request's connection is lent per
 * transaction: nothing may stay on it between transactions. With one pooled connection (DB_POOL_MAX=1) what that
 * connection's session holds is what every request left there. PgBouncer itself runs in `npm run test:cluster`.
 */
const onPostgres = readState().kind === 'postgres' ? describe : describe.skip;

async function preparedOnPool(t: TestServer): Promise<string[]> {
  const rows = await t.server.orm.em.fork().execute<{ name: string }[]>('select name from pg_prepared_statements order by name');
  return rows.map((r) => r.name);
}

async function browseProjects(t: TestServer): Promise<void> {
  const token = await t.login('user@example.com');
  const list = await t.http.get('/api/projects').set('authorization', `Bearer ${token}`);
  expect(list.status).toBe(200);
  const id = (list.body['hydra:member'] as { id: number }[])[0].id;
  expect((await t.http.get(`/api/projects/${id}`).set('authorization', `Bearer ${token}`)).status).toBe(200);
  const renamed = await t.gql('mutation ($id: Int!) { updateProject(id: $id, input: { title: "Pooled" }) { title } }', { id }, token);
  expect(renamed.errors).toBeUndefined();
}

onPostgres('connections to the database', () => {
  it('on a direct DATABASE_URL, project lists, items and renames run as statements prepared on the pooled connection', async () => {
    const t = await startTestServer({ DB_POOL_MAX: '1' });
    try {
      await browseProjects(t);
      expect((await preparedOnPool(t)).length).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });

  it('behind a pooler, nothing is prepared on the pooled connection, and LISTEN has a connection of its own', async () => {
    const t = await startTestServer({ DB_POOL_MAX: '1' }, { pooled: true });
    try {
      await browseProjects(t);
      expect(await preparedOnPool(t)).toEqual([]);
      const sessions = await t.server.orm.em
        .fork()
        .execute<{ application_name: string; query: string; mine: boolean }[]>(
          `select application_name, query, pid = pg_backend_pid() as mine from pg_stat_activity where datname = current_database()`,
        );
      // The requests' one connection is the ORM's; the bus's own (db/direct.ts) listens.
      expect(sessions.filter((s) => s.application_name === 'trafficgate').map((s) => s.mine)).toEqual([true]);
      expect(sessions.filter((s) => /^LISTEN /i.test(s.query)).map((s) => s.application_name)).toEqual(['trafficgate-direct']);
    } finally {
      await t.close();
    }
  });
});
