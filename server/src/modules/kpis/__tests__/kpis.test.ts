import { startTestServer, type TestServer } from '../../../../test/harness';

/*
 * The dashboard KPIs: revenue by day per currency (payments), new users by day, active projects, credits sold vs
 * spent by day (ledger), open subscriptions — each one aggregate SQL statement. Checked against the demo data, then
 * against rows inserted on known days (a second gate's user narrows with gateId).
 */

const KPIS = `query($from: DateTimeISO, $to: DateTimeISO, $gateId: Int) {
  adminKpis(from: $from, to: $to, gateId: $gateId) {
    from to gateId activeProjects offTargetProjects openSubscriptions
    newUsersByDay { day count }
    creditsByDay { day sold bonus spent }
    revenueByDay { day currency amountMinor refundedMinor payments }
  }
}`;
const NO_REVENUE = `query($from: DateTimeISO, $to: DateTimeISO) { adminKpis(from: $from, to: $to) { activeProjects openSubscriptions newUsersByDay { day count } creditsByDay { day sold spent } } }`;

interface Kpis {
  activeProjects: number;
  offTargetProjects: number;
  openSubscriptions: number;
  newUsersByDay: { day: string; count: number }[];
  creditsByDay: { day: string; sold: number; bonus: number; spent: number }[];
  revenueByDay: { day: string; currency: string; amountMinor: number; refundedMinor: number; payments: number }[];
}

describe('adminKpis', () => {
  let t: TestServer;
  let manager: string;
  const range = { from: '2020-01-01T00:00:00Z', to: '2020-01-31T23:59:59Z' };

  beforeAll(async () => {
    t = await startTestServer();
    manager = await t.login('manager@example.com');
  });
  afterAll(() => t.close());

  const kpis = async (variables: Record<string, unknown>, token = manager) => {
    const res = await t.gql<{ adminKpis: Kpis }>(KPIS, variables, token);
    expect(res.errors).toBeUndefined();
    return res.data!.adminKpis;
  };

  it('sums the demo data: paid orders, an active subscription, users of today', async () => {
    const now = new Date();
    const k = await kpis({
      from: new Date(now.getTime() - 365 * 86_400_000).toISOString(),
      to: new Date(now.getTime() + 3_600_000).toISOString(),
    });
    expect(k.openSubscriptions).toBe(1); // user@'s card subscription
    expect(k.activeProjects).toBeGreaterThan(0);
    // The demo recipes site orders France and Germany, mostly mobile; its reports deliver neither.
    expect(k.offTargetProjects).toBe(1);
    expect(k.newUsersByDay.reduce((n, d) => n + d.count, 0)).toBeGreaterThanOrEqual(7);
    expect(k.revenueByDay.reduce((n, d) => n + d.payments, 0)).toBeGreaterThanOrEqual(2);
    expect(k.creditsByDay.reduce((n, d) => n + d.sold, 0)).toBeGreaterThan(0);
  });

  it('groups inserted rows by UTC day, per currency, and narrows to one gate', async () => {
    const em = t.server.orm.em.fork();
    const [{ id: gateId }] = await em.execute<{ id: number }[]>(`select id from gates where host = 'boost.localhost'`);
    const [{ id: packageId }] = await em.execute<{ id: number }[]>('select id from packages order by id limit 1');
    const [{ id: userId }] = await em.execute<{ id: number }[]>(
      `insert into users (email, gate_id, password_hash, created_at, updated_at) values ('kpi@example.com', ?, 'x', '2020-01-05T10:00:00Z', now()) returning id`,
      [gateId],
    );
    await em.execute(
      `insert into users (email, gate_id, password_hash, created_at, updated_at) select 'kpi2@example.com', id, 'x', '2020-01-05T23:30:00Z', now() from gates where host <> 'boost.localhost' limit 1`,
    );
    const [{ id: orderId }] = await em.execute<{ id: number }[]>(
      `insert into orders (owner_id, package_id, status, payment_provider, amount_minor, currency, quantity, recurring, created_at, updated_at)
       values (?, ?, 'active', 'card', 1500, 'EUR', 2, true, '2020-01-06T08:00:00Z', now()) returning id`,
      [userId, packageId],
    );
    for (const [event, status, at] of [
      ['e1', 'succeeded', '2020-01-06T09:00:00Z'],
      ['e2', 'succeeded', '2020-01-07T09:00:00Z'],
      ['e3', 'refunded', '2020-01-07T10:00:00Z'],
    ]) {
      await em.execute(
        `insert into payments (order_id, provider, provider_event_id, status, amount_minor, currency, created_at, updated_at) values (?, 'card', ?, ?, 1500, 'EUR', ?, now())`,
        [orderId, event, status, at],
      );
    }
    for (const [ref, quantity, source, at] of [
      ['p1', 2, 'payment', '2020-01-06T09:00:00Z'],
      ['b1', 1, 'promotion_bonus', '2020-01-06T09:00:00Z'],
      ['a1', -1, 'project_assignment', '2020-01-07T12:00:00Z'],
      ['x1', 9, 'admin', '2020-01-07T12:00:00Z'],
    ] as const) {
      await em.execute(
        `insert into transactions (owner_id, package_id, quantity, source, reference, order_id, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, now())`,
        [userId, packageId, quantity, source, `kpi-${ref}`, orderId, at],
      );
    }

    const all = await kpis(range);
    expect(all.newUsersByDay).toEqual([{ day: '2020-01-05', count: 2 }]);
    expect(all.revenueByDay).toEqual([
      { day: '2020-01-06', currency: 'EUR', amountMinor: 1500, refundedMinor: 0, payments: 1 },
      { day: '2020-01-07', currency: 'EUR', amountMinor: 1500, refundedMinor: 1500, payments: 1 },
    ]);
    expect(all.creditsByDay).toEqual([
      { day: '2020-01-06', sold: 2, bonus: 1, spent: 0 },
      { day: '2020-01-07', sold: 0, bonus: 0, spent: 1 }, // an admin entry is neither sold nor spent
    ]);
    expect(all.openSubscriptions).toBe(2);

    const boost = await kpis({ ...range, gateId });
    expect(boost.newUsersByDay).toEqual([{ day: '2020-01-05', count: 1 }]);
    expect(boost.openSubscriptions).toBe(1);
    expect(boost.revenueByDay).toHaveLength(2);
  });

  it('answers each figure with one SQL statement, whatever the rows', async () => {
    t.queries.reset();
    await kpis(range);
    const aggregates = t.queries.log.filter((q) => /count\(\*\)|sum\(/.test(q));
    expect(aggregates).toHaveLength(6);
  });

  it('is for staff; revenue for managers and above; the range is checked', async () => {
    const support = await t.login('support@example.com');
    expect((await t.gql(NO_REVENUE, range, support)).errors).toBeUndefined();
    const money = await t.gql(KPIS, range, support);
    expect(money.errors?.[0]).toMatchObject({ path: ['adminKpis', 'revenueByDay'], extensions: { code: 'FORBIDDEN' } });
    const user = await t.login('user@example.com');
    expect((await t.gql(NO_REVENUE, range, user)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const backwards = await t.gql(NO_REVENUE, { from: range.to, to: range.from }, manager);
    expect(backwards.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', violations: [{ propertyPath: 'from' }] });
  });
});
