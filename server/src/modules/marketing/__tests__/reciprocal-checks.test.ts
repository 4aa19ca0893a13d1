import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestServer, type TestServer } from '../../../../test/harness';
import { createProject, credit, newAccount, packageByCode, sql } from '../../projects/__tests__/helpers';
import { findLink } from '../reciprocal-check.service';
import { JOBS } from '../../../jobs/job-map';

// The check reads the project's page with the guarded fetcher and a real HTML parser,
// stores the result and its time, notes rel="nofollow", and books the reward of a followed link once in the ledger.

describe('reciprocal link checks', () => {
  let t: TestServer;
  let site: http.Server;
  let siteUrl: string;
  const pages = new Map<string, string>();
  let owner: { token: string; id: number };
  let linkId: number;
  let linkUrl: string;

  beforeAll(async () => {
    site = http.createServer((req, res) => {
      const body = pages.get(req.url ?? '');
      if (body === undefined) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html' }).end(body);
    });
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    t = await startTestServer({ DEMO_FETCH_ALLOW_PRIVATE: 'true' });
    owner = await newAccount(t);
    const links = await t.gql<{ activeReciprocalLinks: { id: number; url: string }[] }>(
      '{ activeReciprocalLinks { id url } }',
      {},
      owner.token,
    );
    ({ id: linkId, url: linkUrl } = links.data!.activeReciprocalLinks[0]);
  });
  afterAll(async () => {
    await t.close();
    site.closeAllConnections();
    await new Promise((r) => site.close(r));
  });

  const check = () => t.server.services.jobs.drain([JOBS.reciprocalCheck]);
  const bonuses = (projectId: number) =>
    sql<{ quantity: number; reference: string }>(
      t,
      `select quantity, reference from transactions where source = 'reciprocal_link' and reference like ?`,
      [`reciprocal-${projectId}-%`],
    );
  const stored = (projectId: number) =>
    sql<{ status: string; nofollow: boolean; checked_at: Date; error: string | null }>(
      t,
      'select status, nofollow, checked_at, error from reciprocal_link_checks where project_id = ?',
      [projectId],
    );

  it('a followed link is active, stored with its time, and earns one credit of the project package once', async () => {
    const pkg = await packageByCode(t, 'website-traffic-50k');
    await credit(t, owner.id, pkg, 1);
    pages.set(
      '/followed',
      `<!doctype html><html><body><nav><a href="/about">About</a></nav><footer><a href="${linkUrl}" rel="noopener">Traffic</a></footer></body></html>`,
    );
    const projectId = await createProject(t, owner.token, { url: `${siteUrl}/followed`, reciprocalLinkId: linkId });
    expect(
      (
        await t.gql(
          'mutation($p: Int!, $k: Int!) { assignPackage(projectId: $p, packageId: $k) { id } }',
          { p: projectId, k: pkg.id },
          owner.token,
        )
      ).errors,
    ).toBeUndefined();
    const before = Date.now();
    await check();
    const [row] = await stored(projectId);
    expect(row).toMatchObject({ status: 'active', nofollow: false, error: null });
    expect(new Date(row.checked_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await bonuses(projectId)).toEqual([{ quantity: 1, reference: `reciprocal-${projectId}-${linkId}` }]);
    // The owner's balance shows it (the earlier credit went to the project; this one is the bonus).
    const balances = await t.http.get('/api/balances').set('authorization', `Bearer ${owner.token}`);
    expect(
      (balances.body['hydra:member'] as { quantity: number; package: { code: string } }[]).find((b) => b.package.code === pkg.code)
        ?.quantity,
    ).toBe(1);

    // The daily re-check finds it again: nothing more is booked.
    await t.server.services.jobs.send(JOBS.reciprocalCheckAll, {});
    await t.server.services.jobs.drain([JOBS.reciprocalCheckAll, JOBS.reciprocalCheck]);
    expect(await bonuses(projectId)).toHaveLength(1);
    const status = await t.http.get(`/api/projects/${projectId}/reciprocal/status`).set('authorization', `Bearer ${owner.token}`);
    expect(status.body).toEqual({ status: 'active' });
  });

  it('a nofollow link counts as present, is noted, and earns nothing; an unreadable page is "unknown" with its error', async () => {
    const pkg = await packageByCode(t, 'website-traffic-50k');
    await credit(t, owner.id, pkg, 1);
    pages.set('/nofollow', `<p>Partners: <a rel="sponsored nofollow" href="${linkUrl.replace(/^https?:/, 'http:')}/#top">traffic</a></p>`);
    const projectId = await createProject(t, owner.token, { url: `${siteUrl}/nofollow`, reciprocalLinkId: linkId });
    await t.gql(
      'mutation($p: Int!, $k: Int!) { assignPackage(projectId: $p, packageId: $k) { id } }',
      { p: projectId, k: pkg.id },
      owner.token,
    );
    await check();
    expect((await stored(projectId))[0]).toMatchObject({ status: 'active', nofollow: true });
    expect(await bonuses(projectId)).toEqual([]);

    const gone = await createProject(t, owner.token, { url: `${siteUrl}/no-such-page`, reciprocalLinkId: linkId });
    await check();
    expect((await stored(gone))[0]).toMatchObject({ status: 'unknown', error: 'The page answered HTTP 404.' });
    expect((await t.http.get(`/api/projects/${gone}/reciprocal/status`).set('authorization', `Bearer ${owner.token}`)).body).toEqual({
      status: 'unknown',
    });
  });

  it('parses real HTML: the link text in a comment or an attribute is not a link; relative and scheme-less forms match', () => {
    const target = 'https://partners.example.com/traffic';
    expect(findLink('<!-- <a href="https://partners.example.com/traffic">x</a> -->', 'https://site.example.com/', target).found).toBe(
      false,
    );
    expect(findLink('<img alt=\'<a href="https://partners.example.com/traffic">\'>', 'https://site.example.com/', target).found).toBe(
      false,
    );
    expect(findLink('<A HREF="//partners.example.com/traffic/">x</A>', 'https://site.example.com/', target)).toEqual({
      found: true,
      nofollow: false,
    });
    expect(findLink('<a href="/traffic" rel="NoFollow">x</a>', 'https://partners.example.com/', target)).toEqual({
      found: true,
      nofollow: true,
    });
    expect(findLink('<a href="https://partners.example.com/other">x</a>', 'https://site.example.com/', target).found).toBe(false);
  });
});
