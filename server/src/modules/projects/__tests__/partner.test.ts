import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestServer, type TestServer } from '../../../../test/harness';
import type { Package } from '../../packages/package.entity';
import { queueUnconfirmedCampaigns, sweepProjects } from '../project-period.service';
import { createProject, credit, jobsNamed, newAccount, packageByCode, setExpiry, sql } from './helpers';
import { JOBS } from '../../../jobs/job-map';

// The delivery partner (docs/product.md#states campaign status "unknown" on failure, docs/api.md#error-catalogue), the Project status
// fields of the
// contract, and the reciprocal link check. The partner and the customer's website are small local HTTP servers.

interface Seen {
  method: string;
  url: string;
  auth?: string;
  body: unknown;
}

interface Fake {
  url: string;
  seen: Seen[];
  /** What the next requests get: status code, JSON body, delay. */
  reply: (req: Seen) => { status: number; body?: unknown; delayMs?: number };
  close(): Promise<void>;
}

async function startFake(reply: Fake['reply']): Promise<Fake> {
  const fake = { seen: [] as Seen[], reply } as Fake;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const seen: Seen = { method: req.method!, url: req.url!, auth: req.headers.authorization, body: raw ? JSON.parse(raw) : undefined };
      fake.seen.push(seen);
      const { status, body, delayMs = 0 } = fake.reply(seen);
      setTimeout(() => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(body === undefined ? '' : JSON.stringify(body));
      }, delayMs).unref();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((r) => {
      server.closeAllConnections();
      server.close(() => r());
    });
  return fake;
}

const ASSIGN = 'mutation($p: Int!, $k: Int!) { assignPackage(projectId: $p, packageId: $k) { id } }';

