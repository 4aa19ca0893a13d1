import { Gate } from '../../gates/gate.entity';
import { startTestServer, type TestServer } from '../../../../test/harness';

// docs/product.md#records posts, docs/api.md#calls /api/posts, /api/posts/blog/{slug}, POST /api/admin/tools/slug; docs/product.md#roles
// the slug tool is admin-only.
describe('posts, the blog and the slug tool', () => {
  let t: TestServer;
  let manager: string;
  let admin: string;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const slugs = (body: Record<string, unknown>) => (body['hydra:member'] as { slug: string }[]).map((p) => p.slug);

  beforeAll(async () => {
    t = await startTestServer();
    manager = await t.login('manager@example.com');
    admin = await t.login('admin@example.com');
  });
  afterAll(() => t.close());

  it('lists posts for managers only: anonymous 401, user and support 403', async () => {
    const anonymous = await t.http.get('/api/posts');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ code: 401, message: 'JWT Token not found' });
    expect((await t.http.get('/api/posts').set(bearer(await t.login('user@example.com')))).status).toBe(403);
    expect((await t.http.get('/api/posts').set(bearer(await t.login('support@example.com')))).status).toBe(403);

    const res = await t.http.get('/api/posts?order[publicatedAt]=asc').set(bearer(manager));
    expect(res.status).toBe(200);
    expect(res.body['hydra:totalItems']).toBe(3);
    expect(slugs(res.body)).toEqual(['first-1000-visitors', 'bounce-rate-explained', 'traffic-quality-checklist']);
    const first = res.body['hydra:member'][0];
    expect(first).toMatchObject({
      '@id': `/api/posts/${first.id}`,
      '@type': 'Post',
      title: 'How to get your first 1,000 visitors',
      enabled: true,
      blog: true,
    });
    expect(first).toHaveProperty('createdAt');
    expect(first).toHaveProperty('publicatedAt');

    const get = async (qs: string) => slugs((await t.http.get(`/api/posts?${qs}`).set(bearer(manager))).body);
    expect(await get('enabled=0')).toEqual(['traffic-quality-checklist']);
    expect(await get('title=BOUNCE')).toEqual(['bounce-rate-explained']);
    expect(await get('blog=1&enabled=1&order=title__asc')).toEqual(['bounce-rate-explained', 'first-1000-visitors']);
    expect(await get(`publicatedAt[after]=${new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10)}`)).toEqual([
      'traffic-quality-checklist',
    ]);

    const item = await t.http.get(`/api/posts/${first.id}`).set(bearer(manager));
    expect(item.body).toMatchObject({ '@context': '/api/contexts/Post', slug: 'first-1000-visitors' });
  });

  it('creates (201 + Location) with a slug made from the title, refuses a used or malformed slug (422), updates', async () => {
    const res = await t.http
      .post('/api/posts')
      .set(bearer(manager))
      .send({ title: 'Ten Tips: Traffic!', content: '<p>Tips</p>', publicatedAt: '2020-01-01T00:00:00Z' });
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe(`/api/posts/${res.body.id}`);
    expect(res.body).toMatchObject({ slug: 'ten-tips-traffic', enabled: true, blog: true, publicatedAt: '2020-01-01T00:00:00.000Z' });

    const taken = await t.http.post('/api/posts').set(bearer(manager)).send({ title: 'Other', slug: 'bounce-rate-explained' });
    expect(taken.status).toBe(422);
    expect(taken.body.violations).toEqual([{ propertyPath: 'slug', message: expect.any(String) }]);
    const malformed = await t.http.post('/api/posts').set(bearer(manager)).send({ title: 'Other', slug: 'Not A Slug' });
    expect(malformed.status).toBe(422);
    expect(malformed.body.violations[0].propertyPath).toBe('slug');

    const put = await t.http.put(`/api/posts/${res.body.id}`).set(bearer(manager)).send({ title: 'Ten tips', enabled: false });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ title: 'Ten tips', enabled: false, slug: 'ten-tips-traffic' });
    expect((await t.http.put(`/api/posts/${res.body.id}`).set(bearer(manager)).send({ slug: 'first-1000-visitors' })).status).toBe(422);
  });

  describe('GET /api/posts/blog/{slug} (public)', () => {
    it('is 404 on the default gate, whose blog is disabled', async () => {
      const res = await t.http.get('/api/posts/blog/first-1000-visitors');
      expect(res.status).toBe(404);
      expect(res.body['@type']).toBe('hydra:Error');
    });

    it('answers a published post on a gate with the blog enabled', async () => {
      const res = await t.http.get('/api/posts/blog/first-1000-visitors').set('host', 'boost.localhost');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ '@type': 'Post', slug: 'first-1000-visitors', title: 'How to get your first 1,000 visitors' });
      expect(res.body['@id']).toBe(`/api/posts/${res.body.id}`);
      expect(res.body.content).toContain('Practical advice');
      const gql = await t.gql<{ blogPost: { title: string } }>('{ blogPost(slug: "bounce-rate-explained") { title } }', {}, undefined, {
        host: 'boost.localhost',
      });
      expect(gql.data?.blogPost.title).toBe('Bounce rate explained');
    });

    it('is 404 for a disabled, unpublished, non-blog or other-gate post, and an unknown slug', async () => {
      const em = t.server.orm.em.fork();
      const defaultGate = await em.findOneOrFail(Gate, { isDefault: true });
      const future = new Date(Date.now() + 86_400_000).toISOString();
      const make = async (body: Record<string, unknown>) => {
        const res = await t.http
          .post('/api/posts')
          .set(bearer(manager))
          .send({ content: 'x', publicatedAt: '2020-01-01T00:00:00Z', ...body });
        expect(res.status).toBe(201);
        return res.body.slug as string;
      };
      const hidden = [
        'traffic-quality-checklist',
        await make({ title: 'Coming soon', publicatedAt: future }),
        await make({ title: 'Never published', publicatedAt: null }),
        await make({ title: 'Static page', blog: false }),
        await make({ title: 'Default gate only', gateId: defaultGate.id }),
        'no-such-post',
      ];
      for (const slug of hidden) {
        const res = await t.http.get(`/api/posts/blog/${slug}`).set('host', 'boost.localhost');
        expect([slug, res.status]).toEqual([slug, 404]);
      }
      const visible = await make({ title: 'For everyone' });
      expect((await t.http.get(`/api/posts/blog/${visible}`).set('host', 'boost.localhost')).status).toBe(200);
    });
  });

  describe('POST /api/admin/tools/slug', () => {
    it('is admin-only: anonymous 401, manager 403', async () => {
      expect((await t.http.post('/api/admin/tools/slug').send({ slug: 'Hello World!' })).status).toBe(401);
      const res = await t.http.post('/api/admin/tools/slug').set(bearer(manager)).send({ slug: 'Hello World!' });
      expect(res.status).toBe(403);
    });

    it('slugs a text for an admin', async () => {
      const res = await t.http.post('/api/admin/tools/slug').set(bearer(admin)).send({ slug: 'Hello World!' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ slugged: 'hello-world' });
      const other = await t.http
        .post('/api/admin/tools/slug')
        .set(bearer(await t.login('superadmin@example.com')))
        .send({ slug: '  Ça va? Très_bien & co  ' });
      expect(other.body).toEqual({ slugged: 'ca-va-tresbien-and-co' });
      const gql = await t.gql<{ slugify: string }>('mutation { slugify(slug: "Big  News, 2024") }', {}, admin);
      expect(gql.data?.slugify).toBe('big-news-2024');
    });

    it('answers 400 without a slug and 422 for text that makes no slug', async () => {
      expect((await t.http.post('/api/admin/tools/slug').set(bearer(admin)).send({})).status).toBe(400);
      const empty = await t.http.post('/api/admin/tools/slug').set(bearer(admin)).send({ slug: '!!!' });
      expect(empty.status).toBe(422);
      expect(empty.body.violations[0].propertyPath).toBe('slug');
    });
  });
});
