import { readOutbox, mailTo } from '../../../mail/__tests__/mail-helpers';
import { startTestServer, type TestServer } from '../../../../test/harness';
import type { Package } from '../../packages/package.entity';
import { sweepProjects } from '../project-period.service';
import { balanceOf, createProject, credit, DAY, jobsNamed, newAccount, packageByCode, setExpiry, sql } from './helpers';
import { JOBS } from '../../../jobs/job-map';

// A scheduled job renews a project at expiry from its owner's balance of the same package,
// exactly once per period (two workers, a crash mid-run); no credit left → the project ends and the owner is mailed
// a link to buy credits; a reminder three days before the end, once per period. docs/product.md#records Project autoRenew.

const ASSIGN = 'mutation($p: Int!, $k: Int!) { assignPackage(projectId: $p, packageId: $k) { id } }';

describe('auto-renew and reminders (scheduled job)', () => {
  let t: TestServer;
  let pkg: Package;
  /** The project mails to an address (not the sign-up verification). */
  const projectMails = (address: string) =>
    readOutbox(t.server.services.config.mail.outboxDir).filter(
      (m) => mailTo(address)(m) && /traffic package/.test(m.header('subject') ?? ''),
    );

  beforeAll(async () => {
    t = await startTestServer();
    pkg = await packageByCode(t, 'website-traffic-100k');
  });
  afterAll(() => t.close());

  /** A project of a new owner running `pkg` (period 1), with `credits` more left on the balance. */
  async function runningProject(credits: number, autoRenew = true) {
    const owner = await newAccount(t);
    await credit(t, owner.id, pkg, credits + 1);
    const projectId = await createProject(t, owner.token, { autoRenew });
    const res = await t.gql(ASSIGN, { p: projectId, k: pkg.id }, owner.token);
    expect(res.errors).toBeUndefined();
    return { owner, projectId };
  }

  const projectRow = async (id: number) =>
    (
      await sql<{ period: number; expired_at: Date; ended_for: Date | null }>(
        t,
        'select period, expired_at, ended_for from projects where id = ?',
        [id],
      )
    )[0];
  const renewals = (ownerId: number) =>
    sql<{ reference: string }>(t, `select reference from transactions where owner_id = ? and source = 'project_assignment' order by id`, [
      ownerId,
    ]);

  it('is scheduled every minute through the queue', async () => {
    const rows = await sql<{ name: string; cron: string; timezone: string }>(
      t,
      'select name, cron, timezone from pgboss.schedule where name = ?',
      [JOBS.projectsSweep],
    );
    expect(rows).toEqual([{ name: JOBS.projectsSweep, cron: '* * * * *', timezone: 'UTC' }]);
  });

  it('two workers sweeping at once renew a due project once: one credit, one ledger entry, one period added', async () => {
    const { owner, projectId } = await runningProject(3);
    const ended = new Date(Date.now() - 60_000);
    await setExpiry(t, projectId, ended);

    const jobs = t.server.services.jobs;
    const [a, b] = await Promise.all([sweepProjects(t.server.orm.em.fork(), jobs), sweepProjects(t.server.orm.em.fork(), jobs)]);
    expect(a.renewed + b.renewed).toBe(1);
    expect(a.ended + b.ended).toBe(0);

    expect(await balanceOf(t, owner.id, pkg.id)).toBe(2);
    expect((await renewals(owner.id)).map((r) => r.reference)).toEqual([`project-${projectId}-1`, `project-${projectId}-2`]);
    const row = await projectRow(projectId);
    expect(row.period).toBe(2);
    expect(new Date(row.expired_at).getTime()).toBe(ended.getTime() + pkg.durationDays * DAY);

    // The same through the queue: two sweep jobs drained at once change nothing more (the project is not due).
    await jobs.send(JOBS.projectsSweep, {});
    await jobs.send(JOBS.projectsSweep, {});
    await Promise.all([jobs.drain([JOBS.projectsSweep]), jobs.drain([JOBS.projectsSweep])]);
    expect(await balanceOf(t, owner.id, pkg.id)).toBe(2);
  });

  it('a crash mid-run leaves nothing half-done, and the rerun renews exactly once', async () => {
    const { owner, projectId } = await runningProject(2);
    const ended = new Date(Date.now() - 60_000);
    await setExpiry(t, projectId, ended);

    // The run dies after booking the credit, when it writes the partner job (its table is gone for the moment):
    // the booking, the new period and the job are one transaction, so none of them stays.
    await sql(t, 'alter table pgboss.job rename to job_away');
    try {
      const crashed = await sweepProjects(t.server.orm.em.fork(), t.server.services.jobs);
      expect(crashed).toMatchObject({ renewed: 0, ended: 0 });
      expect(crashed.failed.length).toBeGreaterThanOrEqual(1);
    } finally {
      await sql(t, 'alter table pgboss.job_away rename to job');
    }
    expect(await balanceOf(t, owner.id, pkg.id)).toBe(2);
    expect(await renewals(owner.id)).toHaveLength(1);
    expect((await projectRow(projectId)).period).toBe(1);

    // Rerun, and a rerun of the rerun (a worker that died after committing, before marking its job done).
    await sweepProjects(t.server.orm.em.fork(), t.server.services.jobs);
    await sweepProjects(t.server.orm.em.fork(), t.server.services.jobs);
    expect(await balanceOf(t, owner.id, pkg.id)).toBe(1);
    expect((await renewals(owner.id)).map((r) => r.reference)).toEqual([`project-${projectId}-1`, `project-${projectId}-2`]);
    expect(new Date((await projectRow(projectId)).expired_at).getTime()).toBe(ended.getTime() + pkg.durationDays * DAY);
  });

  it('no credit left: the project ends, its campaign reads expired, and the owner is mailed a link to buy credits — once', async () => {
    const { owner, projectId } = await runningProject(0);
    const ended = new Date(Date.now() - 60_000);
    await setExpiry(t, projectId, ended);

    const jobs = t.server.services.jobs;
    const first = await sweepProjects(t.server.orm.em.fork(), jobs);
    expect(first.ended).toBeGreaterThanOrEqual(1);
    const row = await projectRow(projectId);
    expect(row.period).toBe(1);
    expect(new Date(row.ended_for!).getTime()).toBe(ended.getTime());
    await sweepProjects(t.server.orm.em.fork(), jobs);
    await jobs.drain([JOBS.projectMail]);

    const mails = projectMails(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].header('subject')).toBe('Test site: your traffic package has ended');
    expect(mails[0].text).toContain(`${pkg.name}`);
    expect(mails[0].text).toMatch(/Buy credits: http:\/\/[^\s]+\/panel\/billing\/packages/);

    const status = await t.http.get(`/api/projects/${projectId}/campaign/status`).set('authorization', `Bearer ${owner.token}`);
    expect(status.body).toEqual({ status: 'expired', source: 'derived' });
    // The partner is told to stop (queued with the end).
    expect((await jobsNamed<{ projectId: number }>(t, JOBS.deliverySync)).filter((j) => j.data.projectId === projectId)).toHaveLength(2);
  });

  it('auto-renew off: the project ends at expiry even with credits left', async () => {
    const { owner, projectId } = await runningProject(1, false);
    await setExpiry(t, projectId, new Date(Date.now() - 1000));
    await sweepProjects(t.server.orm.em.fork(), t.server.services.jobs);
    expect(await balanceOf(t, owner.id, pkg.id)).toBe(1);
    expect((await projectRow(projectId)).ended_for).not.toBeNull();
  });

  it('three days before the end: one reminder per period', async () => {
    const { owner, projectId } = await runningProject(1);
    await setExpiry(t, projectId, new Date(Date.now() + 2 * DAY));
    const jobs = t.server.services.jobs;
    await Promise.all([sweepProjects(t.server.orm.em.fork(), jobs), sweepProjects(t.server.orm.em.fork(), jobs)]);
    await sweepProjects(t.server.orm.em.fork(), jobs);
    await jobs.drain([JOBS.projectMail]);
    const mails = projectMails(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].header('subject')).toMatch(/^Test site: your traffic package ends on \d{4}-\d{2}-\d{2}$/);
    expect(mails[0].text).toContain('Auto-renew is on');

    // A new period (renewed after the end) gets its own reminder when its end comes near.
    await setExpiry(t, projectId, new Date(Date.now() - 1000));
    await sweepProjects(t.server.orm.em.fork(), jobs);
    expect((await projectRow(projectId)).period).toBe(2);
    await setExpiry(t, projectId, new Date(Date.now() + DAY));
    await sweepProjects(t.server.orm.em.fork(), jobs);
    await jobs.drain([JOBS.projectMail]);
    expect(projectMails(owner.email)).toHaveLength(2);
  });
});
