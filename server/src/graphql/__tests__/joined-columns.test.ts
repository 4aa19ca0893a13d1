import { Package } from '../../modules/packages/package.entity';
import { Project } from '../../modules/projects/project.entity';
import { User } from '../../modules/users/user.entity';
import { startTestServer, type TestServer } from '../../../test/harness';

// A project list's (and item's) one statement reads of the joined owner and package only the columns the
// response shows — never the password hash or the token version — and every field asked for still has its value.
describe('columns read of a list page’s owner and package', () => {
  let t: TestServer;
  let admin: string;
  let owner: User;
  let pkg: Package;
  let projectId: number;

  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.login('admin@example.com');
    const em = t.server.orm.em.fork();
    owner = await em.findOneOrFail(User, { email: 'user@example.com' });
    owner.displayName = 'Joined Owner';
    owner.country = 'DE';
    pkg = (await em.find(Package, {}, { orderBy: { id: 'asc' }, limit: 1 }))[0];
    const project = em.create(Project, { title: 'Joined columns', url: 'https://joined.example.com', owner, package: pkg });
    await em.flush();
    projectId = project.id;
  });
  afterAll(() => t.close());

  /** The statement that read the page (the one joining users). */
  async function pageStatement(run: () => Promise<unknown>): Promise<string> {
    t.queries.reset();
    await run();
    const page = t.queries.log.filter((q) => /from "projects"/.test(q) && /join "users"/.test(q));
    expect(page).toHaveLength(1);
    return page[0];
  }

  const projectsOf = (query: string) =>
    t.gql<{ projects: { items: Record<string, unknown>[] } }>(query, { filter: { title: 'Joined columns' } }, admin);

  it('REST list: the owner’s id and e-mail, the package’s shown fields; no password hash, no token version', async () => {
    let body: { 'hydra:member': Record<string, unknown>[] } = { 'hydra:member': [] };
    const sql = await pageStatement(async () => {
      body = (await t.http.get('/api/projects?limit=50').set('authorization', `Bearer ${admin}`)).body;
    });
    expect(sql).not.toMatch(/password_hash|token_version/);
    expect(sql).toMatch(/"j0"\."email"/);
    expect(sql).not.toMatch(/"j0"\."display_name"|"j0"\."roles"|"j1"\."description"|"j1"\."price_minor"/);
    const row = body['hydra:member'].find((m) => m.id === projectId)!;
    expect(row.owner).toMatchObject({ '@id': `/api/users/${owner.id}`, id: owner.id, login: 'user@example.com' });
    expect(row.package).toMatchObject({ id: pkg.id, name: pkg.name, code: pkg.code, free: pkg.free, size: pkg.size });
  });

  it('GraphQL: fields through aliases and fragments, field resolvers (login, gateId), dates and arrays', async () => {
    const query = `query($filter: ProjectFilter) { projects(filter: $filter) { items { id
      owner { ...Who who: displayName }
      package { ... on Package { priceMinor createdAt } gateId } } } }
      fragment Who on User { login gateId roles country lastActivity }`;
    let res: Awaited<ReturnType<typeof projectsOf>> | undefined;
    const sql = await pageStatement(async () => (res = await projectsOf(query)));
    expect(res!.errors).toBeUndefined();
    expect(sql).not.toMatch(/password_hash|token_version|"j0"\."enabled"|"j1"\."description"/);
    const item = res!.data!.projects.items[0];
    const stored = await t.server.orm.em.fork().findOneOrFail(User, owner.id);
    expect(item.owner).toEqual({
      login: 'user@example.com',
      gateId: stored.gate.id,
      roles: stored.roles,
      country: 'DE',
      lastActivity: stored.lastActivity?.toISOString() ?? null,
      who: 'Joined Owner',
    });
    expect(item.package).toEqual({ priceMinor: pkg.priceMinor, createdAt: pkg.createdAt.toISOString(), gateId: pkg.gate?.id ?? null });
  });

  it('a page that shows nothing of the relations reads only their ids', async () => {
    const bare = await pageStatement(() =>
      projectsOf('query($filter: ProjectFilter) { projects(filter: $filter) { items { id ownerId } } }'),
    );
    // The total is counted in the same statement, or (PostgreSQL) remembered from the page before (common/list-totals.ts).
    const idsOnly = /"j0"\."id" as "j0__id", "j1"\."id" as "j1__id"(, \(select count| from "projects")/;
    expect(bare).toMatch(idsOnly);
    // `__typename` alone reads nothing more either.
    const typed = await pageStatement(() =>
      projectsOf('query($filter: ProjectFilter) { projects(filter: $filter) { items { owner { __typename } } } }'),
    );
    expect(typed).toMatch(idsOnly);
  });

  it('the same owner elsewhere in the request, asked for other fields, still has them (rows read in part are not shared)', async () => {
    const res = await t.gql<{ projects: { items: { owner: { login: string } }[] }; user: { displayName: string; enabled: boolean } }>(
      `query($filter: ProjectFilter, $id: Int!) { projects(filter: $filter) { items { owner { login } } } user(id: $id) { displayName enabled } }`,
      { filter: { title: 'Joined columns' }, id: owner.id },
      admin,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.projects.items[0].owner.login).toBe('user@example.com');
    expect(res.data!.user).toEqual({ displayName: 'Joined Owner', enabled: true });
  });

  it('the item (REST and GraphQL) reads the same way', async () => {
    let body: Record<string, unknown> = {};
    const sql = await pageStatement(async () => {
      body = (await t.http.get(`/api/projects/${projectId}`).set('authorization', `Bearer ${admin}`)).body;
    });
    expect(sql).not.toMatch(/password_hash|token_version|"j0"\."display_name"/);
    expect(body.owner).toMatchObject({ id: owner.id, login: 'user@example.com' });
    const res = await t.gql<{ project: { owner: { displayName: string; email: string } } }>(
      'query($id: Int!) { project(id: $id) { owner { displayName email } } }',
      { id: projectId },
      admin,
    );
    expect(res.data!.project.owner).toEqual({ displayName: 'Joined Owner', email: 'user@example.com' });
  });
});
