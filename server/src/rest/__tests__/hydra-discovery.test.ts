import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { startTestServer, type TestServer } from '../../../test/harness';

const run = promisify(execFile);

// docs/api.md#calls "Lists": the 11 list resources, discoverable the way API Platform clients discover them.
const LISTS = [
  'projects',
  'users',
  'orders',
  'gates',
  'packages',
  'transactions',
  'email_campaigns',
  'email_campaign_histories',
  'promotions',
  'posts',
  'reciprocal_links',
];

describe('Hydra discovery', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('links every /api response to the documentation', async () => {
    for (const url of ['/api', '/api/projects', '/api/nope']) {
      const res = await t.http.get(url);
      expect(res.headers.link).toBe(`<${t.url}/api/docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"`);
    }
  });

  it('serves the entrypoint and the contexts as JSON-LD', async () => {
    // The entrypoint lists what the caller may list (projects: any signed-in user).
    const entry = await t.http.get('/api').set('authorization', `Bearer ${await t.login('user@example.com')}`);
    expect(entry.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect(entry.body).toMatchObject({ '@id': '/api', '@type': 'Entrypoint', project: '/api/projects' });
    const ctx = await t.http.get('/api/contexts/Project');
    // The row's label is schema.org's name (what API Platform's admin shows for a reference); relations are IRIs.
    expect(ctx.body['@context']).toMatchObject({
      title: 'https://schema.org/name',
      url: 'Project/url',
      owner: { '@id': 'Project/owner', '@type': '@id' },
    });
    expect((await t.http.get('/api/contexts/Nothing')).status).toBe(404);
  });

  it('is parsed by @api-platform/api-doc-parser, which finds all 11 list resources with their fields', async () => {
    const script = path.join(__dirname, '..', '..', '..', 'test', 'scripts', 'parse-hydra.mjs');
    const admin = await t.login('superadmin@example.com');
    const { stdout } = await run(process.execPath, [script, `${t.url}/api`, admin], { cwd: path.join(__dirname, '..', '..', '..') });
    const parsed = JSON.parse(stdout) as {
      error?: string;
      resources: {
        name: string;
        fields: { name: string; type: string | null; reference: string | null; maxCardinality: number | null }[];
        operations: { type: string }[];
      }[];
    };
    expect(parsed.error).toBeUndefined();
    const byName = new Map(parsed.resources.map((r) => [r.name, r]));
    for (const name of LISTS) {
      expect({ name, found: byName.has(name) }).toEqual({ name, found: true });
      expect(byName.get(name)!.fields.length).toBeGreaterThan(2);
      expect(byName.get(name)!.operations.map((o) => o.type)).toContain('list');
    }
    const project = byName.get('projects')!;
    const fields = Object.fromEntries(project.fields.map((f) => [f.name, f]));
    expect(fields.title.type).toBe('string');
    expect(fields.autoRenew.type).toBe('boolean');
    expect(fields.expiredAt.type).toBe('dateTime');
    expect(fields.owner).toMatchObject({ reference: 'users', maxCardinality: 1 });
  });
});
