import { startTestServer, type TestServer } from '../../../../test/harness';

// Balances (docs/product.md#records, docs/api.md#calls): the signed-in user's credits per package, only those with credits left; staff may
// look at another user's.
describe('balances', () => {
  let t: TestServer;
  const tokens: Record<string, string> = {};
  const userIds: Record<string, number> = {};

  type BalanceJson = { id: number; quantity: number; ownerId: number; packageId: number; package: { code: string } };
  const get = (path: string, who?: string) => {
    const req = t.http.get(path);
    return who ? req.set('authorization', `Bearer ${tokens[who]}`) : req;
  };
  const held = async (path: string, who: string) =>
    Object.fromEntries(((await get(path, who)).body['hydra:member'] as BalanceJson[]).map((b) => [b.package.code, b.quantity]));

  beforeAll(async () => {
    t = await startTestServer();
    for (const who of ['user', 'user2', 'vip', 'support', 'admin']) {
      tokens[who] = await t.login(`${who}@example.com`);
      userIds[who] = (await get('/api/me', who)).body.id;
    }
  });
  afterAll(() => t.close());

  it('requires a signed-in user', async () => {
    const res = await get('/api/balances');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, message: 'JWT Token not found' });
  });

  it("lists the caller's balances with credits left only, as a Hydra collection", async () => {
    const res = await get('/api/balances', 'user');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ '@id': '/api/balances', '@type': 'hydra:Collection', 'hydra:totalItems': 1 });
    const [balance] = res.body['hydra:member'] as BalanceJson[];
    expect(balance).toMatchObject({
      '@id': `/api/balances/${balance.id}`,
      '@type': 'Balance',
      quantity: 1,
      ownerId: userIds.user,
      package: { '@type': 'Package', code: 'website-traffic', name: 'Website Traffic', size: 10000 },
    });
    expect((balance.package as unknown as Record<string, unknown>)['@id']).toBe(`/api/packages/${balance.packageId}`);
    // The demo credit was used up: its zero balance row exists but is not listed.
    expect(await held('/api/balances', 'user')).toEqual({ 'website-traffic': 1 });
    expect(await held('/api/balances', 'user2')).toEqual({ 'website-traffic': 3, 'website-traffic-50k': 1 });
    expect((await get('/api/balances', 'vip')).body['hydra:totalItems']).toBe(0);
  });

  it('lets staff name another owner and keeps customers to their own', async () => {
    expect((await get('/api/balances', 'support')).body['hydra:totalItems']).toBe(0); // staff's own by default
    expect(await held(`/api/balances?ownerId=${userIds.user2}`, 'support')).toEqual({ 'website-traffic': 3, 'website-traffic-50k': 1 });
    expect((await get(`/api/balances?ownerId=${userIds.user2}`, 'user')).body['hydra:totalItems']).toBe(0);
    const list = (await get('/api/balances', 'user2')).body['hydra:member'] as BalanceJson[];
    const one = list.find((b) => b.package.code === 'website-traffic-50k')!;
    expect(await held(`/api/balances?packageId=${one.packageId}`, 'user2')).toEqual({ 'website-traffic-50k': 1 });
    expect((await get(`/api/balances/${one.id}`, 'user2')).body).toMatchObject({ '@context': '/api/contexts/Balance', quantity: 1 });
    expect((await get(`/api/balances/${one.id}`, 'user')).status).toBe(404);
    expect((await get(`/api/balances/${one.id}`, 'support')).status).toBe(200);
    const gql = await t.gql<{ balances: { total: number; items: { quantity: number; package: { code: string } }[] } }>(
      'query($f: BalanceFilter) { balances(filter: $f) { total items { quantity package { code } } } }',
      { f: { ownerId: userIds.user2 } },
      tokens.admin,
    );
    expect(gql.data?.balances.total).toBe(2);
  });

  it('follows admin ledger entries: a credit appears, spending it all removes the row from the list', async () => {
    const demo = (await get('/api/packages?code=demo')).body['hydra:member'][0].id as number;
    const credit = await t.http
      .post('/api/admin/transaction/new')
      .set('authorization', `Bearer ${tokens.admin}`)
      .send({ ownerId: userIds.vip, packageId: demo, quantity: 2 });
    expect(credit.status).toBe(201);
    expect(await held('/api/balances', 'vip')).toEqual({ demo: 2 });
    const spend = await t.http
      .post('/api/admin/transaction/new')
      .set('authorization', `Bearer ${tokens.admin}`)
      .send({ ownerId: userIds.vip, packageId: demo, quantity: -2 });
    expect(spend.status).toBe(201);
    expect((await get('/api/balances', 'vip')).body['hydra:totalItems']).toBe(0);
  });
});
