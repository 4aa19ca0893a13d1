import { Project } from '../../modules/projects/project.entity';
import { startTestServer, type TestServer } from '../../../test/harness';

// docs/product.md#validation list filters through the API Platform query syntax
// (docs/architecture.md#graphql-is-the-one-authorization-path-rest-runs-it-in-process).
describe('list filters, paging and order on /api/projects', () => {
  let t: TestServer;
  let admin: string;
  const get = (qs: string) => t.http.get(`/api/projects${qs}`).set('authorization', `Bearer ${admin}`);

  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.login('admin@example.com');
    const em = t.server.orm.em.fork();
    const user = await em.findOneOrFail('User', { email: 'user2@example.com' } as never);
    for (let i = 0; i < 60; i++) {
      em.create(Project, {
        title: `Bulk site ${String(i).padStart(2, '0')}`,
        url: `https://bulk${i}.example.com`,
        owner: user as never,
        autoRenew: i % 2 === 0,
      });
    }
    em.create(Project, {
      title: 'Late expiry',
      url: 'https://late.example.com',
      owner: user as never,
      expiredAt: new Date('2030-01-15T23:30:00Z'),
    });
    await em.flush();
  });
  afterAll(() => t.close());

  it('defaults to page 1 with 10 items and clamps the limit to 50', async () => {
    const first = await get('');
    expect(first.status).toBe(200);
    expect(first.body['hydra:member']).toHaveLength(10);
    expect(first.body['hydra:totalItems']).toBe(67);
    const big = await get('?itemsPerPage=500');
    expect(big.body['hydra:member']).toHaveLength(50);
    expect(big.body['hydra:view']['hydra:last']).toContain('page=2');
    const gql = await t.gql('{ projects(limit: 1000) { limit items { id } } }', {}, admin);
    expect(gql.data).toMatchObject({ projects: { limit: 50 } });
  });

  it('pages without overlap', async () => {
    const p1 = await get('?limit=20&page=1&order[id]=asc');
    const p2 = await get('?limit=20&page=2&order[id]=asc');
    const ids = [...p1.body['hydra:member'], ...p2.body['hydra:member']].map((m: { id: number }) => m.id);
    expect(new Set(ids).size).toBe(40);
    expect(p2.body['hydra:view']['hydra:previous']).toContain('page=1');
  });

  it('answers 400 with a message for nonsense values, never 500', async () => {
    for (const qs of [
      '?page=0',
      '?page=abc',
      '?limit=-1',
      '?order[bogus]=asc',
      '?order[title]=sideways',
      '?order=title__up',
      '?createdAt[after]=yesterday',
      '?ownerId=x',
      '?expiredAt[around]=2030-01-01',
    ]) {
      const res = await get(qs);
      expect({ qs, status: res.status }).toEqual({ qs, status: 400 });
      expect(res.body['@type']).toBe('hydra:Error');
      expect(res.body['hydra:description']).toEqual(expect.any(String));
    }
  });

  it('orders by order[field] and by order=field__direction;… pairs', async () => {
    const byTitle = await get('?order[title]=desc&title=Bulk');
    expect(byTitle.body['hydra:member'][0].title).toBe('Bulk site 59');
    const pairs = await get('?order=autoRenew__desc;title__asc&title=Bulk&limit=3');
    expect(pairs.status).toBe(400); // autoRenew is not a sortable field
    const ok = await get('?order=title__asc;id__desc&title=Bulk&limit=3');
    expect(ok.body['hydra:member'].map((m: { title: string }) => m.title)).toEqual(['Bulk site 00', 'Bulk site 01', 'Bulk site 02']);
  });

  it('applies text filters only when non-blank and matches them partially, case-insensitively', async () => {
    const blank = await get('?title=%20%20');
    expect(blank.body['hydra:totalItems']).toBe(67);
    const part = await get('?title=bulk%20site%205');
    expect(part.body['hydra:totalItems']).toBe(10);
    const pct = await get('?title=%25');
    expect(pct.body['hydra:totalItems']).toBe(0); // % is a literal, not a wildcard
  });

  it('reads booleans as 1/true → true and anything else → false', async () => {
    const t1 = await get('?autoRenew=1&title=Bulk');
    const t2 = await get('?autoRenew=true&title=Bulk');
    const f = await get('?autoRenew=yes&title=Bulk');
    expect(t1.body['hydra:totalItems']).toBe(30);
    expect(t2.body['hydra:totalItems']).toBe(30);
    expect(f.body['hydra:totalItems']).toBe(30);
    expect(f.body['hydra:member'].every((m: { autoRenew: boolean }) => !m.autoRenew)).toBe(true);
  });

  it('treats a bare date as before as the end of that day (UTC)', async () => {
    const same = await get('?expiredAt[after]=2030-01-15&expiredAt[before]=2030-01-15');
    expect(same.body['hydra:member'].map((m: { title: string }) => m.title)).toEqual(['Late expiry']);
    const dayBefore = await get('?expiredAt[before]=2030-01-14&expiredAt[after]=2030-01-01');
    expect(dayBefore.body['hydra:totalItems']).toBe(0);
    const oneDate = await get('?expiredAt=2030-01-15');
    expect(oneDate.body['hydra:member'].map((m: { title: string }) => m.title)).toEqual(['Late expiry']);
  });

  it('reads packageId=0 as "no package"', async () => {
    const none = await get('?packageId=0&limit=50&title=Bulk');
    expect(none.body['hydra:totalItems']).toBe(60);
    expect(none.body['hydra:member'].every((m: { package: unknown }) => m.package === null)).toBe(true);
  });
});
