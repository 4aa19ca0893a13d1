import { startTestServer, type TestServer } from '../../../../test/harness';
import { sql } from './helpers';

// IDOR on every project route (someone else's project answers 404, docs/api.md#calls Projects), the VIP /
// support / user differences of docs/product.md#roles on tracking codes, analytics id and visitor count, derived campaign
// status without a partner, and the project URL rules (http/https only, normalised, no credentials).

describe('project routes: access', () => {
  let t: TestServer;
  const tokens: Record<string, string> = {};
  let shop: number; // user's project with a package, tracking code and analytics id (seeded)
  let draft: number; // user's project without a package
  let vipProject: number;

  beforeAll(async () => {
    t = await startTestServer();
    for (const who of ['user', 'user2', 'vip', 'support', 'manager']) tokens[who] = await t.login(`${who}@example.com`);
    const ids = await sql<{ id: number; title: string }>(
      t,
      `select id, title from projects where title in ('My online shop', 'Landing page draft', 'VIP storefront')`,
    );
    const byTitle = Object.fromEntries(ids.map((r) => [r.title, r.id]));
    [shop, draft, vipProject] = [byTitle['My online shop'], byTitle['Landing page draft'], byTitle['VIP storefront']];
  });
  afterAll(() => t.close());

  const call = (who: string, method: 'get' | 'put' | 'post', path: string, body?: unknown) => {
    const req = t.http[method](path).set('authorization', `Bearer ${tokens[who]}`).set('accept', 'application/json');
    return body === undefined ? req : req.send(body as object);
  };

  const routes = (id: number): [method: 'get' | 'put' | 'post', path: string, body?: unknown][] => [
    ['get', `/api/projects/${id}`],
    ['put', `/api/projects/${id}`, { title: 'Taken over' }],
    ['get', `/api/projects/${id}/gaId`],
    ['get', `/api/projects/${id}/visitorsCount`],
    ['get', `/api/projects/${id}/trackingCode`],
    ['put', `/api/projects/${id}/trackingCode/update`, { trackingCode: [{ ga_ids: ['G-STOLEN1'] }] }],
    ['get', `/api/projects/${id}/campaign/status`],
    ['get', `/api/projects/${id}/reciprocal/status`],
    ['post', `/api/projects/${id}/assign`, { packageId: 1 }],
  ];

  it("answers 404 on every route for another user's project (also VIP), and changes nothing", async () => {
    for (const who of ['user2', 'vip']) {
      for (const [method, path, body] of routes(shop)) {
        const res = await call(who, method, path, body);
        expect([who, method, path, res.status]).toEqual([who, method, path, 404]);
      }
    }
    const [row] = await sql<{ title: string; tracking_codes: unknown }>(t, 'select title, tracking_codes from projects where id = ?', [
      shop,
    ]);
    expect(row).toEqual({ title: 'My online shop', tracking_codes: [{ ga_ids: ['G-DEMO1234'] }] });
  });

  it('answers 404 through GraphQL as well', async () => {
    const queries = [
      'query($id: Int!) { project(id: $id) { id } }',
      'query($id: Int!) { projectGaId(id: $id) }',
      'query($id: Int!) { projectVisitorsCount(id: $id) { visitorsCount } }',
      'query($id: Int!) { projectTrackingCode(id: $id) { ga_ids } }',
      'query($id: Int!) { projectCampaignStatus(id: $id) }',
      'query($id: Int!) { projectCampaignState(id: $id) { status } }',
      'query($id: Int!) { projectReciprocalStatus(id: $id) }',
      'mutation($id: Int!) { updateProject(id: $id, input: { title: "x" }) { id } }',
      'mutation($id: Int!) { updateProjectTrackingCode(id: $id, input: { trackingCode: [] }) { ga_ids } }',
      'mutation($id: Int!) { assignPackage(projectId: $id, packageId: 1) { id } }',
    ];
    for (const q of queries) {
      const res = await t.gql(q, { id: shop }, tokens.user2);
      expect([q, res.errors?.[0]?.extensions?.code]).toEqual([q, 'NOT_FOUND']);
    }
  });

  it('a plain user: analytics id and visitor count of their own project, but 403 on tracking codes (docs/product.md#roles)', async () => {
    expect((await call('user', 'get', `/api/projects/${shop}/gaId`)).body).toEqual({ gaId: 'G-DEMO1234' });
    const owners = (await call('user', 'get', `/api/projects/${shop}/visitorsCount`)).body;
    expect(owners).toEqual({ visitorsCount: expect.any(Number) });
    expect((await call('user', 'get', `/api/projects/${shop}/trackingCode`)).status).toBe(403);
    expect(
      (await call('user', 'put', `/api/projects/${shop}/trackingCode/update`, { trackingCode: [{ ga_ids: ['G-NEW12345'] }] })).status,
    ).toBe(403);
    const gql = await t.gql<{ project: { trackingCodes: unknown } }>(
      'query($id: Int!) { project(id: $id) { trackingCodes { ga_ids } } }',
      { id: shop },
      tokens.user,
    );
    expect(gql.data!.project.trackingCodes).toBeNull();
  });

  it('VIP: reads and writes the tracking codes of their own project; ga_ids must be Google Analytics ids', async () => {
    expect((await call('vip', 'get', `/api/projects/${vipProject}/trackingCode`)).body).toEqual([{ ga_ids: ['G-VIP00001'] }]);
    const bad = await call('vip', 'put', `/api/projects/${vipProject}/trackingCode/update`, {
      trackingCode: [{ ga_ids: ['G-VIP00001', 'GA-12', 'UA-1234'] }],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.violations[0].message).toBe('Each id must look like G-XXXXXXX or UA-0000000-0.');
    const ok = await call('vip', 'put', `/api/projects/${vipProject}/trackingCode/update`, {
      trackingCode: [{ ga_ids: ['UA-1234567-1', 'G-ABCDEF12', 'G-ABCDEF12'] }],
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual([{ ga_ids: ['UA-1234567-1', 'G-ABCDEF12'] }]);
    const gql = await t.gql<{ project: { trackingCodes: unknown } }>(
      'query($id: Int!) { project(id: $id) { trackingCodes { ga_ids } } }',
      { id: vipProject },
      tokens.vip,
    );
    expect(gql.data!.project.trackingCodes).toEqual([{ ga_ids: ['UA-1234567-1', 'G-ABCDEF12'] }]);
  });

  it("support: sees any project's analytics id, visitor count and tracking codes, but may not change them", async () => {
    expect((await call('support', 'get', `/api/projects/${shop}/gaId`)).body).toEqual({ gaId: 'G-DEMO1234' });
    const owners = (await call('user', 'get', `/api/projects/${shop}/visitorsCount`)).body;
    expect((await call('support', 'get', `/api/projects/${shop}/visitorsCount`)).body).toEqual(owners);
    expect(owners).toEqual({ visitorsCount: expect.any(Number) });
    expect((await call('support', 'get', `/api/projects/${shop}/trackingCode`)).body).toEqual([{ ga_ids: ['G-DEMO1234'] }]);
    expect(
      (await call('support', 'put', `/api/projects/${shop}/trackingCode/update`, { trackingCode: [{ ga_ids: ['G-SUPPORT1'] }] })).status,
    ).toBe(403);
    // A manager may.
    expect(
      (await call('manager', 'put', `/api/projects/${shop}/trackingCode/update`, { trackingCode: [{ ga_ids: ['G-DEMO1234'] }] })).status,
    ).toBe(200);
  });

  it('campaign status without a partner is derived from the project and says so', async () => {
    expect((await call('user', 'get', `/api/projects/${shop}/campaign/status`)).body).toEqual({ status: 'active', source: 'derived' });
    expect((await call('user', 'get', `/api/projects/${draft}/campaign/status`)).body).toEqual({ status: 'no_package', source: 'derived' });
    const list = await t.gql<{ projects: { items: { id: number; campaignStatus: string; reciprocalStatus: string }[] } }>(
      '{ projects(limit: 50, filter: { title: "Landing page" }) { items { id campaignStatus reciprocalStatus } } }',
      {},
      tokens.user,
    );
    const byId = Object.fromEntries(list.data!.projects.items.map((p) => [p.id, p]));
    expect(byId[draft]).toMatchObject({ campaignStatus: 'no_package', reciprocalStatus: 'none' });
  });

  it('a full page (50) of projects with both live statuses fits the query budget', async () => {
    const res = await t.gql<{ projects: { items: unknown[] } }>(
      '{ projects(limit: 50, filter: { title: "Landing page" }) { items { id campaignStatus reciprocalStatus trackingCodes { ga_ids } package { id } } } }',
      {},
      tokens.user,
    );
    expect(res.errors).toBeUndefined();
  });

  it('project URLs: http(s) only, no credentials, stored normalised', async () => {
    for (const url of ['ftp://files.example.com', 'https://me:secret@example.com/', 'javascript:alert(1)', 'example.com']) {
      const res = await call('user', 'post', '/api/projects', { title: 'Bad', url });
      expect([url, res.status, res.body.violations?.[0]?.propertyPath]).toEqual([url, 422, 'url']);
    }
    const ok = await call('user', 'post', '/api/projects', { title: 'Good', url: 'HTTPS://Shop.EXAMPLE.com:443/Path?q=1#top' });
    expect(ok.status).toBe(201);
    expect(ok.body.url).toBe('https://shop.example.com/Path?q=1');
  });
});
