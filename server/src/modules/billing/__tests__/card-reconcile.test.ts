import { FakeNmi, NMI_APPROVE_CARD } from '../../../../test/fakes/nmi';
import { startTestServer, type TestServer } from '../../../../test/harness';
import { JOBS } from '../../../jobs/job-map';
import { reconcileCardPayments } from '../card-reconcile.service';
import { checkout, packageByCode, sql } from './billing-helpers';

// The daily reconciliation of NMI's transactions with our payments (docs/payments.md "Reconciliation"), against the
// local fake NMI: a sale NMI has and we never recorded, a payment of ours NMI does not have, a matched sale (no
// finding), reruns (nothing twice), the admin's list and resolution (audited), the metric of open findings.
describe('NMI reconciliation', () => {
  let t: TestServer;
  let nmi: FakeNmi;
  let buyer: string;
  let admin: string;
  let pkg: { id: number; priceMinor: number };
  const DAY = 86_400_000;

  beforeAll(async () => {
    nmi = await new FakeNmi().start();
    t = await startTestServer(nmi.env());
    buyer = await t.login('user2@example.com');
    admin = await t.login('admin@example.com');
    pkg = await packageByCode(t, 'website-traffic-100k');
  });
  afterAll(async () => {
    await t.close();
    await nmi.stop();
  });

  const reconcile = (day = new Date()) => reconcileCardPayments(t.server.orm.em, t.server.services.config, day);
  const paidOrder = async () => {
    const { order } = await checkout(t, buyer, pkg.id);
    const res = await t.gql<{ payOrderWithCard: { status: string } }>(
      'mutation($o: Int!, $p: String!) { payOrderWithCard(orderId: $o, paymentToken: $p) { status } }',
      { o: order.id, p: nmi.tokenize(NMI_APPROVE_CARD) },
      buyer,
    );
    expect(res.data?.payOrderWithCard.status).toBe('active');
    const [{ provider_event_id: eventId }] = await sql<{ provider_event_id: string }>(
      t,
      'select provider_event_id from payments where order_id = ?',
      [order.id],
    );
    return { order, transactionId: eventId.slice('nmi:sale:'.length) };
  };
  /** A sale NMI approved for an order of ours that our books never saw (a process that died after the charge). */
  const unrecordedSale = async (orderid: string, amountMinor: number) => {
    const res = await fetch(`${nmi.url}/api/transact.php`, {
      method: 'POST',
      body: new URLSearchParams({
        security_key: nmi.securityKey,
        type: 'sale',
        payment_token: nmi.tokenize(NMI_APPROVE_CARD),
        amount: (amountMinor / 100).toFixed(2),
        orderid,
      }),
    });
    const answer = new URLSearchParams(await res.text());
    expect(answer.get('response')).toBe('1');
    return answer.get('transactionid')!;
  };
  const rows = () =>
    sql<{
      kind: string;
      action: string;
      transaction_id: string;
      order_id: number | null;
      amount_minor: number;
      currency: string;
      day: string | Date;
      resolved_at: Date | null;
    }>(t, 'select kind, action, transaction_id, order_id, amount_minor, currency, day, resolved_at from payment_discrepancies order by id');
  const openMetric = async () => {
    const res = await t.http.get('/metrics');
    expect(res.status).toBe(200);
    const line = /^payment_discrepancies_open (\S+)$/m.exec(res.text);
    return line ? Number(line[1]) : undefined;
  };
  const LIST =
    'query($open: Boolean) { paymentDiscrepancies(open: $open) { id kind action transactionId orderId amountMinor currency day detail resolvedAt resolvedById resolutionNote } }';
  interface Listed {
    id: number;
    kind: string;
    action: string;
    transactionId: string;
    orderId: number | null;
    amountMinor: number;
    currency: string;
    day: string;
    detail: string;
    resolvedAt: string | null;
    resolvedById: number | null;
    resolutionNote: string | null;
  }
  const list = (token: string, open?: boolean) =>
    t.gql<{ paymentDiscrepancies: Listed[] }>(LIST, open === undefined ? {} : { open }, token);

  it('flags a sale NMI has and we do not, and a payment we have and NMI does not; a matched sale is no finding', async () => {
    expect(await openMetric()).toBe(0);
    const matched = await paidOrder();
    const { order: pending } = await checkout(t, buyer, pkg.id);
    const stray = await unrecordedSale(String(pending.id), pending.amountMinor);
    // A payment of ours whose transaction NMI never made.
    await sql(
      t,
      "insert into payments (order_id, provider, provider_event_id, status, amount_minor, currency) values (?, 'card', 'nmi:sale:424242', 'succeeded', ?, ?)",
      [matched.order.id, matched.order.amountMinor, matched.order.currency],
    );
    // NMI also holds transactions of someone else's orderids: not ours to compare.
    await unrecordedSale('WEB-77', 1500);

    const today = new Date().toISOString().slice(0, 10);
    expect(await reconcile()).toEqual({ day: today, nmiActions: 2, payments: 2, added: 2 });
    const found = await rows();
    expect(found.map(({ day, ...r }) => ({ ...r, day: typeof day === 'string' ? day : day.toISOString().slice(0, 10) }))).toEqual([
      {
        kind: 'missing_in_ledger',
        action: 'sale',
        transaction_id: stray,
        order_id: pending.id,
        amount_minor: pending.amountMinor,
        currency: pending.currency,
        day: today,
        resolved_at: null,
      },
      {
        kind: 'missing_at_nmi',
        action: 'sale',
        transaction_id: '424242',
        order_id: matched.order.id,
        amount_minor: matched.order.amountMinor,
        currency: matched.order.currency,
        day: today,
        resolved_at: null,
      },
    ]);
    expect(found.some((r) => r.transaction_id === matched.transactionId)).toBe(false);

    // Reconciling the day again adds nothing.
    expect((await reconcile()).added).toBe(0);
    expect(await rows()).toHaveLength(2);
    expect(await openMetric()).toBe(2);

    // Admins see them; a manager is refused.
    const listed = await list(admin);
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.paymentDiscrepancies.map((d) => [d.kind, d.transactionId, d.orderId])).toEqual([
      ['missing_at_nmi', '424242', matched.order.id],
      ['missing_in_ledger', stray, pending.id],
    ]);
    expect(listed.data!.paymentDiscrepancies[1].detail).toContain(`transaction ${stray}`);
    const manager = await t.login('manager@example.com');
    expect((await list(manager)).errors?.[0].extensions?.code).toBe('FORBIDDEN');

    // Resolving one takes it off the open list, keeps the note, and is audited.
    const target = listed.data!.paymentDiscrepancies.find((d) => d.kind === 'missing_in_ledger')!;
    const resolve = (id: number, note: string, token = admin) =>
      t.gql<{ resolvePaymentDiscrepancy: Listed }>(
        'mutation($id: Int!, $note: String!) { resolvePaymentDiscrepancy(id: $id, note: $note) { id resolvedAt resolvedById resolutionNote } }',
        { id, note },
        token,
      );
    expect((await resolve(target.id, '   ')).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await resolve(target.id, 'Credited by hand', manager)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const done = await resolve(target.id, ' Voided the stray sale in NMI’s console. ');
    expect(done.errors).toBeUndefined();
    const [adminRow] = await sql<{ id: number }>(t, "select id from users where email = 'admin@example.com'");
    expect(done.data!.resolvePaymentDiscrepancy).toMatchObject({
      id: target.id,
      resolvedById: adminRow.id,
      resolutionNote: 'Voided the stray sale in NMI’s console.',
    });
    expect(done.data!.resolvePaymentDiscrepancy.resolvedAt).not.toBeNull();
    expect((await resolve(target.id, 'again')).errors?.[0].extensions?.code).toBe('CONFLICT');
    expect((await list(admin)).data!.paymentDiscrepancies.map((d) => d.id)).not.toContain(target.id);
    expect((await list(admin, false)).data!.paymentDiscrepancies.map((d) => d.id)).toContain(target.id);
    const audit = await sql<{ actor_id: number; operation: string; detail: { note: string; transactionId: string } }>(
      t,
      "select actor_id, operation, detail from audit_log where target_type = 'PaymentDiscrepancy' and target_id = ?",
      [target.id],
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: adminRow.id,
      operation: 'resolvePaymentDiscrepancy',
      detail: { note: 'Voided the stray sale in NMI’s console.', transactionId: stray },
    });
    expect(await openMetric()).toBe(1);

    // A resolved finding is not raised again by a rerun.
    expect((await reconcile()).added).toBe(0);
    expect(await openMetric()).toBe(1);
  });

  it('matches a staff refund’s void and a sale credited after midnight; flags an amount that differs', async () => {
    const before = (await rows()).length;
    // A sale NMI approved today and we recorded at 23:59 yesterday by our clock: no finding on either day.
    const late = await paidOrder();
    await sql(t, "update payments set created_at = date_trunc('day', now()) - interval '1 minute' where provider_event_id = ?", [
      `nmi:sale:${late.transactionId}`,
    ]);
    // A staff refund of an unsettled sale voids it at NMI and books nmi:void:<sale>.
    const refunded = await paidOrder();
    const res = await t.gql('mutation($id: Int!) { refundOrder(id: $id, reason: "asked") { status } }', { id: refunded.order.id }, admin);
    expect(res.errors).toBeUndefined();
    expect(
      await sql(t, 'select count(*)::int as n from payments where provider_event_id = ?', [`nmi:void:${refunded.transactionId}`]),
    ).toEqual([{ n: 1 }]);
    // A payment whose amount is not NMI's.
    const changed = await paidOrder();
    await sql(t, 'update payments set amount_minor = amount_minor + 100 where provider_event_id = ?', [
      `nmi:sale:${changed.transactionId}`,
    ]);

    expect((await reconcile()).added).toBe(1);
    expect((await reconcile(new Date(Date.now() - DAY))).added).toBe(0);
    const added = (await rows()).slice(before);
    expect(added).toMatchObject([
      {
        kind: 'amount_differs',
        action: 'sale',
        transaction_id: changed.transactionId,
        order_id: changed.order.id,
        amount_minor: changed.order.amountMinor,
      },
    ]);
  });

  it('runs as the daily job, which reconciles the two days before today', async () => {
    const jobs = t.server.services.jobs;
    const calls = nmi.calls.length;
    await jobs.send(JOBS.cardReconcile, {});
    expect(await jobs.drain([JOBS.cardReconcile])).toBe(1);
    const ymd = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10).replace(/-/g, '');
    const asked = nmi.calls.slice(calls).filter((c) => c.path === '/api/query.php' && c.fields.start_date);
    expect(asked.map((c) => [c.fields.start_date, c.fields.end_date])).toEqual([
      [`${ymd(2 * DAY)}000000`, `${ymd(2 * DAY)}235959`],
      [`${ymd(DAY)}000000`, `${ymd(DAY)}235959`],
    ]);
  });
});
