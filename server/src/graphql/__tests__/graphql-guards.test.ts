import http from 'node:http';
import argon2 from 'argon2';
import { parse } from 'graphql';
import pino from 'pino';
import { startTestServer, type TestServer } from '../../../test/harness';
import { routeTable } from '../../rest/route-table';
import { oversizedAnswer } from '../deadline';
import { cachedOperationCost, costVariables, operationCost } from '../limits';
import { buildAppSchema } from '../schema';

// Denial of service and error hygiene on /graphql: every guard answered as a client sees it.

const aliases = (n: number, field: string) => Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ');
const codeOf = (res: { errors?: { extensions?: Record<string, unknown> }[] }) => res.errors?.[0]?.extensions?.code;
const PACKAGE_FIELDS = 'id name code size priceMinor currency description durationDays free professional';

describe('GraphQL abuse guards (default limits)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  /** SQL a request costs before any resolver runs (the gate is looked up while the context is built). */
  async function baselineQueries(): Promise<number> {
    await t.gql('{ __typename }'); // the gate of the first request is then cached
    t.queries.reset();
    const res = await t.gql('{ __typename }');
    expect(res.data).toEqual({ __typename: 'Query' });
    return t.queries.count;
  }

  it('refuses the 2,400-alias `packages { total }` attack with 400 before any resolver reads the database', async () => {
    const baseline = await baselineQueries();
    t.queries.reset();
    const res = await t.gql(`{ ${aliases(2400, 'packages { total }')} }`);
    expect(res.status).toBe(400);
    expect(codeOf(res)).toBe('GRAPHQL_PARSE_FAILED'); // over GRAPHQL_MAX_TOKENS: not even validated
    expect(t.queries.count).toBe(baseline);
  });

  it('refuses 400 aliases of geoDictionary (5.1 MB before) with 400 and a short body', async () => {
    const res = await t.http.post('/graphql').send({ query: `{ ${aliases(400, 'geoDictionary { countries { code } }')} }` });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('TOO_MANY_ROOT_FIELDS');
    expect(res.text.length).toBeLessThan(2000);
  });

  it('refuses an operation over the cost budget before any resolver reads the database', async () => {
    const baseline = await baselineQueries();
    // 20 root fields is allowed; 20 pages of 50 packages × (10 fields + total) are not: 20 × (1 + 50 × 11).
    t.queries.reset();
    const pages = await t.gql(`{ ${aliases(20, `packages(limit: 50) { items { ${PACKAGE_FIELDS} } total }`)} }`);
    expect(pages.status).toBe(400);
    expect(codeOf(pages)).toBe('QUERY_TOO_COMPLEX');
    expect(pages.errors?.[0].extensions).toMatchObject({ limit: 5000, cost: 20 * (1 + 50 * 11) });
    expect(t.queries.count).toBe(baseline);

    const dictionaries = await t.gql(`{ ${aliases(10, 'geoDictionary { countries { code name continent } }')} }`);
    expect(dictionaries.status).toBe(400);
    expect(codeOf(dictionaries)).toBe('QUERY_TOO_COMPLEX');
    const one = await t.gql<{ geoDictionary: { countries: unknown[] } }>('{ geoDictionary { countries { code name continent } } }');
    expect(one.errors).toBeUndefined();
    expect(one.data!.geoDictionary.countries.length).toBeGreaterThan(240);
  });

  it('answers an over-budget operation whose variables do not coerce as any bad variable, and refuses it once they do', async () => {
    const query = `query($l: Int) { ${aliases(20, `packages(limit: $l) { items { ${PACKAGE_FIELDS} } total }`)} }`;
    // The cost cannot be computed with "fifty" for an Int: the variable's own 400 answers, with its violation.
    const bad = await t.gql(query, { l: 'fifty' });
    expect(bad.status).toBe(400);
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0].extensions?.violations).toEqual([expect.objectContaining({ propertyPath: 'l' })]);
    // The same document with a page size that coerces is over the budget.
    const big = await t.gql(query, { l: 50 });
    expect(big.status).toBe(400);
    expect(codeOf(big)).toBe('QUERY_TOO_COMPLEX');
    expect(big.errors?.[0].extensions).toMatchObject({ limit: 5000, cost: 20 * (1 + 50 * 11) });
    const small = await t.gql<{ a0: { total: number } }>(query, { l: 1 });
    expect(small.errors).toBeUndefined();
    expect(small.data!.a0.total).toBeGreaterThan(0);
  });

  it('answers a fragment cycle with 400 and the standard validation error, not 500', async () => {
    const res = await t.gql('{ me { ...A } } fragment A on User { id ...B } fragment B on User { login ...A }');
    expect(res.status).toBe(400);
    expect(codeOf(res)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(res.errors?.[0].message).toMatch(/Cannot spread fragment "A" within itself/);
  });

  it('caps root fields per operation, counted through fragments', async () => {
    const direct = await t.gql(`{ ${aliases(21, 'currentGate { id }')} }`);
    expect(direct.status).toBe(400);
    expect(codeOf(direct)).toBe('TOO_MANY_ROOT_FIELDS');
    const spread = await t.gql(`{ ...F } fragment F on Query { ${aliases(21, 'country { code }')} }`);
    expect(spread.status).toBe(400);
    expect(codeOf(spread)).toBe('TOO_MANY_ROOT_FIELDS');
    const allowed = await t.gql(`{ ${aliases(20, 'country { code }')} }`);
    expect(allowed.status).toBe(200);
    expect(allowed.errors).toBeUndefined();
  });

  it('caps aliases per operation', async () => {
    const res = await t.gql(`{ currentGate { ${aliases(31, 'id')} } }`);
    expect(res.status).toBe(400);
    expect(codeOf(res)).toBe('TOO_MANY_ALIASES');
    expect((await t.gql(`{ currentGate { ${aliases(30, 'id')} } }`)).errors).toBeUndefined();
  });

  it('allows one sign-up mutation per request and creates no account when refusing', async () => {
    const register = (alias: string, email: string) =>
      `${alias}: register(input: { email: "${email}", password: "long-enough-password-1" }) { email }`;
    const two = await t.gql(`mutation { ${register('a', 'twin-a@example.com')} ${register('b', 'twin-b@example.com')} }`);
    expect(two.status).toBe(400);
    expect(codeOf(two)).toBe('ONE_SIGN_UP_PER_REQUEST');
    const mixed = await t.gql(
      `mutation { ${register('a', 'twin-a@example.com')} demoRegister(input: { email: "twin-b@example.com", url: "https://twin.example.com" }) { token } }`,
    );
    expect(mixed.status).toBe(400);
    expect(codeOf(mixed)).toBe('ONE_SIGN_UP_PER_REQUEST');
    // Neither address was taken: each signs up now, one per request.
    for (const email of ['twin-a@example.com', 'twin-b@example.com']) {
      const one = await t.gql<{ a: { email: string } }>(`mutation { ${register('a', email)} }`);
      expect(one.errors).toBeUndefined();
      expect(one.data!.a.email).toBe(email);
      expect((await t.http.post('/api/login').send({ username: email, password: 'long-enough-password-1' })).status).toBe(200);
    }
  });

  it('keeps the REST routes answering for everyone while /graphql is being abused', async () => {
    const attack = `{ ${aliases(20, `packages(limit: 50) { items { ${PACKAGE_FIELDS} } total }`)} }`;
    const [rest, ...attacks] = await Promise.all([
      t.http.get('/api/packages'),
      ...Array.from({ length: 8 }, () => t.http.post('/graphql').send({ query: attack })),
    ]);
    expect(rest.status).toBe(200);
    expect(attacks.map((a) => a.status)).toEqual(Array(8).fill(400));
  });

  it('answers a body that is not JSON with 400 BAD_REQUEST and nothing of the parser inside', async () => {
    const res = await t.http.post('/graphql').set('content-type', 'application/json').send('{"query": ');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(res.text).not.toMatch(/at [\w.]+ \(|node_modules/);
  });
});

