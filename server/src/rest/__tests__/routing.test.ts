import { startTestServer, type TestServer } from '../../../test/harness';

/*
 * How a REST request finds its route: the route table's routes answer on the HTTP layer's own router, everything else
 * under /api (the documentation, the CSV exports, a path or a method no route has) on express's REST router. A client
 * sees one API: paths match case-insensitively and with or without a trailing slash, a HEAD answers as its GET
 * without the body, a path parameter may be as long as the URL, and a method the table lacks is the Hydra 404.
 */
describe('REST routing', () => {
  let t: TestServer;
  let token: string;
  let projectId: number;
  beforeAll(async () => {
    t = await startTestServer();
    token = await t.login('admin@example.com');
    const page = await t.http.get('/api/projects?limit=1').set('authorization', `Bearer ${token}`);
    projectId = page.body['hydra:member'][0].id;
  });
  afterAll(() => t.close());

  const auth = <T extends { set(name: string, value: string): T }>(req: T) => req.set('authorization', `Bearer ${token}`);

  it('answers a route however its path is cased or ended, and a HEAD as its GET without a body', async () => {
    for (const path of [`/api/projects/${projectId}`, `/API/Projects/${projectId}`, `/api/projects/${projectId}/`]) {
      const res = await auth(t.http.get(path));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ '@id': `/api/projects/${projectId}`, id: projectId });
      expect(res.headers.link).toMatch(/\/api\/docs\.jsonld>; rel="http:\/\/www\.w3\.org\/ns\/hydra\/core#apiDocumentation"/);
    }
    const head = await auth(t.http.head(`/api/projects/${projectId}`));
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect(head.text ?? '').toBe('');
  });

  it('takes a path parameter as long as the URL', async () => {
    const slug = `No-Such-Post-${'x'.repeat(300)}`;
    const res = await t.http.get(`/api/posts/blog/${slug}`);
    expect(res.status).toBe(404);
    expect(res.body['@type']).toBe('hydra:Error');
    const token = `Bad-Token-${'y'.repeat(300)}`;
    const unsubscribe = await t.http.post(`/api/unsubscribe/${token}`).send({});
    expect(unsubscribe.status).not.toBe(500);
    expect(unsubscribe.body['hydra:description'] ?? unsubscribe.body.message).not.toMatch(/No route found/);
  });

  it('answers the documentation, the CSV exports and unknown methods and paths beside the routes', async () => {
    const docs = await t.http.get('/api/docs.jsonld');
    expect(docs.status).toBe(200);
    expect(docs.headers['content-type']).toMatch(/^application\/ld\+json/);
    const csv = await auth(t.http.get('/api/projects/export.csv'));
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const patch = await auth(t.http.patch(`/api/projects/${projectId}`)).send({ title: 'x' });
    expect(patch.status).toBe(404);
    expect(patch.body['hydra:description']).toBe(`No route found for "PATCH /api/projects/${projectId}".`);
    const unknown = await t.http.get('/api/no_such_resource');
    expect(unknown.status).toBe(404);
    expect(unknown.body['hydra:description']).toBe('No route found for "GET /api/no_such_resource".');
  });

  it('reads bodies as express did: an empty JSON body is {}, malformed JSON a Hydra 400, a bare JSON string refused', async () => {
    const empty = await t.http.post('/api/logout').set('authorization', `Bearer ${token}`).set('content-type', 'application/json').send('');
    expect(empty.status).toBeLessThan(300);
    const malformed = await t.http.post('/api/login').set('content-type', 'application/json').send('{"username": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body['hydra:description']).toBe('Invalid JSON.');
    const bare = await t.http.post('/api/login').set('content-type', 'application/json').send('"admin@example.com"');
    expect(bare.status).toBe(400);
    expect(bare.body['hydra:description']).toBe('Invalid JSON.');
  });
});
