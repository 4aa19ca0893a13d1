import { startTestServer, type TestServer } from '../../../../test/harness';

// The ledger (docs/product.md#records, docs/product.md#roles, docs/api.md#calls): owners read their own entries, support and above read all;
// only admins add
// manual entries, which move the balance in the same database transaction; only the comment can change later.
describe('transactions', () => {
  let t: TestServer;
  const tokens: Record<string, string> = {};
  const userIds: Record<string, number> = {};
  const packageIds: Record<string, number> = {};

  type TxJson = {
    id: number;
    ownerId: number;
    quantity: number;
    source: string;
    reference: string;
    comment: string;
    orderId: number | null;
  };
  const get = (path: string, who?: string) => {
    const req = t.http.get(path);
    return who ? req.set('authorization', `Bearer ${tokens[who]}`) : req;
  };
  const post = (path: string, who: string, body: object) => t.http.post(path).set('authorization', `Bearer ${tokens[who]}`).send(body);
  const members = (body: { 'hydra:member': TxJson[] }) => body['hydra:member'];
  const balanceOf = async (who: string, code: string): Promise<number> => {
    const res = await get('/api/balances?limit=50', who);
    const row = (res.body['hydra:member'] as { quantity: number; package: { code: string } }[]).find((b) => b.package.code === code);
    return row?.quantity ?? 0;
  };

  beforeAll(async () => {
    t = await startTestServer();
    for (const who of ['user', 'user2', 'vip', 'support', 'manager', 'admin', 'superadmin']) {
      tokens[who] = await t.login(`${who}@example.com`);
      userIds[who] = (await get('/api/me', who)).body.id;
    }
    for (const p of (await get('/api/packages?limit=50', 'support')).body['hydra:member'] as { id: number; code: string }[])
      packageIds[p.code] = p.id;
  });
  afterAll(() => t.close());

  describe('reading', () => {
    it('requires a signed-in user', async () => {
      expect((await get('/api/transactions')).status).toBe(401);
      expect((await get('/api/transactions/1')).status).toBe(401);
    });

    it("lists the caller's own entries for customers and every entry for staff", async () => {
      const mine = await get('/api/transactions', 'user');
      expect(mine.status).toBe(200);
      expect(mine.body['hydra:totalItems']).toBe(4);
      expect(members(mine.body).every((x) => x.ownerId === userIds.user)).toBe(true);
      expect((await get('/api/transactions', 'user2')).body['hydra:totalItems']).toBe(4);
      expect((await get('/api/transactions', 'vip')).body['hydra:totalItems']).toBe(0);
      for (const who of ['support', 'manager', 'admin', 'superadmin']) {
        expect((await get('/api/transactions', who)).body['hydra:totalItems']).toBe(8);
      }
      expect((await get(`/api/transactions?ownerId=${userIds.user2}`, 'user')).body['hydra:totalItems']).toBe(0);
    });

    it('shows the Hydra item shape with the owner login and the package size', async () => {
      const list = await get('/api/transactions?reference=demo-evt-1&source=payment', 'user');
      expect(list.body['hydra:totalItems']).toBe(1);
      const [entry] = list.body['hydra:member'];
      expect(entry).toMatchObject({
        '@id': `/api/transactions/${entry.id}`,
        '@type': 'Transaction',
        quantity: 2,
        source: 'payment',
        reference: 'demo-evt-1',
        comment: '',
        orderId: expect.any(Number),
        ownerId: userIds.user,
        owner: { '@id': `/api/users/${userIds.user}`, '@type': 'User', login: 'user@example.com' },
        package: { '@id': `/api/packages/${packageIds['website-traffic']}`, '@type': 'Package', code: 'website-traffic', size: 10000 },
      });
      expect(entry.createdAt).toEqual(expect.any(String));
    });

    it("answers 404 for another user's entry", async () => {
      const theirs = members((await get('/api/transactions', 'user2')).body)[0].id;
      expect((await get(`/api/transactions/${theirs}`, 'user2')).status).toBe(200);
      const other = await get(`/api/transactions/${theirs}`, 'user');
      expect(other.status).toBe(404);
      expect(other.body['@type']).toBe('hydra:Error');
      expect((await get(`/api/transactions/${theirs}`, 'support')).body).toMatchObject({
        '@context': '/api/contexts/Transaction',
        id: theirs,
      });
      expect((await get('/api/transactions/999999', 'admin')).status).toBe(404);
    });

    it('filters by source, owner e-mail, owner, package, order, reference and date', async () => {
      const bonus = await get('/api/transactions?source=promotion_bonus', 'support');
      expect(members(bonus.body).map((x) => x.reference)).toEqual(['demo-evt-2-bonus']);
      expect((await get('/api/transactions?source=promotion_bonus', 'support')).body['hydra:totalItems']).toBe(1);
      expect((await get('/api/transactions?source=project_assignment', 'support')).body['hydra:totalItems']).toBe(3);
      expect((await get('/api/transactions?source=gift', 'support')).status).toBe(400);
      expect((await get('/api/transactions?owner=USER2@', 'support')).body['hydra:totalItems']).toBe(4);
      expect((await get(`/api/transactions?ownerId=${userIds.user}`, 'support')).body['hydra:totalItems']).toBe(4);
      expect((await get(`/api/transactions?packageId=${packageIds['website-traffic-50k']}`, 'support')).body['hydra:totalItems']).toBe(3);
      const paid = members((await get('/api/transactions?reference=demo-evt-2&order[id]=asc', 'support')).body);
      expect(paid.map((x) => x.reference)).toEqual(['demo-evt-2', 'demo-evt-2-bonus']);
      expect((await get(`/api/transactions?orderId=${paid[0].orderId}`, 'support')).body['hydra:totalItems']).toBe(2);
      const today = new Date().toISOString().slice(0, 10);
      expect((await get(`/api/transactions?createdAt[before]=${today}`, 'support')).body['hydra:totalItems']).toBe(8);
      expect((await get('/api/transactions?createdAt[before]=2000-01-01', 'support')).body['hydra:totalItems']).toBe(0);
      const byQuantity = members((await get('/api/transactions?order[quantity]=asc&limit=50', 'support')).body).map((x) => x.quantity);
      expect(byQuantity).toEqual([...byQuantity].sort((a, b) => a - b));
    });
  });

  describe('admin entries', () => {
    it('are refused to everyone below admin (403) and to anonymous callers (401)', async () => {
      const body = { ownerId: userIds.user, packageId: packageIds['website-traffic'], quantity: 5 };
      expect((await t.http.post('/api/admin/transaction/new').send(body)).status).toBe(401);
      for (const who of ['user', 'vip', 'support', 'manager']) {
        const res = await post('/api/admin/transaction/new', who, body);
        expect(res.status).toBe(403);
        expect((await post('/api/transactions', who, body)).status).toBe(403);
      }
      const gql = await t.gql(
        'mutation($input: TransactionCreateInput!) { createTransaction(input: $input) { id } }',
        { input: body },
        tokens.manager,
      );
      expect(gql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(await balanceOf('user', 'website-traffic')).toBe(1);
    });

    it('credit the balance through the ledger: 201, Location, source admin and a generated reference', async () => {
      expect(await balanceOf('user', 'website-traffic-100k')).toBe(0);
      const res = await post('/api/admin/transaction/new', 'admin', {
        ownerId: userIds.user,
        packageId: packageIds['website-traffic-100k'],
        quantity: 4,
        comment: 'Goodwill',
      });
      expect(res.status).toBe(201);
      expect(res.headers.location).toBe(`/api/transactions/${res.body.id}`);
      expect(res.body).toMatchObject({
        '@id': `/api/transactions/${res.body.id}`,
        '@type': 'Transaction',
        quantity: 4,
        source: 'admin',
        comment: 'Goodwill',
        orderId: null,
        ownerId: userIds.user,
        package: { code: 'website-traffic-100k' },
      });
      expect(res.body.reference).toMatch(/^admin-[0-9a-f-]{36}$/);
      expect(await balanceOf('user', 'website-traffic-100k')).toBe(4);
      expect((await get(`/api/transactions/${res.body.id}`, 'user')).status).toBe(200);
      expect((await get('/api/transactions', 'user')).body['hydra:totalItems']).toBe(5);
    });

    it('debit the balance with POST /api/transactions and refuse to spend more than it holds (422)', async () => {
      expect(await balanceOf('user2', 'website-traffic')).toBe(3);
      const spend = await post('/api/transactions', 'superadmin', {
        ownerId: userIds.user2,
        packageId: packageIds['website-traffic'],
        quantity: -2,
        reference: 'ticket-42',
      });
      expect(spend.status).toBe(201);
      expect(spend.body).toMatchObject({ quantity: -2, reference: 'ticket-42', source: 'admin' });
      expect(await balanceOf('user2', 'website-traffic')).toBe(1);

      const before = (await get('/api/transactions', 'admin')).body['hydra:totalItems'];
      const over = await post('/api/admin/transaction/new', 'admin', {
        ownerId: userIds.user2,
        packageId: packageIds['website-traffic'],
        quantity: -2,
      });
      expect(over.status).toBe(422);
      expect(over.body['@type']).toBe('ConstraintViolationList');
      expect(over.body.violations).toEqual([{ propertyPath: 'quantity', message: 'The balance cannot go below zero.' }]);
      const never = await post('/api/admin/transaction/new', 'admin', { ownerId: userIds.vip, packageId: packageIds.demo, quantity: -1 });
      expect(never.status).toBe(422);
      expect(await balanceOf('user2', 'website-traffic')).toBe(1);
      expect((await get('/api/transactions', 'admin')).body['hydra:totalItems']).toBe(before); // nothing half-booked

      const gql = await t.gql<{ createTransaction: unknown }>(
        'mutation($input: TransactionCreateInput!) { createTransaction(input: $input) { id } }',
        { input: { ownerId: userIds.user2, packageId: packageIds['website-traffic'], quantity: -5 } },
        tokens.admin,
      );
      expect(gql.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', violations: [{ propertyPath: 'quantity' }] });
    });

    it('answer 422 violations for a zero quantity, an unknown owner or package, and a used reference', async () => {
      const zero = await post('/api/admin/transaction/new', 'admin', { ownerId: userIds.user, packageId: packageIds.demo, quantity: 0 });
      expect(zero.status).toBe(422);
      expect(zero.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(['quantity']);
      const unknown = await post('/api/admin/transaction/new', 'admin', { ownerId: 999999, packageId: 999999, quantity: 1 });
      expect(unknown.status).toBe(422);
      // A client that wrote the ids itself reads its violations under those names (one writing the
      // relations as IRIs reads them under owner and package: rest/__tests__/hydra-docs.test.ts).
      expect(unknown.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(['ownerId', 'packageId']);
      const reused = await post('/api/admin/transaction/new', 'admin', {
        ownerId: userIds.user,
        packageId: packageIds.demo,
        quantity: 1,
        reference: 'demo-admin-gift-1',
      });
      expect(reused.status).toBe(422);
      expect(reused.body.violations).toEqual([{ propertyPath: 'reference', message: expect.any(String) }]);
    });

    it('change only the comment of an entry (PUT /api/transactions/{id}), for admins only; a changed quantity is refused, not ignored', async () => {
      const entry = members((await get('/api/transactions?reference=demo-admin-gift-1', 'admin')).body)[0];
      for (const who of ['user2', 'support', 'manager']) {
        expect(
          (await t.http.put(`/api/transactions/${entry.id}`).set('authorization', `Bearer ${tokens[who]}`).send({ comment: 'x' })).status,
        ).toBe(403);
      }
      // Owner, package, quantity and reference are set on creation only; a PUT that changes one is a 422 on
      // it (the update input has only the comment), and nothing is written.
      const changed = await t.http
        .put(`/api/transactions/${entry.id}`)
        .set('authorization', `Bearer ${tokens.admin}`)
        .send({ comment: 'Changed quantity', quantity: 999, reference: 'changed' });
      expect(changed.status).toBe(422);
      const message = 'This value cannot be changed after creation.';
      expect(changed.body.violations).toHaveLength(2);
      expect(changed.body.violations).toEqual(
        expect.arrayContaining([
          { propertyPath: 'quantity', message },
          { propertyPath: 'reference', message },
        ]),
      );
      // The stored values sent back are no change; `ownerId` is read-only (the `owner` relation writes it) and ignored.
      const res = await t.http
        .put(`/api/transactions/${entry.id}`)
        .set('authorization', `Bearer ${tokens.admin}`)
        .send({ comment: 'Welcome gift (ticket 7)', quantity: 3, reference: 'demo-admin-gift-1', ownerId: userIds.vip });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: entry.id,
        comment: 'Welcome gift (ticket 7)',
        quantity: 3,
        reference: 'demo-admin-gift-1',
        ownerId: userIds.user2,
      });
      expect((await get(`/api/transactions/${entry.id}`, 'user2')).body.comment).toBe('Welcome gift (ticket 7)');
      expect(await balanceOf('user2', 'website-traffic')).toBe(1);
      expect(
        (await t.http.put('/api/transactions/999999').set('authorization', `Bearer ${tokens.admin}`).send({ comment: 'x' })).status,
      ).toBe(404);
    });
  });

  it('loads owners and packages of a page with a fixed number of statements', async () => {
    const query = 'query($limit: Int) { transactions(limit: $limit) { items { id owner { login } package { code } } } }';
    await t.server.services.bus?.sync();
    await t.gql(query, { limit: 1 }, tokens.support); // the caller's user is then cached
    t.queries.reset();
    await t.gql(query, { limit: 1 }, tokens.support);
    const few = t.queries.count;
    t.queries.reset();
    const all = await t.gql<{ transactions: { items: unknown[] } }>(query, { limit: 50 }, tokens.support);
    expect(all.data?.transactions.items.length).toBeGreaterThan(5);
    // Never more for a longer page; one fewer when the page is not full (its total needs no COUNT).
    expect(t.queries.count).toBeLessThanOrEqual(few);
    expect(t.queries.count).toBeGreaterThanOrEqual(few - 1);
  });
});
