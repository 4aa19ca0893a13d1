import { startTestServer, type TestServer } from '../../../../test/harness';
import type { Package } from '../../packages/package.entity';
import { balanceOf, createProject, credit, DAY, jobsNamed, newAccount, packageByCode, sql } from './helpers';

// Package assignment (docs/product.md#records Project, Balance; docs/api.md#calls Projects): one credit of the package's balance per
// period, booked through the ledger (project_assignment, `project-{id}-{n}`), expiredAt set or extended, all
// in one transaction; concurrent assignments never overspend.

const ASSIGN = 'mutation($p: Int!, $k: Int!) { assignPackage(projectId: $p, packageId: $k) { id expiredAt package { id code } } }';

describe('package assignment', () => {
  let t: TestServer;
  let pkg: Package;
  beforeAll(async () => {
    t = await startTestServer();
    pkg = await packageByCode(t, 'website-traffic-50k');
  });
  afterAll(() => t.close());

  it('spends one credit, sets expiredAt a package duration ahead, and extends it on the next assignment', async () => {
    const owner = await newAccount(t);
    await credit(t, owner.id, pkg, 2);
    const projectId = await createProject(t, owner.token);

    const before = Date.now();
    const first = await t.gql<{ assignPackage: { expiredAt: string; package: { code: string } } }>(
      ASSIGN,
      { p: projectId, k: pkg.id },
      owner.token,
    );
    expect(first.errors).toBeUndefined();
    expect(first.data!.assignPackage.package.code).toBe('website-traffic-50k');
    const firstEnd = new Date(first.data!.assignPackage.expiredAt).getTime();
    expect(firstEnd).toBeGreaterThanOrEqual(before + pkg.durationDays * DAY - 1000);
    expect(firstEnd).toBeLessThanOrEqual(Date.now() + pkg.durationDays * DAY + 1000);
    expect(await balanceOf(t, owner.id, pkg.id)).toBe(1);

    const second = await t.gql<{ assignPackage: { expiredAt: string } }>(ASSIGN, { p: projectId, k: pkg.id }, owner.token);
    expect(second.errors).toBeUndefined();
    expect(new Date(second.data!.assignPackage.expiredAt).getTime()).toBe(firstEnd + pkg.durationDays * DAY);
    expect(await balanceOf(t, owner.id, pkg.id)).toBe(0);

    const ledger = await sql<{ quantity: number; source: string; reference: string }>(
      t,
      `select quantity, source, reference from transactions where owner_id = ? and source = 'project_assignment' order by id`,
      [owner.id],
    );
    expect(ledger).toEqual([
      { quantity: -1, source: 'project_assignment', reference: `project-${projectId}-1` },
      { quantity: -1, source: 'project_assignment', reference: `project-${projectId}-2` },
    ]);
    // The partner is told through the queue, a job written in the same transaction (docs/architecture.md outbox).
    const syncs = await jobsNamed<{ projectId: number }>(t, 'delivery.sync');
    expect(syncs.filter((j) => j.data.projectId === projectId)).toHaveLength(2);
  });

  it('without a credit left: a clear 422 on packageId, nothing booked, expiry unchanged (REST POST /api/projects/{id}/assign)', async () => {
    const owner = await newAccount(t);
    const projectId = await createProject(t, owner.token);
    const res = await t.http
      .post(`/api/projects/${projectId}/assign`)
      .set('authorization', `Bearer ${owner.token}`)
      .send({ packageId: pkg.id });
    expect(res.status).toBe(422);
    expect(res.body['@type']).toBe('ConstraintViolationList');
    expect(res.body.violations).toEqual([{ propertyPath: 'packageId', message: 'No credit of this package is left on the balance.' }]);
    const [row] = await sql<{ expired_at: Date | null; period: number }>(t, 'select expired_at, period from projects where id = ?', [
      projectId,
    ]);
    expect(row).toEqual({ expired_at: null, period: 0 });
    expect(await sql(t, `select 1 from transactions where owner_id = ? and source = 'project_assignment'`, [owner.id])).toHaveLength(0);
  });

  it('REST answers the project with its package; an unknown package is a 422 too', async () => {
    const owner = await newAccount(t);
    await credit(t, owner.id, pkg, 1);
    const projectId = await createProject(t, owner.token);
    const unknown = await t.http
      .post(`/api/projects/${projectId}/assign`)
      .set('authorization', `Bearer ${owner.token}`)
      .send({ packageId: 999999 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.violations).toEqual([{ propertyPath: 'packageId', message: 'This package does not exist.' }]);
    const ok = await t.http
      .post(`/api/projects/${projectId}/assign`)
      .set('authorization', `Bearer ${owner.token}`)
      .send({ packageId: pkg.id });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ '@id': `/api/projects/${projectId}`, id: projectId, package: { code: 'website-traffic-50k' } });
    expect(ok.body.expiredAt).toEqual(expect.any(String));
  });

  it("someone else's project answers 404 and spends nothing; staff (manager) assign from the owner's balance", async () => {
    const owner = await newAccount(t);
    await credit(t, owner.id, pkg, 1);
    const projectId = await createProject(t, owner.token);
    const stranger = await newAccount(t, 'stranger');
    await credit(t, stranger.id, pkg, 1);

    const gql = await t.gql(ASSIGN, { p: projectId, k: pkg.id }, stranger.token);
    expect(gql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const rest = await t.http
      .post(`/api/projects/${projectId}/assign`)
      .set('authorization', `Bearer ${stranger.token}`)
      .send({ packageId: pkg.id });
    expect(rest.status).toBe(404);
    expect(await balanceOf(t, owner.id, pkg.id)).toBe(1);
    expect(await balanceOf(t, stranger.id, pkg.id)).toBe(1);

    const manager = await t.login('manager@example.com');
    const byStaff = await t.gql(ASSIGN, { p: projectId, k: pkg.id }, manager);
    expect(byStaff.errors).toBeUndefined();
    expect(await balanceOf(t, owner.id, pkg.id)).toBe(0);
  });

  it('a balance of 5 and 20 simultaneous assignments: exactly 5 succeed, 15 get the 422, the balance ends at 0', async () => {
    const owner = await newAccount(t);
    await credit(t, owner.id, pkg, 5);
    const projectIds = [await createProject(t, owner.token), await createProject(t, owner.token)];
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.http
          .post(`/api/projects/${projectIds[i % 2]}/assign`)
          .set('authorization', `Bearer ${owner.token}`)
          .send({ packageId: pkg.id }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 422)).toHaveLength(15);
    for (const a of answers.filter((x) => x.status === 422)) {
      expect(a.body.violations).toEqual([{ propertyPath: 'packageId', message: 'No credit of this package is left on the balance.' }]);
    }
    expect(await balanceOf(t, owner.id, pkg.id)).toBe(0);
    const periods = await sql<{ id: number; period: number; expired_at: Date }>(
      t,
      'select id, period, expired_at from projects where id in (?, ?)',
      projectIds,
    );
    expect(periods.reduce((sum, p) => sum + p.period, 0)).toBe(5);
    // Each project's end moved by exactly its periods: no extension was lost or counted twice.
    for (const p of periods) {
      const end = new Date(p.expired_at).getTime();
      expect(end).toBeGreaterThanOrEqual(started + p.period * pkg.durationDays * DAY - 1000);
      expect(end).toBeLessThanOrEqual(Date.now() + p.period * pkg.durationDays * DAY + 1000);
    }
    const spent = await sql(t, `select reference from transactions where owner_id = ? and source = 'project_assignment'`, [owner.id]);
    expect(spent).toHaveLength(5);
  });
});
