import { startTestServer, type TestServer } from '../../../../test/harness';

// Gates (docs/product.md#screens-and-routes, docs/product.md#records): managed by super admins only; every visitor reads the public
// configuration of the
// gate serving their Host.
describe('gates', () => {
  let t: TestServer;
  const tokens: Record<string, string> = {};

  const validConfig = {
    prop: {
      siteName: 'Visitors Hub',
      siteUrl: 'https://hub.example.com',
      supportEmail: 'help@hub.example.com',
      logoText: { primary: 'Visitors', secondary: 'Hub' },
      cssVars: { '--primary-color': '#ff0000' },
      pagesContent: { home: { title: 'Hub' } },
    },
    blog: { enabled: true },
    paymentMethods: ['card'],
  };

  const currentGate = (host?: string) =>
    t.gql<{
      currentGate: {
        id: number;
        name: string;
        description: string;
        apiBase: string;
        config: Record<string, unknown> & { prop: Record<string, unknown> };
      };
    }>('{ currentGate { id name description apiBase config } }', {}, undefined, host ? { host } : {});
  const as = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });

  beforeAll(async () => {
    t = await startTestServer();
    for (const who of ['user', 'support', 'manager', 'admin', 'superadmin']) tokens[who] = await t.login(`${who}@example.com`);
  });
  afterAll(() => t.close());

  it('lists gates for super admins only', async () => {
    expect((await t.http.get('/api/gates')).status).toBe(401);
    for (const who of ['user', 'support', 'manager', 'admin']) {
      expect((await t.http.get('/api/gates').set(as(who))).status).toBe(403);
      expect((await t.http.get('/api/gates/1').set(as(who))).status).toBe(403);
    }
    const res = await t.http.get('/api/gates').set(as('superadmin'));
    expect(res.status).toBe(200);
    expect(res.body['hydra:totalItems']).toBe(2);
    const [first, second] = res.body['hydra:member'];
    expect(first).toMatchObject({
      '@id': `/api/gates/${first.id}`,
      '@type': 'Gate',
      host: 'localhost',
      isDefault: true,
      enabled: true,
      apiBase: '/api',
    });
    expect(second).toMatchObject({ host: 'boost.localhost', name: 'TrafficBoost', isDefault: false });
    expect(first).not.toHaveProperty('config');
    const one = await t.http.get(`/api/gates/${second.id}`).set(as('superadmin'));
    expect(one.body).toMatchObject({ '@context': '/api/contexts/Gate', host: 'boost.localhost' });
    const gql = await t.gql('{ gates { total } }', {}, tokens.admin);
    expect(gql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('filters by host and name (partial) and enabled', async () => {
    const host = await t.http.get('/api/gates?host=BOOST').set(as('superadmin'));
    expect(host.body['hydra:member'].map((g: { host: string }) => g.host)).toEqual(['boost.localhost']);
    const name = await t.http.get('/api/gates?name=gate').set(as('superadmin'));
    expect(name.body['hydra:member'].map((g: { name: string }) => g.name)).toEqual(['Trafficgate']);
    expect((await t.http.get('/api/gates?enabled=0').set(as('superadmin'))).body['hydra:totalItems']).toBe(0);
    expect((await t.http.get('/api/gates?enabled=1').set(as('superadmin'))).body['hydra:totalItems']).toBe(2);
  });

  it("answers currentGate publicly with the Host's gate, falling back to the default gate", async () => {
    const main = await currentGate();
    expect(main.errors).toBeUndefined();
    expect(main.data?.currentGate).toMatchObject({ name: 'Trafficgate', apiBase: '/api', description: 'Cheap Website Traffic' });
    expect(main.data?.currentGate.config.prop.siteName).toBe('Trafficgate');
    expect(main.data?.currentGate.config.paymentMethods).toEqual(['card']);
    const boost = await currentGate('boost.localhost');
    expect(boost.data?.currentGate).toMatchObject({ name: 'TrafficBoost' });
    expect(boost.data?.currentGate.config.prop.siteName).toBe('TrafficBoost');
    expect(boost.data?.currentGate.config.blog).toEqual({ enabled: true });
    const unknown = await currentGate('unknown.example.net');
    expect(unknown.data?.currentGate.name).toBe('Trafficgate');
    const host = await t.gql('{ currentGate { host } }');
    expect(host.status).toBe(400); // the public type has no host rules
  });

  it('creates a gate (201, Location) with a configuration built from its name when none is given', async () => {
    const res = await t.http.post('/api/gates').set(as('superadmin')).send({ name: 'Plain Brand', host: 'plain.example.com' });
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe(`/api/gates/${res.body.id}`);
    expect(res.body).toMatchObject({
      '@type': 'Gate',
      name: 'Plain Brand',
      host: 'plain.example.com',
      enabled: true,
      isDefault: false,
      apiBase: '/api',
    });
    const served = await currentGate('plain.example.com');
    expect(served.data?.currentGate.name).toBe('Plain Brand');
    expect(served.data?.currentGate.config.prop.siteName).toBe('Plain Brand');
    expect(served.data?.currentGate.config.paymentMethods).toEqual(['card']);
    expect((await t.http.post('/api/gates').set(as('admin')).send({ name: 'x', host: 'x.example.com' })).status).toBe(403);
  });

  it('answers 422 for a bad host, a used host and a bad configuration, with paths into the configuration', async () => {
    for (const host of ['Shop.Example.com', 'https://shop.example.com', 'shop.example.com:8080', '-bad.example.com', '']) {
      const res = await t.http.post('/api/gates').set(as('superadmin')).send({ name: 'Shop', host });
      expect(res.status).toBe(422);
      expect(res.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toContain('host');
    }
    const used = await t.http.post('/api/gates').set(as('superadmin')).send({ name: 'Again', host: 'boost.localhost' });
    expect(used.status).toBe(422);
    expect(used.body.violations).toEqual([{ propertyPath: 'host', message: expect.any(String) }]);

    const config = {
      ...validConfig,
      prop: { ...validConfig.prop, siteName: '', supportEmail: 'not-an-email', cssVars: { '--x': 'red;} body{display:none' } },
      paymentMethods: ['card', 'emulator'],
    };
    const bad = await t.http.post('/api/gates').set(as('superadmin')).send({ name: 'Hub', host: 'hub.example.com', config });
    expect(bad.status).toBe(422);
    expect(bad.body['@type']).toBe('ConstraintViolationList');
    const paths = bad.body.violations.map((v: { propertyPath: string }) => v.propertyPath);
    expect(paths).toEqual(
      expect.arrayContaining(['config.prop.siteName', 'config.prop.supportEmail', 'config.prop.cssVars.--x', 'config.paymentMethods.1']),
    );
    expect(bad.body.violations.find((v: { propertyPath: string }) => v.propertyPath === 'config.paymentMethods.1').message).toMatch(
      /emulator/,
    );
    const missing = await t.http
      .post('/api/gates')
      .set(as('superadmin'))
      .send({ name: 'Hub', host: 'hub.example.com', config: { blog: { enabled: true } } });
    expect(missing.status).toBe(422);
    expect(missing.body.violations).toEqual(expect.arrayContaining([{ propertyPath: 'config.prop', message: 'This value is required.' }]));
    expect((await t.http.get('/api/gates?host=hub').set(as('superadmin'))).body['hydra:totalItems']).toBe(0);
  });

  it('updates a gate and its whole configuration', async () => {
    const list = await t.http.get('/api/gates?host=boost').set(as('superadmin'));
    const id = list.body['hydra:member'][0].id as number;
    const res = await t.http
      .put(`/api/gates/${id}`)
      .set(as('superadmin'))
      .send({ name: 'Boost Two', description: 'New words', config: validConfig });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Boost Two', description: 'New words', host: 'boost.localhost' });
    const served = await currentGate('boost.localhost');
    expect(served.data?.currentGate).toMatchObject({ name: 'Boost Two', description: 'New words' });
    expect(served.data?.currentGate.config.prop.siteName).toBe('Visitors Hub');
    expect(served.data?.currentGate.config.socialAuth).toEqual({ google: null, facebook: null }); // defaults filled in
    const bad = await t.http
      .put(`/api/gates/${id}`)
      .set(as('superadmin'))
      .send({ config: { ...validConfig, paymentMethods: 'card' } });
    expect(bad.status).toBe(422);
    expect(bad.body.violations[0].propertyPath).toBe('config.paymentMethods');
    expect((await t.http.put(`/api/gates/${id}`).set(as('admin')).send({ name: 'x' })).status).toBe(403);
    expect((await t.http.put('/api/gates/999999').set(as('superadmin')).send({ name: 'x' })).status).toBe(404);
  });

  it('keeps exactly one default gate: setting it on one clears the others', async () => {
    const before = await t.http.get('/api/gates?limit=50').set(as('superadmin'));
    const old = before.body['hydra:member'].find((g: { isDefault: boolean }) => g.isDefault);
    const unset = await t.http.put(`/api/gates/${old.id}`).set(as('superadmin')).send({ isDefault: false });
    expect(unset.status).toBe(422);
    expect(unset.body.violations[0].propertyPath).toBe('isDefault');

    const created = await t.http
      .post('/api/gates')
      .set(as('superadmin'))
      .send({ name: 'New Default', host: 'main.example.com', isDefault: true, config: validConfig });
    expect(created.status).toBe(201);
    expect(created.body.isDefault).toBe(true);
    const after = await t.http.get('/api/gates?limit=50').set(as('superadmin'));
    const defaults = after.body['hydra:member'].filter((g: { isDefault: boolean }) => g.isDefault);
    expect(defaults.map((g: { id: number }) => g.id)).toEqual([created.body.id]);
    expect((await currentGate('unknown.example.net')).data?.currentGate.name).toBe('New Default');

    const back = await t.http.put(`/api/gates/${old.id}`).set(as('superadmin')).send({ isDefault: true });
    expect(back.status).toBe(200);
    const final = await t.http.get('/api/gates?limit=50').set(as('superadmin'));
    expect(final.body['hydra:member'].filter((g: { isDefault: boolean }) => g.isDefault).map((g: { id: number }) => g.id)).toEqual([
      old.id,
    ]);
    expect((await currentGate('unknown.example.net')).data?.currentGate.name).toBe('Trafficgate');
  });
});
