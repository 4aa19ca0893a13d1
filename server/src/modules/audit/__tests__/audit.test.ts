import { startTestServer, type TestServer } from '../../../../test/harness';

/*
 * The audit log and staff order actions: every write made while an admin is switched to a user is logged with the
 * real admin's id, in the transaction of the change; staff writes (refund, cancel, ledger entries, role changes,
 * account removal) are logged too. The log is read through auditEntries (admins only).
 */

const ENTRIES = `query($f: AuditEntryFilter) { auditEntries(filter: $f, limit: 50) { total items { actorId impersonatedUserId operation targetType targetId gateId detail createdAt } } }`;
const ORDERS = `query($f: OrderFilter) { orders(filter: $f, limit: 50) { items { id status ownerId packageId refundShortfall } } }`;

interface Entry {
  actorId: number;
  impersonatedUserId: number | null;
  operation: string;
  targetType: string;
  targetId: number | null;
  detail: Record<string, unknown>;
}

describe('audit log and staff order actions', () => {
  let t: TestServer;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  const entries = async (filter: Record<string, unknown>) => {
    const res = await t.gql<{ auditEntries: { total: number; items: Entry[] } }>(ENTRIES, { f: filter }, tokens.superadmin);
    expect(res.errors).toBeUndefined();
    return res.data!.auditEntries;
  };

  beforeAll(async () => {
    t = await startTestServer();
    for (const who of ['superadmin', 'admin', 'manager', 'support', 'user', 'user2']) {
      tokens[who] = await t.login(`${who}@example.com`);
      ids[who] = (await t.http.get('/api/me').set('authorization', `Bearer ${tokens[who]}`)).body.id;
    }
  });
  afterAll(() => t.close());

  it('logs a write made while switched to a user, with the real admin as actor (GraphQL and REST)', async () => {
    const created = await t.gql<{ createProject: { id: number } }>(
      'mutation($i: ProjectCreateInput!) { createProject(input: $i) { id } }',
      { i: { title: 'Switched shop', url: 'https://switched.example.com' } },
      tokens.admin,
      { 'x-switch-user': 'user@example.com' },
    );
    const projectId = created.data!.createProject.id;
    const updated = await t.http
      .put(`/api/projects/${projectId}?_switch_user=user@example.com`)
      .set('authorization', `Bearer ${tokens.admin}`)
      .send({ title: 'Switched shop, renamed' });
    expect(updated.status).toBe(200);
    const log = await entries({ userId: ids.user });
    expect(log.items.map((e) => [e.operation, e.actorId, e.impersonatedUserId, e.targetType])).toEqual([
      ['updateProject', ids.admin, ids.user, 'Project'],
      ['createProject', ids.admin, ids.user, 'Project'],
    ]);
    expect(log.items[0].targetId).toBe(projectId);
    // The creation's entry was written by the flush that created the project (inside the mutation's transaction),
    // which names the rows it changed; one logged after the mutation would name none.
    expect(log.items[1].detail).toEqual({ changes: [{ type: 'Project', kind: 'create' }] });
    expect((await entries({ targetType: 'Project', targetId: projectId })).total).toBe(1);
  });

  it('logs nothing for a user’s own write, nor for a refused switched write', async () => {
    const before = (await entries({})).total;
    await t.gql(
      'mutation($i: ProjectCreateInput!) { createProject(input: $i) { id } }',
      { i: { title: 'Own shop', url: 'https://own.example.com' } },
      tokens.user,
    );
    const refused = await t.gql(
      'mutation($i: ProjectCreateInput!) { createProject(input: $i) { id } }',
      { i: { title: '', url: 'nope' } },
      tokens.admin,
      {
        'x-switch-user': 'user@example.com',
      },
    );
    expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await entries({})).total).toBe(before);
  });

  it('refunds a paid order for admins through the ledger, never below zero, audited with the reason', async () => {
    const paid = (
      await t.gql<{ orders: { items: { id: number; status: string; ownerId: number }[] } }>(
        ORDERS,
        { f: { status: 'paid', ownerId: ids.user2 } },
        tokens.admin,
      )
    ).data!.orders.items[0];
    expect(paid).toBeDefined();
    const manager = await t.http
      .post(`/api/orders/${paid.id}/refund`)
      .set('authorization', `Bearer ${tokens.manager}`)
      .send({ reason: 'not mine to do' });
    expect(manager.status).toBe(403);
    const blank = await t.http.post(`/api/orders/${paid.id}/refund`).set('authorization', `Bearer ${tokens.admin}`).send({});
    expect(blank.status).toBe(422);
    expect(blank.body.violations[0]).toMatchObject({ propertyPath: 'reason', message: 'This value should not be blank.' });

    const res = await t.http
      .post(`/api/orders/${paid.id}/refund`)
      .set('authorization', `Bearer ${tokens.admin}`)
      .send({ reason: 'Customer asked' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('refunded');
    const balances = await t.http.get('/api/balances?limit=50').set('authorization', `Bearer ${tokens.user2}`);
    for (const b of balances.body['hydra:member']) expect(b.quantity).toBeGreaterThanOrEqual(0);
    const refunds = await t.http.get(`/api/transactions?source=refund&ownerId=${ids.user2}`).set('authorization', `Bearer ${tokens.admin}`);
    expect(refunds.body['hydra:totalItems']).toBeGreaterThanOrEqual(1);
    for (const r of refunds.body['hydra:member']) expect(r.quantity).toBeLessThan(0);

    const again = await t.http
      .post(`/api/orders/${paid.id}/refund`)
      .set('authorization', `Bearer ${tokens.admin}`)
      .send({ reason: 'twice' });
    expect(again.status).toBe(409);
    const log = await entries({ targetType: 'Order', targetId: paid.id });
    expect(log.items).toHaveLength(1);
    expect(log.items[0]).toMatchObject({
      operation: 'refundOrder',
      actorId: ids.admin,
      impersonatedUserId: null,
      detail: { reason: 'Customer asked' },
    });
  });

  it('lets managers cancel any order with a reason; support may not', async () => {
    const active = (
      await t.gql<{ orders: { items: { id: number }[] } }>(ORDERS, { f: { status: 'active', ownerId: ids.user } }, tokens.admin)
    ).data!.orders.items[0];
    const support = await t.gql('mutation { adminCancelOrder(id: ' + active.id + ', reason: "x") { status } }', {}, tokens.support);
    expect(support.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const res = await t.http
      .post(`/api/orders/${active.id}/cancel`)
      .set('authorization', `Bearer ${tokens.manager}`)
      .send({ reason: 'Chargeback risk' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('cancelled');
    const log = await entries({ targetType: 'Order', targetId: active.id });
    expect(log.items[0]).toMatchObject({
      operation: 'adminCancelOrder',
      actorId: ids.manager,
      detail: { reason: 'Chargeback risk', status: 'cancelled' },
    });
  });

  it('logs admin ledger entries, role changes and account removal', async () => {
    const pkg = (await t.http.get('/api/packages').set('authorization', `Bearer ${tokens.admin}`)).body['hydra:member'][0].id;
    const tx = await t.http
      .post('/api/transactions')
      .set('authorization', `Bearer ${tokens.admin}`)
      .send({ ownerId: ids.user, packageId: pkg, quantity: 5, comment: 'goodwill' });
    expect(tx.status).toBe(201);
    expect((await entries({ targetType: 'Transaction', targetId: tx.body.id })).items[0]).toMatchObject({
      operation: 'createTransaction',
      actorId: ids.admin,
      detail: { quantity: 5 },
    });

    await t.http
      .put(`/api/users/${ids.user2}`)
      .set('authorization', `Bearer ${tokens.admin}`)
      .send({ roles: ['ROLE_SUPPORT'] });
    expect((await entries({ targetType: 'User', targetId: ids.user2 })).items[0]).toMatchObject({
      operation: 'updateUser',
      detail: { rolesBefore: [], changed: { roles: ['ROLE_SUPPORT'] } },
    });

    expect((await t.http.post(`/api/remove-account/${ids.user2}`).set('authorization', `Bearer ${tokens.admin}`).send({})).status).toBe(
      204,
    );
    expect((await entries({ targetType: 'User', targetId: ids.user2 })).items[0]).toMatchObject({
      operation: 'removeAccountById',
      actorId: ids.admin,
    });
  });

  it('is for admins only', async () => {
    for (const who of ['manager', 'support', 'user']) {
      const res = await t.gql(ENTRIES, {}, tokens[who]);
      expect({ who, code: res.errors?.[0].extensions?.code }).toEqual({ who, code: 'FORBIDDEN' });
    }
    expect((await t.gql(ENTRIES, {}, tokens.admin)).errors).toBeUndefined();
  });
});
