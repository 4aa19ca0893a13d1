import { Package } from '../../modules/packages/package.entity';
import { Project } from '../../modules/projects/project.entity';
import { User } from '../../modules/users/user.entity';
import { startTestServer, type TestServer } from '../../../test/harness';

// DataLoaders for every relation field — a list's SQL statement count does not grow with its length.
describe('SQL statements per list', () => {
  let t: TestServer;
  let admin: string;
  const query = `query($limit: Int) { projects(limit: $limit) { total items { id title owner { id login } package { id name size } } } }`;

  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.login('admin@example.com');
    const em = t.server.orm.em.fork();
    const owners = await em.find(User, {});
    const packages = await em.find(Package, {});
    for (let i = 0; i < 60; i++) {
      em.create(Project, {
        title: `Load ${i}`,
        url: `https://load${i}.example.com`,
        owner: owners[i % owners.length],
        package: packages[i % packages.length],
      });
    }
    await em.flush();
  });
  afterAll(() => t.close());

  async function statementsFor(limit: number, via: 'graphql' | 'rest'): Promise<number> {
    t.queries.reset();
    if (via === 'graphql') {
      const res = await t.gql<{ projects: { items: unknown[] } }>(query, { limit }, admin);
      expect(res.data?.projects.items).toHaveLength(limit);
    } else {
      const res = await t.http.get(`/api/projects?limit=${limit}`).set('authorization', `Bearer ${admin}`);
      expect(res.body['hydra:member']).toHaveLength(limit);
    }
    return t.queries.count;
  }

  it('is the same for 1, 5 and 50 projects with owner and package, on GraphQL and REST', async () => {
    await t.server.services.bus?.sync(); // every change so far (the login's) has reached the caches
    await statementsFor(1, 'graphql'); // the first request of a token reads its user (then cached)
    const one = await statementsFor(1, 'graphql');
    const small = await statementsFor(5, 'graphql');
    const large = await statementsFor(50, 'graphql');
    expect(small).toBe(one);
    expect(large).toBe(small);
    expect(await statementsFor(50, 'rest')).toBe(await statementsFor(1, 'rest'));
    expect(await statementsFor(50, 'rest')).toBe(large);
    console.log(`SQL statements for a 50-item project list with owner and package: ${large}`);
  });

  it('is at most 3 for the projects list: the page with its owners and packages in one statement, and the total', async () => {
    await statementsFor(50, 'rest');
    const rest = await statementsFor(50, 'rest');
    const graphql = await statementsFor(50, 'graphql');
    // Where the database delivers notifications (PostgreSQL) the gate and the token's user come from the process's
    // cache; on the embedded database they are read on every request (modules/auth/principal-cache.ts).
    const auth = t.server.services.bus?.listening ? 0 : 2;
    expect(rest).toBeLessThanOrEqual(3 + auth);
    expect(graphql).toBeLessThanOrEqual(3 + auth);
    const page = t.queries.log.filter((q) => /from "projects"/.test(q));
    expect(page.some((q) => /join "users"/.test(q) && /join "packages"/.test(q))).toBe(true);
  });

  it("a list page and its exact total are one statement: an owner's list that fits in one page, and a full page", async () => {
    const user = await t.login('user@example.com');
    const all = await t.http.get('/api/projects?limit=50').set('authorization', `Bearer ${user}`);
    await t.server.services.bus?.sync();
    await t.http.get('/api/projects?limit=50').set('authorization', `Bearer ${user}`);
    t.queries.reset();
    const res = await t.http.get('/api/projects?limit=50').set('authorization', `Bearer ${user}`);
    expect(res.body['hydra:totalItems']).toBe(res.body['hydra:member'].length);
    expect(res.body['hydra:totalItems']).toBe(all.body['hydra:totalItems']);
    const auth = t.server.services.bus?.listening ? 0 : 2;
    expect(t.queries.count).toBe(1 + auth);
    // A full page after the first: its total, counted in the page's statement, is exact.
    t.queries.reset();
    const paged = await t.http.get('/api/projects?limit=1&page=2').set('authorization', `Bearer ${admin}`);
    expect(t.queries.count).toBe(1 + auth);
    const count = await t.server.orm.em.fork().count(Project, {});
    expect(paged.body['hydra:totalItems']).toBe(count);
    // A page past the end has no row to carry the total: it is counted on its own, still exact.
    const past = await t.http.get(`/api/projects?limit=50&page=${Math.ceil(count / 50) + 1}`).set('authorization', `Bearer ${admin}`);
    expect(past.body['hydra:member']).toHaveLength(0);
    expect(past.body['hydra:totalItems']).toBe(count);
  });

  it('a list shape asked again with other values (a reused statement template) answers what the query builder answers', async () => {
    // common/read-model.ts learns each shape's statement on its first request and only binds values afterwards.
    const query = `query($filter: ProjectFilter, $order: [OrderByInput!], $page: Int, $limit: Int) {
      projects(filter: $filter, order: $order, page: $page, limit: $limit) { total items { id owner { id } package { id } } } }`;
    const em = t.server.orm.em.fork();
    const owners = await em.find(User, {}, { orderBy: { id: 'asc' } });
    const packages = await em.find(Package, {}, { orderBy: { id: 'asc' } });
    const cases: {
      filter: Record<string, unknown>;
      where: Record<string, unknown>;
      order?: { field: string; direction: string }[];
      orderBy: Record<string, string>[];
    }[] = [];
    for (const owner of owners.slice(0, 3))
      cases.push({ filter: { ownerId: owner.id }, where: { owner: owner.id }, orderBy: [{ id: 'desc' }] });
    for (const text of ['Load 1', 'Load 2', 'load 3'])
      cases.push({ filter: { title: text }, where: { title: { $ilike: `%${text}%` } }, orderBy: [{ id: 'desc' }] });
    for (const pkg of packages.slice(0, 3)) {
      cases.push({
        filter: { packageId: pkg.id, autoRenew: false },
        where: { package: pkg.id, autoRenew: false },
        order: [{ field: 'title', direction: 'ASC' }],
        orderBy: [{ title: 'asc' }, { id: 'asc' }],
      });
    }
    for (const c of cases) {
      for (const page of [1, 2]) {
        const res = await t.gql<{
          projects: { total: number; items: { id: number; owner: { id: number }; package: { id: number } | null }[] };
        }>(query, { filter: c.filter, order: c.order, page, limit: 3 }, admin);
        expect(res.errors).toBeUndefined();
        const fresh = t.server.orm.em.fork();
        const expected = await fresh.find(Project, c.where, { orderBy: c.orderBy as never, limit: 3, offset: (page - 1) * 3 });
        expect(res.data!.projects.items.map((p) => [p.id, p.owner.id, p.package?.id ?? null])).toEqual(
          expected.map((p) => [p.id, p.owner.id, p.package?.id ?? null]),
        );
        expect(res.data!.projects.total).toBe(await fresh.count(Project, c.where));
      }
    }
  });
});
