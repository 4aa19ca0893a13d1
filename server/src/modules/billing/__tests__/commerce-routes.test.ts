import { startTestServer, type TestServer } from '../../../../test/harness';

// The commerce part of the REST surface (SPEC.md §7): documented Hydra classes, and the payment and invoice
// routes that exist but belong to a later issue (501 with a Hydra error).
describe('commerce REST routes', () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer();
    token = await t.login('user@example.com');
  });
  afterAll(() => t.close());

  it.each([
    ['get', '/api/payment/1/isAllowed'],
    ['get', '/api/payment/status/order/1'],
    ['post', '/api/payment/cancel/order/1'],
    ['get', '/api/invoice/is-downloading-available'],
    ['get', '/api/invoice/get-file/1'],
  ] as const)('%s %s answers 501 until payments are built', async (method, path) => {
    const res = await t.http[method](path).set('authorization', `Bearer ${token}`);
    expect(res.status).toBe(501);
    expect(res.body['@type']).toBe('hydra:Error');
  });

  it('documents the commerce classes and lists their collections in the entrypoint', async () => {
    const entry = await t.http.get('/api');
    expect(entry.body).toMatchObject({ package: '/api/packages', gate: '/api/gates', order: '/api/orders', transaction: '/api/transactions', balance: '/api/balances' });
    const docs = await t.http.get('/api/docs.jsonld');
    expect(docs.status).toBe(200);
    const classes = (docs.body['hydra:supportedClass'] as { '@id': string }[]).map((c) => c['@id']);
    expect(classes).toEqual(expect.arrayContaining(['#Package', '#Gate', '#Order', '#Transaction', '#Balance']));
    for (const type of ['Package', 'Gate', 'Order', 'Transaction', 'Balance']) {
      expect((await t.http.get(`/api/contexts/${type}`)).status).toBe(200);
    }
  });
});