describe('the cost model', () => {
  const schema = buildAppSchema();
  const cost = (query: string, variables: Record<string, unknown> = {}) => operationCost(schema, parse(query), undefined, variables);

  it('costs a page at its effective page size × its children + 1 for the count, even without `limit`', () => {
    expect(cost('{ packages { total } }')).toBe(1 + 10 * 1);
    expect(cost('{ packages(limit: 3) { items { id name } total } }')).toBe(1 + 3 * (2 + 1));
    expect(cost('query($l: Int) { packages(limit: $l) { items { id } } }', { l: 1000 })).toBe(1 + 50 * 1);
    expect(cost('{ activePromotions { id } }')).toBe(1 + 10 * 1);
  });

  it('remembers a cost per page size and @include/@skip, not per the other variables', () => {
    const document = parse(
      'query($l: Int, $all: Boolean!, $q: String, $id: Int!) { packages(limit: $l, filter: { name: $q }) { items { id name @include(if: $all) } } project(id: $id) { id } }',
    );
    expect(costVariables(document).sort()).toEqual(['all', 'l']);
    const costOf = (variables: Record<string, unknown>) => cachedOperationCost(schema, document, undefined, variables);
    const small = costOf({ l: 2, all: false, q: 'a', id: 1 });
    // Remembered values must follow what decides the cost…
    expect(costOf({ l: 40, all: false, q: 'a', id: 1 })).toBeGreaterThan(small);
    expect(costOf({ l: 2, all: true, q: 'a', id: 1 })).toBeGreaterThan(small);
    // …and a different search or id is the same cost.
    expect(costOf({ l: 2, all: false, q: 'something else', id: 99 })).toBe(small);
    expect(small).toBe(operationCost(schema, document, undefined, { l: 2, all: false, q: 'a', id: 1 }));
  });

  it('costs heavy resolvers by what they do', () => {
    expect(cost('{ geoDictionary { countries { code } } }')).toBeGreaterThan(250);
    expect(cost('mutation { login(input: { username: "a@example.com", password: "x" }) { token } }')).toBeGreaterThan(1000);
    expect(cost('mutation { checkDemoUrl(input: { url: "https://example.com" }) { reachable } }')).toBeGreaterThan(1000);
  });
});

