import { FakeNmi, NMI_APPROVE_CARD, NMI_DECLINE_CARD, NMI_THREE_DS_CARD } from '../../../../test/fakes/nmi';
import { startTestServer, type TestServer } from '../../../../test/harness';
import { JOBS } from '../../../jobs/job-map';
import { readOutbox } from '../../../mail/__tests__/mail-helpers';
import { chargeDueRenewals, renewOrder, RETRY_DAYS } from '../card-renewal.service';
import { balanceOf, checkout, ledgerMismatches, packageByCode, sql } from './billing-helpers';

// Card payments on NMI's gateway (docs/payments.md), end to end through our routes against a local fake NMI: the
// buyer's first sale with a Collect.js token (vault record in the same call), declines, webhooks (signature, replay,
// unknown types, amount mismatch, unknown transactions), renewals charged once per period across racing workers and a
// crash, dunning, staff refunds (void before settlement, refund after), chargebacks. After each test Σ ledger = balances.
describe('NMI card payments', () => {
  let t: TestServer;
  let nmi: FakeNmi;
  let buyer: string;
  let pkg: { id: number; priceMinor: number };
  const DAY = 86_400_000;

  beforeAll(async () => {
    nmi = await new FakeNmi().start();
    t = await startTestServer(nmi.env());
    buyer = await t.login('user2@example.com');
    pkg = await packageByCode(t, 'website-traffic-100k');
  });
  beforeEach(() => {
    nmi.mode = 'up';
    nmi.webhookUrl = undefined;
  });
  afterEach(async () => {
    expect(await ledgerMismatches(t)).toEqual([]);
  });
  afterAll(async () => {
    await t.close();
    await nmi.stop();
  });

  const pay = (orderId: number, paymentToken: string, token = buyer) =>
    t.gql<{ payOrderWithCard: { id: number; status: string; externalId: string | null } }>(
      'mutation($o: Int!, $p: String!) { payOrderWithCard(orderId: $o, paymentToken: $p) { id status externalId } }',
      { o: orderId, p: paymentToken },
      token,
    );
  const postback = (body: string, signature = nmi.sign(body)) =>
    t.http.post('/api/payment/postback/card').set('content-type', 'application/json').set('webhook-signature', signature).send(body);
  const units = async (orderId: number, source = 'payment') =>
    Number(
      (
        await sql<{ n: string }>(t, 'select coalesce(sum(quantity), 0) as n from transactions where order_id = ? and source = ?', [
          orderId,
          source,
        ])
      )[0].n,
    );
  /** Everything a payment credited: the units bought and the running promotion's bonus. */
  const credited = async (orderId: number) => (await units(orderId)) + (await units(orderId, 'promotion_bonus'));
  const order = async (id: number) =>
    (
      await sql<{
        status: string;
        renews_at: Date | null;
        renewal_failures: number;
        external_id: string | null;
        charging_until: Date | null;
      }>(t, 'select status, renews_at, renewal_failures, external_id, charging_until from orders where id = ?', [id])
    )[0];
  /** A paid NMI order of the buyer: checkout, then the first sale with the approving test card. */
  const paidOrder = async () => {
    const { order: o } = await checkout(t, buyer, pkg.id);
    const res = await pay(o.id, nmi.tokenize(NMI_APPROVE_CARD));
    expect(res.errors).toBeUndefined();
    return o;
  };
  const dueNow = (id: number) => sql(t, "update orders set renews_at = now() - interval '1 minute' where id = ?", [id]);

  it('checkout sends the buyer to the card form, which the server describes with the tokenization key', async () => {
    const { order: o, paymentUrl } = await checkout(t, buyer, pkg.id);
    expect(paymentUrl).toMatch(new RegExp(`/panel/billing/commercegate/${o.id}$`));
    const form = await t.gql<{ cardPaymentForm: { tokenizationKey: string; collectJsUrl: string; order: { status: string } } }>(
      'query($o: Int!) { cardPaymentForm(orderId: $o) { tokenizationKey collectJsUrl order { status } } }',
      { o: o.id },
      buyer,
    );
    expect(form.data?.cardPaymentForm).toEqual({
      tokenizationKey: nmi.tokenizationKey,
      collectJsUrl: `${nmi.url}/token/Collect.js`,
      order: { status: 'pending' },
    });
    // Someone else's order is not there for them.
    const other = await t.login('user@example.com');
    const foreign = await t.gql('query($o: Int!) { cardPaymentForm(orderId: $o) { tokenizationKey } }', { o: o.id }, other);
    expect(foreign.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await pay(o.id, nmi.tokenize(NMI_APPROVE_CARD), other)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('the first sale stores the card in the vault and credits once, also when NMI reports the same sale by webhook', async () => {
    const before = await balanceOf(t, 'user2@example.com', pkg.id);
    const { order: o } = await checkout(t, buyer, pkg.id);
    nmi.webhookUrl = `${t.url}/api/payment/postback/card`;
    const res = await pay(o.id, nmi.tokenize(NMI_APPROVE_CARD));
    expect(res.errors).toBeUndefined();
    expect(res.data?.payOrderWithCard.status).toBe('active');
    const sale = nmi.calls.filter((c) => c.path === '/api/transact.php').at(-1)!.fields;
    expect(sale).toMatchObject({
      type: 'sale',
      amount: (o.amountMinor / 100).toFixed(2),
      orderid: String(o.id),
      customer_vault: 'add_customer',
      initiated_by: 'customer',
      stored_credential_indicator: 'stored',
    });
    expect(sale.ccnumber).toBeUndefined();
    const vaultId = res.data!.payOrderWithCard.externalId!;
    expect(nmi.vault.has(vaultId)).toBe(true);
    // NMI's own webhook of that sale arrives (the fake sends it): it is the same payment.
    await waitFor(() => nmi.delivered.some((d) => d.eventType === 'transaction.sale.success'));
    expect(nmi.delivered.at(-1)!.status).toBe(200);
    expect(await units(o.id)).toBe(1);
    expect(await balanceOf(t, 'user2@example.com', pkg.id)).toBe(before + (await credited(o.id)));
    expect(await sql(t, 'select count(*)::int as n from invoices where order_id = ?', [o.id])).toEqual([{ n: 1 }]);
    await t.server.services.jobs.drain([JOBS.billingReceipt]);
    expect(
      readOutbox(t.server.services.config.mail.outboxDir).some(
        (m) => m.header('to')?.includes('user2@example.com') && /receipt/i.test(m.header('subject') ?? ''),
      ),
    ).toBe(true);
    // Paying again answers the paid order and charges nothing.
    const calls = nmi.calls.length;
    expect((await pay(o.id, nmi.tokenize(NMI_APPROVE_CARD))).data?.payOrderWithCard.status).toBe('active');
    expect(nmi.calls).toHaveLength(calls);
  });

  it('a declined card is a violation on paymentToken and changes nothing; another card then pays', async () => {
    const { order: o } = await checkout(t, buyer, pkg.id);
    const declined = await pay(o.id, nmi.tokenize(NMI_DECLINE_CARD));
    expect(declined.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      violations: [{ propertyPath: 'paymentToken', message: 'The card was declined (DECLINE).' }],
    });
    expect(await order(o.id)).toMatchObject({ status: 'pending', charging_until: null });
    expect(await units(o.id)).toBe(0);
    expect(await sql(t, 'select count(*)::int as n from payments where order_id = ?', [o.id])).toEqual([{ n: 0 }]);
    // A token is used once; a made-up one is refused by NMI the same way.
    expect((await pay(o.id, 'not a token')).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await pay(o.id, nmi.tokenize(NMI_APPROVE_CARD))).data?.payOrderWithCard.status).toBe('active');
    expect(await units(o.id)).toBe(1);
  });

  it('a charge whose answer never came is looked up at NMI before the next attempt, so it is charged once', async () => {
    const { order: o } = await checkout(t, buyer, pkg.id);
    const token = nmi.tokenize(NMI_APPROVE_CARD);
    nmi.mode = 'hang';
    const lost = await pay(o.id, token);
    expect(lost.errors?.[0].message).toMatch(/did not answer/);
    // NMI received it and will approve it: play that the sale went through while we waited.
    nmi.mode = 'up';
    const call = nmi.calls.at(-1)!;
    expect(call.fields.orderid).toBe(String(o.id));
    await fetch(`${nmi.url}/api/transact.php`, {
      method: 'POST',
      body: new URLSearchParams({ ...call.fields, payment_token: nmi.tokenize(NMI_APPROVE_CARD) }),
    });
    // While the claim holds, a second attempt is refused; once it expired, the attempt finds the sale and charges nothing.
    expect((await pay(o.id, nmi.tokenize(NMI_APPROVE_CARD))).errors?.[0].message).toMatch(/already under way/);
    await sql(t, "update orders set charging_until = now() - interval '1 second' where id = ?", [o.id]);
    const sales = nmi.calls.filter((c) => c.fields.type === 'sale').length;
    expect((await pay(o.id, nmi.tokenize(NMI_APPROVE_CARD))).data?.payOrderWithCard.status).toBe('active');
    expect(nmi.calls.filter((c) => c.fields.type === 'sale')).toHaveLength(sales);
    expect(await units(o.id)).toBe(1);
  });

  it('a gate that asks for 3-D Secure gets no sale without the authentication, and passes it on to NMI', async () => {
    const gate = '(select id from gates where is_default)';
    await sql(t, `update gates set config = jsonb_set(config, '{cardThreeDSecure}', 'true') where id = ${gate}`);
    try {
      const { order: o } = await checkout(t, buyer, pkg.id);
      const form = await t.gql<{ cardPaymentForm: { threeDSecure: boolean; gatewayJsUrl: string } }>(
        'query($o: Int!) { cardPaymentForm(orderId: $o) { threeDSecure gatewayJsUrl } }',
        { o: o.id },
        buyer,
      );
      expect(form.data?.cardPaymentForm).toEqual({ threeDSecure: true, gatewayJsUrl: `${nmi.url}/js/v1/Gateway.js` });
      const calls = nmi.calls.length;
      expect((await pay(o.id, nmi.tokenize(NMI_THREE_DS_CARD))).errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        violations: [{ propertyPath: 'threeDSecure', message: 'This card payment needs 3-D Secure authentication.' }],
      });
      expect(nmi.calls).toHaveLength(calls);
      const auth = {
        cavv: 'AAABBEg0VhI0VniQEjRWAAAAAAA=',
        eci: '05',
        cardHolderAuth: 'verified',
        threeDsVersion: '2.2.0',
        directoryServerId: 'd5a4c0b1-2e0e',
      };
      const res = await t.gql<{ payOrderWithCard: { status: string } }>(
        'mutation($o: Int!, $p: String!, $a: CardThreeDSecureInput) { payOrderWithCard(orderId: $o, paymentToken: $p, threeDSecure: $a) { status } }',
        { o: o.id, p: nmi.tokenize(NMI_THREE_DS_CARD), a: auth },
        buyer,
      );
      expect(res.data?.payOrderWithCard.status).toBe('active');
      expect(nmi.calls.at(-1)!.fields).toMatchObject({
        cavv: auth.cavv,
        eci: '05',
        cardholder_auth: 'verified',
        three_ds_version: '2.2.0',
      });
    } finally {
      await sql(t, `update gates set config = config - 'cardThreeDSecure' where id = ${gate}`);
    }
  });

  it('webhooks: bad signature, malformed, unknown type, unknown order, amount mismatch, replay', async () => {
    const o = await paidOrder();
    const [saleId] = (await sql<{ provider_event_id: string }>(t, 'select provider_event_id from payments where order_id = ?', [o.id])).map(
      (r) => r.provider_event_id.slice('nmi:sale:'.length),
    );
    const sale = nmi.transactions.get(saleId)!;
    const body = nmi.transactionEvent('transaction.sale.success', sale, sale.actions[0]);
    expect(
      (
        await postback(
          body,
          nmi.sign(body).replace(/.$/, (c) => (c === '0' ? '1' : '0')),
        )
      ).status,
    ).toBe(401);
    expect((await postback(body, '')).status).toBe(401);
    expect((await postback('{"event_id":', nmi.sign('{"event_id":'))).status).toBe(400);
    const settlement = JSON.stringify({ event_id: 'e-1', event_type: 'settlement.batch.complete', event_body: { batch_id: '1' } });
    expect((await postback(settlement)).status).toBe(200);
    const foreign = nmi.transactionEvent('transaction.sale.success', { ...sale, order_id: 'WEB-123' }, sale.actions[0]);
    expect((await postback(foreign)).status).toBe(400);
    const missing = nmi.transactionEvent(
      'transaction.sale.success',
      { ...sale, transaction_id: '99', order_id: '999999' },
      sale.actions[0],
    );
    expect((await postback(missing)).status).toBe(404);
    const cheap = nmi.transactionEvent(
      'transaction.sale.success',
      { ...sale, transaction_id: '98' },
      { ...sale.actions[0], amount: '0.50' },
    );
    expect((await postback(cheap)).status).toBe(422);
    expect((await sql<{ flagged_reason: string }>(t, 'select flagged_reason from orders where id = ?', [o.id]))[0].flagged_reason).toMatch(
      /50 USD/,
    );
    // The same sale again, in a new delivery: applied once.
    expect((await postback(body)).status).toBe(200);
    expect((await postback(body)).status).toBe(200);
    expect(await units(o.id)).toBe(1);
  });

  it('renewals: charged once per period across racing workers, with the stored-credential flags, and after a crash', async () => {
    const o = await paidOrder();
    const vault = (await order(o.id)).external_id!;
    const first = (await sql<{ provider_event_id: string }>(t, 'select provider_event_id from payments where order_id = ?', [o.id]))[0]
      .provider_event_id;
    await dueNow(o.id);
    const services = t.server.services;
    const [a, b] = await Promise.all([renewOrder(t.server.orm.em, services, o.id), renewOrder(t.server.orm.em, services, o.id)]);
    expect([a, b].sort()).toEqual(['busy', 'renewed']);
    const renewal = nmi.calls.filter((c) => c.fields.type === 'sale' && c.fields.orderid === `${o.id}-r1`);
    expect(renewal).toHaveLength(1);
    expect(renewal[0].fields).toMatchObject({
      customer_vault_id: vault,
      initiated_by: 'merchant',
      stored_credential_indicator: 'used',
      initial_transaction_id: first.slice('nmi:sale:'.length),
    });
    expect(await units(o.id)).toBe(2);
    const after = await order(o.id);
    expect(after.status).toBe('active');
    expect(new Date(after.renews_at!).getTime()).toBeGreaterThan(Date.now() + 20 * DAY);

    // A crash after NMI charged the next period and before we credited it: the next run finds the sale by its orderid.
    await dueNow(o.id);
    await fetch(`${nmi.url}/api/transact.php`, {
      method: 'POST',
      body: new URLSearchParams({
        security_key: nmi.securityKey,
        type: 'sale',
        customer_vault_id: vault,
        amount: (o.amountMinor / 100).toFixed(2),
        orderid: `${o.id}-r2`,
      }),
    });
    const sales = nmi.calls.filter((c) => c.fields.type === 'sale').length;
    expect((await chargeDueRenewals(t.server.orm.em, services)).get(o.id)).toBe('renewed');
    expect(nmi.calls.filter((c) => c.fields.type === 'sale')).toHaveLength(sales);
    expect(await units(o.id)).toBe(3);
    // Nothing is due now: the job charges nothing.
    expect((await chargeDueRenewals(t.server.orm.em, services)).has(o.id)).toBe(false);
  });

  it('a declined renewal is retried on the stated days with a mail each time, then the subscription ends; credits stay', async () => {
    const o = await paidOrder();
    const vault = (await order(o.id)).external_id!;
    nmi.declineVault(vault);
    const before = await balanceOf(t, 'user2@example.com', pkg.id);
    const services = t.server.services;
    const mails = () =>
      readOutbox(services.config.mail.outboxDir).filter(
        (m) => m.header('to')?.includes('user2@example.com') && /declined|has ended/.test(m.header('subject') ?? ''),
      );
    const mailed = mails().length;
    for (let attempt = 1; attempt <= RETRY_DAYS.length; attempt++) {
      await dueNow(o.id);
      const now = new Date();
      expect(await renewOrder(t.server.orm.em, services, o.id, now)).toBe('declined');
      const state = await order(o.id);
      expect(state).toMatchObject({ status: 'active', renewal_failures: attempt });
      expect(new Date(state.renews_at!).getTime()).toBe(now.getTime() + RETRY_DAYS[attempt - 1] * DAY);
    }
    await dueNow(o.id);
    expect(await renewOrder(t.server.orm.em, services, o.id)).toBe('ended');
    expect(await order(o.id)).toMatchObject({ status: 'cancelled', renews_at: null });
    expect(await sql(t, "select count(*)::int as n from payments where order_id = ? and status = 'failed'", [o.id])).toEqual([
      { n: RETRY_DAYS.length + 1 },
    ]);
    expect(await balanceOf(t, 'user2@example.com', pkg.id)).toBe(before);
    await services.jobs.drain([JOBS.cardDeclinedMail]);
    const sent = mails().slice(mailed);
    expect(sent).toHaveLength(RETRY_DAYS.length + 1);
    const hasEnded = (m: (typeof sent)[number]) => /has ended/.test(m.header('subject') ?? '');
    const [ended] = sent.filter(hasEnded);
    const retries = sent.filter((m) => !hasEnded(m));
    expect(ended.text).toMatch(/Credits you already received stay on your balance/);
    expect(retries.map((m) => m.header('subject'))).toEqual(RETRY_DAYS.map(() => 'Your Trafficgate payment was declined'));
    expect(retries[0].text).toMatch(/We will try the card again on \d{4}-\d{2}-\d{2}/);
    // An ended subscription is never charged again.
    await dueNow(o.id);
    expect((await chargeDueRenewals(t.server.orm.em, services)).has(o.id)).toBe(false);
  });

  it('staff refund voids an unsettled sale and refunds a settled one at NMI; NMI’s webhook of it changes nothing more', async () => {
    const admin = await t.login('admin@example.com');
    const refund = (id: number) =>
      t.gql<{ refundOrder: { status: string } }>('mutation($id: Int!) { refundOrder(id: $id, reason: "asked") { status } }', { id }, admin);
    nmi.webhookUrl = `${t.url}/api/payment/postback/card`;

    const unsettled = await paidOrder();
    expect((await refund(unsettled.id)).data?.refundOrder.status).toBe('refunded');
    expect(nmi.calls.at(-1)!.fields.type).toBe('void');
    await waitFor(() => nmi.delivered.some((d) => d.eventType === 'transaction.void.success'));
    expect(nmi.delivered.filter((d) => d.eventType === 'transaction.void.success').at(-1)!.status).toBe(200);
    expect(await units(unsettled.id, 'refund')).toBe(-(await credited(unsettled.id)));

    const settled = await paidOrder();
    const [sale] = await sql<{ provider_event_id: string }>(t, 'select provider_event_id from payments where order_id = ?', [settled.id]);
    nmi.settle(sale.provider_event_id.slice('nmi:sale:'.length));
    expect((await refund(settled.id)).data?.refundOrder.status).toBe('refunded');
    expect(nmi.calls.filter((c) => c.fields.type === 'refund').at(-1)!.fields.transactionid).toBe(
      sale.provider_event_id.slice('nmi:sale:'.length),
    );
    await waitFor(() => nmi.delivered.filter((d) => d.eventType === 'transaction.refund.success').length > 0);
    expect(nmi.delivered.filter((d) => d.eventType === 'transaction.refund.success').at(-1)!.status).toBe(200);
    expect(await units(settled.id, 'refund')).toBe(-(await credited(settled.id)));
    expect(await sql(t, "select count(*)::int as n from payments where order_id = ? and status = 'refunded'", [settled.id])).toEqual([
      { n: 1 },
    ]);
  });

  it('a chargeback takes back the unused credit of the order whose sale it names; a refund made in NMI’s console too', async () => {
    const o = await paidOrder();
    const [sale] = await sql<{ provider_event_id: string }>(t, 'select provider_event_id from payments where order_id = ?', [o.id]);
    const txid = sale.provider_event_id.slice('nmi:sale:'.length);
    const batch = nmi.chargebackEvent([{ id: txid, amount: (o.amountMinor / 100).toFixed(2) }]);
    expect((await postback(batch)).status).toBe(200);
    expect((await postback(batch)).status).toBe(200);
    expect(await order(o.id)).toMatchObject({ status: 'refunded' });
    expect(await units(o.id, 'refund')).toBe(-(await credited(o.id)));
    expect((await postback(nmi.chargebackEvent([{ id: '123', amount: '1.00' }]))).status).toBe(400);

    const console = await paidOrder();
    const [consoleSale] = await sql<{ provider_event_id: string }>(t, 'select provider_event_id from payments where order_id = ?', [
      console.id,
    ]);
    const saleId = consoleSale.provider_event_id.slice('nmi:sale:'.length);
    nmi.settle(saleId);
    nmi.webhookUrl = `${t.url}/api/payment/postback/card`;
    await fetch(`${nmi.url}/api/transact.php`, {
      method: 'POST',
      body: new URLSearchParams({ security_key: nmi.securityKey, type: 'refund', transactionid: saleId }),
    });
    await waitFor(async () => (await order(console.id)).status === 'refunded');
    expect(await units(console.id, 'refund')).toBe(-(await credited(console.id)));
  });
});

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}
