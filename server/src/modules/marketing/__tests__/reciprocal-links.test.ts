import { Gate } from '../../gates/gate.entity';
import { startTestServer, type TestServer } from '../../../../test/harness';

// docs/product.md#records reciprocal links, docs/api.md#calls /api/reciprocal_links (+ /active, /random, /{id}).
describe('reciprocal links', () => {
  let t: TestServer;
  let manager: string;
  let user: string;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const urls = (body: Record<string, unknown>) => (body['hydra:member'] as { url: string }[]).map((l) => l.url);

  beforeAll(async () => {
    t = await startTestServer();
    manager = await t.login('manager@example.com');
    user = await t.login('user@example.com');
  });
  afterAll(() => t.close());

  it('lists links for managers only: anonymous 401, user and support 403', async () => {
    const anonymous = await t.http.get('/api/reciprocal_links');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ code: 401, message: 'JWT Token not found' });
    expect((await t.http.get('/api/reciprocal_links').set(bearer(user))).status).toBe(403);
    expect((await t.http.get('/api/reciprocal_links').set(bearer(await t.login('support@example.com')))).status).toBe(403);

    const res = await t.http.get('/api/reciprocal_links?order[id]=asc').set(bearer(manager));
    expect(res.status).toBe(200);
    expect(res.body['hydra:totalItems']).toBe(3);
    const first = res.body['hydra:member'][0];
    expect(first).toMatchObject({
      '@id': `/api/reciprocal_links/${first.id}`,
      '@type': 'ReciprocalLink',
      url: 'https://partners.example.com/traffic',
      enabled: true,
      anchor: 'Buy website traffic',
    });
    expect(first).toHaveProperty('createdAt');

    const get = async (qs: string) => urls((await t.http.get(`/api/reciprocal_links?${qs}`).set(bearer(manager))).body);
    expect(await get('enabled=0')).toEqual(['https://blogroll.example.net/marketing']);
    expect(await get('enabled=true&order[url]=desc')).toEqual([
      'https://partners.example.com/traffic',
      'https://directory.example.org/web-tools',
    ]);
    expect(await get('url=DIRECTORY')).toEqual(['https://directory.example.org/web-tools']);
    expect(await get('createdAt[after]=2000-01-01&limit=1')).toHaveLength(1);

    const item = await t.http.get(`/api/reciprocal_links/${first.id}`).set(bearer(manager));
    expect(item.body).toMatchObject({ '@context': '/api/contexts/ReciprocalLink', url: 'https://partners.example.com/traffic' });
  });

  it('creates (201 + Location), validates the URL (422) and updates', async () => {
    const res = await t.http
      .post('/api/reciprocal_links')
      .set(bearer(manager))
      .send({ url: 'https://new.example.com/links', anchor: 'Traffic' });
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe(`/api/reciprocal_links/${res.body.id}`);
    expect(res.body).toMatchObject({ url: 'https://new.example.com/links', anchor: 'Traffic', enabled: true, gateId: null });

    const bad = await t.http.post('/api/reciprocal_links').set(bearer(manager)).send({ url: 'not a url' });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      '@type': 'ConstraintViolationList',
      violations: [{ propertyPath: 'url', message: 'This value is not a valid URL.' }],
    });
    expect(
      (await t.http.post('/api/reciprocal_links').set(bearer(manager)).send({ url: 'https://x.example.com', gateId: 99999 })).body
        .violations[0].propertyPath,
    ).toBe('gateId');

    const put = await t.http.put(`/api/reciprocal_links/${res.body.id}`).set(bearer(manager)).send({ anchor: 'Cheap traffic' });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ anchor: 'Cheap traffic', url: 'https://new.example.com/links' });
    expect((await t.http.put(`/api/reciprocal_links/${res.body.id}`).set(bearer(user)).send({ enabled: false })).status).toBe(403);

    expect((await t.http.delete(`/api/reciprocal_links/${res.body.id}`).set(bearer(user))).status).toBe(403);
    expect((await t.http.delete(`/api/reciprocal_links/${res.body.id}`).set(bearer(manager))).status).toBe(204);
    expect((await t.http.get(`/api/reciprocal_links/${res.body.id}`).set(bearer(manager))).status).toBe(404);
  });

  it('offers signed-in users the enabled links of their gate (/active, /random)', async () => {
    const boost = await t.server.orm.em.fork().findOneOrFail(Gate, { host: 'boost.localhost' });
    const boostOnly = await t.http
      .post('/api/reciprocal_links')
      .set(bearer(manager))
      .send({ url: 'https://boost-partners.example.com', gateId: boost.id });
    expect(boostOnly.status).toBe(201);

    expect((await t.http.get('/api/reciprocal_links/active')).status).toBe(401);
    expect((await t.http.get('/api/reciprocal_links/random')).status).toBe(401);

    const active = await t.http.get('/api/reciprocal_links/active').set(bearer(user));
    expect(active.status).toBe(200);
    expect(active.body['@type']).toBe('hydra:Collection');
    expect(urls(active.body)).toEqual(['https://partners.example.com/traffic', 'https://directory.example.org/web-tools']);
    expect(active.body['hydra:member'][0]['@id']).toMatch(/^\/api\/reciprocal_links\/\d+$/);

    for (let i = 0; i < 5; i++) {
      const random = await t.http.get('/api/reciprocal_links/random').set(bearer(user));
      expect(random.status).toBe(200);
      expect(random.body['@id']).toBe(`/api/reciprocal_links/${random.body.id}`);
      expect(['https://partners.example.com/traffic', 'https://directory.example.org/web-tools']).toContain(random.body.url);
    }
  });

  it('answers an empty object from /random and an empty list from /active when no link is enabled', async () => {
    const all = await t.http.get('/api/reciprocal_links?enabled=1&limit=50').set(bearer(manager));
    for (const link of all.body['hydra:member'] as { id: number }[]) {
      expect((await t.http.put(`/api/reciprocal_links/${link.id}`).set(bearer(manager)).send({ enabled: false })).status).toBe(200);
    }
    const random = await t.http.get('/api/reciprocal_links/random').set(bearer(user));
    expect(random.status).toBe(200);
    expect(random.body).toEqual({});
    const active = await t.http.get('/api/reciprocal_links/active').set(bearer(user));
    expect(active.body['hydra:totalItems']).toBe(0);
    expect(active.body['hydra:member']).toEqual([]);
  });
});
