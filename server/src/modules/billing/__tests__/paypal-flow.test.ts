import { startTestServer, type TestServer } from '../../../../test/harness';
import { type FakePaypal, startFakePaypal } from '../../../../test/fakes/paypal';
import { DEMO_PASSWORD, WHITE_LABEL_GATE_HOST } from '../../../db/seeders/demo.seeder';
import { ledgerMismatches, packageByCode, sql } from './billing-helpers';

// PayPal, end to end through our own routes and the one crediting path: a white-label gate that lists
// PayPal offers it once the process has PayPal's credentials; checkout creates a subscription at (fake) PayPal, the
// return page confirms it, every billed cycle's webhook credits once (a redelivery credits nothing), and cancelling
// stops the subscription at PayPal.
describe('PayPal subscription, from checkout to renewal and cancellation', () => {
  let t: TestServer;
  let paypal: FakePaypal;
  let token: string;
  const boost = { host: WHITE_LABEL_GATE_HOST };

  beforeAll(async () => {
    paypal = await startFakePaypal();
    t = await startTestServer({
      PAYPAL_API_URL: paypal.url,
      PAYPAL_CLIENT_ID: paypal.clientId,
      PAYPAL_CLIENT_SECRET: paypal.clientSecret,
      PAYPAL_WEBHOOK_ID: paypal.webhookId,
    });
    const login = await t.gql<{ login: { token: string } }>(
      'mutation($i: LoginInput!) { login(input: $i) { token } }',
      { i: { username: 'user@example.com', password: DEMO_PASSWORD } },
      undefined,
      boost,
    );
    token = login.data!.login.token;
  });
  afterEach(async () => {
    expect(await ledgerMismatches(t)).toEqual([]);
  });
  afterAll(async () => {
    await t.close();
    await paypal.stop();
  });

  const deliver = (event: Record<string, unknown>) => {
    const signed = paypal.sign(event);
    return t.http.post('/api/payment/postback/paypal').set(signed.headers).send(signed.body);
  };
  const paidUnits = async (orderId: number) =>
    (
      await sql<{ n: string | number }>(
        t,
        "select coalesce(sum(quantity), 0) as n from transactions where order_id = ? and source = 'payment'",
        [orderId],
      )
    )[0].n;

  it('is offered on the gate that lists it, and only there', async () => {
    expect((await t.gql<{ paymentMethods: string[] }>('{ paymentMethods }', {}, undefined, boost)).data?.paymentMethods).toEqual([
      'card',
      'paypal',
    ]);
    expect((await t.gql<{ paymentMethods: string[] }>('{ paymentMethods }')).data?.paymentMethods).toEqual(['card']);
    expect((await t.http.get('/api/payment/paypal/isAllowed').set(boost)).body).toEqual({ allowed: true });
    expect((await t.http.get('/api/payment/paypal/isAllowed')).body).toEqual({ allowed: false });
  });

  it('checkout → approve → confirm → each cycle credited once → cancel at PayPal', async () => {
    const pkg = await packageByCode(t, 'boost-starter');
    const res = await t.gql<{ checkout: { paymentUrl: string; order: { id: number; amountMinor: number } } }>(
      'mutation($i: CheckoutInput!) { checkout(input: $i) { paymentUrl order { id amountMinor } } }',
      { i: { packageId: pkg.id, quantity: 2, paymentProvider: 'paypal' } },
      token,
      boost,
    );
    expect(res.errors).toBeUndefined();
    const { order, paymentUrl } = res.data!.checkout;
    expect(order.amountMinor).toBe(pkg.priceMinor * 2);
    const [subscriptionId] = [...paypal.subscriptions.keys()];
    expect(paymentUrl).toContain(subscriptionId);

    // The buyer approves at PayPal and comes back: the confirm activates nothing twice and credits nothing by itself.
    paypal.approve(subscriptionId);
    const confirm = await t.http
      .post('/api/payment/paypal/confirm')
      .set(boost)
      .set('authorization', `Bearer ${token}`)
      .send({ orderId: order.id, subscriptionId });
    expect(confirm.status).toBe(200);
    expect(Number(await paidUnits(order.id))).toBe(0);

    // First cycle: credited once, even when PayPal delivers the webhook again.
    const first = paypal.billCycle(subscriptionId);
    expect((await deliver(first)).status).toBe(200);
    expect((await deliver(first)).status).toBe(200);
    expect(Number(await paidUnits(order.id))).toBe(2);
    const status = await t.http.get(`/api/payment/status/order/${order.id}`).set(boost).set('authorization', `Bearer ${token}`);
    expect(status.body).toEqual({ status: 'active' });

    // A renewal is another period's credits; a notification PayPal does not vouch for changes nothing.
    const second = paypal.billCycle(subscriptionId);
    const forged = paypal.sign(second, 'WH-SOMEONE-ELSE');
    expect((await t.http.post('/api/payment/postback/paypal').set(forged.headers).send(forged.body)).status).toBe(401);
    expect((await deliver(second)).status).toBe(200);
    expect(Number(await paidUnits(order.id))).toBe(4);
    expect(await sql(t, 'select count(*)::int as n from invoices where order_id = ?', [order.id])).toEqual([{ n: 2 }]);

    // Cancelling stops the subscription at PayPal, then locally; asking again changes nothing.
    const cancel = () => t.http.post(`/api/payment/cancel/order/${order.id}`).set(boost).set('authorization', `Bearer ${token}`);
    expect((await cancel()).status).toBe(200);
    expect(paypal.subscriptions.get(subscriptionId)!.status).toBe('CANCELLED');
    expect((await cancel()).status).toBe(200);
    expect((await t.http.get(`/api/payment/status/order/${order.id}`).set(boost).set('authorization', `Bearer ${token}`)).body).toEqual({
      status: 'cancelled',
    });
  });
});
