import { mailTo, readOutbox } from '../../../mail/__tests__/mail-helpers';
import { startTestServer, type TestServer } from '../../../../test/harness';
import { credit, newAccount, packageByCode, sql } from '../../projects/__tests__/helpers';
import { checkDeliveryTargets } from '../off-target.service';
import { postReports, SECRET, visit } from './reports';
import { JOBS } from '../../../jobs/job-map';

// The hourly off-target check: one alert (flag, webhook event, e-mail) when the delivered mix leaves the order, and
// it clears by itself once delivery is back (docs/targeting.md "Off target").

const SAVE = 'mutation($p: Int!, $i: TrafficSettingsInput!) { updateProjectTrafficSettings(projectId: $p, input: $i) { version } }';
const NOW = new Date('2026-10-02T18:00:00Z');

describe('off-target alert', () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer({
      DELIVERY_WEBHOOK_SECRET: SECRET,
      DELIVERY_OFF_TARGET_POINTS: '15',
      DELIVERY_OFF_TARGET_MIN_VISITS: '20',
      // The owner's webhook endpoint is a local address; nothing is delivered in this test, the event is read from its outbox.
      WEBHOOK_ALLOW_CIDRS: '127.0.0.0/8',
    });
  });
  afterAll(() => t.close());

  const check = () => checkDeliveryTargets(t.server.orm.em.fork(), t.server.services.jobs, t.server.services.config, NOW);
  const report = (projectId: number, count: number, country: string) =>
    postReports(
      t,
      Array.from({ length: count }, () => ({
        ...visit(projectId, { country, device: 'desktop', pageUrl: 'https://www.judged.example.com/' }),
        settingsVersion: 1,
      })),
    );

  it('alerts the owner once when the delivered mix leaves the order, and clears once it is back', async () => {
    const owner = await newAccount(t);
    const pkg = await packageByCode(t, 'website-traffic-50k');
    await credit(t, owner.id, pkg, 1);
    const created = await t.gql<{ createProject: { id: number } }>(
      'mutation($i: ProjectCreateInput!) { createProject(input: $i) { id } }',
      { i: { title: 'Judged shop', url: 'https://www.judged.example.com/' } },
      owner.token,
    );
    const projectId = created.data!.createProject.id;
    const hook = await t.gql(
      'mutation($i: WebhookEndpointCreateInput!) { createWebhookEndpoint(input: $i) { secret } }',
      { i: { url: 'http://127.0.0.1:9/hook', events: ['project.delivery_off_target'] } },
      owner.token,
    );
    expect(hook.errors).toBeUndefined();
    const order = { geo: { split: 'shares', countries: [{ code: 'US', share: 100 }] }, devices: { desktop: 100, mobile: 0, tablet: 0 } };
    expect((await t.gql(SAVE, { p: projectId, i: order }, owner.token)).errors).toBeUndefined();

    // 14 of 20 from the ordered country: 30 points off.
    expect((await report(projectId, 14, 'US')).status).toBe(200);
    expect((await report(projectId, 6, 'FR')).status).toBe(200);
    expect((await check()).flagged).toEqual([projectId]);
    const read = 'query($p: Int!) { project(id: $p) { offTargetSince offTargetGap offTargetOn } }';
    const flagged = await t.gql<{ project: { offTargetSince: string; offTargetGap: number; offTargetOn: string } }>(
      read,
      { p: projectId },
      owner.token,
    );
    expect(flagged.data!.project).toEqual({ offTargetSince: NOW.toISOString(), offTargetGap: 30, offTargetOn: 'countries: US' });

    // A second check (or a second worker) alerts nobody again.
    expect((await check()).flagged).toEqual([]);
    const events = await sql<{ event_type: string; body: string }>(
      t,
      `select d.event_type, d.body from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id where e.owner_id = ?`,
      [owner.id],
    );
    expect(events.map((e) => e.event_type)).toEqual(['project.delivery_off_target']);
    expect(JSON.parse(events[0].body).data).toMatchObject({
      project: { id: projectId },
      gap: 30,
      on: 'countries: US',
      settingsVersion: 1,
      matchedShare: 70,
    });
    await t.server.services.jobs.drain([JOBS.projectMail]);
    const mails = readOutbox(t.server.services.config.mail.outboxDir).filter(
      (m) => mailTo(owner.email)(m) && /off your order/.test(m.header('subject') ?? ''),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].header('subject')).toBe('Judged shop: delivered traffic is off your order');
    // Its button opens the project's statistics page, where the comparison is drawn.
    expect(mails[0].text).toMatch(new RegExp(`https?://[^\\s]+/panel/projects/statistics/${projectId}\\b`));

    // 90 of 100 from the ordered country: 10 points, within the threshold.
    expect((await report(projectId, 76, 'US')).status).toBe(200);
    expect(await check()).toEqual({ flagged: [], cleared: [projectId] });
    const cleared = await t.gql<{ project: Record<string, unknown> }>(read, { p: projectId }, owner.token);
    expect(cleared.data!.project).toEqual({ offTargetSince: null, offTargetGap: null, offTargetOn: null });
  });

  it('keeps its verdict through days too quiet to judge while the package runs, and clears once the period has ended', async () => {
    const owner = await newAccount(t);
    const pkg = await packageByCode(t, 'website-traffic-50k');
    await credit(t, owner.id, pkg, 1);
    const created = await t.gql<{ createProject: { id: number } }>(
      'mutation($i: ProjectCreateInput!) { createProject(input: $i) { id } }',
      { i: { title: 'Quiet shop', url: 'https://www.judged.example.com/' } },
      owner.token,
    );
    const projectId = created.data!.createProject.id;
    const assign = await t.gql(
      'mutation($p: Int!, $k: Int!) { assignPackage(projectId: $p, packageId: $k) { id } }',
      { p: projectId, k: pkg.id },
      owner.token,
    );
    expect(assign.errors).toBeUndefined();
    const order = { geo: { split: 'shares', countries: [{ code: 'US', share: 100 }] }, devices: { desktop: 100, mobile: 0, tablet: 0 } };
    expect((await t.gql(SAVE, { p: projectId, i: order }, owner.token)).errors).toBeUndefined();
    expect((await report(projectId, 14, 'US')).status).toBe(200);
    expect((await report(projectId, 6, 'FR')).status).toBe(200);
    expect((await check()).flagged).toContain(projectId);

    // Three days later the window (yesterday and today) holds no visit: nothing to judge, the flag stays.
    const later = new Date(NOW.getTime() + 3 * 86_400_000);
    const quiet = await checkDeliveryTargets(t.server.orm.em.fork(), t.server.services.jobs, t.server.services.config, later);
    expect(quiet.cleared).not.toContain(projectId);
    const [kept] = await sql<{ off_target_since: Date | null }>(t, 'select off_target_since from projects where id = ?', [projectId]);
    expect(kept.off_target_since).not.toBeNull();

    // The period has ended: nothing is delivered any more, so nothing is off the order.
    await sql(t, 'update projects set package_id = null, expired_at = ? where id = ?', [later, projectId]);
    const ended = await checkDeliveryTargets(t.server.orm.em.fork(), t.server.services.jobs, t.server.services.config, later);
    expect(ended.cleared).toContain(projectId);
  });
});
