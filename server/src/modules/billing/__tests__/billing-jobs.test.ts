import { type FakePaypal, startFakePaypal } from '../../../../test/fakes/paypal';
import { readOutbox } from '../../../mail/__tests__/mail-helpers';
import { startTestServer, type TestServer } from '../../../../test/harness';
import { jobsNamed, newAccount } from '../../projects/__tests__/helpers';
import { balanceOf, CARD_SECRET, checkout, ledgerMismatches, packageByCode, paid, postback, sql } from './billing-helpers';
import { JOBS } from '../../../jobs/job-map';

// Side effects of billing leave through the job queue (docs/architecture.md#jobs: receipts,
// account removal, docs/api.md#calls "Packages, billing, payment" and remove-account): the purchase receipt is a job written
// in the crediting transaction, and account removal stops recurring payments at the provider through a job.
describe('billing jobs: durable receipts, provider stop on account removal', () => {
  let t: TestServer;
  let user2: string;
  const receiptsTo = (email: string) =>
    readOutbox(t.server.services.config.mail.outboxDir).filter(
      (m) => m.header('to')?.includes(email) && /receipt/i.test(m.header('subject') ?? ''),
    );

  beforeAll(async () => {
    t = await startTestServer({ CARD_WEBHOOK_SECRET: CARD_SECRET });
    user2 = await t.login('user2@example.com');
  });
  afterEach(async () => {
    expect(await ledgerMismatches(t)).toEqual([]);
  });
  afterAll(() => t.close());

  it('a credited payment queues its receipt; the queue sends it with the invoice PDF, once however often the job runs', async () => {
    const pkg = await packageByCode(t, 'website-traffic-100k');
    const { order } = await checkout(t, user2, pkg.id);
    const before = receiptsTo('user2@example.com').length;
    expect((await postback(t, paid(order, 'evt-receipt-job-1'))).status).toBe(200);
    const [invoice] = await sql<{ id: number; number: string; receipt_sent_at: Date | null }>(
      t,
      'select id, number, receipt_sent_at from invoices where order_id = ?',
      [order.id],
    );
    expect(invoice.receipt_sent_at).toBeNull();
    // Nothing is sent by the request itself: the receipt waits in the queue, committed with the credit.
    expect((await jobsNamed<{ invoiceId: number }>(t, JOBS.billingReceipt)).filter((j) => j.data.invoiceId === invoice.id)).toEqual([
      expect.objectContaining({ state: 'created' }),
    ]);
    expect(receiptsTo('user2@example.com')).toHaveLength(before);

    await t.server.services.jobs.drain([JOBS.billingReceipt]);
    const receipts = receiptsTo('user2@example.com').filter((m) => m.header('subject')!.includes(invoice.number));
    expect(receipts).toHaveLength(1);
    expect(receipts[0].raw).toMatch(new RegExp(`Content-Type: application/pdf; name=invoice-${invoice.number}\\.pdf`));
    expect(receipts[0].text).toContain(`Invoice ${invoice.number} is attached`);
    const [sent] = await sql<{ receipt_sent_at: Date | null }>(t, 'select receipt_sent_at from invoices where id = ?', [invoice.id]);
    expect(sent.receipt_sent_at).not.toBeNull();

    // The same job again (a retry after a crash past the send, a duplicate): nothing more is sent.
    await t.server.services.jobs.send(JOBS.billingReceipt, { invoiceId: invoice.id, bonus: 0 });
    expect(await t.server.services.jobs.drain([JOBS.billingReceipt])).toBe(1);
    expect(receiptsTo('user2@example.com').filter((m) => m.header('subject')!.includes(invoice.number))).toHaveLength(1);
    // A replayed notification credits nothing and queues no second receipt.
    expect((await postback(t, paid(order, 'evt-receipt-job-1'))).status).toBe(200);
    expect((await jobsNamed<{ invoiceId: number }>(t, JOBS.billingReceipt)).filter((j) => j.data.invoiceId === invoice.id)).toHaveLength(2);
  });

  it('a credit whose transaction rolls back leaves no receipt behind', async () => {
    const pkg = await packageByCode(t, 'professional-traffic');
    const { order } = await checkout(t, user2, pkg.id);
    const balance = await balanceOf(t, 'user2@example.com', pkg.id);
    const jobs = (await jobsNamed(t, JOBS.billingReceipt)).length;
    // A check that fails at COMMIT, after the invoice was numbered and the receipt queued: the whole credit rolls back.
    await sql(
      t,
      `create function refuse_invoice() returns trigger language plpgsql as $$ begin raise exception 'refused at commit'; end $$`,
    );
    await sql(
      t,
      `create constraint trigger refuse_invoice after insert on invoices deferrable initially deferred for each row
                  when (new.order_id = ${Number(order.id)}) execute function refuse_invoice()`,
    );
    try {
      expect((await postback(t, paid(order, 'evt-receipt-rollback'))).status).toBe(500);
    } finally {
      await sql(t, 'drop trigger refuse_invoice on invoices');
      await sql(t, 'drop function refuse_invoice()');
    }
    expect(await sql(t, 'select id from invoices where order_id = ?', [order.id])).toEqual([]);
    expect(await balanceOf(t, 'user2@example.com', pkg.id)).toBe(balance);
    expect(await jobsNamed(t, JOBS.billingReceipt)).toHaveLength(jobs);
    const mails = receiptsTo('user2@example.com').length;
    await t.server.services.jobs.drain([JOBS.billingReceipt]);
    expect(receiptsTo('user2@example.com')).toHaveLength(mails);
    // The provider's retry of the same event then credits it, with its receipt.
    expect((await postback(t, paid(order, 'evt-receipt-rollback'))).status).toBe(200);
    await t.server.services.jobs.drain([JOBS.billingReceipt]);
    expect(receiptsTo('user2@example.com')).toHaveLength(mails + 1);
  });

  it('account removal (own and by an admin) stops every active recurring order at its provider through a queued job', async () => {
    const pkg = await packageByCode(t, 'website-traffic-50k');
    const admin = await t.login('admin@example.com');
    for (const remove of ['own', 'admin'] as const) {
      const a = await newAccount(t, `remove-${remove}`);
      const active = await checkout(t, a.token, pkg.id);
      expect((await postback(t, paid(active.order, `evt-remove-${remove}`))).status).toBe(200);
      const pending = await checkout(t, a.token, pkg.id);
      const res =
        remove === 'own'
          ? await t.http.post('/api/remove-account').set('authorization', `Bearer ${a.token}`).send({ password: 'a-good-password' })
          : await t.http.post(`/api/remove-account/${a.id}`).set('authorization', `Bearer ${admin}`);
      expect(res.status).toBe(204);
      expect(await sql(t, 'select id, status from orders where owner_id = ? order by id', [a.id])).toEqual([
        { id: active.order.id, status: 'cancelled' },
        { id: pending.order.id, status: 'cancelled' },
      ]);
      // One stop per subscription that was running at the provider; an unpaid checkout has nothing to stop there.
      const stops = (await jobsNamed<{ orderId: number }>(t, JOBS.billingCancelRecurring)).filter((j) =>
        [active.order.id, pending.order.id].includes(j.data.orderId),
      );
      expect(stops).toEqual([expect.objectContaining({ data: { orderId: active.order.id }, state: 'created' })]);
      expect(await t.server.services.jobs.drain([JOBS.billingCancelRecurring])).toBeGreaterThanOrEqual(1);
      const [done] = await sql<{ state: string }>(t, 'select state from pgboss.job where id = ?', [stops[0].id]);
      expect(done.state).toBe('completed');
      // A renewal the provider still reports after the removal is refused: nothing is credited to the removed account.
      const balance = () => sql(t, 'select quantity from balances where owner_id = ? and package_id = ?', [a.id, pkg.id]);
      const credited = await balance();
      expect(credited).toHaveLength(1);
      expect((await postback(t, paid(active.order, `evt-remove-${remove}-renewal`, 'subscription.renewed'))).status).toBe(409);
      expect(await balance()).toEqual(credited);
    }
  });
});