describe('the cost model admits every REST query at its largest page', () => {
  // The REST routes run GraphQL operations in-process (docs/architecture.md): none may be refused by the default budget.
  const schema = buildAppSchema();
  const sample: Record<string, unknown> = { Int: 1, String: 'x', Boolean: true };
  const queries = routeTable.filter((r) => r.operation && /^\s*query\b/.test(r.operation));

  it(`costs each of the ${queries.length} at most 5000`, () => {
    expect(queries.length).toBeGreaterThan(20);
    const over: string[] = [];
    for (const route of queries) {
      const document = parse(route.operation);
      const variables: Record<string, unknown> = {};
      for (const def of document.definitions.flatMap((d) => (d.kind === 'OperationDefinition' ? (d.variableDefinitions ?? []) : []))) {
        const name = def.variable.name.value;
        if (name === 'limit') variables.limit = 50;
        else if (def.type.kind === 'NonNullType' && def.type.type.kind === 'NamedType')
          variables[name] = sample[def.type.type.name.value] ?? 'x';
      }
      const cost = operationCost(schema, document, undefined, variables);
      if (cost > 5000) over.push(`${route.method.toUpperCase()} ${route.path}: ${cost}`);
    }
    expect(over).toEqual([]);
  });
});

describe('GraphQL deadline (GRAPHQL_TIMEOUT_MS)', () => {
  let t: TestServer;
  beforeAll(async () => {
    // A few milliseconds: less than checking one password at the production cost (argon2id, 64 MiB, t=3) takes on
    // any machine. The suites hash at the cost floor, so the account's hash is remade at the library default here.
    t = await startTestServer({ GRAPHQL_TIMEOUT_MS: '5' });
    const fullCost = await argon2.hash('demo-password', { type: argon2.argon2id });
    await t.server.orm.em.fork().getConnection().execute(`update users set password_hash = ? where email = 'user@example.com'`, [fullCost]);
  });
  afterAll(() => t.close());

  it('starts no further mutation once the deadline has passed and answers 503 OPERATION_TIMEOUT once', async () => {
    const res = await t.gql(
      'mutation { login(input: { username: "user@example.com", password: "demo-password" }) { token } a: slugify(slug: "One Two") b: slugify(slug: "Three") }',
    );
    expect(res.status).toBe(503);
    expect(res.errors?.map((e) => e.extensions?.code)).toEqual(['OPERATION_TIMEOUT']);
  });

  // A SELECT blocked by a lock held from another connection: the query is answered at its deadline, not when the
  // lock goes. Needs a second connection to the same database, which the embedded database does not offer.
  (process.env.DATABASE_URL ? it : it.skip)('abandons a query whose resolver is still waiting for the database', async () => {
    const { Client } = await import('pg');
    const url = t.server.orm.config.getClientUrl();
    const locker = new Client({ connectionString: url });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE packages IN ACCESS EXCLUSIVE MODE');
      const res = await t.gql('{ packages { total } }');
      expect(res.status).toBe(503);
      expect(res.errors?.map((e) => e.extensions?.code)).toEqual(['OPERATION_TIMEOUT']);
    } finally {
      await locker.query('ROLLBACK');
      await locker.end();
    }
  });
});

