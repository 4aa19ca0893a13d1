import { startTestServer, type TestServer } from '../../../../test/harness';
import { newAccount, sql } from './helpers';

// A project's new title or auto-renew flag is one SQL statement (`UPDATE … RETURNING`, the write rule in
// its WHERE, the owner and package read back with it), and it answers and refuses exactly as the entity path does
// (docs/product.md#roles and docs/api.md#calls Projects: the owner or a manager changes a project; another user's is a 404, support's a
// 403).

describe('project update: a rename in one statement', () => {
  let t: TestServer;
  const tokens: Record<string, string> = {};
  let owner: { token: string; id: number };
  let projectId: number;
  /** Statements that reach the database for the caller's session, besides the update (none where the cache listens). */
  let auth: number;

  const rename = (token: string, id: number, input: Record<string, unknown>, fields = 'id title autoRenew updatedAt') =>
    t.gql<{ updateProject: Record<string, unknown> }>(
      `mutation($id: Int!, $i: ProjectUpdateInput!) { updateProject(id: $id, input: $i) { ${fields} } }`,
      { id, i: input },
      token,
    );
  const row = async (id: number) =>
    (
      await sql<{ title: string; auto_renew: boolean; at: string }>(
        t,
        'select title, auto_renew, updated_at::text as at from projects where id = ?',
        [id],
      )
    )[0];

  beforeAll(async () => {
    t = await startTestServer();
    for (const who of ['user2', 'support', 'manager']) tokens[who] = await t.login(`${who}@example.com`);
    owner = await newAccount(t, 'renamer');
    const created = await t.gql<{ createProject: { id: number } }>(
      'mutation($i: ProjectCreateInput!) { createProject(input: $i) { id } }',
      { i: { title: 'Before', url: 'https://rename.example.com' } },
      owner.token,
    );
    projectId = created.data!.createProject.id;
    auth = t.server.services.bus?.listening ? 0 : 2;
  });
  afterAll(() => t.close());

  it("changes the owner's title and flag in one statement and answers the stored row", async () => {
    await t.server.services.bus?.sync();
    await rename(owner.token, projectId, { title: 'Warm-up' }); // the first request of a token reads its user
    const before = await row(projectId);
    t.queries.reset();
    const res = await rename(owner.token, projectId, { title: '  Renamed shop  ', autoRenew: true });
    expect(res.errors).toBeUndefined();
    expect(t.queries.count).toBe(1 + auth);
    expect(t.queries.log.filter((q) => /update "projects"/.test(q))).toHaveLength(1);
    expect(res.data!.updateProject).toMatchObject({ id: projectId, title: 'Renamed shop', autoRenew: true });
    const after = await row(projectId);
    expect(after.title).toBe('Renamed shop');
    expect(after.auto_renew).toBe(true);
    expect(new Date(after.at).getTime()).toBeGreaterThan(new Date(before.at).getTime());
    expect(new Date(res.data!.updateProject.updatedAt as string).getTime()).toBe(new Date(after.at).getTime());
  });

  it('reads the owner and package a REST answer shows in the same statement', async () => {
    await t.http.put(`/api/projects/${projectId}`).set('authorization', `Bearer ${owner.token}`).send({ title: 'Warm' });
    t.queries.reset();
    const res = await t.http
      .put(`/api/projects/${projectId}`)
      .set('authorization', `Bearer ${owner.token}`)
      .send({ title: 'Shop via REST' });
    expect(res.status).toBe(200);
    expect(t.queries.count).toBe(1 + auth);
    expect(t.queries.log.some((q) => /update "projects"/.test(q) && /join "users"/.test(q))).toBe(true);
    expect(res.body).toMatchObject({ '@id': `/api/projects/${projectId}`, title: 'Shop via REST', ownerId: owner.id });
    expect(res.body.owner).toMatchObject({ id: owner.id });
    expect((await row(projectId)).title).toBe('Shop via REST');
  });

  it("refuses another user's project with 404 and support staff with 403, and writes nothing", async () => {
    const stored = (await row(projectId)).title;
    const other = await rename(tokens.user2, projectId, { title: 'Taken over' });
    expect(other.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const support = await rename(tokens.support, projectId, { title: 'Taken over' });
    expect(support.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const missing = await rename(owner.token, 999_999_999, { title: 'Nowhere' });
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await row(projectId)).title).toBe(stored);
  });

  it("answers a bad input's violations to the owner only, before any write", async () => {
    const stored = (await row(projectId)).title;
    const other = await rename(tokens.user2, projectId, { title: '' });
    expect(other.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const own = await rename(owner.token, projectId, { title: '' });
    expect(own.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(own.errors?.[0].extensions?.violations).toEqual([expect.objectContaining({ propertyPath: 'title' })]);
    expect((await row(projectId)).title).toBe(stored);
  });

  it('lets a manager rename any project', async () => {
    const res = await rename(tokens.manager, projectId, { title: 'Managed' });
    expect(res.errors).toBeUndefined();
    expect((await row(projectId)).title).toBe('Managed');
  });

  it('shows the rename in a filtered list total at once (the totals of the table are forgotten)', async () => {
    const total = async (title: string) =>
      (await t.http.get(`/api/projects?title=${encodeURIComponent(title)}`).set('authorization', `Bearer ${owner.token}`)).body[
        'hydra:totalItems'
      ];
    await t.server.services.bus?.sync();
    expect(await total('Zebra crossing')).toBe(0);
    expect(await total('Zebra crossing')).toBe(0); // now remembered where the cache listens
    await rename(owner.token, projectId, { title: 'Zebra crossing' });
    expect(await total('Zebra crossing')).toBe(1);
  });

  it('goes through the entity for a new URL, which the campaign and the link check depend on', async () => {
    t.queries.reset();
    const res = await rename(owner.token, projectId, { url: 'https://moved.example.com' }, 'id url');
    expect(res.data!.updateProject.url).toBe('https://moved.example.com/');
    // The entity is read, then changed by the flush (an UPDATE without RETURNING).
    expect(t.queries.log.some((q) => /select .* from "projects"/.test(q))).toBe(true);
    expect(t.queries.log.some((q) => /update "projects" set "url"/.test(q) && !/returning/.test(q))).toBe(true);
  });
});
