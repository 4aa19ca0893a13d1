import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import express, { type Router } from 'express';
import { startTestServer, type TestServer } from '../../../test/harness';
import { createBillingRouter } from '../../modules/billing/billing.router';
import { createPaypalRouter } from '../../modules/billing/providers/paypal.routes';
import { createDeliveryRouter } from '../../modules/delivery/delivery.routes';
import { openApiPath, PLAIN_ROUTES, UNDOCUMENTED_ROUTES } from '../openapi';
import { routeTable } from '../route-table';
import { mountExportRoutes } from '../routes.exports';

const run = promisify(execFile);

// /api/docs.json is a valid OpenAPI 3.1 document describing every /api route,
// and /api/docs in a browser is an interactive reference served by us.

/** `get /projects/:id` of every route an express router holds (paths relative to /api). */
function routesOf(router: Router, prefix = ''): string[] {
  const out: string[] = [];
  for (const layer of (router as unknown as { stack: { route?: { path: string; methods: Record<string, boolean> } }[] }).stack) {
    if (!layer.route) continue;
    for (const method of Object.keys(layer.route.methods)) out.push(`${method} ${prefix}${layer.route.path}`.replace(' /api/', ' /'));
  }
  return out;
}

describe('OpenAPI document and reference', () => {
  let t: TestServer;
  let doc: {
    openapi: string;
    paths: Record<string, Record<string, { security: Record<string, string[]>[] }>>;
    components: Record<string, Record<string, unknown>>;
  };

  beforeAll(async () => {
    t = await startTestServer();
    const res = await t.http.get('/api/docs.json');
    expect(res.status).toBe(200);
    doc = res.body;
  });
  afterAll(() => t.close());

  it('is OpenAPI 3.1 and validates with zero errors', async () => {
    expect(doc.openapi).toBe('3.1.0');
    // swagger-parser is an ES module: it runs in its own node process against the live document.
    const script = path.join(__dirname, '..', '..', '..', 'test', 'scripts', 'validate-openapi.mjs');
    const { stdout } = await run(process.execPath, [script, `${t.url}/api/docs.json`], {
      cwd: path.join(__dirname, '..', '..', '..'),
    }).catch((e) => e);
    expect(JSON.parse(stdout)).toEqual({ ok: true });
    const alias = await t.http.get('/api/docs.jsonopenapi');
    expect(alias.status).toBe(200);
    expect(alias.headers['content-type']).toMatch(/^application\/vnd\.openapi\+json/);
    expect(JSON.parse(alias.text)).toEqual(doc);
  });

  it('merges a field selected twice into one property, so no schema lists a required property twice', () => {
    const duplicates: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      const required = (node as { required?: unknown }).required;
      if (Array.isArray(required) && new Set(required).size !== required.length) duplicates.push(at);
      for (const [key, value] of Object.entries(node)) walk(value, `${at}/${key}`);
    };
    walk(doc, '#');
    expect(duplicates).toEqual([]);
    // The settings route selects `geo` for the document and again for the names: both parts are described.
    const settings = doc.paths['/api/projects/{id}/traffic_settings'].get as unknown as {
      responses: {
        200: {
          content: {
            'application/json': { schema: { properties: { geo: { properties: Record<string, { items?: { properties: object } }> } } } };
          };
        };
      };
    };
    const geo = settings.responses[200].content['application/json'].schema.properties.geo.properties;
    expect(Object.keys(geo).sort()).toEqual(['countries', 'split', 'worldwide']);
    expect(Object.keys(geo.countries.items!.properties).sort()).toEqual([
      'cities',
      'cityDetails',
      'code',
      'name',
      'share',
      'stateDetails',
      'states',
    ]);
  });

  it('describes every route of the route table', () => {
    const missing = routeTable.filter((r) => !doc.paths[openApiPath(r.path)]?.[r.method]).map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
  });

  it('describes every /api route served beside the route table, except signed provider callbacks', () => {
    const deps = {
      orm: {} as never,
      services: { config: {} } as never,
      apollo: {} as never,
      config: { bodyLimit: '100kb' } as never,
      bodyLimit: '100kb',
    };
    const exports = express.Router();
    mountExportRoutes(exports, deps);
    const served = [
      ...routesOf(exports),
      ...routesOf(createDeliveryRouter(deps)),
      ...routesOf(createBillingRouter(deps)).filter((r) => !r.includes(' /sandbox') && !r.includes(' /:')),
      ...routesOf(
        createPaypalRouter({
          config: deps.config,
          applyEvent: async () => undefined,
          context: async () => ({}) as never,
          loadOrder: async () => ({}) as never,
        }),
      ),
    ];
    expect(served.length).toBeGreaterThan(4);
    const missing = served
      .filter((r) => !UNDOCUMENTED_ROUTES.includes(r))
      .filter((r) => {
        const [method, path] = r.split(' ');
        return !doc.paths[openApiPath(path)]?.[method];
      });
    expect(missing).toEqual([]);
    for (const plain of PLAIN_ROUTES) expect(served).toContain(`${plain.method} ${plain.path}`);
  });

  it('has both security schemes and names the API key scope of each operation', () => {
    expect(Object.keys(doc.components.securitySchemes)).toEqual(['jwt', 'apiKey']);
    expect(doc.paths['/api/projects'].get.security).toEqual([{ jwt: [] }, { apiKey: ['projects:read'] }]);
    expect(doc.paths['/api/orders/{id}'].get.security).toEqual([{ jwt: [] }, { apiKey: ['billing:read'] }]);
    // Key management and staff operations are JWT only.
    expect(doc.paths['/api/api_keys'].post.security).toEqual([{ jwt: [] }]);
    expect(doc.paths['/api/users'].get.security).toEqual([{ jwt: [] }]);
    // Public reads may be called without credentials.
    expect(doc.paths['/api/packages'].get.security).toContainEqual({});
  });

  it('gives collections, items, bodies and errors their shapes', () => {
    const list = doc.paths['/api/projects'].get as unknown as {
      parameters: { name?: string }[];
      responses: Record<string, { content: Record<string, { schema: { properties: Record<string, unknown> } }> }>;
    };
    expect(list.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['page', 'limit', 'order[createdAt]']));
    expect(Object.keys(list.responses['200'].content['application/ld+json'].schema.properties)).toEqual(
      expect.arrayContaining(['hydra:member', 'hydra:totalItems', 'hydra:view']),
    );
    const create = doc.paths['/api/projects'].post as unknown as {
      requestBody: { content: Record<string, { schema: { $ref: string } }> };
      responses: Record<string, unknown>;
    };
    expect(create.requestBody.content['application/json'].schema.$ref).toBe('#/components/schemas/ProjectCreateInput');
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '404', '422', '429']));
    expect(doc.components.schemas.Project).toBeDefined();
    expect(doc.components.schemas.ConstraintViolationList).toBeDefined();
  });

  it('keeps the Hydra documentation for API clients', async () => {
    const ld = await t.http.get('/api/docs').set('accept', 'application/ld+json');
    expect(ld.status).toBe(200);
    expect(JSON.parse(ld.text)['@type']).toBe('hydra:ApiDocumentation');
    const jsonld = await t.http.get('/api/docs.jsonld');
    expect(JSON.parse(jsonld.text)['@type']).toBe('hydra:ApiDocumentation');
  });

  it('serves the interactive reference to a browser from this server only', async () => {
    const page = await t.http.get('/api/docs').set('accept', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    // Every script and stylesheet comes from this server; no inline script, so the CSP needs no exception.
    const urls = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThanOrEqual(3);
    for (const url of urls) expect(url).toMatch(/^\/api\/docs\/assets\//);
    expect(page.text).not.toMatch(/<script>(?!<\/script>)/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    for (const url of urls) {
      const asset = await t.http.get(url);
      expect(asset.status).toBe(200);
    }
    const init = await t.http.get('/api/docs/assets/reference-init.js');
    expect(init.text).toContain("url: '/api/docs.json'");
    expect(init.text).toContain('validatorUrl: null');
  });
});