// The same removal against PayPal (its adapter's cancel call, answered by the local fake): while PayPal fails the
// job is retried with backoff and the subscription keeps running there; once PayPal answers, it is cancelled.
describe('account removal stops a PayPal subscription at PayPal', () => {
  let t: TestServer;
  let fake: FakePaypal;
  beforeAll(async () => {
    fake = await startFakePaypal();
    t = await startTestServer({
      CARD_WEBHOOK_SECRET: CARD_SECRET,
      PAYPAL_API_URL: fake.url,
      PAYPAL_CLIENT_ID: fake.clientId,
      PAYPAL_CLIENT_SECRET: fake.clientSecret,
      PAYPAL_WEBHOOK_ID: fake.webhookId,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  it('retries while PayPal is down, then cancels the subscription there', async () => {
    const pkg = await packageByCode(t, 'website-traffic-50k');
    const a = await newAccount(t, 'remove-paypal');
    // A subscription running at PayPal, and its order as a past PayPal checkout left it.
    fake.subscriptions.set('I-REMOVAL1', { id: 'I-REMOVAL1', status: 'ACTIVE', plan_id: 'P-1', cycles: 1 });
    const [order] = await sql<{ id: number }>(
      t,
      `insert into orders (owner_id, package_id, quantity, amount_minor, currency, status, payment_provider, recurring, external_id, created_at, updated_at)
       values (?, ?, 1, ?, 'USD', 'active', 'paypal', true, 'I-REMOVAL1', now(), now()) returning id`,
      [a.id, pkg.id, pkg.priceMinor],
    );
    fake.mode = 'error';
    expect(
      (await t.http.post('/api/remove-account').set('authorization', `Bearer ${a.token}`).send({ password: 'a-good-password' })).status,
    ).toBe(204);
    expect(await sql(t, 'select status from orders where id = ?', [order.id])).toEqual([{ status: 'cancelled' }]);
    const [job] = (await jobsNamed<{ orderId: number }>(t, JOBS.billingCancelRecurring)).filter((j) => j.data.orderId === order.id);

    await t.server.services.jobs.drain([JOBS.billingCancelRecurring]);
    const [failed] = await sql<{ state: string; retry_limit: number; start_after: Date }>(
      t,
      'select state, retry_limit, start_after from pgboss.job where id = ?',
      [job.id],
    );
    expect(failed).toMatchObject({ state: 'retry', retry_limit: 10 });
    expect(new Date(failed.start_after).getTime()).toBeGreaterThan(Date.now());
    expect(fake.subscriptions.get('I-REMOVAL1')!.status).toBe('ACTIVE');

    // PayPal is back; the retry comes due.
    fake.mode = 'up';
    await sql(t, 'update pgboss.job set start_after = now() where id = ?', [job.id]);
    await t.server.services.jobs.drain([JOBS.billingCancelRecurring]);
    expect(await sql(t, 'select state from pgboss.job where id = ?', [job.id])).toEqual([{ state: 'completed' }]);
    expect(fake.subscriptions.get('I-REMOVAL1')!.status).toBe('CANCELLED');
    expect(fake.callsTo('POST', '/v1/billing/subscriptions/I-REMOVAL1/cancel').length).toBeGreaterThanOrEqual(1);
  });
});
