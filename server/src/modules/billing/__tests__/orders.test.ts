import { startTestServer, type TestServer } from '../../../../test/harness';

// Orders (docs/product.md#records, docs/api.md#calls, shown as Subscriptions): owners read their own, support and above read all.
describe('orders', () => {
  let t: TestServer;
  const tokens: Record<string, string> = {};
  const userIds: Record<string, number> = {};
  const DAY = 86_400_000;
  const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

  const get = (path: string, who?: string) => {
    const req = t.http.get(path);
    return who ? req.set('authorization', `Bearer ${tokens[who]}`) : req;
  };
  type OrderJson = { id: number; ownerId: number; status: string; firstPaymentAt: string | null };
  const members = (body: { 'hydra:member': OrderJson[] }) => body['hydra:member'];

  beforeAll(async () => {
    t = await startTestServer();
    for (const who of ['user', 'user2', 'vip', 'support', 'manager', 'admin', 'superadmin']) {
      tokens[who] = await t.login(`${who}@example.com`);
      userIds[who] = (await get('/api/me', who)).body.id;
    }
  });
  afterAll(() => t.close());

  it('requires a signed-in user', async () => {
    const res = await get('/api/orders');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, message: 'JWT Token not found' });
    expect((await get('/api/orders/1')).status).toBe(401);
  });

  it("lists only the caller's own orders for customers and every order for staff", async () => {
    const mine = await get('/api/orders', 'user');
    expect(mine.status).toBe(200);
    expect(mine.body['hydra:totalItems']).toBe(2);
    expect(members(mine.body).every((o) => o.ownerId === userIds.user)).toBe(true);
    expect((await get('/api/orders', 'user2')).body['hydra:totalItems']).toBe(1);
    expect((await get('/api/orders', 'vip')).body['hydra:totalItems']).toBe(0);
    for (const who of ['support', 'manager', 'admin', 'superadmin']) {
      expect((await get('/api/orders', who)).body['hydra:totalItems']).toBe(3);
    }
    // A customer's ownerId filter cannot widen the scope.
    expect((await get(`/api/orders?ownerId=${userIds.user2}`, 'user')).body['hydra:totalItems']).toBe(0);
  });

  it('shows the Hydra item shape with embedded owner and package', async () => {
    const list = await get('/api/orders?order[id]=asc', 'user');
    const first = list.body['hydra:member'][0];
    expect(first).toMatchObject({
      '@id': `/api/orders/${first.id}`,
      '@type': 'Order',
      status: 'active',
      paymentProvider: 'card',
      ownerId: userIds.user,
      owner: { '@id': `/api/users/${userIds.user}`, '@type': 'User', id: userIds.user, login: 'user@example.com' },
      package: { '@type': 'Package', code: 'website-traffic', size: 10000 },
      quantity: 2,
      amountMinor: 1980,
      currency: 'USD',
    });
    expect(first.package['@id']).toBe(`/api/packages/${first.packageId}`);
    expect(first.firstPaymentAt).toEqual(expect.any(String));
  });

  it("answers 404 for another user's order and 200 for the owner and staff", async () => {
    const theirs = members((await get('/api/orders', 'user2')).body)[0].id;
    const own = await get(`/api/orders/${theirs}`, 'user2');
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ '@context': '/api/contexts/Order', '@id': `/api/orders/${theirs}`, status: 'paid' });
    const other = await get(`/api/orders/${theirs}`, 'user');
    expect(other.status).toBe(404);
    expect(other.body['@type']).toBe('hydra:Error');
    expect((await get(`/api/orders/${theirs}`, 'vip')).status).toBe(404);
    expect((await get(`/api/orders/${theirs}`, 'support')).status).toBe(200);
    expect((await get('/api/orders/999999', 'support')).status).toBe(404);
    const gql = await t.gql('query($id: Int!) { order(id: $id) { id } }', { id: theirs }, tokens.user);
    expect(gql.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('filters by status, provider, owner, package and date ranges', async () => {
    for (const status of ['paid']) {
      const paid = await get(`/api/orders?status=${status}`, 'support');
      expect(members(paid.body).map((o) => o.status)).toEqual(['paid']);
    }
    const gql = await t.gql<{ orders: { total: number } }>('{ orders(filter: { status: "cancelled" }) { total } }', {}, tokens.support);
    expect(gql.data?.orders.total).toBe(1);
    expect((await get('/api/orders?status=refunded_twice', 'support')).status).toBe(400);
    expect((await get('/api/orders?paymentProvider=card', 'support')).body['hydra:totalItems']).toBe(3);
    expect((await get('/api/orders?paymentProvider=paypal', 'support')).body['hydra:totalItems']).toBe(0);
    expect((await get(`/api/orders?ownerId=${userIds.user}`, 'support')).body['hydra:totalItems']).toBe(2);
    const byPackage = await get('/api/orders?order[id]=asc', 'support');
    const packageId = byPackage.body['hydra:member'][0].packageId as number;
    expect((await get(`/api/orders?packageId=${packageId}`, 'support')).body['hydra:totalItems']).toBe(1);

    // Seeded payments: the active order 20 days ago, the paid one 2 days ago; the cancelled one never paid.
    const recent = await get(`/api/orders?firstPaymentAt[after]=${day(-5)}`, 'support');
    expect(members(recent.body).map((o) => o.status)).toEqual(['paid']);
    const older = await get(`/api/orders?lastPaymentAt[before]=${day(-20)}`, 'support');
    expect(members(older.body).map((o) => o.status)).toEqual(['active']); // a bare "before" date includes that whole day
    const between = await get(`/api/orders?firstPaymentAt[after]=${day(-30)}&firstPaymentAt[before]=${day(-1)}`, 'support');
    expect(between.body['hydra:totalItems']).toBe(2);
    expect((await get(`/api/orders?createdAt[after]=${day(1)}`, 'support')).body['hydra:totalItems']).toBe(0);
    expect((await get(`/api/orders?createdAt[before]=${day(0)}`, 'support')).body['hydra:totalItems']).toBe(3);
    expect((await get('/api/orders?createdAt[after]=yesterday', 'support')).status).toBe(400);
  });

  it('orders by payment dates and status', async () => {
    const statuses = async (query: string) => members((await get(`/api/orders?${query}`, 'support')).body).map((o) => o.status);
    // Active was paid 20 days ago, Paid 2 days ago, Cancelled never (PostgreSQL sorts nulls as the largest value).
    expect(await statuses('order=lastPaymentAt__asc')).toEqual(['active', 'paid', 'cancelled']);
    expect(await statuses('order[firstPaymentAt]=desc')).toEqual(['cancelled', 'paid', 'active']);
    expect(await statuses('order[status]=asc')).toEqual(['paid', 'active', 'cancelled']); // the enum's declared order
    expect(await statuses('order[id]=desc')).toEqual(['paid', 'cancelled', 'active']);
    expect((await get('/api/orders?order[amountMinor]=asc', 'support')).status).toBe(400);
  });

  it('loads owners and packages of a page with a fixed number of statements', async () => {
    const query = 'query($limit: Int) { orders(limit: $limit) { items { id owner { login } package { code } } } }';
    await t.server.services.bus?.sync();
    await t.gql(query, { limit: 1 }, tokens.support); // the caller's user is then cached
    t.queries.reset();
    const one = await t.gql(query, { limit: 1 }, tokens.support);
    const few = t.queries.count;
    t.queries.reset();
    const all = await t.gql<{ orders: { items: unknown[] } }>(query, { limit: 50 }, tokens.support);
    expect(one.errors).toBeUndefined();
    expect(all.data?.orders.items).toHaveLength(3);
    // Never more for a longer page; one fewer when the page is not full (its total needs no COUNT).
    expect(t.queries.count).toBeLessThanOrEqual(few);
    expect(t.queries.count).toBeGreaterThanOrEqual(few - 1);
  });
});
