import { startTestServer, type TestServer } from '../../../test/harness';

// Sitemap.xml and robots.txt, per gate; the blog only where the gate has it (docs/product.md#what-it-is).
describe('robots.txt and sitemap.xml', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('keeps crawlers out of the account areas and points them at the sitemap of the host', async () => {
    const res = await t.http.get('/robots.txt').set('host', 'boost.localhost');
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.text).toContain('Disallow: /panel');
    expect(res.text).toContain('Disallow: /admin');
    expect(res.text).toContain('Sitemap: http://boost.localhost/sitemap.xml');
  });

  it('lists the public pages and no blog on the default gate (blog disabled)', async () => {
    const res = await t.http.get('/sitemap.xml');
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(locs).toEqual(
      expect.arrayContaining(['/', '/pricing', '/how-to-start', '/privacy-policy', '/refund-policy', '/eula', '/contact']),
    );
    expect(locs.some((p) => p.startsWith('/blog'))).toBe(false);
    expect(locs).not.toContain('/login');
  });

  it('lists the blog and its published, enabled posts where the blog is on', async () => {
    const res = await t.http.get('/sitemap.xml').set('host', 'boost.localhost');
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('http://boost.localhost/blog');
    expect(locs).toContain('http://boost.localhost/blog/first-1000-visitors');
    expect(locs).toContain('http://boost.localhost/blog/bounce-rate-explained');
    expect(locs).not.toContain('http://boost.localhost/blog/traffic-quality-checklist'); // disabled post
  });

  it('answers blogPosts on GraphQL only where the blog is on', async () => {
    const q = '{ blogPosts { total items { slug } } }';
    expect((await t.gql(q)).data).toEqual({ blogPosts: { total: 0, items: [] } });
    const boost = await t.gql<{ blogPosts: { total: number } }>(q, {}, undefined, { host: 'boost.localhost' });
    expect(boost.data?.blogPosts.total).toBe(2);
  });
});
