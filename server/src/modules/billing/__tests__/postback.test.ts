import { startTestServer, type TestServer } from '../../../../test/harness';
import { bonusUnits } from '../payment.service';
import { balanceOf, CARD_SECRET, checkout, ledgerMismatches, packageByCode, paid, postback, sql } from './billing-helpers';

// Card provider notifications and the crediting of a payment (docs/product.md#what-it-is payment, docs/product.md#records
// Order/Balance/Transaction),
// through POST /api/payment/postback/card exactly as the provider sends them.
describe('card postback and crediting', () => {
  let t: TestServer;
  let user: string;
  let user2: string;
  let admin: string;
  const onPostgres = !!process.env.DATABASE_URL;

  beforeAll(async () => {
    t = await startTestServer({ CARD_WEBHOOK_SECRET: CARD_SECRET });
    [user, user2, admin] = await Promise.all([t.login('user@example.com'), t.login('user2@example.com'), t.login('admin@example.com')]);
  });
  afterEach(async () => {
    expect(await ledgerMismatches(t)).toEqual([]);
  });
  afterAll(() => t.close());

  const count = async (table: string) => Number((await sql<{ n: string }>(t, `select count(*) as n from ${table}`))[0].n);
  const written = async () => ({
    payments: await count('payments'),
    transactions: await count('transactions'),
    invoices: await count('invoices'),
  });
  const orderRow = async (id: number) =>
    (
      await sql<{ status: string; flagged_reason: string | null; refund_shortfall: number }>(
        t,
        'select status, flagged_reason, refund_shortfall from orders where id = ?',
        [id],
      )
    )[0];

  it('credits a paid order once: paid units, the promotion bonus as its own entry, dates, invoice; a replay changes nothing', async () => {
    const pkg = await packageByCode(t, 'alexa-boost-50k');
    const before = await balanceOf(t, 'user@example.com', pkg.id);
    const { order } = await checkout(t, user, pkg.id, 3);
    expect(order).toMatchObject({ status: 'pending', amountMinor: pkg.priceMinor * 3, currency: 'USD' });

    const event = paid(order, 'evt-credit-1');
    const res = await postback(t, event);
    expect(res.status).toBe(200);
    // The demo's running AUTUMN2X promotion doubles the credits: 3 paid + floor(3 × (2 − 1)) = 3 bonus.
    expect(await balanceOf(t, 'user@example.com', pkg.id)).toBe(before + 6);
    const entries = await sql<{ source: string; quantity: number; reference: string }>(
      t,
      'select source, quantity, reference from transactions where order_id = ? order by id',
      [order.id],
    );
    const [{ id: promoId }] = await sql<{ id: number }>(t, "select id from promotions where code = 'AUTUMN2X'");
    const [{ id: paymentId }] = await sql<{ id: number }>(t, 'select id from payments where order_id = ?', [order.id]);
    expect(entries).toEqual([
      { source: 'payment', quantity: 3, reference: 'card:evt-credit-1' },
      { source: 'promotion_bonus', quantity: 3, reference: `promotion-${promoId}:payment-${paymentId}` },
    ]);
    const gql = await t.gql<{
      order: Record<string, unknown> & { payments: unknown[]; invoices: { number: string; downloadPath: string }[] };
    }>(
      'query($id: Int!) { order(id: $id) { status recurring cancellable nextRenewalAt firstPaymentAt lastPaymentAt payments { provider status amountMinor } invoices { number amountMinor orderId downloadPath } } }',
      { id: order.id },
      user,
    );
    expect(gql.data?.order).toMatchObject({
      status: 'active',
      recurring: true,
      cancellable: true,
      payments: [{ provider: 'card', status: 'succeeded', amountMinor: order.amountMinor }],
    });
    expect(gql.data?.order.firstPaymentAt).toBeTruthy();
    expect(new Date(String(gql.data?.order.nextRenewalAt)).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(gql.data?.order.invoices).toHaveLength(1);
    expect(gql.data?.order.invoices[0].number).toMatch(/^TG\d+-\d{4}-\d{6}$/);

    const snapshot = await written();
    const replay = await postback(t, event);
    expect(replay.status).toBe(200);
    expect(await written()).toEqual(snapshot);
    expect(await balanceOf(t, 'user@example.com', pkg.id)).toBe(before + 6);
  });

  it('refuses bad signatures (401), malformed bodies (400) and unknown orders (404), writing nothing', async () => {
    const pkg = await packageByCode(t, 'website-traffic-100k');
    const { order } = await checkout(t, user, pkg.id);
    const snapshot = await written();
    const event = paid(order, 'evt-refused-1');
    expect((await postback(t, event, '')).status).toBe(401);
    expect((await postback(t, event, 'sha256=' + '0'.repeat(64))).status).toBe(401);
    expect((await postback(t, event, 'sha256=abc')).status).toBe(401);
    expect((await postback(t, '{"eventId": "x",')).status).toBe(400);
    expect((await postback(t, { ...event, orderId: 'one' } as never)).status).toBe(400);
    expect((await postback(t, { ...event, type: 'payment.maybe' })).status).toBe(400);
    expect((await postback(t, { ...event, orderId: 99_999_999 })).status).toBe(404);
    expect(await written()).toEqual(snapshot);
    expect((await orderRow(order.id)).status).toBe('pending');
  });

  it('refuses an amount or currency differing from the order (422): the order is flagged, nothing credited', async () => {
    const pkg = await packageByCode(t, 'website-traffic-250k');
    const { order } = await checkout(t, user, pkg.id);
    const snapshot = await written();
    const cheap = await postback(t, { ...paid(order, 'evt-cheap'), amountMinor: 1 });
    expect(cheap.status).toBe(422);
    expect((await postback(t, { ...paid(order, 'evt-euro'), currency: 'EUR' })).status).toBe(422);
    expect(await written()).toEqual(snapshot);
    const row = await orderRow(order.id);
    expect(row.status).toBe('pending');
    expect(row.flagged_reason).toMatch(/EUR/);
    const staff = await t.gql<{ order: { flaggedReason: string } }>(
      'query($id: Int!) { order(id: $id) { flaggedReason } }',
      { id: order.id },
      admin,
    );
    expect(staff.data?.order.flaggedReason).toMatch(/evt-euro/);
  });

  it('a failed first payment marks the order failed and credits nothing', async () => {
    const pkg = await packageByCode(t, 'professional-traffic-50k');
    const { order } = await checkout(t, user2, pkg.id);
    const before = await balanceOf(t, 'user2@example.com', pkg.id);
    expect((await postback(t, paid(order, 'evt-fail-1', 'payment.failed'))).status).toBe(200);
    expect((await orderRow(order.id)).status).toBe('failed');
    expect(await balanceOf(t, 'user2@example.com', pkg.id)).toBe(before);
  });

  it('refund after partial use takes back only what is left, never below zero, and records the shortfall', async () => {
    const pkg = await packageByCode(t, 'professional-traffic-100k');
    const [{ id: user2Id }] = await sql<{ id: number }>(
      t,
      "select u.id from users u join gates g on g.id = u.gate_id where u.email = 'user2@example.com' and g.is_default",
    );
    const { order } = await checkout(t, user2, pkg.id, 2);
    expect((await postback(t, paid(order, 'evt-refund-pay'))).status).toBe(200);
    expect(await balanceOf(t, 'user2@example.com', pkg.id)).toBe(4); // 2 paid + 2 bonus
    const spend = await t.http
      .post('/api/admin/transaction/new')
      .set('authorization', `Bearer ${admin}`)
      .send({ ownerId: user2Id, packageId: pkg.id, quantity: -3, comment: 'used on projects' });
    expect(spend.status).toBe(201);
    expect((await postback(t, paid(order, 'evt-refund-1', 'payment.refunded'))).status).toBe(200);
    expect(await balanceOf(t, 'user2@example.com', pkg.id)).toBe(0);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'refunded', refund_shortfall: 3 });
    const refund = await sql<{ quantity: number }>(t, "select quantity from transactions where order_id = ? and source = 'refund'", [
      order.id,
    ]);
    expect(refund.map((r) => r.quantity)).toEqual([-1]);
    // A refunded order cannot be paid again: 409, and nothing is written (no payment row, no invoice number used).
    const snapshot = await written();
    expect((await postback(t, paid(order, 'evt-after-refund'))).status).toBe(409);
    expect(await written()).toEqual(snapshot);
  });

  it('renews an active subscription for another period; a cancelled one renews no more (409)', async () => {
    const pkg = await packageByCode(t, 'website-traffic');
    const { order } = await checkout(t, user2, pkg.id);
    const before = await balanceOf(t, 'user2@example.com', pkg.id);
    expect((await postback(t, paid(order, 'evt-sub-1'))).status).toBe(200);
    const first = (
      await t.gql<{ order: { nextRenewalAt: string } }>('query($id: Int!) { order(id: $id) { nextRenewalAt } }', { id: order.id }, user2)
    ).data!.order;
    expect((await postback(t, paid(order, 'evt-sub-2', 'subscription.renewed'))).status).toBe(200);
    expect(await balanceOf(t, 'user2@example.com', pkg.id)).toBe(before + 4);
    const renewed = (
      await t.gql<{ order: { nextRenewalAt: string; invoices: unknown[]; payments: unknown[] } }>(
        'query($id: Int!) { order(id: $id) { nextRenewalAt invoices { id } payments { id } } }',
        { id: order.id },
        user2,
      )
    ).data!.order;
    expect(new Date(renewed.nextRenewalAt).getTime()).toBeGreaterThan(new Date(first.nextRenewalAt).getTime());
    expect(renewed.invoices).toHaveLength(2);
    expect(renewed.payments).toHaveLength(2);

    expect((await postback(t, { ...paid(order, 'evt-sub-cancel', 'subscription.cancelled') })).status).toBe(200);
    expect((await orderRow(order.id)).status).toBe('cancelled');
    expect((await postback(t, paid(order, 'evt-sub-3', 'subscription.renewed'))).status).toBe(409);
    expect(await balanceOf(t, 'user2@example.com', pkg.id)).toBe(before + 4);
  });

  it('numbers invoices without gaps per gate and year, each gate on its own sequence', async () => {
    const boostLogin = await t.http
      .post('/api/login')
      .set('host', 'boost.localhost')
      .send({ username: 'user@example.com', password: 'demo-password' });
    expect(boostLogin.status).toBe(200);
    const boostStarter = await packageByCode(t, 'boost-starter');
    const { order } = await checkout(t, boostLogin.body.token as string, boostStarter.id, 1, { host: 'boost.localhost' });
    expect((await postback(t, paid(order, 'evt-boost-1'))).status).toBe(200);
    const rows = await sql<{ gate_id: number; year: number; sequences: number[]; numbers: string[] }>(
      t,
      'select gate_id, year, array_agg(sequence order by sequence) as sequences, array_agg(number order by sequence) as numbers from invoices group by gate_id, year',
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      expect(row.sequences).toEqual(row.sequences.map((_s, i) => i + 1));
      row.numbers.forEach((n, i) => expect(n).toBe(`TG${row.gate_id}-${row.year}-${String(i + 1).padStart(6, '0')}`));
    }
  });

  it(`${onPostgres ? '200' : '40 (PGlite has one backend: smaller)'} concurrent deliveries of notifications with duplicates credit each order once`, async () => {
    const pkg = await packageByCode(t, 'alexa-boost-100k');
    const orders = onPostgres ? 50 : 10;
    const copies = 4;
    const before = await balanceOf(t, 'user@example.com', pkg.id);
    const bought = [];
    for (let i = 0; i < orders; i++) bought.push((await checkout(t, user, pkg.id)).order);
    const deliveries = bought.flatMap((o) => Array.from({ length: copies }, () => paid(o, `evt-burst-${o.id}`)));
    deliveries.sort(() => Math.random() - 0.5);
    const statuses = (await Promise.all(deliveries.map((e) => postback(t, e)))).map((r) => r.status);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(await balanceOf(t, 'user@example.com', pkg.id)).toBe(before + orders * 2); // 1 paid + 1 bonus each
    const ids = bought.map((o) => o.id);
    const [{ n }] = await sql<{ n: string }>(t, `select count(*) as n from payments where order_id in (${ids.join(',')})`);
    expect(Number(n)).toBe(orders);
    const [{ inv }] = await sql<{ inv: string }>(t, `select count(*) as inv from invoices where order_id in (${ids.join(',')})`);
    expect(Number(inv)).toBe(orders);
    // Concurrent crediting still numbers invoices without gaps.
    const gaps = await sql(t, 'select gate_id, year from invoices group by gate_id, year having max(sequence) <> count(*)');
    expect(gaps).toEqual([]);
  });

  it('bonus units are floor(quantity × (multiplier − 1)): fractions give no unit', () => {
    expect(bonusUnits(1, 1.25)).toBe(0);
    expect(bonusUnits(4, 1.25)).toBe(1);
    expect(bonusUnits(3, 1.1)).toBe(0);
    expect(bonusUnits(10, 1.1)).toBe(1);
    expect(bonusUnits(3, 2)).toBe(3);
    expect(bonusUnits(5, 1)).toBe(0);
  });
});
