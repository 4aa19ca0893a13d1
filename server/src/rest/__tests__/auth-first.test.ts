import { startTestServer, type TestServer } from '../../../test/harness';
import { routeTable } from '../route-table';
import { rolesOfRootField, routeRootField } from '../route-access';

/*
 * Unfinished routes and validation must not answer before authentication. Every route of the table is
 * called with the worst input it could get (a path id that cannot exist, a filter that cannot be parsed, a NUL in
 * the query and the body): an anonymous caller gets LexikJWT's 401 first unless the route is public (docs/api.md#calls
 * lists them below, so a new route is protected unless someone adds it here on purpose), and a signed-in caller
 * without the staff role a route needs gets 403 — never 400/404/422/501.
 */

/** docs/api.md#calls calls a visitor makes without a session. */
const PUBLIC = new Set([
  'post /login',
  'post /login/google',
  'post /login/facebook',
  'post /sessions',
  'post /cookie-consent-log/new',
  'get /geo-details',
  'get /country',
  'get /dictionary/continentAndCountries',
  'post /demo/check-url',
  'post /demo/register',
  'post /demo/register/:provider',
  'get /packages',
  'get /packages/:id',
  'get /packages/for_main_page',
  'get /promotions/active',
  'get /posts/blog/:slug',
  // RFC 8058 one-click unsubscribe, POSTed by mail clients with the token of the message's link.
  'post /unsubscribe/:token',
  // Whether the gate offers a payment method is public, like the gate configuration that lists them.
  'get /payment/:id/isAllowed',
]);

/** The route's path with every parameter given a value that cannot be a row (`x%00` is refused text too). */
const worstUrl = (path: string) => `/api${path.replace(/:[A-Za-z]+/g, 'x%00')}?title=%00&page=nonsense&order[id]=sideways`;

const worstBody = { title: '\u0000', email: 'x\ud800@example.com', trackingCode: 'not a list', input: null };

