import { startTestServer, type TestServer } from '../../../../test/harness';
import { createProject, postReports, SECRET, visit } from './reports';

// The raw visits of a date range as a CSV file the customer matches with their own server logs.
describe('GET /api/projects/{id}/visits.csv', () => {
  let t: TestServer;
  let user: string;
  let projectId: number;

  const csv = (path: string, token = user) =>
    t.http
      .get(path)
      .set('authorization', `Bearer ${token}`)
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done(null, text));
      });

  beforeAll(async () => {
    t = await startTestServer({ DELIVERY_WEBHOOK_SECRET: SECRET });
    user = await t.login('user@example.com');
    projectId = await createProject(t, user, 'CSV export');
    const res = await postReports(t, [
      visit(projectId, {
        visitId: 'b-2',
        at: '2026-10-02T10:00:00.250+02:00',
        pageUrl: 'https://site.example.com/a?x=1,2',
        referrer: null,
        device: 'mobile',
        country: 'de',
      }),
      visit(projectId, {
        visitId: 'a-1',
        at: '2026-10-01T00:00:00Z',
        pageUrl: 'https://site.example.com/"quoted"',
        referrer: 'https://www.google.com/',
      }),
      visit(projectId, {
        visitId: '=HYPERLINK("http://evil.example")',
        at: '2026-10-03T23:59:59.999Z',
        referrer: 'https://news.example.com/?q=-1+1',
      }),
      visit(projectId, { visitId: 'outside', at: '2026-10-04T00:00:00Z' }),
    ]);
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  });
  afterAll(() => t.close());

  it('streams the visits of the range in time order as a download, quoted and safe to open in a spreadsheet', async () => {
    const res = await csv(`/api/projects/${projectId}/visits.csv?from=2026-10-01&to=2026-10-03`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename=project-${projectId}-visits-2026-10-01-to-2026-10-03.csv`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toBe(
      [
        'visitId,at,pageUrl,country,referrer,device',
        'a-1,2026-10-01T00:00:00.000Z,"https://site.example.com/""quoted""",US,https://www.google.com/,desktop',
        'b-2,2026-10-02T08:00:00.250Z,"https://site.example.com/a?x=1,2",DE,,mobile',
        `"'=HYPERLINK(""http://evil.example"")",2026-10-03T23:59:59.999Z,https://site.example.com/,US,https://news.example.com/?q=-1+1,desktop`,
        '',
      ].join('\r\n'),
    );
  });

  it('exports every row once across its internal pages, even thousands of visits at the same instant', async () => {
    const busy = await createProject(t, user, 'Busy second');
    const rows = Array.from({ length: 5003 }, (_, i) =>
      visit(busy, { visitId: `same-${String(i).padStart(5, '0')}`, at: '2026-10-10T12:00:00Z' }),
    );
    rows.push(visit(busy, { visitId: 'earlier', at: '2026-10-10T11:59:59.999Z' }));
    expect((await postReports(t, rows.slice(0, 5000))).status).toBe(200);
    expect((await postReports(t, rows.slice(5000))).status).toBe(200);
    const res = await csv(`/api/projects/${busy}/visits.csv?from=2026-10-10&to=2026-10-10`);
    const lines = (res.body as string)
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(',')[0]);
    expect(lines).toHaveLength(5004);
    expect(new Set(lines).size).toBe(5004);
    expect(lines[0]).toBe('earlier');
    expect(lines.slice(1)).toEqual(rows.slice(0, 5003).map((r) => r.visitId));

    // Exactly one internal page of rows: the export ends after an empty second page without an empty chunk.
    const full = await createProject(t, user, 'Exactly one page');
    expect(
      (
        await postReports(
          t,
          rows.slice(0, 5000).map((r) => ({ ...r, visitId: `full-${r.visitId}`, projectId: full })),
        )
      ).status,
    ).toBe(200);
    const one = await csv(`/api/projects/${full}/visits.csv?from=2026-10-10&to=2026-10-10`);
    expect((one.body as string).split('\r\n')).toHaveLength(5002); // header, 5,000 rows, the final empty string
  });

  it('answers only the header for a range without visits, and 422 for a range it cannot read', async () => {
    const empty = await csv(`/api/projects/${projectId}/visits.csv?from=2020-01-01&to=2020-01-31`);
    expect(empty.body).toBe('visitId,at,pageUrl,country,referrer,device\r\n');
    const bad = await t.http
      .get(`/api/projects/${projectId}/visits.csv?from=2026-10-05&to=2026-10-01`)
      .set('authorization', `Bearer ${user}`);
    expect(bad.status).toBe(422);
    expect(bad.body.violations).toEqual([{ propertyPath: 'from', message: 'The start date must not be after the end date.' }]);
    const notAnId = await t.http.get('/api/projects/abc/visits.csv').set('authorization', `Bearer ${user}`);
    expect(notAnId.status).toBe(404);
  });
});
