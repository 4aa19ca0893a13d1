import { Package } from '../../modules/packages/package.entity';
import { Project } from '../../modules/projects/project.entity';
import { User } from '../../modules/users/user.entity';
import { startTestServer, type TestServer } from '../../../test/harness';

// Issue 2: DataLoaders for every relation field — a list's SQL statement count does not grow with its length.
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
      em.create(Project, { title: `Load ${i}`, url: `https://load${i}.example.com`, owner: owners[i % owners.length], package: packages[i % packages.length] });
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

  it('is the same for 5 and for 50 projects with owner and package, on GraphQL and REST', async () => {
    const small = await statementsFor(5, 'graphql');
    const large = await statementsFor(50, 'graphql');
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(8);
    expect(await statementsFor(50, 'rest')).toBe(await statementsFor(5, 'rest'));
    console.log(`SQL statements for a 50-item project list with owner and package: ${large}`);
  });
});
