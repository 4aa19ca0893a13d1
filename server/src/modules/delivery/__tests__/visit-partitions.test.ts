import type { EntityManager } from '@mikro-orm/postgresql';
import { startTestServer, type TestServer } from '../../../../test/harness';
import { JOBS } from '../../../jobs/job-map';
import { maintainVisitPartitions, visitPartitions } from '../visit-partitions';
import { createProject, postReports, SECRET, visit, visitorsCount } from './reports';

// The per-visit delivery log is partitioned by month (docs/operations.md "Partitions"): a visit id is still stored
// once, late months get their partition, and months past the retention are dropped whole while statistics keep them.
describe('the monthly partitions of the delivery log', () => {
  let t: TestServer;
  let user: string;
  let projectId: number;
  const em = () => t.server.orm.em.fork() as EntityManager;
  const partitionOf = async (visitId: string) =>
    (await em().execute<{ p: string }[]>('select tableoid::regclass::text as p from delivery_visits where visit_id = ?', [visitId])).map(
      (r) => r.p,
    );
  const csvRows = async (from: string, to: string) => {
    const res = await t.http.get(`/api/projects/${projectId}/visits.csv?from=${from}&to=${to}`).set('authorization', `Bearer ${user}`);
    expect(res.status).toBe(200);
    return res.text.trim().split('\r\n').length - 1;
  };

  beforeAll(async () => {
    t = await startTestServer({ DELIVERY_WEBHOOK_SECRET: SECRET });
    user = await t.login('user@example.com');
    projectId = await createProject(t, user, 'Partitions target');
  });
  afterAll(() => t.close());

  it('has a partition for last month, this month and the next two from the start', async () => {
    const now = new Date();
    const names = (await visitPartitions(em())).map((p) => p.name);
    for (let m = -1; m <= 2; m += 1) {
      const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + m, 1));
      expect(names).toContain(`delivery_visits_p${d.getUTCFullYear()}_${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
    }
  });

  it('stores a visit id once, whatever time a replay or a repeat in the batch gives it', async () => {
    const first = visit(projectId, { at: new Date(Date.now() - 3_600_000).toISOString() });
    expect((await postReports(t, [first])).body).toEqual({ received: 1, inserted: 1, duplicates: 0 });
    // The partner corrects the time of a visit it already sent, a month earlier: still the one visit.
    const corrected = { ...first, at: new Date(Date.now() - 32 * 86_400_000).toISOString() };
    expect((await postReports(t, [corrected])).body).toEqual({ received: 1, inserted: 0, duplicates: 1 });
    const twice = visit(projectId, { at: new Date(Date.now() - 7_200_000).toISOString() });
    const again = { ...twice, at: new Date(Date.now() - 40 * 86_400_000).toISOString() };
    expect((await postReports(t, [twice, again])).body).toEqual({ received: 2, inserted: 1, duplicates: 1 });
    expect(await visitorsCount(t, user, projectId)).toBe(2);
    expect(await partitionOf(first.visitId)).toHaveLength(1);
  });

  it('keeps a late visit of a month without a partition in the default one until the daily job gives the month its own', async () => {
    const late = visit(projectId, { at: '2026-03-15T10:00:00.000Z' });
    expect((await postReports(t, [late])).body).toEqual({ received: 1, inserted: 1, duplicates: 0 });
    expect(await partitionOf(late.visitId)).toEqual(['delivery_visits_default']);
    await t.server.services.jobs.send(JOBS.deliveryPartitions, {});
    expect(await t.server.services.jobs.drain([JOBS.deliveryPartitions])).toBe(1);
    expect(await partitionOf(late.visitId)).toEqual(['delivery_visits_p2026_03']);
    expect(await csvRows('2026-03-01', '2026-03-31')).toBe(1);
  });

  it('drops the months past the retention with their visits, keeps the daily counters, and makes the months ahead', async () => {
    const counted = await visitorsCount(t, user, projectId);
    const before = (await visitPartitions(em())).map((p) => p.name);
    const now = new Date();
    const inFourteenMonths = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 14, 15));
    const upkeep = await maintainVisitPartitions(em(), 400, inFourteenMonths);
    // 400 days before the 15th, fourteen months on: every month up to the one before this one is wholly older.
    expect(upkeep.dropped).toContain('delivery_visits_p2026_03');
    expect(upkeep.dropped.every((name) => before.includes(name))).toBe(true);
    // The month before that fourteenth month was made on the way; it and the three after it are new.
    expect(upkeep.created).toHaveLength(4);
    const after = (await visitPartitions(em())).map((p) => p.name);
    for (const name of upkeep.dropped) expect(after).not.toContain(name);
    expect(await csvRows('2026-03-01', '2026-03-31')).toBe(0);
    // Statistics read the counters: the history stays.
    expect(await visitorsCount(t, user, projectId)).toBe(counted);
  });
});
