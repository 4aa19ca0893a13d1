import { startTestServer, type TestServer } from '../../../../test/harness';
import { createProject, postReports, SECRET, sign, visit, visitorsCount } from './reports';

// The partner posts signed per-visit batches to POST /api/delivery/reports; a batch is
// stored whole or not at all, and each visit id once (docs/product.md#records Project, docs/api.md#calls Projects).
describe('POST /api/delivery/reports', () => {
  let t: TestServer;
  let user: string;
  let projectId: number;
  const onPostgres = !!process.env.DATABASE_URL;

  beforeAll(async () => {
    t = await startTestServer({ DELIVERY_WEBHOOK_SECRET: SECRET });
    user = await t.login('user@example.com');
    projectId = await createProject(t, user, 'Reports target');
  });
  afterAll(() => t.close());

  it('refuses a missing, malformed or wrong signature with 401 and stores nothing', async () => {
    const batch = [visit(projectId)];
    const body = JSON.stringify(batch);
    for (const signature of [
      null,
      '',
      'sha256=',
      `sha256=${'0'.repeat(64)}`,
      sign(body, 'another-secret-0123456789'),
      sign(`${body} `),
      sign(body).slice(7),
    ]) {
      const res = await postReports(t, batch, signature);
      expect({ signature, status: res.status }).toEqual({ signature, status: 401 });
      expect(res.body['hydra:description']).toBe('Invalid or missing X-Signature.');
    }
    expect(await visitorsCount(t, user, projectId)).toBe(0);
  });

  it('stores a signed batch and answers what it received, inserted and already had', async () => {
    const batch = [
      visit(projectId),
      visit(projectId, { referrer: null, country: 'de', device: 'mobile' }),
      visit(projectId, { referrer: '' }),
    ];
    const first = await postReports(t, batch);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: 3, inserted: 3, duplicates: 0 });
    expect(await visitorsCount(t, user, projectId)).toBe(3);

    // The partner retries the same batch (a timeout on its side): nothing new.
    const replay = await postReports(t, batch);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ received: 3, inserted: 0, duplicates: 3 });

    // A batch overlapping the first one, with a visit id repeated inside it too.
    const next = visit(projectId);
    const overlap = await postReports(t, [batch[0], next, next, visit(projectId)]);
    expect(overlap.body).toEqual({ received: 4, inserted: 2, duplicates: 2 });
    expect(await visitorsCount(t, user, projectId)).toBe(5);
  });

  it('refuses a batch with a bad row with 422 naming the row by its index, and stores none of it', async () => {
    const batch = Array.from({ length: 20 }, () => visit(projectId));
    batch[17] = { ...batch[17], pageUrl: 'javascript:alert(1)' };
    batch[3] = { ...batch[3], at: '2026-10-02 12:00' };
    const res = await postReports(t, batch);
    expect(res.status).toBe(422);
    expect(res.body['@type']).toBe('ConstraintViolationList');
    expect(res.body.violations).toEqual([
      { propertyPath: '[3].at', message: 'This value should be an ISO 8601 date and time with a time zone.' },
      { propertyPath: '[17].pageUrl', message: 'This value is not a valid http(s) URL.' },
    ]);
    expect(await visitorsCount(t, user, projectId)).toBe(5);
  });

  it('names every broken field of a row', async () => {
    const res = await postReports(t, [
      visit(projectId),
      {
        visitId: 'has space',
        projectId: '1',
        at: 'x',
        pageUrl: 'https://ok.example.com/\u0000',
        country: 'USA',
        referrer: 'ftp://x',
        device: 'fridge',
      },
      'nope',
    ]);
    expect(res.status).toBe(422);
    expect(res.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual([
      '[1].visitId',
      '[1].projectId',
      '[1].at',
      '[1].pageUrl',
      '[1].country',
      '[1].referrer',
      '[1].device',
      '[2]',
    ]);
  });

  it('keeps what a visit is judged against its order with, and counts visits reported without a source as unknown', async () => {
    const own = await createProject(t, user, 'Judged visits');
    const batch = [
      { ...visit(own), source: 'organic', keyword: 'blue shoes', settingsVersion: 3 },
      { ...visit(own, { referrer: 'https://www.reddit.com/' }), source: 'social', network: 'reddit', settingsVersion: 3 },
      { ...visit(own, { referrer: '' }), source: 'direct', settingsVersion: 2 },
      visit(own),
    ];
    expect((await postReports(t, batch)).status).toBe(200);
    const rows = await t.server.orm.em
      .fork()
      .getConnection()
      .execute('select source, keyword, network, settings_version from delivery_visits where project_id = ? order by visit_id', [own]);
    expect(rows).toEqual([
      { source: 'organic', keyword: 'blue shoes', network: null, settings_version: 3 },
      { source: 'social', keyword: null, network: 'reddit', settings_version: 3 },
      { source: 'direct', keyword: null, network: null, settings_version: 2 },
      { source: null, keyword: null, network: null, settings_version: null },
    ]);
    const stats = await t.gql<{ projectStatistics: { sources: { key: string; visits: number }[] } }>(
      'query($p: Int!) { projectStatistics(projectId: $p, from: "2026-10-01", to: "2026-10-03") { sources { key visits } } }',
      { p: own },
      user,
    );
    expect(stats.data!.projectStatistics.sources).toEqual([
      { key: 'direct', visits: 1 },
      { key: 'organic', visits: 1 },
      { key: 'social', visits: 1 },
      { key: 'unknown', visits: 1 },
    ]);

    const bad = await postReports(t, [{ ...visit(own), source: 'email', keyword: '', network: 'Face Book', settingsVersion: -1 }]);
    expect(bad.status).toBe(422);
    expect(bad.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual([
      '[0].source',
      '[0].keyword',
      '[0].network',
      '[0].settingsVersion',
    ]);
  });

  it('refuses rows of a project that does not exist with their index, and stores none of the batch', async () => {
    const res = await postReports(t, [visit(projectId), visit(999_999), visit(projectId), visit(999_998)]);
    expect(res.status).toBe(422);
    expect(res.body.violations).toEqual([
      { propertyPath: '[1].projectId', message: 'This project does not exist.' },
      { propertyPath: '[3].projectId', message: 'This project does not exist.' },
    ]);
    expect(await visitorsCount(t, user, projectId)).toBe(5);
  });

  it('refuses a body that is not a JSON array of reports', async () => {
    const raw = '[{"visitId":';
    const broken = await t.http
      .post('/api/delivery/reports')
      .set('content-type', 'application/json')
      .set('x-signature', sign(raw))
      .send(raw);
    expect(broken.status).toBe(400);
    const object = await postReports(t, { reports: [visit(projectId)] });
    expect(object.status).toBe(422);
    expect(object.body.violations).toEqual([{ propertyPath: '', message: 'The body should be a JSON array of visit reports.' }]);
    const empty = await postReports(t, []);
    expect(empty.body).toEqual({ received: 0, inserted: 0, duplicates: 0 });
  });

  it('takes 5,000 rows in one batch and refuses 5,001 with 413', async () => {
    const big = Array.from({ length: 5001 }, (_, i) => visit(projectId, { pageUrl: `https://site.example.com/page-${i % 40}` }));
    const refused = await postReports(t, big);
    expect(refused.status).toBe(413);
    expect(refused.body['hydra:description']).toBe('A batch holds at most 5000 reports; this one has 5001.');
    expect(await visitorsCount(t, user, projectId)).toBe(5);
    const accepted = await postReports(t, big.slice(0, 5000));
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ received: 5000, inserted: 5000, duplicates: 0 });
    expect(await visitorsCount(t, user, projectId)).toBe(5005);

    // A body beyond what 5,000 rows need (10 MB) is not even read to the end.
    const huge = JSON.stringify([visit(projectId, { pageUrl: `https://site.example.com/${'x'.repeat(2000)}` })]).padEnd(
      10 * 1024 * 1024 + 1,
      ' ',
    );
    const tooLarge = await t.http
      .post('/api/delivery/reports')
      .set('content-type', 'application/json')
      .set('x-signature', sign(huge))
      .send(huge);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body['hydra:description']).toBe('The request body is too large.');
  });

  (onPostgres ? it : it.skip)('stores each visit once when the same batch arrives twice at the same time (PostgreSQL)', async () => {
    const other = await createProject(t, user, 'Concurrent reports');
    const batch = Array.from({ length: 800 }, () => visit(other));
    const results = await Promise.all([postReports(t, batch), postReports(t, batch), postReports(t, batch)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.reduce((sum, r) => sum + r.body.inserted, 0)).toBe(800);
    expect(results.reduce((sum, r) => sum + r.body.duplicates, 0)).toBe(1600);
    expect(await visitorsCount(t, user, other)).toBe(800);
  });

  (onPostgres ? it : it.skip)('keeps statistics exact when overlapping batches for the same days arrive at once (PostgreSQL)', async () => {
    const other = await createProject(t, user, 'Overlapping reports');
    const pool = Array.from({ length: 1000 }, (_, i) =>
      visit(other, {
        at: `2026-10-0${1 + (i % 3)}T0${i % 10}:00:00Z`,
        country: ['US', 'DE', 'FR'][i % 3],
        pageUrl: `https://site.example.com/p${i % 7}`,
      }),
    );
    // Four batches of 400, each sharing 200 visits with the next: 1,000 distinct visits, every counter contended.
    const batches = [0, 200, 400, 600].map((start) => pool.slice(start, start + 400));
    const results = await Promise.all(batches.map((b) => postReports(t, b)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(results.reduce((sum, r) => sum + r.body.inserted, 0)).toBe(1000);
    expect(results.reduce((sum, r) => sum + r.body.duplicates, 0)).toBe(600);
    const stats = await t.gql<{
      projectStatistics: { total: number; perDay: { visits: number }[]; countries: { key: string; visits: number }[] };
    }>(
      'query S($id: Int) { projectStatistics(projectId: $id, from: "2026-10-01", to: "2026-10-03") { total perDay { visits } countries { key visits } } }',
      { id: other },
      user,
    );
    expect(stats.data!.projectStatistics.total).toBe(1000);
    expect(stats.data!.projectStatistics.perDay.map((d) => d.visits)).toEqual([334, 333, 333]);
    expect(stats.data!.projectStatistics.countries).toEqual([
      { key: 'US', visits: 334 },
      { key: 'DE', visits: 333 },
      { key: 'FR', visits: 333 },
    ]);
    expect(await visitorsCount(t, user, other)).toBe(1000);
  });
});

describe('POST /api/delivery/reports without a signing secret', () => {
  let t: TestServer;
  afterAll(() => t?.close());

  it('answers 503 in production, where no secret is generated', async () => {
    t = await startTestServer({
      NODE_ENV: 'production',
      CARD_PROVIDER_URL: 'https://pay.example.com/checkout',
      CARD_WEBHOOK_SECRET: 'card-secret-0123456789abcdef',
    });
    const res = await postReports(t, [visit(1)], sign('[]'));
    expect(res.status).toBe(503);
    expect(res.body['hydra:description']).toBe('Delivery reports are not accepted: no signing secret is configured.');
  });
});
