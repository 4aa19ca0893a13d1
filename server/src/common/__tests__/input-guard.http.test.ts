import net from 'node:net';
import { startTestServer, type TestServer } from '../../../test/harness';

/*
 * A NUL byte (any C0 control but TAB/LF/CR, DEL) or a lone UTF-16 surrogate in any
 * text answers 4xx in the documented shapes before it reaches SQL, and nothing is written. REST: 400 Hydra error for the
 * address (query string, path parameters, switch user), 422 ConstraintViolationList with the field's propertyPath
 * for a body. GraphQL: 400 BAD_USER_INPUT with `violations`. Legitimate Unicode still goes through.
 */

const NUL = '\u0000';
const LONE = '\ud800';

/** Statements that change data, from the ORM's query log. */
const writes = (t: TestServer) => t.queries.log.filter((q) => /\b(insert|update|delete)\b/i.test(q));

function expectHydra400(res: { status: number; body: Record<string, unknown> }) {
  expect({ status: res.status, type: res.body['@type'] }).toEqual({ status: 400, type: 'hydra:Error' });
  expect(String(res.body['hydra:description'])).toMatch(/control character or an invalid Unicode sequence/);
}

function expectViolation(res: { status: number; body: Record<string, unknown> }, propertyPath: string) {
  expect({ status: res.status, type: res.body['@type'] }).toEqual({ status: 422, type: 'ConstraintViolationList' });
  expect(res.body.violations).toEqual([
    { propertyPath, message: expect.stringMatching(/control character or an invalid Unicode sequence/) },
  ]);
}

