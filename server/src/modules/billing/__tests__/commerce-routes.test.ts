import { startTestServer, type TestServer } from '../../../../test/harness';

// The commerce part of the REST surface (docs/api.md#calls): documented Hydra classes. The payment and invoice routes are
// tested with the billing flows (checkout.test.ts, postback.test.ts, invoices.test.ts).
describe('commerce REST routes', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('documents the commerce classes and lists their collections in the entrypoint (for an admin)', async () => {
    const admin = { authorization: `Bearer ${await t.login('superadmin@example.com')}` };
    const entry = await t.http.get('/api').set(admin);
    expect(entry.body).toMatchObject({
      package: '/api/packages',
      gate: '/api/gates',
      order: '/api/orders',
      transaction: '/api/transactions',
      balance: '/api/balances',
    });
    const docs = await t.http.get('/api/docs.jsonld').set(admin);
    expect(docs.status).toBe(200);
    const classes = (docs.body['hydra:supportedClass'] as { '@id': string }[]).map((c) => c['@id']);
    expect(classes).toEqual(expect.arrayContaining(['#Package', '#Gate', '#Order', '#Transaction', '#Balance']));
    for (const type of ['Package', 'Gate', 'Order', 'Transaction', 'Balance']) {
      expect((await t.http.get(`/api/contexts/${type}`)).status).toBe(200);
    }
  });
});
