import { startTestServer, type TestServer } from '../../../test/harness';
import { resources } from '../route-table';

/*
 * GET /api/<resource>/export.csv for every Hydra list — all pages, the list's filters and authorization,
 * CSV-injection safe, streamed page by page.
 */

describe('CSV exports of the admin lists', () => {
  let t: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestServer();
    for (const who of ['superadmin', 'support', 'manager', 'user']) tokens[who] = await t.login(`${who}@example.com`);
  });
  afterAll(() => t.close());

  const get = (url: string, who?: string) => {
    const req = t.http
      .get(url)
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => done(null, text));
      });
    return who ? req.set('authorization', `Bearer ${tokens[who]}`) : req;
  };
  const lines = (body: unknown) => String(body).split('\r\n').filter(Boolean);

  it.each(resources.filter((r) => r.list && r.path !== 'transactions').map((r) => r.path))(
    '/api/%s/export.csv has every row of the list for a super admin',
    async (path) => {
      const list = await t.http.get(`/api/${path}?limit=1`).set('authorization', `Bearer ${tokens.superadmin}`);
      const res = await get(`/api/${path}/export.csv`, 'superadmin');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(lines(res.body)).toHaveLength(list.body['hydra:totalItems'] + 1);
    },
  );

  it('honours the list filters and refuses roles that may not list the resource', async () => {
    const res = await get('/api/users/export.csv?email=user2', 'support');
    expect(res.status).toBe(200);
    const rows = lines(res.body);
    expect(rows[0].split(',').slice(0, 3)).toEqual(['id', 'login', 'email']);
    expect(rows.slice(1).map((r) => r.split(',')[1])).toEqual(['user2@example.com']);
    expect((await get('/api/users/export.csv', 'user')).status).toBe(403);
    expect((await get('/api/users/export.csv')).status).toBe(401);
    expect((await get('/api/posts/export.csv', 'support')).status).toBe(403);
    expect((await get('/api/gates/export.csv', 'manager')).status).toBe(403);
    expect((await get('/api/users/export.csv?enabled=maybe&order[secret]=asc', 'support')).status).toBe(400);
    // A customer's export of their own orders holds their rows only.
    const mine = await t.http.get('/api/orders').set('authorization', `Bearer ${tokens.user}`);
    expect(lines((await get('/api/orders/export.csv', 'user')).body)).toHaveLength(mine.body['hydra:totalItems'] + 1);
  });

  it('streams a big export page by page, formulas neutralised', async () => {
    const em = t.server.orm.em.fork();
    await em.execute(
      `insert into users (email, gate_id, password_hash, display_name, created_at, updated_at)
       select 'bulk' || g || '@example.com', (select id from gates order by id limit 1), 'x', case when g = 1 then '=HYPERLINK("x")' else 'Bulk ' || g end, now(), now()
       from generate_series(1, 1234) g`,
    );
    const res = await get('/api/users/export.csv?email=bulk', 'support');
    const rows = lines(res.body);
    expect(rows).toHaveLength(1235);
    expect(new Set(rows.slice(1).map((r) => r.split(',')[0])).size).toBe(1234); // no row twice
    expect(rows.find((r) => r.includes('bulk1@example.com'))).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