describe('authentication before validation on every REST route', () => {
  let t: TestServer;
  let user: string;
  beforeAll(async () => {
    t = await startTestServer();
    user = await t.login('user@example.com');
  });
  afterAll(() => t.close());

  const protectedRoutes = routeTable.filter((r) => !PUBLIC.has(`${r.method} ${r.path}`));

  it('the public list names routes that exist', () => {
    const all = new Set(routeTable.map((r) => `${r.method} ${r.path}`));
    expect([...PUBLIC].filter((k) => !all.has(k))).toEqual([]);
  });

  it.each(protectedRoutes.map((r) => [r.method.toUpperCase(), r.path, r] as const))(
    'anonymous %s %s → 401 first',
    async (_m, path, route) => {
      const url = worstUrl(path);
      const req = route.method === 'get' ? t.http.get(url) : t.http[route.method](url).send(worstBody);
      const res = await req;
      expect({ status: res.status, body: res.body }).toEqual({ status: 401, body: { code: 401, message: 'JWT Token not found' } });
      expect(res.headers['www-authenticate']).toBe('Bearer');
    },
  );

  const staffRoutes = routeTable.filter((r) => (rolesOfRootField(routeRootField(r)) ?? []).length > 0);

  it('some routes need a staff role', () => expect(staffRoutes.length).toBeGreaterThan(10));

  it.each(staffRoutes.map((r) => [r.method.toUpperCase(), r.path, r] as const))(
    'a plain user: %s %s → 403 first',
    async (_m, path, route) => {
      const url = worstUrl(path);
      const req = route.method === 'get' ? t.http.get(url) : t.http[route.method](url).send(worstBody);
      const res = await req.set('authorization', `Bearer ${user}`);
      expect({ status: res.status, type: res.body['@type'] }).toEqual({ status: 403, type: 'hydra:Error' });
    },
  );

  it('public routes stay public: an anonymous caller is never asked to sign in', async () => {
    for (const route of routeTable.filter((r) => PUBLIC.has(`${r.method} ${r.path}`))) {
      const url = `/api${route.path.replace(':provider', 'google').replace(/:[A-Za-z]+/g, '1')}`;
      const res = route.method === 'get' ? await t.http.get(url) : await t.http[route.method](url).send({});
      // Social sign-in with no token answers 400/401 "Invalid credentials." of its own; never "JWT Token not found".
      expect({ url, message: res.body?.message }).not.toEqual({ url, message: 'JWT Token not found' });
      expect({ url, server: res.status >= 500 }).toEqual({ url, server: false });
    }
  });

  it('GraphQL: type-graphql runs the auth checker before argument validation', async () => {
    const mutation = 'mutation { createUser(input: { email: "not-an-email", password: "x" }) { id } }';
    expect((await t.gql(mutation)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(mutation, {}, user)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('an admin-only route refuses before it reads the body: 401, then 403 even for a manager, then 422 for the admin', async () => {
    const anonymous = await t.http.post('/api/admin/email_campaigns/send').send({});
    expect(anonymous.status).toBe(401);
    const manager = await t.login('manager@example.com');
    expect((await t.http.post('/api/admin/email_campaigns/send').set('authorization', `Bearer ${user}`).send({})).status).toBe(403);
    expect((await t.http.post('/api/admin/email_campaigns/send').set('authorization', `Bearer ${manager}`).send({})).status).toBe(403);
    const admin = await t.login('admin@example.com');
    expect((await t.http.post('/api/admin/email_campaigns/send').set('authorization', `Bearer ${admin}`).send({})).status).toBe(422);
  });
});

describe("an owner route answers 404 for someone else's row whatever the body holds", () => {
  let t: TestServer;
  let vip: string;
  let user: string;
  let user2: string;
  let vipProject: number;
  let userProject: number;

  beforeAll(async () => {
    t = await startTestServer();
    vip = await t.login('vip@example.com');
    user = await t.login('user@example.com');
    user2 = await t.login('user2@example.com');
    vipProject = (await t.http.get('/api/projects').set('authorization', `Bearer ${vip}`)).body['hydra:member'][0].id;
    userProject = (await t.http.get('/api/projects').set('authorization', `Bearer ${user}`)).body['hydra:member'][0].id;
  });
  afterAll(() => t.close());

  const invalidCodes = { trackingCode: [{ ga_ids: ['not-an-id'] }] };
  const validCodes = { trackingCode: [{ ga_ids: ['G-ATTACK123'] }] };
  const codesOf = async (id: number) => (await t.http.get(`/api/projects/${id}/trackingCode`).set('authorization', `Bearer ${vip}`)).body;

  it('tracking codes of another user’s project: an invalid and a valid update both → 404, nothing changed', async () => {
    const before = await codesOf(vipProject);
    for (const token of [user, user2]) {
      // Well-typed bodies that break a rule, and bodies GraphQL cannot even coerce to the input type.
      for (const body of [
        invalidCodes,
        validCodes,
        { trackingCode: [{ ga_ids: Array(20).fill('G-TOOMANY1') }] },
        {},
        { trackingCode: 'not a list' },
      ]) {
        const res = await t.http.put(`/api/projects/${vipProject}/trackingCode/update`).set('authorization', `Bearer ${token}`).send(body);
        expect({ body, status: res.status, type: res.body['@type'] }).toEqual({ body, status: 404, type: 'hydra:Error' });
      }
    }
    // A VIP (allowed tracking codes) who does not own the project: 404 too.
    const other = await t.http
      .put(`/api/projects/${userProject}/trackingCode/update`)
      .set('authorization', `Bearer ${vip}`)
      .send(invalidCodes);
    expect(other.status).toBe(404);
    expect(await codesOf(vipProject)).toEqual(before);
  });

  it('the owner still gets the violations of an invalid body, and a valid one applies', async () => {
    expect(
      (await t.http.put(`/api/projects/${vipProject}/trackingCode/update`).set('authorization', `Bearer ${vip}`).send({})).status,
    ).toBe(422);
    const invalid = await t.http
      .put(`/api/projects/${vipProject}/trackingCode/update`)
      .set('authorization', `Bearer ${vip}`)
      .send(invalidCodes);
    expect(invalid.status).toBe(422);
    expect(invalid.body.violations[0].propertyPath).toBe('trackingCode.0.ga_ids');
    const valid = await t.http
      .put(`/api/projects/${vipProject}/trackingCode/update`)
      .set('authorization', `Bearer ${vip}`)
      .send(validCodes);
    expect(valid.status).toBe(200);
    expect(valid.body).toEqual([{ ga_ids: ['G-ATTACK123'] }]);
  });

  it('project updates: another user’s project → 404 for an invalid and a valid body; the owner gets 422', async () => {
    for (const body of [{ title: '', url: 'not a url' }, { title: 'Taken over' }, { title: 5 }, { autoRenew: 'yes' }, { title: null }]) {
      const res = await t.http.put(`/api/projects/${userProject}`).set('authorization', `Bearer ${user2}`).send(body);
      expect({ body, status: res.status }).toEqual({ body, status: 404 });
    }
    const gql = await t.gql(`mutation { updateProject(id: ${userProject}, input: { title: "" }) { id } }`, {}, user2);
    expect(gql.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const owner = await t.http.put(`/api/projects/${userProject}`).set('authorization', `Bearer ${user}`).send({ title: '' });
    expect(owner.status).toBe(422);
    expect(owner.body.violations[0].propertyPath).toBe('title');
    // The owner (who may see the row) gets the body's own violation for a body GraphQL cannot coerce (422).
    const mistyped = await t.http.put(`/api/projects/${userProject}`).set('authorization', `Bearer ${user}`).send({ title: 5 });
    expect({ status: mistyped.status, type: mistyped.body['@type'] }).toEqual({ status: 422, type: 'ConstraintViolationList' });
    expect(mistyped.body.violations[0]).toMatchObject({ propertyPath: 'title', message: 'This value should be of type string.' });
    expect((await t.http.get(`/api/projects/${userProject}`).set('authorization', `Bearer ${user}`)).body.title).not.toBe('Taken over');
  });
});
