import { readOutbox } from '../../../mail/__tests__/mail-helpers';
import { startTestServer, type TestServer } from '../../../../test/harness';
import { jobsNamed } from '../../projects/__tests__/helpers';
import { BILLING_JOBS } from '../invoice.service';
import { balanceOf, CARD_SECRET, checkout, ledgerMismatches, packageByCode, paid, postback, sql } from './billing-helpers';

// Side effects of billing leave through the job queue (ARCHITECTURE.md "Side effects", issue 9 receipts, issue 10
// account removal, SPEC §7 "Packages, billing, payment" and remove-account): the purchase receipt is a job written
// in the crediting transaction,.
describe('billing jobs: durable receipts', () => {
  let t: TestServer;
  let user2: string;
  const receiptsTo = (email: string) =>
    readOutbox(t.server.services.config.mail.outboxDir).filter((m) => m.header('to')?.includes(email) && /receipt/i.test(m.header('subject') ?? ''));

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
    const [invoice] = await sql<{ id: number; number: string; receipt_sent_at: Date | null }>(t, 'select id, number, receipt_sent_at from invoices where order_id = ?', [order.id]);
    expect(invoice.receipt_sent_at).toBeNull();
    // Nothing is sent by the request itself: the receipt waits in the queue, committed with the credit.
    expect((await jobsNamed<{ invoiceId: number }>(t, BILLING_JOBS.receipt)).filter((j) => j.data.invoiceId === invoice.id)).toEqual([
      expect.objectContaining({ state: 'created' }),
    ]);
    expect(receiptsTo('user2@example.com')).toHaveLength(before);

    await t.server.services.jobs.drain([BILLING_JOBS.receipt]);
    const receipts = receiptsTo('user2@example.com').filter((m) => m.header('subject')!.includes(invoice.number));
    expect(receipts).toHaveLength(1);
    expect(receipts[0].raw).toMatch(new RegExp(`Content-Type: application/pdf; name=invoice-${invoice.number}\\.pdf`));
    expect(receipts[0].text).toContain(`Invoice ${invoice.number} is attached`);
    const [sent] = await sql<{ receipt_sent_at: Date | null }>(t, 'select receipt_sent_at from invoices where id = ?', [invoice.id]);
    expect(sent.receipt_sent_at).not.toBeNull();

    // The same job again (a retry after a crash past the send, a duplicate): nothing more is sent.
    await t.server.services.jobs.send(BILLING_JOBS.receipt, { invoiceId: invoice.id, bonus: 0 });
    expect(await t.server.services.jobs.drain([BILLING_JOBS.receipt])).toBe(1);
    expect(receiptsTo('user2@example.com').filter((m) => m.header('subject')!.includes(invoice.number))).toHaveLength(1);
    // A replayed notification credits nothing and queues no second receipt.
    expect((await postback(t, paid(order, 'evt-receipt-job-1'))).status).toBe(200);
    expect((await jobsNamed<{ invoiceId: number }>(t, BILLING_JOBS.receipt)).filter((j) => j.data.invoiceId === invoice.id)).toHaveLength(2);
  });

  it('a credit whose transaction rolls back leaves no receipt behind', async () => {
    const pkg = await packageByCode(t, 'professional-traffic');
    const { order } = await checkout(t, user2, pkg.id);
    const balance = await balanceOf(t, 'user2@example.com', pkg.id);
    const jobs = (await jobsNamed(t, BILLING_JOBS.receipt)).length;
    // A check that fails at COMMIT, after the invoice was numbered and the receipt queued: the whole credit rolls back.
    await sql(t, `create function refuse_invoice() returns trigger language plpgsql as $$ begin raise exception 'refused at commit'; end $$`);
    await sql(t, `create constraint trigger refuse_invoice after insert on invoices deferrable initially deferred for each row
                  when (new.order_id = ${Number(order.id)}) execute function refuse_invoice()`);
    try {
      expect((await postback(t, paid(order, 'evt-receipt-rollback'))).status).toBe(500);
    } finally {
      await sql(t, 'drop trigger refuse_invoice on invoices');
      await sql(t, 'drop function refuse_invoice()');
    }
    expect(await sql(t, 'select id from invoices where order_id = ?', [order.id])).toEqual([]);
    expect(await balanceOf(t, 'user2@example.com', pkg.id)).toBe(balance);
    expect(await jobsNamed(t, BILLING_JOBS.receipt)).toHaveLength(jobs);
    const mails = receiptsTo('user2@example.com').length;
    await t.server.services.jobs.drain([BILLING_JOBS.receipt]);
    expect(receiptsTo('user2@example.com')).toHaveLength(mails);
    // The provider's retry of the same event then credits it, with its receipt.
    expect((await postback(t, paid(order, 'evt-receipt-rollback'))).status).toBe(200);
    await t.server.services.jobs.drain([BILLING_JOBS.receipt]);
    expect(receiptsTo('user2@example.com')).toHaveLength(mails + 1);
  });
});