describe('GraphQL response size cap and per-client concurrency', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      GRAPHQL_MAX_RESPONSE_BYTES: '4096',
      GRAPHQL_MAX_CONCURRENT_PER_IP: '1',
      GRAPHQL_MAX_CONCURRENT_PER_KEY: '2',
    });
  });
  afterAll(() => t.close());

  /**
   * A /graphql request the server has taken and holds open: it announces its body and waits for "100 Continue".
   * `finish` sends the body and answers the response.
   */
  async function heldRequest(headers: Record<string, string> = {}): Promise<{ finish: () => Promise<{ status: number; text: string }> }> {
    const body = JSON.stringify({ query: '{ __typename }' });
    const req = http.request(`${t.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        expect: '100-continue',
        ...headers,
      },
    });
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
    });
    const taken = new Promise<void>((resolve) => req.on('continue', resolve));
    req.flushHeaders();
    await taken;
    return {
      finish: () => {
        req.end(body);
        return response;
      },
    };
  }

  it('answers a result over GRAPHQL_MAX_RESPONSE_BYTES with 400 RESPONSE_TOO_LARGE instead of the result', async () => {
    const big = await t.http.post('/graphql').send({ query: '{ geoDictionary { countries { code name continent } } }' });
    expect(big.status).toBe(400);
    expect(big.body.errors[0].extensions).toMatchObject({ code: 'RESPONSE_TOO_LARGE', limit: 4096 });
    expect(big.body.data).toBeUndefined();
    expect(big.text.length).toBeLessThan(4096);
    const small = await t.gql('{ geoDictionary(codes: ["FR"]) { countries { code name } } }');
    expect(small.data).toEqual({ geoDictionary: { countries: [{ code: 'FR', name: 'France' }] } });
  });

  it('measures the answer text in UTF-8 bytes against GRAPHQL_MAX_RESPONSE_BYTES, not in characters', () => {
    const within = JSON.stringify({ data: { name: 'é'.repeat(1000) } });
    expect(oversizedAnswer(within, 3000)).toBeUndefined();
    const over = JSON.stringify({ data: { name: 'é'.repeat(2000) } });
    expect(over.length).toBeLessThan(3000);
    expect(JSON.parse(oversizedAnswer(over, 3000)!).errors[0]).toMatchObject({
      message: expect.stringContaining(`${Buffer.byteLength(over)} bytes; the limit is 3000`),
      extensions: { code: 'RESPONSE_TOO_LARGE', limit: 3000 },
    });
  });

  it('answers 429 with Retry-After to a second request while the first from the same address is in progress', async () => {
    const first = await heldRequest();
    const second = await t.http.post('/graphql').send({ query: '{ __typename }' });
    expect(second.status).toBe(429);
    expect(second.headers['retry-after']).toBe('1');
    expect(second.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');

    expect(await first.finish()).toEqual({ status: 200, text: expect.stringContaining('"__typename":"Query"') });
    const third = await t.gql('{ __typename }');
    expect(third.status).toBe(200);
  });

  it('counts requests with an API key against the key: a key’s own cap, not the address’s', async () => {
    const token = await t.login('user@example.com');
    const newKey = async (name: string) =>
      (
        await t.gql<{ createApiKey: { secret: string } }>(
          'mutation($input: ApiKeyCreateInput!) { createApiKey(input: $input) { secret } }',
          { input: { name, scopes: ['projects:read'] } },
          token,
        )
      ).data!.createApiKey.secret;
    const [one, two] = [await newKey('integration one'), await newKey('integration two')];
    const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

    // The address's one slot is taken by an anonymous request; keyed requests from the same address still pass.
    const anonymous = await heldRequest();
    expect((await t.gql('{ __typename }')).status).toBe(429);
    const held = [await heldRequest(bearer(one)), await heldRequest(bearer(one))];
    // The key's two slots are taken: a third request with it waits its turn, another key does not.
    const third = await t.gql('{ __typename }', {}, one);
    expect(third.status).toBe(429);
    expect(third.errors?.[0]).toMatchObject({
      message: 'Too many GraphQL requests in progress with this API key (at most 2 at a time). Retry when one has finished.',
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    expect((await t.http.post('/graphql').set(bearer(two)).send({ query: '{ __typename }' })).status).toBe(200);

    for (const request of [...held, anonymous]) expect((await request.finish()).status).toBe(200);
    expect((await t.gql('{ __typename }', {}, one)).status).toBe(200);
    expect((await t.gql('{ __typename }')).status).toBe(200);
  });

  it('does not count the REST routes', async () => {
    const res = await t.http.get('/api/packages');
    expect(res.status).toBe(200);
  });
});

describe('GraphQL in production (introspection and hints off unless GRAPHQL_INTROSPECTION=true)', () => {
  let prod: TestServer;
  let open: TestServer;
  beforeAll(async () => {
    prod = await startTestServer({
      NODE_ENV: 'production',
      CARD_PROVIDER_URL: 'https://pay.example.com/checkout',
      CARD_WEBHOOK_SECRET: 'guards-card-webhook-secret',
    });
    open = await startTestServer({
      NODE_ENV: 'production',
      CARD_PROVIDER_URL: 'https://pay.example.com/checkout',
      CARD_WEBHOOK_SECRET: 'guards-card-webhook-secret',
      GRAPHQL_INTROSPECTION: 'true',
    });
  });
  afterAll(async () => {
    await prod.close();
    await open.close();
  });

  it('refuses introspection and says how to turn it on', async () => {
    for (const query of ['{ __schema { queryType { name } } }', '{ __type(name: "Package") { name } }']) {
      const res = await prod.gql(query);
      expect(res.status).toBe(400);
      expect(codeOf(res)).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(res.errors?.[0].message).toMatch(/GRAPHQL_INTROSPECTION=true/);
    }
    expect((await prod.gql('{ packages { total } }')).errors).toBeUndefined();
  });

  it('gives no "Did you mean" hint, for fields or for variable values', async () => {
    const field = await prod.gql('{ packagez { total } }');
    expect(field.status).toBe(400);
    expect(field.errors?.[0].message).toMatch(/Cannot query field "packagez"/);
    const value = await prod.gql('query($o: [OrderByInput!]) { packages(order: $o) { total } }', {
      o: [{ field: 'id', direction: 'ASCX' }],
    });
    expect(value.status).toBe(400);
    // A refused value answers its field's violation, not graphql-js's text.
    expect(value.errors?.[0].extensions?.violations).toEqual([
      {
        propertyPath: 'o.0.direction',
        message: 'The value you selected is not a valid choice.',
        code: '8e179f1b-97aa-4560-a02f-2a8b42e49df7',
      },
    ]);
    for (const res of [field, value]) expect(JSON.stringify(res.errors)).not.toMatch(/Did you mean/);
  });

  it('shows a page explaining how to turn the explorer on instead of a broken explorer', async () => {
    const page = await prod.http.get('/graphql').set('accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toMatch(/GRAPHQL_INTROSPECTION=true/);
    expect(page.text).not.toMatch(/<script/);
  });

  it('with GRAPHQL_INTROSPECTION=true allows introspection, hints and the explorer', async () => {
    const res = await open.gql<{ __schema: { queryType: { name: string } } }>('{ __schema { queryType { name } } }');
    expect(res.data?.__schema.queryType.name).toBe('Query');
    const field = await open.gql('{ packagez { total } }');
    expect(field.errors?.[0].message).toMatch(/Did you mean .*"packages"/);
    const page = await open.http.get('/graphql').set('accept', 'text/html');
    expect(page.text).toMatch(/\/graphql\/ruru\//);
  });
});

describe('an unexpected resolver failure', () => {
  let t: TestServer;
  const logs: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const logger = pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) });
    t = await startTestServer({}, { logger });
  });
  afterAll(() => t.close());

  it('answers a generic message without stack or SQL, and logs it at error level with the request id', async () => {
    // A real failure of the database, not a mock: the table the resolver reads is gone.
    const connection = t.server.orm.em.getConnection();
    await connection.execute('ALTER TABLE packages RENAME TO packages_gone');
    try {
      const res = await t.http.post('/graphql').send({ query: '{ packages { items { id name } total } }' });
      expect(res.body.errors).toEqual([
        expect.objectContaining({ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }),
      ]);
      expect(res.text).not.toMatch(/select|packages_gone|relation|stack|\.ts:\d+/i);
      const requestId = res.headers['x-request-id'];
      expect(requestId).toMatch(/^[\w-]+$/);
      const failure = logs.find((l) => l.level === 50 && l.requestId === requestId);
      expect(failure).toBeDefined();
      expect(JSON.stringify(failure)).toMatch(/packages/);
    } finally {
      await connection.execute('ALTER TABLE packages_gone RENAME TO packages');
    }
  });
});