describe('delivery partner configured', () => {
  let t: TestServer;
  let partner: Fake;
  let pkg: Package;
  let status: { status: number; body?: unknown; delayMs?: number } = { status: 200, body: { status: 'active' } };
  let writes: { status: number } = { status: 200 };

  beforeAll(async () => {
    partner = await startFake((req) => (req.method === 'GET' ? status : { ...writes, body: { id: `cmp-${req.url.split('/').pop()}` } }));
    t = await startTestServer({ DELIVERY_API_URL: `${partner.url}/v1/`, DELIVERY_API_KEY: 'partner-key', DELIVERY_TIMEOUT_MS: '2000' });
    pkg = await packageByCode(t, 'website-traffic-50k');
    // The start sent the demo data's running campaigns, which the partner had never confirmed: done before the tests look.
    await t.server.services.jobs.drain([JOBS.deliverySync]);
  });
  afterAll(async () => {
    await t.close();
    await partner.close();
  });

  async function assigned() {
    const owner = await newAccount(t);
    await credit(t, owner.id, pkg, 1);
    const projectId = await createProject(t, owner.token, { url: 'https://Shop.Example.com/landing' });
    expect((await t.gql(ASSIGN, { p: projectId, k: pkg.id }, owner.token)).errors).toBeUndefined();
    return { owner, projectId };
  }

  it('a package that starts is sent to the partner by a queued job: PUT /campaigns/{id} with the period and size', async () => {
    const { projectId } = await assigned();
    partner.seen.length = 0;
    await t.server.services.jobs.drain([JOBS.deliverySync]);
    const [row] = await sql<{ expired_at: Date; campaign_id: string }>(t, 'select expired_at, campaign_id from projects where id = ?', [
      projectId,
    ]);
    expect(partner.seen).toEqual([
      {
        method: 'PUT',
        url: `/v1/campaigns/${projectId}`,
        auth: 'Bearer partner-key',
        body: {
          url: 'https://shop.example.com/landing',
          visitors: 50_000,
          startsAt: new Date(new Date(row.expired_at).getTime() - pkg.durationDays * 86_400_000).toISOString(),
          endsAt: new Date(row.expired_at).toISOString(),
          // A project that never saved traffic settings runs on the defaults (docs/targeting.md).
          format: 1,
          settingsVersion: 0,
          visitorsPerDay: Math.round(50_000 / pkg.durationDays),
          geo: { split: 'even', countries: [] },
          sources: { direct: 100, organic: 0, social: 0, referral: 0, searchEngine: null, keywords: [], socialNetworks: [], referrers: [] },
          devices: { desktop: 40, mobile: 55, tablet: 5 },
          behaviour: { bounceRate: 50, minDurationSeconds: 30, maxDurationSeconds: 120, pagesPerVisit: 2, pages: [] },
          pace: { curve: 'even', timeZone: null, rampUpDays: null, utm: null },
        },
      },
    ]);
    expect(row.campaign_id).toBe(`cmp-${projectId}`);
  });

  it("a changed URL of a running project reaches the partner's campaign", async () => {
    const { owner, projectId } = await assigned();
    await t.server.services.jobs.drain([JOBS.deliverySync]);
    partner.seen.length = 0;
    const res = await t.http
      .put(`/api/projects/${projectId}`)
      .set('authorization', `Bearer ${owner.token}`)
      .send({ url: 'https://new.example.com/' });
    expect(res.status).toBe(200);
    await t.server.services.jobs.drain([JOBS.deliverySync]);
    expect(partner.seen.map((s) => [s.method, (s.body as { url?: string } | undefined)?.url])).toEqual([
      ['PUT', 'https://new.example.com/'],
    ]);
    // A title change tells the partner nothing.
    await t.http.put(`/api/projects/${projectId}`).set('authorization', `Bearer ${owner.token}`).send({ title: 'Renamed' });
    expect(await t.server.services.jobs.drain([JOBS.deliverySync])).toBe(0);
  });

  it('running campaigns the partner never confirmed are sent when a process starts, and only those', async () => {
    const unconfirmed = await assigned();
    const confirmed = await assigned();
    await t.server.services.jobs.drain([JOBS.deliverySync]);
    // As if the first had started before the partner was configured.
    await sql(t, 'update projects set campaign_id = null where id = ?', [unconfirmed.projectId]);
    const running = await sql<{ id: number }>(
      t,
      'select id from projects where package_id is not null and expired_at > now() and campaign_id is null order by id',
    );
    expect(running.map((r) => r.id)).toContain(unconfirmed.projectId);
    partner.seen.length = 0;
    expect(await queueUnconfirmedCampaigns(t.server.orm.em.fork(), t.server.services.jobs)).toBe(running.length);
    await t.server.services.jobs.drain([JOBS.deliverySync]);
    expect(partner.seen.filter((s) => s.method === 'PUT').map((s) => s.url)).toEqual(running.map((r) => `/v1/campaigns/${r.id}`));
    expect(partner.seen.some((s) => s.url.endsWith(`/${confirmed.projectId}`))).toBe(false);
    const [row] = await sql<{ campaign_id: string }>(t, 'select campaign_id from projects where id = ?', [unconfirmed.projectId]);
    expect(row.campaign_id).toBe(`cmp-${unconfirmed.projectId}`);
  });

  it('a partner that fails is retried with backoff until it answers', async () => {
    const { projectId } = await assigned();
    writes = { status: 503 };
    partner.seen.length = 0;
    await t.server.services.jobs.drain([JOBS.deliverySync]);
    expect(partner.seen.map((s) => s.method)).toEqual(['PUT']);
    const [job] = (await jobsNamed<{ projectId: number }>(t, JOBS.deliverySync)).filter((j) => j.data.projectId === projectId);
    expect(job.state).toBe('retry');
    const [timing] = await sql<{ retry_limit: number; retry_backoff: boolean; later: boolean }>(
      t,
      'select retry_limit, retry_backoff, start_after > now() as later from pgboss.job where id = ?',
      [job.id],
    );
    expect(timing).toEqual({ retry_limit: 8, retry_backoff: true, later: true });

    // Time passes: the retry is due, the partner is back.
    writes = { status: 200 };
    await sql(t, `update pgboss.job set start_after = now() - interval '1 second' where id = ?`, [job.id]);
    await t.server.services.jobs.drain([JOBS.deliverySync]);
    expect(partner.seen.map((s) => s.method)).toEqual(['PUT', 'PUT']);
    expect((await jobsNamed(t, JOBS.deliverySync)).find((j) => j.id === job.id)!.state).toBe('completed');
  });

  it('a package that ends stops the campaign: DELETE /campaigns/{id}', async () => {
    const { projectId } = await assigned();
    await t.server.services.jobs.drain([JOBS.deliverySync]);
    await setExpiry(t, projectId, new Date(Date.now() - 1000), { autoRenew: false });
    await sweepProjects(t.server.orm.em.fork(), t.server.services.jobs);
    partner.seen.length = 0;
    await t.server.services.jobs.drain([JOBS.deliverySync]);
    expect(partner.seen).toEqual([{ method: 'DELETE', url: `/v1/campaigns/${projectId}`, auth: 'Bearer partner-key', body: undefined }]);
  });

  it("removing the owner's account stops the running campaign at the partner", async () => {
    const { owner, projectId } = await assigned();
    await t.server.services.jobs.drain([JOBS.deliverySync]);
    partner.seen.length = 0;
    const removed = await t.http
      .post('/api/remove-account')
      .set('authorization', `Bearer ${owner.token}`)
      .send({ password: 'a-good-password' });
    expect(removed.status).toBe(204);
    await t.server.services.jobs.drain([JOBS.deliverySync]);
    expect(partner.seen.map((s) => `${s.method} ${s.url}`)).toEqual([`DELETE /v1/campaigns/${projectId}`]);
  });

  it("campaign status is the partner's; a failing or slow partner reads unknown (GraphQL and REST)", async () => {
    const { owner, projectId } = await assigned();
    const rest = () => t.http.get(`/api/projects/${projectId}/campaign/status`).set('authorization', `Bearer ${owner.token}`);
    status = { status: 200, body: { status: 'paused' } };
    // Until the queued sync reaches the partner, the project's own period answers: the package just assigned runs.
    partner.seen.length = 0;
    expect((await rest()).body).toEqual({ status: 'active', source: 'derived' });
    expect(partner.seen).toEqual([]);
    await t.server.services.jobs.drain([JOBS.deliverySync]);
    expect((await rest()).body).toEqual({ status: 'paused', source: 'partner' });
    const gql = await t.gql<{ project: { campaignStatus: string } }>(
      'query($id: Int!) { project(id: $id) { campaignStatus } }',
      { id: projectId },
      owner.token,
    );
    expect(gql.data!.project.campaignStatus).toBe('paused');
    expect(
      (
        await t.gql<{ projectCampaignStatus: string }>(
          'query($id: Int!) { projectCampaignStatus(id: $id) }',
          { id: projectId },
          owner.token,
        )
      ).data!.projectCampaignStatus,
    ).toBe('paused');

    status = { status: 500, body: { error: 'down' } };
    expect((await rest()).body).toEqual({ status: 'unknown', source: 'partner' });
    status = { status: 200, body: { status: 'something-new' } };
    expect((await rest()).body).toEqual({ status: 'unknown', source: 'partner' });
    // The fake partner runs in this process: a timeout well above a pause of its event loop, and a reply far later.
    status = { status: 200, body: { status: 'active' }, delayMs: 6000 };
    const started = Date.now();
    const slow = await rest();
    expect(slow.status).toBe(200);
    expect(slow.body).toEqual({ status: 'unknown', source: 'partner' });
    expect(Date.now() - started).toBeLessThan(5000); // the partner's 6 s answer was not waited for
    status = { status: 200, body: { status: 'active' } };
  });
});

