import { startTestServer, type TestServer } from '../../../../test/harness';

// Scoped keys on both APIs, one authorization path, revocation at once, per-key rate limit.
const CREATE = `mutation Create($input: ApiKeyCreateInput!) {
  createApiKey(input: $input) { secret apiKey { id name prefix scopes ownerId expiresAt lastUsedAt revokedAt } }
}`;

interface Created {
  id: number;
  secret: string;
  prefix: string;
}

describe('API keys', () => {
  let t: TestServer;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    // A small budget per key, so the 429 test needs few requests; every other test uses a fresh key of its own.
    t = await startTestServer({ API_KEY_RATE_POINTS: '8', API_KEY_RATE_DURATION: '3600' });
    for (const who of ['user', 'user2', 'admin']) tokens[who] = await t.login(`${who}@example.com`);
  });
  afterAll(() => t.close());

  async function createKey(who: string, scopes: string[], extra: Record<string, unknown> = {}): Promise<Created> {
    const res = await t.gql<{ createApiKey: { secret: string; apiKey: { id: number; prefix: string } } }>(
      CREATE,
      { input: { name: `${who} key`, scopes, ...extra } },
      tokens[who],
    );
    expect(res.errors).toBeUndefined();
    return { id: res.data!.createApiKey.apiKey.id, secret: res.data!.createApiKey.secret, prefix: res.data!.createApiKey.apiKey.prefix };
  }

  const keyed = (secret: string) => ({ authorization: `Bearer ${secret}` });

  it('creates a key whose secret is shown once, recognisable, and stored only as a hash', async () => {
    const key = await createKey('user', ['projects:read']);
    expect(key.secret).toMatch(/^tg_[0-9A-Za-z]{49}$/);
    expect(key.secret.startsWith(key.prefix)).toBe(true);
    expect(key.prefix.length).toBeLessThan(16);

    // Later reads never carry the secret.
    const list = await t.gql<{ apiKeys: { items: Record<string, unknown>[] } }>(
      '{ apiKeys { items { id name prefix scopes } } }',
      {},
      tokens.user,
    );
    expect(JSON.stringify(list.data)).not.toContain(key.secret);
    const rest = await t.http.get(`/api/api_keys/${key.id}`).set('authorization', `Bearer ${tokens.user}`);
    expect(rest.status).toBe(200);
    expect(rest.body.secret).toBeUndefined();
    expect(rest.body).toMatchObject({ '@id': `/api/api_keys/${key.id}`, '@type': 'ApiKey', scopes: ['projects:read'] });

    // The database holds no secret, not even its random part.
    const rows = (await t.server.orm.em.fork().getConnection().execute('select * from api_keys')) as Record<string, unknown>[];
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(key.secret);
    expect(dump).not.toContain(key.secret.slice(3, 30));
  });

  it('refuses a mistyped key by its checksum and an unknown one, 401 on both APIs', async () => {
    const key = await createKey('user', ['projects:read']);
    const typo = `${key.secret.slice(0, -8)}${key.secret.slice(-7)}x`;
    const rest = await t.http.get('/api/projects').set(keyed(typo));
    expect(rest.status).toBe(401);
    expect(rest.body).toEqual({ code: 401, message: 'Invalid API key' });
    const gql = await t.gql('{ projects { total } }', {}, undefined, keyed(typo));
    expect(gql.status).toBe(401);
    expect(gql.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('acts as its user within its scopes, with rate-limit headers on every answer', async () => {
    const key = await createKey('user', ['projects:read']);
    const jwt = await t.http.get('/api/projects').set('authorization', `Bearer ${tokens.user}`);
    const rest = await t.http.get('/api/projects').set(keyed(key.secret));
    expect(rest.status).toBe(200);
    expect(rest.body['hydra:totalItems']).toBe(jwt.body['hydra:totalItems']);
    expect(rest.headers['ratelimit-policy']).toBe('"api-key";q=8;w=3600');
    expect(rest.headers.ratelimit).toMatch(/^"api-key";r=7;t=\d+$/);

    const gql = await t.http.post('/graphql').set(keyed(key.secret)).send({ query: '{ me { login } projects { total } }' });
    expect(gql.status).toBe(200);
    expect(gql.body.data.me.login).toBe('user@example.com');
    expect(gql.headers.ratelimit).toMatch(/^"api-key";r=6;t=\d+$/);

    // The last use is recorded (at most once a minute, so no write per request).
    const keys = await t.gql<{ apiKey: { lastUsedAt: string | null } }>(
      'query($id: Int!) { apiKey(id: $id) { lastUsedAt } }',
      { id: key.id },
      tokens.user,
    );
    expect(keys.data!.apiKey.lastUsedAt).not.toBeNull();
  });

  it('refuses an operation outside its scopes with 403 naming the scope, on both APIs', async () => {
    const key = await createKey('user', ['projects:read']);
    const gql = await t.gql('{ orders { total } }', {}, undefined, keyed(key.secret));
    expect(gql.status).toBe(403);
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', scope: 'billing:read', field: 'orders' });
    expect(gql.errors?.[0].message).toContain('billing:read');
    expect(gql.data ?? null).toBeNull();

    const rest = await t.http.get('/api/orders').set(keyed(key.secret));
    expect(rest.status).toBe(403);
    expect(rest.body['hydra:description']).toContain('billing:read');

    // A write needs the write scope, and is refused before its body is read.
    const write = await t.http.post('/api/projects').set(keyed(key.secret)).send({ nonsense: true });
    expect(write.status).toBe(403);
    expect(write.body['hydra:description']).toContain('projects:write');

    // Downloads that are not GraphQL operations declare their scope too.
    const csv = await t.http.get('/api/transactions/export.csv').set(keyed(key.secret));
    expect(csv.status).toBe(403);
  });

  it('answers 404 for another user’s project', async () => {
    const own = await t.http.get('/api/projects').set('authorization', `Bearer ${tokens.user2}`);
    const theirs = own.body['hydra:member'][0].id as number;
    const key = await createKey('user', ['projects:read', 'projects:write']);
    const rest = await t.http.get(`/api/projects/${theirs}`).set(keyed(key.secret));
    expect(rest.status).toBe(404);
    const put = await t.http.put(`/api/projects/${theirs}`).set(keyed(key.secret)).send({ title: 'taken' });
    expect(put.status).toBe(404);
    const gql = await t.gql('query($id: Int!) { project(id: $id) { id } }', { id: theirs }, undefined, keyed(key.secret));
    expect(gql.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('stops working at once when revoked (REST DELETE) or expired: 401', async () => {
    const key = await createKey('user', ['projects:read']);
    expect((await t.http.get('/api/projects').set(keyed(key.secret))).status).toBe(200);
    const del = await t.http.delete(`/api/api_keys/${key.id}`).set('authorization', `Bearer ${tokens.user}`);
    expect(del.status).toBe(204);
    const rest = await t.http.get('/api/projects').set(keyed(key.secret));
    expect(rest.status).toBe(401);
    expect(rest.body.message).toBe('Revoked API key');
    const gql = await t.gql('{ projects { total } }', {}, undefined, keyed(key.secret));
    expect(gql.status).toBe(401);

    const expiring = await createKey('user', ['projects:read'], { expiresAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect((await t.http.get('/api/projects').set(keyed(expiring.secret))).status).toBe(200);
    // Its expiry passes (moved into the past rather than waited for).
    await t.server.orm.em
      .fork()
      .getConnection()
      .execute(`update api_keys set expires_at = now() - interval '1 second' where id = ${expiring.id}`);
    const expired = await t.http.get('/api/projects').set(keyed(expiring.secret));
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('Expired API key');
  });

  it('never switches user and never reaches staff operations, even an admin’s key', async () => {
    const key = await createKey('admin', ['projects:read', 'projects:write', 'billing:read', 'billing:write', 'stats:read', 'webhooks']);
    const sw = await t.http.get('/api/me?_switch_user=user@example.com').set(keyed(key.secret));
    expect(sw.status).toBe(403);
    const swGql = await t.gql('{ me { login } }', {}, undefined, { ...keyed(key.secret), 'x-switch-user': 'user@example.com' });
    expect(swGql.status).toBe(403);

    const users = await t.http.get('/api/users').set(keyed(key.secret));
    expect(users.status).toBe(403);
    const usersGql = await t.gql('{ users { total } }', {}, undefined, keyed(key.secret));
    expect(usersGql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const slug = await t.http.post('/api/admin/tools/slug').set(keyed(key.secret)).send({ slug: 'A b' });
    expect(slug.status).toBe(403);

    // Lists are the admin's own rows, as for any user: the key has no staff view.
    const adminJwt = await t.http.get('/api/projects').set('authorization', `Bearer ${tokens.admin}`);
    const adminKey = await t.http.get('/api/projects').set(keyed(key.secret));
    expect(adminKey.status).toBe(200);
    expect(adminKey.body['hydra:totalItems']).toBeLessThan(adminJwt.body['hydra:totalItems']);

    // And a key cannot mint keys or sign in elsewhere.
    const mint = await t.gql(CREATE, { input: { name: 'child', scopes: ['projects:read'] } }, undefined, keyed(key.secret));
    expect(mint.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('lets a user manage only their own keys; an admin lists anyone’s and revokes them', async () => {
    const key = await createKey('user', ['stats:read']);
    const me = await t.http.get('/api/me').set('authorization', `Bearer ${tokens.user}`);

    const other = await t.gql('query($id: Int!) { apiKey(id: $id) { id } }', { id: key.id }, tokens.user2);
    expect(other.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const otherList = await t.gql<{ apiKeys: { items: { ownerId: number }[] } }>(
      'query($o: Int) { apiKeys(filter: { ownerId: $o }) { items { ownerId } } }',
      { o: me.body.id },
      tokens.user2,
    );
    expect(otherList.data!.apiKeys.items.every((k) => k.ownerId !== me.body.id)).toBe(true);
    const otherRevoke = await t.http.delete(`/api/api_keys/${key.id}`).set('authorization', `Bearer ${tokens.user2}`);
    expect(otherRevoke.status).toBe(404);

    const adminList = await t.gql<{ apiKeys: { items: { id: number; ownerId: number }[] } }>(
      'query($o: Int) { apiKeys(filter: { ownerId: $o }, limit: 50) { items { id ownerId } } }',
      { o: me.body.id },
      tokens.admin,
    );
    expect(adminList.data!.apiKeys.items.map((k) => k.id)).toContain(key.id);
    expect(adminList.data!.apiKeys.items.every((k) => k.ownerId === me.body.id)).toBe(true);
    const revoke = await t.gql<{ revokeApiKey: { revokedAt: string | null } }>(
      'mutation($id: Int!) { revokeApiKey(id: $id) { revokedAt } }',
      { id: key.id },
      tokens.admin,
    );
    expect(revoke.data!.revokeApiKey.revokedAt).not.toBeNull();
    expect((await t.http.get('/api/projects/1/pages').set(keyed(key.secret))).status).toBe(401);
  });

  it('creates over REST: 201 with the secret once, validation as 422 violations', async () => {
    const res = await t.http
      .post('/api/api_keys')
      .set('authorization', `Bearer ${tokens.user}`)
      .send({ name: 'CRM sync', scopes: ['projects:read', 'billing:read'] });
    expect(res.status).toBe(201);
    expect(res.body.secret).toMatch(/^tg_/);
    expect(res.headers.location).toBe(res.body['@id']);
    const list = await t.http.get('/api/api_keys').set('authorization', `Bearer ${tokens.user}`);
    expect(list.body['hydra:member'].some((k: { name: string }) => k.name === 'CRM sync')).toBe(true);
    expect(JSON.stringify(list.body)).not.toContain(res.body.secret);

    const bad = await t.http
      .post('/api/api_keys')
      .set('authorization', `Bearer ${tokens.user}`)
      .send({ name: 'x', scopes: ['everything'] });
    expect(bad.status).toBe(422);
    expect(bad.body.violations[0].propertyPath).toBe('scopes');
    const past = await t.http
      .post('/api/api_keys')
      .set('authorization', `Bearer ${tokens.user}`)
      .send({ name: 'x', scopes: ['projects:read'], expiresAt: '2020-01-01T00:00:00Z' });
    expect(past.status).toBe(422);
    expect(past.body.violations[0].propertyPath).toBe('expiresAt');
  });

  it('answers 429 with Retry-After once the key’s budget is spent, on both APIs', async () => {
    const key = await createKey('user', ['projects:read']);
    for (let i = 0; i < 8; i++) expect((await t.http.get('/api/projects').set(keyed(key.secret))).status).toBe(200);
    const rest = await t.http.get('/api/projects').set(keyed(key.secret));
    expect(rest.status).toBe(429);
    expect(Number(rest.headers['retry-after'])).toBeGreaterThan(0);
    expect(rest.headers.ratelimit).toMatch(/^"api-key";r=0;t=\d+$/);
    const gql = await t.http.post('/graphql').set(keyed(key.secret)).send({ query: '{ projects { total } }' });
    expect(gql.status).toBe(429);
    expect(Number(gql.headers['retry-after'])).toBeGreaterThan(0);
    expect(gql.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    // Another key of the same user has its own budget.
    const fresh = await createKey('user', ['projects:read']);
    expect((await t.http.get('/api/projects').set(keyed(fresh.secret))).status).toBe(200);
  });
});
