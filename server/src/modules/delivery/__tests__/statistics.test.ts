import { startTestServer, type TestServer } from '../../../../test/harness';
import { createProject, postReports, SECRET, visit, visitorsCount } from './reports';

// Per-day visits, countries, referrers, devices, pages, visitor count and delivered versus
// bought come from the partner's reports only, for the owner and staff; anyone else's project answers 404 (docs/product.md#roles and
// docs/api.md#calls).
describe('project statistics', () => {
  let t: TestServer;
  const tokens: Record<string, string> = {};
  let shop: number;

  const STATS = `query Stats($projectId: Int, $from: String, $to: String) {
    projectStatistics(projectId: $projectId, from: $from, to: $to) {
      total perDay { day visits } countries { key visits } referrers { key visits } devices { key visits }
    }
  }`;
  const PAGES = `query Pages($projectId: Int!, $from: String, $to: String, $page: Int, $limit: Int) {
    projectPages(projectId: $projectId, from: $from, to: $to, page: $page, limit: $limit) { pages { url visits } total }
  }`;
  const get = (path: string, who?: string) => {
    const req = t.http.get(path);
    return who ? req.set('authorization', `Bearer ${tokens[who]}`) : req;
  };

  beforeAll(async () => {
    t = await startTestServer({ DELIVERY_WEBHOOK_SECRET: SECRET });
    for (const who of ['user', 'user2', 'support', 'admin']) tokens[who] = await t.login(`${who}@example.com`);
    shop = await createProject(t, tokens.user, 'Statistics shop');
    const p = (path: string) => `https://site.example.com${path}`;
    const rows = [
      // 2026-10-01: 3 visits
      visit(shop, {
        at: '2026-10-01T00:00:00.000Z',
        pageUrl: p('/'),
        country: 'US',
        referrer: 'https://www.google.com/',
        device: 'desktop',
      }),
      visit(shop, { at: '2026-10-01T08:30:00+02:00', pageUrl: p('/'), country: 'us', referrer: null, device: 'mobile' }),
      visit(shop, {
        at: '2026-10-01T23:59:59.999Z',
        pageUrl: p('/pricing'),
        country: 'DE',
        referrer: 'https://www.google.com/',
        device: 'desktop',
      }),
      // 2026-10-03: 2 visits (the second is 2026-10-03 in UTC although its local day is the 4th)
      visit(shop, { at: '2026-10-03T10:00:00Z', pageUrl: p('/'), country: 'GB', referrer: '', device: 'tablet' }),
      visit(shop, { at: '2026-10-04T01:00:00+03:00', pageUrl: p('/pricing'), country: 'US', referrer: 'https://t.co/', device: 'desktop' }),
      // 2026-10-05, last instant of the range
      visit(shop, {
        at: '2026-10-05T23:59:59.999Z',
        pageUrl: p('/contact'),
        country: 'US',
        referrer: 'https://www.google.com/',
        device: 'desktop',
      }),
      // outside 2026-10-01 … 2026-10-05
      visit(shop, { at: '2026-09-30T23:59:59.999Z', pageUrl: p('/old'), country: 'FR' }),
      visit(shop, { at: '2026-10-06T00:00:00.000Z', pageUrl: p('/new'), country: 'FR' }),
    ];
    const res = await postReports(t, rows);
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  });
  afterAll(() => t.close());

  it('counts exactly the posted visits of the range, every day listed, per UTC day', async () => {
    const res = await t.gql(STATS, { projectId: shop, from: '2026-10-01', to: '2026-10-05' }, tokens.user);
    expect(res.errors).toBeUndefined();
    expect(res.data!.projectStatistics).toEqual({
      total: 6,
      perDay: [
        { day: '2026-10-01', visits: 3 },
        { day: '2026-10-02', visits: 0 },
        { day: '2026-10-03', visits: 2 },
        { day: '2026-10-04', visits: 0 },
        { day: '2026-10-05', visits: 1 },
      ],
      countries: [
        { key: 'US', visits: 4 },
        { key: 'DE', visits: 1 },
        { key: 'GB', visits: 1 },
      ],
      referrers: [
        { key: 'https://www.google.com/', visits: 3 },
        { key: '(direct)', visits: 2 },
        { key: 'https://t.co/', visits: 1 },
      ],
      devices: [
        { key: 'desktop', visits: 4 },
        { key: 'mobile', visits: 1 },
        { key: 'tablet', visits: 1 },
      ],
    });
  });

  it("covers the last 30 days by default, and all of the caller's own projects when no project is named", async () => {
    const own = await t.gql<{ projectStatistics: { perDay: { day: string }[]; total: number } }>(STATS, {}, tokens.user2);
    const days = own.data!.projectStatistics.perDay.map((d) => d.day);
    expect(days).toHaveLength(30);
    expect(days[29]).toBe(new Date().toISOString().slice(0, 10));

    const other = await createProject(t, tokens.user2, 'Second user site');
    await postReports(t, [visit(other, { at: '2026-10-02T05:00:00Z' }), visit(other, { at: '2026-10-02T06:00:00Z' })]);
    const all = await t.gql<{ projectStatistics: { total: number; perDay: { day: string; visits: number }[] } }>(
      STATS,
      { from: '2026-10-01', to: '2026-10-03' },
      tokens.user2,
    );
    // user's 5 visits of those days are not user2's.
    expect(all.data!.projectStatistics.total).toBe(2);
    expect(all.data!.projectStatistics.perDay).toEqual([
      { day: '2026-10-01', visits: 0 },
      { day: '2026-10-02', visits: 2 },
      { day: '2026-10-03', visits: 0 },
    ]);
    const mine = await t.gql<{ projectStatistics: { total: number } }>(STATS, { from: '2026-10-01', to: '2026-10-03' }, tokens.user);
    expect(mine.data!.projectStatistics.total).toBe(5);
  });

  it('pages the visited pages, most visited first, with the number of distinct pages as total', async () => {
    const range = { from: '2026-10-01', to: '2026-10-05' };
    const first = await t.gql(PAGES, { projectId: shop, ...range, page: 1, limit: 2 }, tokens.user);
    expect(first.data!.projectPages).toEqual({
      pages: [
        { url: 'https://site.example.com/', visits: 3 },
        { url: 'https://site.example.com/pricing', visits: 2 },
      ],
      total: 3,
    });
    const second = await t.gql(PAGES, { projectId: shop, ...range, page: 2, limit: 2 }, tokens.user);
    expect(second.data!.projectPages).toEqual({ pages: [{ url: 'https://site.example.com/contact', visits: 1 }], total: 3 });
    const beyond = await t.gql(PAGES, { projectId: shop, ...range, page: 3, limit: 2 }, tokens.user);
    expect(beyond.data!.projectPages).toEqual({ pages: [], total: 3 });

    // docs/api.md#calls: GET /api/projects/{id}/pages (page, limit; response pages and total).
    const rest = await get(`/api/projects/${shop}/pages?page=1&limit=1&from=2026-09-30&to=2026-10-06`, 'user');
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ pages: [{ url: 'https://site.example.com/', visits: 3 }], total: 5 });
    expect((await get(`/api/projects/${shop}/pages?page=abc`, 'user')).status).toBe(400);
  });

  it('counts every visit delivered so far as the visitor count, for the owner and support staff', async () => {
    expect(await visitorsCount(t, tokens.user, shop)).toBe(8);
    expect(await visitorsCount(t, tokens.support, shop)).toBe(8);
    const gql = await t.gql<{ projectVisitorsCount: { visitorsCount: number } }>(
      `{ projectVisitorsCount(id: ${shop}) { visitorsCount } }`,
      {},
      tokens.user,
    );
    expect(gql.data!.projectVisitorsCount.visitorsCount).toBe(8);
  });

  it('refuses a date range it cannot read, one ending before it starts, or one longer than 366 days', async () => {
    const violations = async (vars: Record<string, unknown>) => {
      const res = await t.gql(STATS, { projectId: shop, ...vars }, tokens.user);
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      return res.errors![0].extensions!.violations;
    };
    expect(await violations({ from: '2026-02-30', to: '01/03/2026' })).toEqual([
      { propertyPath: 'from', message: 'This value is not a valid date: expected YYYY-MM-DD.' },
      { propertyPath: 'to', message: 'This value is not a valid date: expected YYYY-MM-DD.' },
    ]);
    expect(await violations({ from: '2026-10-05', to: '2026-10-01' })).toEqual([
      { propertyPath: 'from', message: 'The start date must not be after the end date.' },
    ]);
    expect(await violations({ from: '2025-01-01', to: '2026-01-02' })).toEqual([
      { propertyPath: 'to', message: 'The date range must not be longer than 366 days.' },
    ]);
    const ok = await t.gql(STATS, { projectId: shop, from: '2025-01-01', to: '2026-01-01' }, tokens.user);
    expect(ok.errors).toBeUndefined();

    const rest = await get(`/api/projects/${shop}/pages?from=yesterday`, 'user');
    expect(rest.status).toBe(422);
    expect(rest.body.violations).toEqual([{ propertyPath: 'from', message: 'This value is not a valid date: expected YYYY-MM-DD.' }]);
  });

  it("answers 404 for another user's project on every statistics read, and lets staff read it", async () => {
    const notFound = async (query: string, vars: Record<string, unknown>) =>
      (await t.gql(query, vars, tokens.user2)).errors?.[0].extensions?.code;
    expect(await notFound(STATS, { projectId: shop })).toBe('NOT_FOUND');
    expect(await notFound(PAGES, { projectId: shop })).toBe('NOT_FOUND');
    expect(await notFound(`query V($id: Int!) { projectVisitorsCount(id: $id) { visitorsCount } }`, { id: shop })).toBe('NOT_FOUND');
    for (const path of ['pages', 'visitorsCount', 'visits.csv']) {
      expect({ path, status: (await get(`/api/projects/${shop}/${path}`, 'user2')).status }).toEqual({ path, status: 404 });
      const anonymous = await get(`/api/projects/${shop}/${path}`);
      expect({ path, status: anonymous.status, body: anonymous.body }).toEqual({
        path,
        status: 401,
        body: { code: 401, message: 'JWT Token not found' },
      });
    }
    // A project id that does not exist answers as someone else's does.
    expect((await get('/api/projects/999999/visits.csv', 'user2')).status).toBe(404);

    const staff = await t.gql<{ projectStatistics: { total: number } }>(
      STATS,
      { projectId: shop, from: '2026-10-01', to: '2026-10-05' },
      tokens.support,
    );
    expect(staff.data!.projectStatistics.total).toBe(6);
    expect((await get(`/api/projects/${shop}/pages?from=2026-10-01&to=2026-10-05`, 'support')).body.total).toBe(3);
    expect((await get(`/api/projects/${shop}/visits.csv?from=2026-10-01&to=2026-10-05`, 'support')).status).toBe(200);
  });

  it('shows the demo projects with a package three weeks of demo reports on a fresh start', async () => {
    type Stats = {
      projectStatistics: { total: number; perDay: { visits: number }[]; devices: { key: string }[]; countries: { key: string }[] };
    };
    const projects = (
      await t.gql<{ projects: { items: { id: number; title: string }[] } }>(
        '{ projects(limit: 50) { items { id title } } }',
        {},
        tokens.user,
      )
    ).data!.projects.items;
    const shopId = projects.find((p) => p.title === 'My online shop')!.id;
    const stats = (await t.gql<Stats>(STATS, { projectId: shopId }, tokens.user)).data!.projectStatistics;
    const days = stats.perDay.map((d) => d.visits);
    // 21 days of reports up to the seeding: whole days before it have visits, the first days of the range none (the
    // bounds leave a day of slack for a run that crosses midnight).
    expect(days.slice(-20, -1).every((v) => v > 0)).toBe(true);
    expect(days.slice(0, 8)).toEqual(Array(8).fill(0));
    expect(stats.devices.map((d) => d.key)).toEqual(expect.arrayContaining(['desktop', 'mobile', 'tablet']));
    expect(stats.countries.length).toBeGreaterThan(5);
    const csv = await get(`/api/projects/${shopId}/visits.csv`, 'user');
    const ids = (csv.text as string)
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(',')[0]);
    expect(ids.length).toBe(stats.total);
    expect(ids.every((id) => id.startsWith('demo-'))).toBe(true);
    // A project without a package has no demo reports.
    const draftId = projects.find((p) => p.title === 'Landing page draft')!.id;
    expect(await visitorsCount(t, tokens.user, draftId)).toBe(0);
  });

  it('shows delivered versus bought for the current period, in one statement for a whole list', async () => {
    type Item = {
      id: number;
      title: string;
      delivered: number;
      bought: number;
      expiredAt: string | null;
      package: { size: number; durationDays: number } | null;
    };
    const list = async (who: string, limit = 50) =>
      (
        await t.gql<{ projects: { items: Item[] } }>(
          `query L($limit: Int) { projects(limit: $limit) { items { id title delivered bought expiredAt package { size durationDays } } } }`,
          { limit },
          tokens[who],
        )
      ).data!.projects.items;
    const before = await list('user');
    const running = before.find((p) => p.title === 'My online shop')!;
    expect(running.bought).toBe(running.package!.size);
    const periodStart = new Date(running.expiredAt!).getTime() - running.package!.durationDays * 86_400_000;
    const hour = 3_600_000;
    await postReports(t, [
      visit(running.id, { at: new Date(Date.now() - hour).toISOString() }),
      visit(running.id, { at: new Date(periodStart + hour).toISOString() }), // the period's first, partial day
      visit(running.id, { at: new Date(periodStart + 26 * hour).toISOString() }),
      visit(running.id, { at: new Date(periodStart - hour).toISOString() }), // the previous period
    ]);
    const after = await list('user');
    expect(after.find((p) => p.id === running.id)!.delivered).toBe(running.delivered + 3);
    // No package: nothing bought, nothing counted as delivered, whatever was reported.
    const idle = after.find((p) => p.id === shop)!;
    expect(idle).toMatchObject({ bought: 0, delivered: 0 });

    // delivered and bought of a whole page cost one statement, not one per project (a DataLoader, no N+1).
    const statements = async (fields: string) => {
      t.queries.reset();
      const res = await t.gql<{ projects: { items: unknown[] } }>(
        `{ projects(limit: 50) { items { id package { size } ${fields} } } }`,
        {},
        tokens.admin,
      );
      expect(res.data!.projects.items.length).toBeGreaterThan(5);
      return t.queries.count;
    };
    await t.server.services.bus?.sync();
    await statements(''); // the caller's user is then cached
    expect(await statements('delivered bought')).toBe((await statements('')) + 1);
  });
});
