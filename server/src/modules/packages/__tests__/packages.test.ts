import { startTestServer, type TestServer } from '../../../../test/harness';

// docs/product.md#records, docs/api.md#calls packages: a public catalogue scoped to the request's gate, administered by managers.
describe('packages', () => {
  let t: TestServer;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  const get = (path: string, who?: string, host?: string) => {
    let req = t.http.get(path);
    if (who) req = req.set('authorization', `Bearer ${tokens[who]}`);
    if (host) req = req.set('host', host);
    return req;
  };
  const codes = (body: { 'hydra:member': { code: string }[] }) => body['hydra:member'].map((m) => m.code);

  beforeAll(async () => {
    t = await startTestServer();
    for (const who of ['user', 'support', 'manager', 'admin']) tokens[who] = await t.login(`${who}@example.com`);
    const all = await get('/api/packages?limit=50', 'support');
    for (const p of all.body['hydra:member'] as { id: number; code: string }[]) ids[p.code] = p.id;
    // One inactive package to check visibility against.
    const off = await t.http
      .put(`/api/packages/${ids['alexa-boost-250k']}`)
      .set('authorization', `Bearer ${tokens.manager}`)
      .send({ active: false });
    expect(off.status).toBe(200);
  });
  afterAll(() => t.close());

  describe('visibility', () => {
    it('shows anonymous visitors the active packages of the default gate as a Hydra collection', async () => {
      const res = await get('/api/packages?limit=50');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/ld+json; charset=utf-8');
      expect(res.body).toMatchObject({ '@id': '/api/packages', '@type': 'hydra:Collection', 'hydra:totalItems': 12 });
      const list = codes(res.body);
      expect(list).toContain('demo');
      expect(list).not.toContain('boost-starter'); // another gate's package
      expect(list).not.toContain('alexa-boost-250k'); // inactive
      const first = res.body['hydra:member'][0];
      expect(first).toMatchObject({ '@id': `/api/packages/${first.id}`, '@type': 'Package', gateId: null, active: true });
      expect(Object.keys(first)).toEqual(
        expect.arrayContaining([
          'name',
          'code',
          'size',
          'priceMinor',
          'currency',
          'durationDays',
          'parentId',
          'professional',
          'guaranteedAlexa',
          'free',
          'showOnMainPage',
          'position',
          'createdAt',
        ]),
      );
    });

    it('pages with the default limit of 10', async () => {
      const res = await get('/api/packages');
      expect(res.body['hydra:member']).toHaveLength(10);
      expect(res.body['hydra:totalItems']).toBe(12);
      expect(res.body['hydra:view']).toMatchObject({ 'hydra:next': '/api/packages?page=2', 'hydra:last': '/api/packages?page=2' });
    });

    it("shows the white-label gate's own packages on that gate's host", async () => {
      const res = await get('/api/packages?limit=50', undefined, 'boost.localhost');
      expect(res.body['hydra:totalItems']).toBe(13);
      expect(codes(res.body)).toContain('boost-starter');
    });

    it('limits signed-in customers like visitors and shows staff every package', async () => {
      const user = await get('/api/packages?limit=50', 'user');
      expect(user.body['hydra:totalItems']).toBe(12);
      const support = await get('/api/packages?limit=50', 'support');
      expect(support.body['hydra:totalItems']).toBe(14);
      expect(codes(support.body)).toEqual(expect.arrayContaining(['boost-starter', 'alexa-boost-250k']));
    });

    it('answers 404 for a package the caller may not see and 200 for staff', async () => {
      const inactive = ids['alexa-boost-250k'];
      expect((await get(`/api/packages/${inactive}`)).status).toBe(404);
      expect((await get(`/api/packages/${inactive}`, 'user')).status).toBe(404);
      expect((await get(`/api/packages/${ids['boost-starter']}`)).status).toBe(404);
      const boost = await get(`/api/packages/${ids['boost-starter']}`, undefined, 'boost.localhost');
      expect(boost.status).toBe(200);
      expect(boost.body).toMatchObject({
        '@context': '/api/contexts/Package',
        '@id': `/api/packages/${ids['boost-starter']}`,
        code: 'boost-starter',
      });
      expect((await get(`/api/packages/${inactive}`, 'support')).status).toBe(200);
      const notFound = await get('/api/packages/999999');
      expect(notFound.status).toBe(404);
      expect(notFound.body['@type']).toBe('hydra:Error');
    });

    it('serves the same rules over GraphQL without a token', async () => {
      const list = await t.gql<{ packages: { total: number; items: { code: string; gateId: number | null }[] } }>(
        '{ packages(limit: 50) { total items { code gateId } } }',
      );
      expect(list.errors).toBeUndefined();
      expect(list.data?.packages.total).toBe(12);
      const one = await t.gql('query($id: Int!) { package(id: $id) { code } }', { id: ids['alexa-boost-250k'] });
      expect(one.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });
  });

  describe('filters and order', () => {
    it('parentId=0 lists the top-level packages, parentId=N the variants of N', async () => {
      const top = await get('/api/packages?parentId=0&limit=50');
      expect(codes(top.body).sort()).toEqual(['alexa-boost', 'demo', 'professional-traffic', 'website-traffic']);
      const variants = await get(`/api/packages?parentId=${ids['website-traffic']}`);
      expect(codes(variants.body).sort()).toEqual(['website-traffic-100k', 'website-traffic-250k', 'website-traffic-50k']);
    });

    it('reads booleans as 1/true → true and anything else → false', async () => {
      for (const v of ['1', 'true']) {
        const res = await get(`/api/packages?professional=${v}&limit=50`);
        expect(res.body['hydra:totalItems']).toBe(4);
        expect(res.body['hydra:member'].every((p: { professional: boolean }) => p.professional)).toBe(true);
      }
      for (const v of ['0', 'false', 'yes']) {
        const res = await get(`/api/packages?professional=${v}&limit=50`);
        expect(res.body['hydra:totalItems']).toBe(8);
      }
      const pricing = await get('/api/packages?parentId=0&professional=0&guaranteedAlexa=0&order[size]=asc');
      expect(codes(pricing.body)).toEqual(['demo', 'website-traffic']);
      const free = await get('/api/packages?free=1');
      expect(codes(free.body)).toEqual(['demo']);
      const active = await get('/api/packages?active=0&limit=50', 'support');
      expect(codes(active.body)).toEqual(['alexa-boost-250k']);
    });

    it('orders by order[field] and by field__direction pairs', async () => {
      const desc = await get(`/api/packages?parentId=${ids['professional-traffic']}&order[size]=desc`);
      expect(desc.body['hydra:member'].map((p: { size: number }) => p.size)).toEqual([250000, 100000, 50000]);
      const bySize = await get('/api/packages?limit=50&order[size]=asc');
      const sizes = bySize.body['hydra:member'].map((p: { size: number }) => p.size);
      expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
      const multi = await get('/api/packages?parentId=0&order=size__desc;priceMinor__asc');
      expect(codes(multi.body)).toEqual(['website-traffic', 'professional-traffic', 'alexa-boost', 'demo']);
      expect((await get('/api/packages?order[secret]=asc')).status).toBe(400);
    });

    it('filters by name (partial), code (exact), size and gateId (that gate or every gate)', async () => {
      expect(codes((await get('/api/packages?name=ALEXA%20rank&limit=50')).body)).toEqual([
        'alexa-boost',
        'alexa-boost-50k',
        'alexa-boost-100k',
      ]);
      expect(codes((await get('/api/packages?code=demo')).body)).toEqual(['demo']);
      expect((await get('/api/packages?code=dem')).body['hydra:totalItems']).toBe(0);
      expect(codes((await get('/api/packages?size=500')).body)).toEqual(['demo']);
      const boostGate = (await get(`/api/packages/${ids['boost-starter']}`, 'support')).body.gateId as number;
      const forBoost = await get(`/api/packages?gateId=${boostGate}&limit=50`, 'support');
      expect(forBoost.body['hydra:totalItems']).toBe(14);
      const everyGateOnly = await get(`/api/packages?gateId=${boostGate + 1000}&limit=50`, 'support');
      expect(everyGateOnly.body['hydra:totalItems']).toBe(13);
      expect(codes(everyGateOnly.body)).not.toContain('boost-starter');
      expect((await get('/api/packages?size=big')).status).toBe(400);
    });
  });

  describe('GET /api/packages/for_main_page', () => {
    it("lists the gate's home-page offers by position for anonymous visitors", async () => {
      const res = await get('/api/packages/for_main_page');
      expect(res.status).toBe(200);
      expect(res.body['@type']).toBe('hydra:Collection');
      expect(codes(res.body)).toEqual(['website-traffic', 'professional-traffic', 'alexa-boost']);
      expect(res.body['hydra:totalItems']).toBe(3);
      expect(res.body['hydra:member'][0]['@id']).toBe(`/api/packages/${ids['website-traffic']}`);
      const boost = await get('/api/packages/for_main_page', undefined, 'boost.localhost');
      expect(codes(boost.body)).toEqual(['website-traffic', 'boost-starter', 'professional-traffic', 'alexa-boost']);
    });
  });

  describe('writes', () => {
    const valid = { name: 'Starter', code: 'starter-1', size: 2000, priceMinor: 299, currency: 'EUR', professional: true };

    it('refuses anonymous (401) and non-managers (403)', async () => {
      expect((await t.http.post('/api/packages').send(valid)).status).toBe(401);
      for (const who of ['user', 'support']) {
        const res = await t.http.post('/api/packages').set('authorization', `Bearer ${tokens[who]}`).send(valid);
        expect(res.status).toBe(403);
        expect(res.body['@type']).toBe('hydra:Error');
        const put = await t.http.put(`/api/packages/${ids.demo}`).set('authorization', `Bearer ${tokens[who]}`).send({ name: 'x' });
        expect(put.status).toBe(403);
      }
      const gql = await t.gql(
        'mutation { createPackage(input: { name: "x", code: "x", size: 1, priceMinor: 1 }) { id } }',
        {},
        tokens.user,
      );
      expect(gql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    });

    it('creates a package as a manager: 201, Location and the item', async () => {
      const res = await t.http
        .post('/api/packages')
        .set('authorization', `Bearer ${tokens.manager}`)
        .send({ ...valid, parentId: ids['website-traffic'] });
      expect(res.status).toBe(201);
      expect(res.headers.location).toBe(`/api/packages/${res.body.id}`);
      expect(res.body).toMatchObject({
        '@id': `/api/packages/${res.body.id}`,
        '@type': 'Package',
        code: 'starter-1',
        currency: 'EUR',
        durationDays: 30,
        active: true,
        professional: true,
        parentId: ids['website-traffic'],
        gateId: null,
      });
      expect((await get(`/api/packages/${res.body.id}`)).status).toBe(200);
    });

    it('answers 422 violations for bad input, a used code and a missing parent', async () => {
      const bad = await t.http
        .post('/api/packages')
        .set('authorization', `Bearer ${tokens.manager}`)
        .send({ name: '', code: 'Bad Code', size: 0, priceMinor: -1, currency: 'usd' });
      expect(bad.status).toBe(422);
      expect(bad.body['@type']).toBe('ConstraintViolationList');
      const paths = bad.body.violations.map((v: { propertyPath: string }) => v.propertyPath);
      expect(paths).toEqual(expect.arrayContaining(['name', 'code', 'size', 'priceMinor', 'currency']));

      const dup = await t.http
        .post('/api/packages')
        .set('authorization', `Bearer ${tokens.manager}`)
        .send({ ...valid, code: 'demo' });
      expect(dup.status).toBe(422);
      expect(dup.body.violations).toEqual([{ propertyPath: 'code', message: expect.any(String) }]);

      const orphan = await t.http
        .post('/api/packages')
        .set('authorization', `Bearer ${tokens.manager}`)
        .send({ ...valid, code: 'orphan', parentId: 999999 });
      expect(orphan.status).toBe(422);
      expect(orphan.body.violations[0].propertyPath).toBe('parentId');
      const noGate = await t.http
        .post('/api/packages')
        .set('authorization', `Bearer ${tokens.manager}`)
        .send({ ...valid, code: 'nogate', gateId: 999999 });
      expect(noGate.status).toBe(422);
      expect(noGate.body.violations[0].propertyPath).toBe('gateId');
    });

    it('updates a package as a manager and refuses a parent cycle', async () => {
      const res = await t.http
        .put(`/api/packages/${ids['website-traffic-50k']}`)
        .set('authorization', `Bearer ${tokens.manager}`)
        .send({ priceMinor: 4500, showOnMainPage: true, position: 5 });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        priceMinor: 4500,
        showOnMainPage: true,
        position: 5,
        code: 'website-traffic-50k',
        parentId: ids['website-traffic'],
      });
      const main = await get('/api/packages/for_main_page');
      expect(codes(main.body)).toEqual(['website-traffic', 'professional-traffic', 'alexa-boost', 'website-traffic-50k']);

      const cycle = await t.http
        .put(`/api/packages/${ids['website-traffic']}`)
        .set('authorization', `Bearer ${tokens.manager}`)
        .send({ parentId: ids['website-traffic-50k'] });
      expect(cycle.status).toBe(422);
      expect(cycle.body.violations[0].propertyPath).toBe('parentId');

      const taken = await t.http
        .put(`/api/packages/${ids['website-traffic']}`)
        .set('authorization', `Bearer ${tokens.admin}`)
        .send({ code: 'demo' });
      expect(taken.status).toBe(422);
      expect(taken.body.violations[0].propertyPath).toBe('code');
      expect((await t.http.put('/api/packages/999999').set('authorization', `Bearer ${tokens.manager}`).send({ name: 'x' })).status).toBe(
        404,
      );
    });
  });
});
