import { startTestServer, type TestServer } from '../../../test/harness';

// docs/api.md#calls: every documented call has a route in the table, and it runs (never "No route found",
// never a 5xx).
const CALLS: [string, string][] = [
  ['POST', '/api/login'],
  ['POST', '/api/login/google'],
  ['POST', '/api/login/facebook'],
  ['GET', '/api/me'],
  ['POST', '/api/sessions'],
  ['POST', '/api/cookie-consent-log/new'],
  ['POST', '/api/remove-account'],
  ['POST', '/api/remove-account/1'],
  ['GET', '/api/geo-details'],
  ['GET', '/api/country'],
  ['GET', '/api/dictionary/continentAndCountries'],
  ['POST', '/api/demo/check-url'],
  ['POST', '/api/demo/register'],
  ['POST', '/api/demo/register/google'],
  ['GET', '/api/projects/1'],
  ['GET', '/api/projects/1/gaId'],
  ['GET', '/api/projects/1/visitorsCount'],
  ['GET', '/api/projects/1/trackingCode'],
  ['PUT', '/api/projects/1/trackingCode/update'],
  ['GET', '/api/projects/1/pages'],
  ['GET', '/api/projects/1/campaign/status'],
  ['GET', '/api/projects/1/reciprocal/status'],
  ...[
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
  ].map((r): [string, string] => ['GET', `/api/${r}`]),
  ...['users', 'orders', 'gates', 'packages', 'transactions', 'email_campaigns', 'promotions', 'posts', 'reciprocal_links'].map(
    (r): [string, string] => ['GET', `/api/${r}/1`],
  ),
  ['GET', '/api/posts/blog/some-slug'],
  ['GET', '/api/packages/for_main_page'],
  ['POST', '/api/packages'],
  ['PUT', '/api/packages/1'],
  ['PUT', '/api/transactions/1'],
  ['POST', '/api/admin/transaction/new'],
  ['GET', '/api/balances'],
  ['GET', '/api/payment/1/isAllowed'],
  ['GET', '/api/payment/status/order/1'],
  ['POST', '/api/payment/cancel/order/1'],
  ['GET', '/api/invoice/is-downloading-available'],
  ['GET', '/api/invoice/get-file/1'],
  ['POST', '/api/admin/email_campaigns/send'],
  ['GET', '/api/promotions/active'],
  ['POST', '/api/admin/tools/slug'],
  ['GET', '/api/reciprocal_links/active'],
  ['GET', '/api/reciprocal_links/random'],
  ['POST', '/api/projects'],
  ['PUT', '/api/projects/1'],
];

describe('docs/api.md#calls calls', () => {
  let t: TestServer;
  let admin: string;
  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.login('superadmin@example.com');
  });
  afterAll(() => t.close());

  it.each(CALLS)('%s %s has a route', async (method, url) => {
    const req = method === 'GET' ? t.http.get(url) : method === 'POST' ? t.http.post(url).send({}) : t.http.put(url).send({});
    const res = await req.set('authorization', `Bearer ${admin}`);
    expect(String(res.body?.['hydra:description'] ?? '')).not.toMatch(/^No route found/);
    expect({ url, ok: res.status < 500 }).toEqual({ url, ok: true });
  });

  it('answers unknown routes with a Hydra 404', async () => {
    const res = await t.http.get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body['hydra:description']).toBe('No route found for "GET /api/nothing-here".');
  });
});