function expectGraphQL400(res: { status: number; body: { errors?: { extensions?: Record<string, unknown> }[] } }, propertyPath: string) {
  expect(res.status).toBe(400);
  expect(res.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  expect(res.body.errors?.[0].extensions?.violations).toEqual([{ propertyPath, message: expect.any(String) }]);
}

describe('edge guard: control characters and lone surrogates', () => {
  let t: TestServer;
  let user: string;
  let admin: string;
  let superadmin: string;
  let userId: number;

  beforeAll(async () => {
    t = await startTestServer();
    user = await t.login('user@example.com');
    admin = await t.login('admin@example.com');
    superadmin = await t.login('superadmin@example.com');
    userId = (await t.http.get('/api/me').set('authorization', `Bearer ${user}`)).body.id;
  });
  afterAll(() => t.close());
  beforeEach(() => t.queries.reset());

  describe('REST', () => {
    it('POST /api/login with a NUL in the username → 422 on username, nothing written', async () => {
      const res = await t.http.post('/api/login').send({ username: `a${NUL}b`, password: 'whatever-password' });
      expectViolation(res, 'username');
      expect(writes(t)).toEqual([]);
    });

    it.each([
      ['/api/packages?name=%00'],
      ['/api/promotions/active?utm_source=%00'],
      ['/api/promotions/active?utm_medium=a%01b'],
      ['/api/dictionary/continentAndCountries?query=%7F'],
    ])('GET %s → 400 Hydra error', async (url) => {
      const res = await t.http.get(url);
      expect(res.status).toBe(400);
      expect(res.body['@type']).toBe('hydra:Error');
    });

    it('a query string that is not UTF-8 (a surrogate encoded as CESU-8) is taken literally, never a 5xx', async () => {
      // URL decoding cannot produce a lone surrogate: the query parser keeps undecodable text as it is.
      const res = await t.http.get('/api/packages?name=%ED%A0%80');
      expect(res.status).toBe(200);
      expect(res.body['hydra:totalItems']).toBe(0);
    });

    it('list text filters of owner routes → 400 for the owner', async () => {
      for (const url of ['/api/projects?title=%00', '/api/projects?owner=a%00', '/api/orders?order[id]=%00']) {
        const res = await t.http.get(url).set('authorization', `Bearer ${user}`);
        expect({ url, status: res.status, type: res.body['@type'] }).toEqual({ url, status: 400, type: 'hydra:Error' });
      }
    });

    it('a path parameter: /api/posts/blog/%00 → 400', async () => {
      expectHydra400(await t.http.get('/api/posts/blog/%00'));
      expectHydra400(await t.http.get('/api/posts/blog/a%1Fb'));
    });

    it('POST /api/sessions with a NUL in a utm field → 422 on it, no session written', async () => {
      const body = {
        visitorUuid: '0b7c1c52-5c1a-4b8e-9d0c-1f2e3d4c5b6a',
        sessionUuid: '1c8d2d63-6d2b-4c9f-8e1d-2a3f4e5d6c7b',
        utmSource: `news${NUL}`,
      };
      expectViolation(await t.http.post('/api/sessions').send(body), 'utmSource');
      expect(writes(t)).toEqual([]);
    });

    it('keys are checked too, nested paths are named', async () => {
      expectViolation(await t.http.post('/api/sessions').send({ [`a${NUL}`]: 1 }), '');
      const res = await t.http
        .put('/api/projects/1/trackingCode/update')
        .set('authorization', `Bearer ${superadmin}`)
        .send({ trackingCode: [{ ga_ids: ['G-OK12345', `G-${LONE}`] }] });
      expectViolation(res, 'trackingCode.0.ga_ids.1');
    });

    it('PUT /api/users/{id} with a NUL in displayName → 422, the user unchanged', async () => {
      const before = (await t.http.get(`/api/users/${userId}`).set('authorization', `Bearer ${admin}`)).body.displayName;
      t.queries.reset();
      const res = await t.http
        .put(`/api/users/${userId}`)
        .set('authorization', `Bearer ${admin}`)
        .send({ displayName: `Evil${NUL}` });
      expectViolation(res, 'displayName');
      expect(writes(t)).toEqual([]);
      expect((await t.http.get(`/api/users/${userId}`).set('authorization', `Bearer ${admin}`)).body.displayName).toBe(before);
    });

    it('?_switch_user=…%00 → 400 before the lookup', async () => {
      const res = await t.http.get('/api/me?_switch_user=user%40example.com%00').set('authorization', `Bearer ${superadmin}`);
      expectHydra400(res);
    });

    it('an X-Switch-User header with a control character never reaches the app as a 5xx', async () => {
      // HTTP clients refuse to send it; a raw socket can. Node's parser or the guard answers 400.
      const port = Number(new URL(t.url).port);
      const status = await new Promise<number>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write(
            `GET /api/me HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${superadmin}\r\nX-Switch-User: a\u0001b\r\nConnection: close\r\n\r\n`,
          );
        });
        let data = '';
        socket.on('data', (d) => (data += d.toString('latin1')));
        socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0)));
        socket.on('error', reject);
      });
      expect(status).toBe(400);
    });

    it('a lone surrogate in an e-mail → 422 on email for demo sign-up and user creation, nothing written', async () => {
      const email = `x${LONE}@example.com`;
      expectViolation(await t.http.post('/api/demo/register').send({ url: 'https://surrogate.example.com', email }), 'email');
      const res = await t.http.post('/api/users').set('authorization', `Bearer ${admin}`).send({ email, password: 'long-enough-password' });
      expectViolation(res, 'email');
      expect(writes(t)).toEqual([]);
    });

    it('legitimate Unicode goes through: accents, CJK, emoji, newlines and tabs in a body', async () => {
      const title = 'Café 東京 🚀\n\tsecond line';
      const res = await t.http
        .post('/api/projects')
        .set('authorization', `Bearer ${user}`)
        .send({ title, url: 'https://unicode.example.com' });
      expect(res.status).toBe(201);
      expect(res.body.title).toBe(title.trim());
      const list = await t.http.get('/api/packages').query({ name: 'Ünïcødé 流量 ✨' });
      expect(list.status).toBe(200);
    });
  });

  describe('GraphQL', () => {
    const post = (body: object, token?: string) => {
      const req = t.http.post('/graphql').set('content-type', 'application/json');
      return (token ? req.set('authorization', `Bearer ${token}`) : req).send(body);
    };

    it('a NUL in a variable → 400 BAD_USER_INPUT naming the variable, nothing written', async () => {
      const res = await post({
        query: 'mutation($input: LoginInput!) { login(input: $input) { token } }',
        variables: { input: { username: `a${NUL}b`, password: 'whatever-password' } },
      });
      expectGraphQL400(res, 'variables.input.username');
      expect(writes(t)).toEqual([]);
    });

    it('a "\\u0000" escape inside a string literal → 400 naming the argument', async () => {
      const res = await post({ query: 'mutation { login(input: { username: "a\\u0000b", password: "whatever" }) { token } }' });
      expectGraphQL400(res, 'login.input.username');
    });

    it('refuses the same document each time it is sent (the verdict is kept per parsed document)', async () => {
      const query = 'mutation { login(input: { username: "b\\u0001c", password: "whatever" }) { token } }';
      for (let i = 0; i < 3; i++) expectGraphQL400(await post({ query }), 'login.input.username');
      // A clean document still runs, and so does the bad one's clean twin after it.
      const clean = await post({ query: '{ geoDictionary(codes: ["US"]) { continents { code } } }' });
      expect(clean.status).toBe(200);
      expect(clean.body.errors).toBeUndefined();
    });

    it('a control escape inside a list literal of a nested field, aliased', async () => {
      const res = await post({ query: '{ d: geoDictionary(codes: ["US", "\\u0007"]) { continents { code } } }' });
      expectGraphQL400(res, 'd.codes.1');
    });

    it('register with a lone surrogate in the e-mail → 400 BAD_USER_INPUT, not "errors is not iterable"', async () => {
      const res = await post({
        query: 'mutation($input: RegisterInput!) { register(input: $input) { email } }',
        variables: { input: { email: `x${LONE}@example.com`, password: 'long-enough-password' } },
      });
      expectGraphQL400(res, 'variables.input.email');
      expect(writes(t)).toEqual([]);
    });

    it('GET /graphql with a NUL in the variables → 400', async () => {
      const res = await t.http
        .get('/graphql')
        .set('accept', 'application/json')
        .set('apollo-require-preflight', 'true')
        .query({ query: 'query($q: String) { geoDictionary(query: $q) { continents { code } } }', variables: JSON.stringify({ q: NUL }) });
      expectGraphQL400(res, 'variables.q');
    });

    it('?_switch_user=…%00 on /graphql → 400 BAD_USER_INPUT', async () => {
      const res = await t.http
        .post('/graphql?_switch_user=user%40example.com%00')
        .set('content-type', 'application/json')
        .set('authorization', `Bearer ${superadmin}`)
        .send({ query: '{ me { id } }' });
      expectGraphQL400(res, '_switch_user');
    });

    it('legitimate Unicode in variables and literals goes through', async () => {
      const res = await post(
        {
          query: 'mutation($input: ProjectCreateInput!) { a: createProject(input: $input) { title } }',
          variables: { input: { title: 'Ça marche 👍 日本\nok', url: 'https://unicode-gql.example.com' } },
        },
        user,
      );
      expect(res.status).toBe(200);
      expect(res.body.data.a.title).toBe('Ça marche 👍 日本\nok');
      const lit = await post({ query: '{ geoDictionary(query: "Zürich \\u00e9 \\t 😀") { continents { code } } }' });
      expect(lit.body.errors).toBeUndefined();
    });
  });
});
