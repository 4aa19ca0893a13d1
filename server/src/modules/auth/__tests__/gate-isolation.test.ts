import { WHITE_LABEL_GATE_HOST } from '../../../db/seeders/demo.seeder';
import { startTestServer, type TestServer } from '../../../../test/harness';

// A customer's tokens and API keys act on their own gate only; staff on their own gate, super admins on every gate
// (docs/security.md "Gate isolation"). The attacks are the ones a probe found: a first-gate token on the second
// gate's host reading `me`, ordering a package only that gate sells, switching to that gate's users.
describe('gate isolation', () => {
  let t: TestServer;
  const boost = { host: WHITE_LABEL_GATE_HOST };
  const tokens: Record<string, string> = {};
  let boostOnlyPackageId: number;

  beforeAll(async () => {
    t = await startTestServer();
    for (const who of ['user2', 'admin', 'superadmin']) tokens[who] = await t.login(`${who}@example.com`);
    // The second gate's own customer (the same e-mail as a first-gate account, a different account).
    const login = await t.http.post('/api/login').set(boost).send({ username: 'user@example.com', password: 'demo-password' });
    expect(login.status).toBe(200);
    tokens.boostUser = login.body.token;
    const [row] = (await t.server.orm.em.fork().getConnection().execute("select id from packages where code = 'boost-starter'")) as {
      id: number;
    }[];
    boostOnlyPackageId = row.id;
  });
  afterAll(() => t.close());

  const bearer = (credential: string) => ({ authorization: `Bearer ${credential}` });
  const order = { packageId: 0, quantity: 1, paymentProvider: 'card' };

  it('refuses a first-gate customer token on the second gate: GraphQL UNAUTHENTICATED, REST 401, nothing ordered', async () => {
    const home = await t.gql<{ me: { login: string } }>('{ me { login } }', {}, tokens.user2);
    expect(home.data?.me.login).toBe('user2@example.com');

    const away = await t.gql('{ me { id gateId } currentGate { id name } }', {}, tokens.user2, boost);
    expect(away.data ?? null).toBeNull();
    expect(away.errors?.[0]).toMatchObject({ message: 'Invalid JWT Token', extensions: { code: 'UNAUTHENTICATED' } });

    const me = await t.http.get('/api/me').set(boost).set(bearer(tokens.user2));
    expect(me.status).toBe(401);

    const ordersBefore = await t.http.get('/api/orders').set(bearer(tokens.user2));
    const placed = await t.http
      .post('/api/orders')
      .set(boost)
      .set(bearer(tokens.user2))
      .send({ ...order, packageId: boostOnlyPackageId });
    expect(placed.status).toBe(401);
    const checkout = await t.gql(
      'mutation($i: CheckoutInput!) { checkout(input: $i) { order { id } } }',
      { i: { packageId: boostOnlyPackageId, quantity: 1, paymentProvider: 'card' } },
      tokens.user2,
      boost,
    );
    expect(checkout.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const ordersAfter = await t.http.get('/api/orders').set(bearer(tokens.user2));
    expect(ordersAfter.body['hydra:totalItems']).toBe(ordersBefore.body['hydra:totalItems']);
  });

  it('refuses a second-gate token on the first gate, and accepts it at home', async () => {
    const home = await t.gql<{ me: { login: string; gateId: number }; currentGate: { name: string } }>(
      '{ me { login gateId } currentGate { name } }',
      {},
      tokens.boostUser,
      boost,
    );
    expect(home.data?.currentGate.name).toBe('TrafficBoost');
    expect(home.data?.me.login).toBe('user@example.com');
    const away = await t.http.get('/api/me').set(bearer(tokens.boostUser));
    expect(away.status).toBe(401);
  });

  it('refuses an API key on another gate on both APIs, with billing:write', async () => {
    const created = await t.gql<{ createApiKey: { secret: string } }>(
      'mutation($input: ApiKeyCreateInput!) { createApiKey(input: $input) { secret } }',
      { input: { name: 'shop', scopes: ['billing:read', 'billing:write'] } },
      tokens.user2,
    );
    const key = created.data!.createApiKey.secret;
    expect((await t.http.get('/api/orders').set(bearer(key))).status).toBe(200);

    const rest = await t.http
      .post('/api/orders')
      .set(boost)
      .set(bearer(key))
      .send({ ...order, packageId: boostOnlyPackageId });
    expect(rest.status).toBe(401);
    expect(rest.body).toEqual({ code: 401, message: 'Invalid API key' });
    const gql = await t.gql('{ orders { total } }', {}, key, boost);
    expect(gql.errors?.[0]).toMatchObject({ message: 'Invalid API key', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('refuses an admin of the first gate on the second, switching user or not', async () => {
    const plain = await t.http.get('/api/users').set(boost).set(bearer(tokens.admin));
    expect(plain.status).toBe(401);
    const switched = await t.http.get('/api/me').set(boost).set(bearer(tokens.admin)).set('x-switch-user', 'user@example.com');
    expect(switched.status).toBe(401);
    // At home the admin administers every gate's rows, the second gate's customer included.
    const users = await t.http.get('/api/users?gateId=2&email=user@example.com').set(bearer(tokens.admin));
    expect(users.status).toBe(200);
  });

  it('lets a super admin act on every gate, and switch there to that gate’s own customer', async () => {
    const gates = await t.gql<{ gates: { items: { host: string }[] } }>('{ gates { items { host } } }', {}, tokens.superadmin, boost);
    expect(gates.errors).toBeUndefined();
    const res = await t.gql<{ me: { login: string; gateId: number }; impersonator: { login: string } }>(
      '{ me { login gateId } impersonator { login } }',
      {},
      tokens.superadmin,
      { ...boost, 'x-switch-user': 'user@example.com' },
    );
    expect(res.errors).toBeUndefined();
    const boostGate = await t.gql<{ currentGate: { id: number } }>('{ currentGate { id } }', {}, undefined, boost);
    expect(res.data).toEqual({
      me: { login: 'user@example.com', gateId: boostGate.data!.currentGate.id },
      impersonator: { login: 'superadmin@example.com' },
    });
  });
});
