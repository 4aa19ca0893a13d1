import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../../../../test/harness';
import type { Config } from '../../../config';
import { sandboxToken } from '../providers/card';
import { balanceOf, CARD_SECRET, checkout, ledgerMismatches, packageByCode, paid, postback, sql } from './billing-helpers';
import { JOBS } from '../../../jobs/job-map';

// Checkout, the card sandbox, invoices and cancellation (docs/product.md#what-it-is payment, docs/product.md#screens-and-routes panel
// return pages, docs/api.md#calls
// "Packages, billing, payment"), through REST and GraphQL as the panel and API clients call them.
describe('checkout, sandbox card page, invoices, cancellation', () => {
  let t: TestServer;
  let user: string;
  let user2: string;
  let support: string;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    t = await startTestServer({ CARD_WEBHOOK_SECRET: CARD_SECRET });
    [user, user2, support] = await Promise.all([t.login('user@example.com'), t.login('user2@example.com'), t.login('support@example.com')]);
  });
  afterEach(async () => {
    expect(await ledgerMismatches(t)).toEqual([]);
  });
  afterAll(() => t.close());

  it('offers only the gate methods that have an adapter: card here, never the emulator', async () => {
    expect((await t.gql<{ paymentMethods: string[] }>('{ paymentMethods }')).data?.paymentMethods).toEqual(['card']);
    // The white-label gate lists paypal too; until its adapter is registered it is not offered.
    expect(
      (await t.gql<{ paymentMethods: string[] }>('{ paymentMethods }', {}, undefined, { host: 'boost.localhost' })).data?.paymentMethods,
    ).toEqual(['card']);
    expect((await t.http.get('/api/payment/card/isAllowed')).body).toEqual({ allowed: true });
    expect((await t.http.get('/api/payment/emulator/isAllowed')).body).toEqual({ allowed: false });
    expect((await t.http.get('/api/payment/paypal/isAllowed').set('host', 'boost.localhost')).body).toEqual({ allowed: false });
  });

  it('POST /api/orders takes a package IRI, computes the amount on the server and answers 201 with the payment page', async () => {
    const pkg = await packageByCode(t, 'website-traffic-50k');
    const res = await t.http
      .post('/api/orders')
      .set(auth(user))
      .send({ package: `/api/packages/${pkg.id}`, quantity: 2, paymentProvider: 'card', amountMinor: 1 });
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe(`/api/orders/${res.body.id}`);
    expect(res.body).toMatchObject({
      '@type': 'Order',
      status: 'pending',
      quantity: 2,
      amountMinor: pkg.priceMinor * 2,
      paymentProvider: 'card',
      packageId: pkg.id,
    });
    expect(res.body.paymentUrl).toMatch(new RegExp(`/sandbox/card/${res.body.id}\\?expires=\\d+&token=[0-9a-f]{64}$`));
    const byId = await t.http.post('/api/orders').set(auth(user)).send({ packageId: pkg.id, paymentProvider: 'card' });
    expect(byId.status).toBe(201);
    expect(byId.body.amountMinor).toBe(pkg.priceMinor);
  });

  it('refuses an inactive, free or other-gate package and a method the gate does not offer (422 violations)', async () => {
    const boostOnly = await packageByCode(t, 'boost-starter');
    const demo = await packageByCode(t, 'demo');
    const pkg = await packageByCode(t, 'website-traffic');
    const inactive = await packageByCode(t, 'alexa-boost-250k');
    await sql(t, 'update packages set active = false where id = ?', [inactive.id]);
    const orders = Number((await sql<{ n: string }>(t, 'select count(*) as n from orders'))[0].n);
    for (const id of [boostOnly.id, demo.id, inactive.id, 99_999]) {
      const res = await t.http.post('/api/orders').set(auth(user)).send({ packageId: id, paymentProvider: 'card' });
      expect(res.status).toBe(422);
      // A client that sent the id reads its violation under that name, as on every other route.
      expect(res.body.violations).toEqual([{ propertyPath: 'packageId', message: expect.any(String) }]);
    }
    // One sending the documented relation as an IRI (API Platform's admin) reads it under `package`.
    const byIri = await t.http
      .post('/api/orders')
      .set(auth(user))
      .send({ package: `/api/packages/${demo.id}`, paymentProvider: 'card' });
    expect(byIri.status).toBe(422);
    expect(byIri.body.violations).toEqual([{ propertyPath: 'package', message: expect.any(String) }]);
    const huge = await t.http.post('/api/orders').set(auth(user)).send({ packageId: pkg.id, quantity: 101, paymentProvider: 'card' });
    expect(huge.status).toBe(422);
    expect(huge.body.violations).toEqual([{ propertyPath: 'quantity', message: expect.any(String) }]);
    for (const method of ['emulator', 'paypal', 'cash']) {
      const res = await t.http.post('/api/orders').set(auth(user)).send({ packageId: pkg.id, paymentProvider: method });
      expect(res.status).toBe(422);
      expect(res.body.violations).toEqual([{ propertyPath: 'paymentProvider', message: expect.any(String) }]);
    }
    const gql = await t.gql(
      'mutation { checkout(input: { packageId: ' + pkg.id + ', quantity: 0, paymentProvider: "emulator" }) { paymentUrl } }',
      {},
      user,
    );
    expect(gql.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await t.http.post('/api/orders').send({ packageId: pkg.id, paymentProvider: 'card' })).status).toBe(401);
    expect((await t.http.post('/api/orders').set(auth(user)).send({ package: '/api/gates/1', paymentProvider: 'card' })).status).toBe(400);
    expect(Number((await sql<{ n: string }>(t, 'select count(*) as n from orders'))[0].n)).toBe(orders);
  });

  it('sandbox: the signed link shows the order; Pay posts a signed notification and returns to the success page credited', async () => {
    const pkg = await packageByCode(t, 'professional-traffic');
    const before = await balanceOf(t, 'user2@example.com', pkg.id);
    const { order, paymentUrl } = await checkout(t, user2, pkg.id);
    const pagePath = new URL(paymentUrl).pathname + new URL(paymentUrl).search;
    const page = await t.http.get(pagePath);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`#${order.id}`);
    expect(page.text).toContain(`${(order.amountMinor / 100).toFixed(2)} USD`);
    expect(page.text).not.toMatch(/<script/i);
    // The site's icon, so the browser does not ask for a missing /favicon.ico (a console error on the page).
    expect(page.text).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    const tampered = await t.http.get(pagePath.replace(/token=([0-9a-f])/, (_m, c: string) => `token=${c === 'a' ? 'b' : 'a'}`));
    expect(tampered.status).toBe(404);
    const other = await t.http.get(pagePath.replace(`/card/${order.id}?`, `/card/${order.id - 1}?`));
    expect(other.status).toBe(404);
    // A correctly signed link that has expired is refused too.
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = sandboxToken({ payments: { card: { webhookSecret: CARD_SECRET } } } as Config, order.id, past);
    expect((await t.http.get(`/sandbox/card/${order.id}?expires=${past}&token=${expired}`)).status).toBe(404);

    const { searchParams } = new URL(paymentUrl);
    const form = { expires: searchParams.get('expires')!, token: searchParams.get('token')! };
    const pay = await t.http.post(`/sandbox/card/${order.id}/pay`).type('form').send(form);
    expect(pay.status).toBe(303);
    expect(pay.headers.location).toBe(`/panel/payment-success?order=${order.id}`);
    expect((await t.http.get(`/api/payment/status/order/${order.id}`).set(auth(user2))).body).toEqual({ status: 'active' });
    expect(await balanceOf(t, 'user2@example.com', pkg.id)).toBe(before + 2);
    // The link works once: the order is no longer pending.
    expect((await t.http.post(`/sandbox/card/${order.id}/pay`).type('form').send(form)).status).toBe(404);
    expect(await balanceOf(t, 'user2@example.com', pkg.id)).toBe(before + 2);

    // The receipt is a job committed with the credit; the queue sends it with the invoice PDF attached.
    await t.server.services.jobs.drain([JOBS.billingReceipt]);
    const outbox = t.server.services.config.mail.outboxDir;
    let receipt: string | undefined;
    for (let i = 0; i < 50 && !receipt; i++) {
      const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
      receipt = files
        .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
        .find((m) => m.includes('receipt') && m.includes('user2@example.com'));
      if (!receipt) await new Promise((r) => setTimeout(r, 100));
    }
    expect(receipt).toMatch(/Content-Type: application\/pdf; name=invoice-TG\d+-\d{4}-\d{6}\.pdf/);
  });

  it('sandbox: Decline marks the order failed and returns to the cancel page; Cancel changes nothing', async () => {
    const pkg = await packageByCode(t, 'professional-traffic-250k');
    const before = await balanceOf(t, 'user2@example.com', pkg.id);
    const first = await checkout(t, user2, pkg.id);
    const params = (u: string) => Object.fromEntries(new URL(u).searchParams);
    const cancel = await t.http.post(`/sandbox/card/${first.order.id}/cancel`).type('form').send(params(first.paymentUrl));
    expect(cancel.status).toBe(303);
    expect(cancel.headers.location).toBe(`/panel/payment-cancel?order=${first.order.id}`);
    expect((await t.http.get(`/api/payment/status/order/${first.order.id}`).set(auth(user2))).body).toEqual({ status: 'pending' });
    const decline = await t.http.post(`/sandbox/card/${first.order.id}/decline`).type('form').send(params(first.paymentUrl));
    expect(decline.status).toBe(303);
    expect(decline.headers.location).toBe(`/panel/payment-cancel?order=${first.order.id}`);
    expect((await t.http.get(`/api/payment/status/order/${first.order.id}`).set(auth(user2))).body).toEqual({ status: 'failed' });
    expect(await balanceOf(t, 'user2@example.com', pkg.id)).toBe(before);
  });

  it('invoices: available flag, PDF for the owner and staff, 404 for anyone else; IDOR on orders, payments, status and cancel', async () => {
    const pkg = await packageByCode(t, 'website-traffic-100k');
    const { order } = await checkout(t, user, pkg.id);
    expect((await postback(t, paid(order, 'evt-invoice-1'))).status).toBe(200);
    const mine = await t.gql<{ order: { invoices: { id: number; number: string; downloadPath: string }[]; payments: { id: number }[] } }>(
      'query($id: Int!) { order(id: $id) { invoices { id number downloadPath } payments { id } } }',
      { id: order.id },
      user,
    );
    const invoice = mine.data!.order.invoices[0];
    expect(invoice.downloadPath).toBe(`/api/invoice/get-file/${invoice.id}`);

    const pdf = await t.http
      .get(invoice.downloadPath)
      .set(auth(user))
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="?invoice-${invoice.number}\\.pdf"?$`));
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.http.get(invoice.downloadPath).set(auth(support))).status).toBe(200);
    expect((await t.http.get(invoice.downloadPath).set(auth(user2))).status).toBe(404);
    expect((await t.http.get(invoice.downloadPath)).status).toBe(401);
    expect((await t.http.get('/api/invoice/get-file/99999999').set(auth(user))).status).toBe(404);

    expect((await t.http.get('/api/invoice/is-downloading-available').set(auth(user))).body).toEqual({ available: true });
    const vip = await t.login('vip@example.com');
    expect((await t.http.get('/api/invoice/is-downloading-available').set(auth(vip))).body).toEqual({ available: false });
    expect((await t.http.get('/api/invoice/is-downloading-available')).status).toBe(401);

    // Another user's order: not found everywhere, and nothing about it changes.
    expect((await t.http.get(`/api/orders/${order.id}`).set(auth(user2))).status).toBe(404);
    expect(
      (await t.gql('query($id: Int!) { order(id: $id) { payments { id } invoices { id } } }', { id: order.id }, user2)).errors?.[0]
        .extensions?.code,
    ).toBe('NOT_FOUND');
    expect((await t.http.get(`/api/payment/status/order/${order.id}`).set(auth(user2))).status).toBe(404);
    expect((await t.http.post(`/api/payment/cancel/order/${order.id}`).set(auth(user2))).status).toBe(404);
    expect(
      (await t.gql('mutation($id: Int!) { cancelOrder(id: $id) { status } }', { id: order.id }, user2)).errors?.[0].extensions?.code,
    ).toBe('NOT_FOUND');
    expect((await t.http.get(`/api/payment/status/order/${order.id}`).set(auth(support))).body).toEqual({ status: 'active' });
    const others = await t.gql<{ orders: { items: { id: number }[] } }>('{ orders(limit: 50) { items { id } } }', {}, user2);
    expect(others.data?.orders.items.map((o) => o.id)).not.toContain(order.id);
  });

  it('cancel stops a subscription once and is idempotent; a one-off or refunded order cannot be cancelled (409)', async () => {
    const pkg = await packageByCode(t, 'alexa-boost');
    const { order } = await checkout(t, user, pkg.id);
    expect((await postback(t, paid(order, 'evt-cancel-1'))).status).toBe(200);
    const first = await t.http.post(`/api/payment/cancel/order/${order.id}`).set(auth(user));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ '@id': `/api/orders/${order.id}`, status: 'cancelled' });
    const again = await t.gql<{ cancelOrder: { status: string; cancellable: boolean; nextRenewalAt: string | null } }>(
      'mutation($id: Int!) { cancelOrder(id: $id) { status cancellable nextRenewalAt } }',
      { id: order.id },
      user,
    );
    expect(again.data?.cancelOrder).toEqual({ status: 'cancelled', cancellable: false, nextRenewalAt: null });

    // The demo's one-off paid order of user2.
    const [{ id: oneOff }] = await sql<{ id: number }>(
      t,
      "select o.id from orders o join payments p on p.order_id = o.id where p.provider_event_id = 'demo-evt-2'",
    );
    const refused = await t.http.post(`/api/payment/cancel/order/${oneOff}`).set(auth(user2));
    expect(refused.status).toBe(409);
    expect(
      (await t.gql('mutation($id: Int!) { cancelOrder(id: $id) { status } }', { id: oneOff }, user2)).errors?.[0].extensions?.code,
    ).toBe('CONFLICT');
    expect((await t.http.get(`/api/payment/status/order/${oneOff}`).set(auth(user2))).body).toEqual({ status: 'paid' });
  });

  it('lists orders with payments and invoices in the same number of SQL statements for 2 and for 20 orders', async () => {
    const admin = await t.login('admin@example.com');
    const statements = async (limit: number) => {
      t.queries.reset();
      const res = await t.gql<{ orders: { items: unknown[] } }>(
        'query($l: Int) { orders(limit: $l) { items { id cancellable nextRenewalAt payments { id status } invoices { id number downloadPath } } } }',
        { l: limit },
        admin,
      );
      expect(res.errors).toBeUndefined();
      return { rows: res.data!.orders.items.length, count: t.queries.count };
    };
    await t.server.services.bus?.sync(); // the login's own change has reached the user cache
    await statements(2);
    const small = await statements(2);
    const large = await statements(20);
    expect(large.rows).toBeGreaterThan(small.rows);
    // Never more for a longer page; one fewer when the page is not full (its total needs no COUNT).
    expect(large.count).toBeLessThanOrEqual(small.count);
    expect(large.count).toBeGreaterThanOrEqual(small.count - 1);
  });

  it('demo data: user@ has an active subscription with payment and invoice, user2@ a paid order with its invoice', async () => {
    const list = async (token: string) =>
      (
        await t.gql<{
          orders: {
            items: {
              status: string;
              recurring: boolean;
              nextRenewalAt: string | null;
              payments: unknown[];
              invoices: { number: string }[];
            }[];
          };
        }>(
          '{ orders(limit: 50, order: [{ field: "id", direction: ASC }]) { items { status recurring nextRenewalAt payments { id } invoices { number } } } }',
          {},
          token,
        )
      ).data!.orders.items;
    const [subscription] = await list(user);
    expect(subscription).toMatchObject({
      status: 'active',
      recurring: true,
      payments: [expect.anything()],
      invoices: [{ number: expect.stringMatching(/-\d{4}-000001$/) }],
    });
    expect(subscription.nextRenewalAt).toBeTruthy();
    const [paidOrder] = await list(user2);
    expect(paidOrder).toMatchObject({
      status: 'paid',
      recurring: false,
      nextRenewalAt: null,
      invoices: [{ number: expect.stringMatching(/-\d{4}-\d{6}$/) }],
    });
    // Invoices are numbered per gate and per year. The demo pays the two orders 20 and 2 days back, so early in
    // January the second one opens the new year's series.
    const year = (number: string) => number.split('-')[1];
    const [first, second] = [subscription.invoices[0].number, paidOrder.invoices[0].number];
    expect(second.slice(-6)).toBe(year(first) === year(second) ? '000002' : '000001');
  });
});

describe('card sandbox outside development', () => {
  it('production refuses to start while a gate offers card and no adapter takes it; CARD_PROVIDER=none starts without card', async () => {
    await expect(startTestServer({ NODE_ENV: 'production' })).rejects.toThrow(
      /CARD_PROVIDER: gate .* offers card payments and no card adapter is configured \(set NMI_SECURITY_KEY, NMI_TOKENIZATION_KEY and NMI_WEBHOOK_SIGNING_KEY/,
    );
    const t = await startTestServer({ NODE_ENV: 'production', CARD_PROVIDER: 'none' });
    try {
      expect((await t.gql<{ paymentMethods: string[] }>('{ paymentMethods }')).data?.paymentMethods).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('answers 404 in production', async () => {
    const t = await startTestServer({
      NODE_ENV: 'production',
      CARD_PROVIDER_URL: 'https://pay.example.com/checkout',
      CARD_WEBHOOK_SECRET: CARD_SECRET,
    });
    try {
      expect((await t.http.get('/sandbox/card/1?expires=1&token=x')).status).toBe(404);
      expect((await t.http.post('/sandbox/card/1/pay').type('form').send({ expires: '1', token: 'x' })).status).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('answers 404 when a real provider is configured, and checkout sends the buyer to its page', async () => {
    const t = await startTestServer({ CARD_WEBHOOK_SECRET: CARD_SECRET, CARD_PROVIDER_URL: 'https://pay.example.test/checkout' });
    try {
      expect((await t.http.get('/sandbox/card/1').query({ expires: '1', token: 'x' })).status).toBe(404);
      const token = await t.login('user@example.com');
      const pkg = await packageByCode(t, 'website-traffic');
      const { paymentUrl, order } = await checkout(t, token, pkg.id);
      const url = new URL(paymentUrl);
      expect(url.origin + url.pathname).toBe('https://pay.example.test/checkout');
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        order: String(order.id),
        amount: String(order.amountMinor),
        currency: 'USD',
      });
    } finally {
      await t.close();
    }
  });
});
