import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from '../../../../test/harness';
import { findProjectUrlsOutsideRule, main as reportMain } from '../../../ops/project-url-report';
import { newAccount, sql } from './helpers';

// A project URL is a public http(s) address (docs/security.md "Outbound requests"): the same address rule as webhook
// endpoints and the demo check, on create and update, through REST and GraphQL, and in the demo sign-up.
const PRIVATE_URLS = [
  'http://127.0.0.1:9977/p',
  'http://[::1]:9977/p',
  'http://10.0.0.1/p',
  'http://192.168.0.1/',
  'http://169.254.169.254/latest/meta-data/',
];
const PRIVATE = 'This address points to a private network.';

describe('project URLs follow the address rule', () => {
  let t: TestServer;
  let owner: { email: string; token: string; id: number };
  let projectId: number;

  beforeAll(async () => {
    t = await startTestServer({ DEMO_RATE_IP_POINTS: '1000' });
    owner = await newAccount(t);
    const created = await t.gql<{ createProject: { id: number } }>(
      'mutation($i: ProjectCreateInput!) { createProject(input: $i) { id } }',
      { i: { title: 'Shop', url: 'https://shop.example.com/start' } },
      owner.token,
    );
    expect(created.errors).toBeUndefined();
    projectId = created.data!.createProject.id;
  });
  afterAll(() => t.close());

  const bearer = () => ({ authorization: `Bearer ${owner.token}` });
  const storedUrl = async () => (await sql<{ url: string }>(t, 'select url from projects where id = ?', [projectId]))[0].url;

  it.each(PRIVATE_URLS)('refuses %s on update (REST PUT 422, GraphQL BAD_USER_INPUT) and keeps the row', async (url) => {
    const rest = await t.http.put(`/api/projects/${projectId}`).set(bearer()).send({ url, title: 'Renamed' });
    expect(rest.status).toBe(422);
    expect(rest.body.violations).toEqual([{ propertyPath: 'url', message: PRIVATE }]);
    const gql = await t.gql(
      'mutation($id: Int!, $i: ProjectUpdateInput!) { updateProject(id: $id, input: $i) { id } }',
      { id: projectId, i: { url } },
      owner.token,
    );
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', violations: [{ propertyPath: 'url', message: PRIVATE }] });
    expect(await storedUrl()).toBe('https://shop.example.com/start');
    expect((await sql<{ title: string }>(t, 'select title from projects where id = ?', [projectId]))[0].title).toBe('Shop');
  });

  it.each(PRIVATE_URLS)('refuses %s on create through both APIs, creating nothing', async (url) => {
    const before = (await sql(t, 'select id from projects where owner_id = ?', [owner.id])).length;
    const rest = await t.http.post('/api/projects').set(bearer()).send({ title: 'Inside', url });
    expect(rest.status).toBe(422);
    expect(rest.body.violations).toEqual([{ propertyPath: 'url', message: PRIVATE }]);
    const gql = await t.gql(
      'mutation($i: ProjectCreateInput!) { createProject(input: $i) { id } }',
      { i: { title: 'Inside', url } },
      owner.token,
    );
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', violations: [{ propertyPath: 'url', message: PRIVATE }] });
    expect(await sql(t, 'select id from projects where owner_id = ?', [owner.id])).toHaveLength(before);
  });

  it('accepts a public name that does not resolve yet (a site registered before it is live)', async () => {
    const rest = await t.http.put(`/api/projects/${projectId}`).set(bearer()).send({ url: 'https://not-live-yet.example.com/' });
    expect(rest.status).toBe(200);
    expect(await storedUrl()).toBe('https://not-live-yet.example.com/');
  });

  it('refuses a private address in the demo sign-up, registering nobody', async () => {
    const email = `demo-private-${Date.now()}@example.com`;
    const res = await t.gql('mutation($i: DemoRegisterInput!) { demoRegister(input: $i) { token } }', {
      i: { email, url: 'http://10.0.0.1/p' },
    });
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', violations: [{ propertyPath: 'url', message: PRIVATE }] });
    expect(await sql(t, 'select id from users where email = ?', [email])).toHaveLength(0);
  });

  it('lists the rows saved around the rule in the staff report, changing none of them', async () => {
    const ids: number[] = [];
    for (const url of ['http://10.0.0.1/p', 'http://[::1]:9977/p', 'ftp://files.example.com/']) {
      const [row] = await sql<{ id: number }>(
        t,
        "insert into projects (title, url, owner_id, auto_renew, created_at, updated_at, period) values ('Legacy', ?, ?, false, now(), now(), 0) returning id",
        [url, owner.id],
      );
      ids.push(row.id);
    }
    const findings = await findProjectUrlsOutsideRule(t.server.orm.em.fork());
    expect(findings.filter((f) => f.owner === owner.email).map((f) => [f.id, f.url, f.reason])).toEqual([
      [ids[0], 'http://10.0.0.1/p', PRIVATE],
      [ids[1], 'http://[::1]:9977/p', PRIVATE],
      [ids[2], 'ftp://files.example.com/', 'Only http and https addresses are allowed.'],
    ]);
    // The demo data's public-looking sites are not listed.
    expect(findings.map((f) => f.url)).not.toContain('https://shop.example.com');

    // The command prints the same as CSV.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'url-report-'));
    let printed = '';
    const summary = jest.spyOn(console, 'error').mockImplementation(() => {});
    const databaseUrl = t.server.services.config.databaseUrl ?? t.server.embedded!.url;
    const code = await reportMain(
      { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
      (text) => (printed += text),
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(code).toBe(0);
    expect(summary).toHaveBeenCalledWith(`${findings.length} project URL(s) outside the address rule.`);
    summary.mockRestore();
    const lines = printed.trim().split('\n');
    expect(lines[0]).toBe('project,owner,gate,url,reason');
    const gate = findings.find((f) => f.id === ids[0])!.gate;
    expect(lines).toContain(`${ids[0]},${owner.email},${gate},http://10.0.0.1/p,${PRIVATE}`);
    expect(await sql(t, 'select url from projects where id in (?, ?, ?) order by id', ids)).toEqual([
      { url: 'http://10.0.0.1/p' },
      { url: 'http://[::1]:9977/p' },
      { url: 'ftp://files.example.com/' },
    ]);
  });
});
