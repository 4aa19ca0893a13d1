import { startTestServer, type TestServer } from '../../../test/harness';

/*
 * How answers are shaped (rest/hydra.ts toJsonLd without copies, the search template and relation
 * filters built once per resource, content negotiation read from the header first). What a client reads must stay
 * as docs/api.md#api-platform-clients-hydra-documentation-and-accepted-input describes it: JSON-LD members with @id/@type and nested
 * resources
 * as JSON-LD objects, the same hydra:search on every page, and plain JSON (no JSON-LD keys) only for a client that
 * asks for application/json alone.
 */
describe('REST answer shapes', () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer();
    token = await t.login('admin@example.com');
  });
  afterAll(() => t.close());

  const get = (url: string, accept?: string) => {
    const req = t.http.get(url).set('authorization', `Bearer ${token}`);
    return accept ? req.set('accept', accept) : req;
  };

  it('answers a collection page and an item as JSON-LD, the same for every client asking for JSON-LD or nothing', async () => {
    const page = await get('/api/projects?limit=2');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    const member = page.body['hydra:member'][0];
    expect(Object.keys(member).slice(0, 2)).toEqual(['@id', '@type']);
    expect(member).toMatchObject({ '@id': `/api/projects/${member.id}`, '@type': 'Project' });
    expect(member).not.toHaveProperty('__typename');
    const owner = Object.values(member).find((v) => v && typeof v === 'object' && (v as { '@type'?: string })['@type'] === 'User') as
      Record<string, unknown> | undefined;
    if (owner) expect(owner['@id']).toBe(`/api/users/${owner.id}`);
    const second = await get('/api/projects?limit=2&page=2', 'application/ld+json, application/json;q=0.9');
    expect(second.body['hydra:search']).toEqual(page.body['hydra:search']);
    expect(second.body['hydra:view']['@id']).toBe('/api/projects?limit=2&page=2');
    const item = await get(`/api/projects/${member.id}`, '*/*');
    expect(item.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect(item.body).toMatchObject({
      '@context': '/api/contexts/Project',
      '@id': `/api/projects/${member.id}`,
      '@type': 'Project',
      id: member.id,
    });
  });

  it('answers plain JSON without JSON-LD keys to a client asking for application/json only', async () => {
    const page = await get('/api/projects?limit=2', 'application/json');
    expect(page.headers['content-type']).toMatch(/^application\/json/);
    expect(Array.isArray(page.body)).toBe(true);
    expect(JSON.stringify(page.body)).not.toMatch(/"@(id|type|context)"|__typename/);
    const item = await get(`/api/projects/${page.body[0].id}`, 'application/json');
    expect(item.body).toMatchObject({ id: page.body[0].id });
    expect(item.body).not.toHaveProperty('@id');
  });
});
