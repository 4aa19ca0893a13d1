import { startTestServer, type TestServer } from '../../../test/harness';

// Error codes, violations, depth and complexity limits, the offline explorer.
describe('/graphql', () => {
  let t: TestServer;
  beforeAll(async () => {
    // A signing in costs one password hash (1200, graphql/costs.ts): the budget must admit it.
    t = await startTestServer({ GRAPHQL_MAX_COMPLEXITY: '1500', GRAPHQL_MAX_DEPTH: '3' });
  });
  afterAll(() => t.close());

  it('answers UNAUTHENTICATED without a token and NOT_FOUND for another user’s project', async () => {
    const anon = await t.gql('{ projects { total } }');
    expect(anon.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const user2 = await t.login('user2@example.com');
    const user = await t.login('user@example.com');
    const own = await t.gql<{ projects: { items: { id: number }[] } }>('{ projects { items { id } } }', {}, user);
    const theirs = await t.gql(`{ project(id: ${own.data!.projects.items[0].id}) { id } }`, {}, user2);
    expect(theirs.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('answers FORBIDDEN when the role is missing', async () => {
    const user = await t.login('user@example.com');
    const res = await t.gql('{ users { total } }', {}, user);
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('answers BAD_USER_INPUT with violations, and REST answers 422 ConstraintViolationList for the same input', async () => {
    const user = await t.login('user@example.com');
    const res = await t.gql(
      'mutation($i: ProjectCreateInput!) { createProject(input: $i) { id } }',
      { i: { title: '', url: 'not a url' } },
      user,
    );
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const paths = (res.errors?.[0].extensions?.violations as { propertyPath: string }[]).map((v) => v.propertyPath).sort();
    expect(paths).toEqual(['title', 'url']);
    const rest = await t.http.post('/api/projects').set('authorization', `Bearer ${user}`).send({ title: '', url: 'not a url' });
    expect(rest.status).toBe(422);
    expect(rest.body['@type']).toBe('ConstraintViolationList');
    expect(rest.body.violations).toEqual(expect.arrayContaining([{ propertyPath: 'url', message: 'This value is not a valid URL.' }]));
  });

  it('answers a field its input type does not have with a violation at that field, whatever its name', async () => {
    const user = await t.login('user@example.com');
    for (const field of ['colour', 'toString', 'constructor']) {
      const res = await t.gql(
        'mutation($i: ProjectCreateInput!) { createProject(input: $i) { id } }',
        { i: { title: 'Site', url: 'https://extra.example.com', [field]: 'x' } },
        user,
      );
      expect(res.status).toBe(400);
      expect(res.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        violations: [{ propertyPath: field, message: 'This field was not expected.' }],
      });
    }
  });

  it('creates through REST with 201 and a Location that can be fetched', async () => {
    const user = await t.login('user@example.com');
    const res = await t.http
      .post('/api/projects')
      .set('authorization', `Bearer ${user}`)
      .send({ title: 'New site', url: 'https://new.example.com', ignored: 'x' });
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe(res.body['@id']);
    const again = await t.http.get(res.headers.location).set('authorization', `Bearer ${user}`);
    expect(again.body).toMatchObject({ title: 'New site', owner: { login: 'user@example.com' } });
  });

  it('refuses queries deeper than the depth limit (GRAPHQL_MAX_DEPTH=3 here)', async () => {
    const admin = await t.login('superadmin@example.com');
    const ok = await t.gql('{ projects(limit: 1) { items { owner { login } } } }', {}, admin);
    expect(ok.errors).toBeUndefined();
    const res = await t.gql('{ projects(limit: 1) { items { owner { gate { name } } } } }', {}, admin);
    expect(res.status).toBe(400);
    expect(res.errors?.[0].message).toBe('The operation nests fields more than 3 levels below a root field; the limit is 3.');
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', limit: 3 });
    // Fragments add no level of their own, and hide none: their fields count where they are spread.
    const spread = await t.gql(
      'query { projects(limit: 1) { items { ...Row } } } fragment Row on Project { owner { ... on User { login } } }',
      {},
      admin,
    );
    expect(spread.errors).toBeUndefined();
    const hidden = await t.gql(
      'query { projects(limit: 1) { items { ...Row } } } fragment Row on Project { owner { ... on User { gate { name } } } }',
      {},
      admin,
    );
    expect(hidden.status).toBe(400);
    expect(hidden.errors?.[0].extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', limit: 3 });
  });

  it('refuses queries over the complexity budget (page size × children)', async () => {
    const admin = await t.login('admin@example.com');
    const cheap = await t.gql('{ projects(limit: 5) { items { id title } } }', {}, admin);
    expect(cheap.errors).toBeUndefined();
    // Each page: 1 (count) + 50 rows × 11 = 551; three of them are over 1500.
    const page = 'projects(limit: 50) { items { id title url autoRenew owner { id login email } package { id name } } }';
    const costly = await t.gql(`{ a: ${page} b: ${page} c: ${page} }`, {}, admin);
    expect(costly.status).toBe(400);
    expect(costly.errors?.[0].extensions?.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('refuses a mutation whose Accept allows no JSON answer with 406 before it runs, and answers the Accepts clients send', async () => {
    const user = await t.login('user@example.com');
    const own = await t.gql<{ projects: { items: { id: number; title: string }[] } }>('{ projects { items { id title } } }', {}, user);
    const { id, title } = own.data!.projects.items[0];
    const rename = (accept: string | undefined, newTitle: string) => {
      const req = t.http.post('/graphql').set('authorization', `Bearer ${user}`);
      if (accept !== undefined) void req.set('accept', accept);
      return req.send({
        query: 'mutation($id: Int!, $title: String) { updateProject(id: $id, input: { title: $title }) { title } }',
        variables: { id, title: newTitle },
      });
    };
    const refused = await rename('text/html', 'Never written');
    expect(refused.status).toBe(406);
    expect(refused.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    const after = await t.gql<{ project: { title: string } }>(`{ project(id: ${id}) { title } }`, {}, user);
    expect(after.data!.project.title).toBe(title);
    for (const [accept, newTitle] of [
      [undefined, 'No Accept'],
      ['application/graphql-response+json,application/json;q=0.9', 'Apollo Client'],
      ['text/html;q=0.5, application/json;q=0.4', 'Weighted'],
    ] as const) {
      const ok = await rename(accept, newTitle);
      expect(ok.status).toBe(200);
      expect(ok.body.data.updateProject.title).toBe(newTitle);
    }
    await rename(undefined, title);
  });

  it('sends no stack trace', async () => {
    const res = await t.gql('{ project(id: 999999) { id } }', {}, await t.login('admin@example.com'));
    expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(res.errors?.[0].extensions?.stacktrace).toBeUndefined();
  });

  it('serves an interactive explorer at /graphql to a browser, with its assets from this server', async () => {
    const page = await t.http.get('/graphql').set('accept', 'text/html,application/xhtml+xml');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const assets = [...page.text.matchAll(/(?:href|src)="(\/graphql\/ruru\/[^"]+)"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(0);
    expect(page.text).not.toMatch(/https?:\/\/(?!localhost)[^"']*\.(js|css)/);
    for (const asset of assets) {
      const res = await t.http.get(asset);
      expect({ asset, status: res.status }).toEqual({ asset, status: 200 });
    }
    const api = await t.http.get('/graphql?query=%7B__typename%7D').set('accept', 'application/json').set('apollo-require-preflight', '1');
    expect(api.body).toEqual({ data: { __typename: 'Query' } });
    const csrf = await t.http.get('/graphql?query=%7B__typename%7D').set('accept', 'application/json');
    expect(csrf.status).toBe(400); // a simple cross-site GET is refused (CSRF prevention)
  });
});

describe('/graphql variables that do not coerce', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('answers 400 BAD_USER_INPUT on GraphQL and a 422 ConstraintViolationList on REST for a missing field, never 500', async () => {
    const user = await t.login('user@example.com');
    const gql = await t.gql('mutation($i: ProjectCreateInput!) { createProject(input: $i) { id } }', { i: { title: 'x' } }, user);
    expect(gql.status).toBe(400);
    expect(gql.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      violations: [{ propertyPath: 'url', message: 'This value should not be blank.' }],
    });
    const rest = await t.http.post('/api/projects').set('authorization', `Bearer ${user}`).send({ title: 'no url' });
    expect(rest.status).toBe(422); // As API Platform answers a missing required field
    expect(rest.body['@type']).toBe('ConstraintViolationList');
  });
});