describe('reciprocal link status: the project page is fetched and its links read', () => {
  let t: TestServer;
  let site: http.Server;
  let siteUrl: string;
  let page = '';
  let owner: { token: string };
  let linkUrl: string;
  let linkId: number;

  beforeAll(async () => {
    site = http.createServer((req, res) => {
      if (req.url === '/down') {
        res.writeHead(500).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html' }).end(page);
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

  const statusOf = async (projectId: number) =>
    (await t.http.get(`/api/projects/${projectId}/reciprocal/status`).set('authorization', `Bearer ${owner.token}`)).body;

  // The page is read by a job (queued when the link is chosen, and daily); the calls answer what it stored.
  const check = () => t.server.services.jobs.drain([JOBS.reciprocalCheck]);

  it('active when the page links to the chosen link, missing when it does not, unknown before a check or when the page fails, none without a link', async () => {
    page = `<html><body><p>Friends:</p><a class="x" href='${linkUrl}/'>Buy website traffic</a></body></html>`;
    const projectId = await createProject(t, owner.token, { url: `${siteUrl}/home`, reciprocalLinkId: linkId });
    expect(await statusOf(projectId)).toEqual({ status: 'unknown' });
    await check();
    expect(await statusOf(projectId)).toEqual({ status: 'active' });
    const gql = await t.gql<{ project: { reciprocalStatus: string } }>(
      'query($id: Int!) { project(id: $id) { reciprocalStatus } }',
      { id: projectId },
      owner.token,
    );
    expect(gql.data!.project.reciprocalStatus).toBe('active');

    // The page changes: the status is the stored one until the next check.
    page = '<html><body><a href="https://elsewhere.example.com/">other</a> partners.example.com</body></html>';
    expect(await statusOf(projectId)).toEqual({ status: 'active' });
    await t.server.services.jobs.send(JOBS.reciprocalCheckAll, {});
    await t.server.services.jobs.drain([JOBS.reciprocalCheckAll, JOBS.reciprocalCheck]);
    expect(await statusOf(projectId)).toEqual({ status: 'missing' });

    const down = await createProject(t, owner.token, { url: `${siteUrl}/down`, reciprocalLinkId: linkId });
    await check();
    expect(await statusOf(down)).toEqual({ status: 'unknown' });

    const none = await createProject(t, owner.token, { url: `${siteUrl}/home` });
    expect(await statusOf(none)).toEqual({ status: 'none' });
  });

  it('a project may only choose a link its gate offers now (422 otherwise)', async () => {
    const disabled = (await sql<{ id: number }>(t, 'select id from reciprocal_links where enabled = false limit 1'))[0].id;
    for (const id of [disabled, 999999]) {
      const res = await t.http
        .post('/api/projects')
        .set('authorization', `Bearer ${owner.token}`)
        .send({ title: 'x', url: 'https://x.example.com', reciprocalLinkId: id });
      expect(res.status).toBe(422);
      expect(res.body.violations).toEqual([{ propertyPath: 'reciprocalLinkId', message: 'This reciprocal link is not offered.' }]);
    }
  });
});
