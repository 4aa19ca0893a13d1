import { loadPasswordHashing } from '../../../config';
import { startTestServer, type TestServer } from '../../../../test/harness';

// Register and me; docs/api.md#calls remove-account (own, with the password) and remove-account/{id} (admin only).
describe('accounts', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('registers on the request’s gate; a second sign-up with the address answers the same and changes nothing', async () => {
    const mutation = 'mutation($i: RegisterInput!) { register(input: $i) { message email } }';
    const res = await t.gql(mutation, { i: { email: 'New.Person@Example.com', password: 'a-good-password' } });
    expect(res.errors).toBeUndefined();
    const answer = {
      register: {
        email: 'new.person@example.com',
        message: 'We sent an e-mail to new.person@example.com. Open the link in it to finish signing up.',
      },
    };
    expect(res.data).toEqual(answer);
    const me = await t.gql('{ me { login displayName roles gateId } }', {}, await t.login('new.person@example.com', 'a-good-password'));
    expect(me.data).toEqual({ me: { login: 'new.person@example.com', displayName: 'new.person', roles: [], gateId: 1 } });
    // The taken address: the same status and body as a new one, and the account keeps its password and name.
    const again = await t.http.post('/graphql').send({
      query: mutation,
      variables: { i: { email: 'new.person@example.com', password: 'another-password', displayName: 'Intruder' } },
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ data: answer });
    expect((await t.http.post('/api/login').send({ username: 'new.person@example.com', password: 'another-password' })).status).toBe(401);
    const still = await t.gql('{ me { displayName } }', {}, await t.login('new.person@example.com', 'a-good-password'));
    expect(still.data).toEqual({ me: { displayName: 'new.person' } });
    const otherGate = await t.gql(mutation, { i: { email: 'new.person@example.com', password: 'a-good-password' } }, undefined, {
      host: 'boost.localhost',
    });
    expect(otherGate.errors).toBeUndefined();
    const weak = await t.gql(mutation, { i: { email: 'not-an-email', password: 'short' } });
    expect((weak.errors?.[0].extensions?.violations as { propertyPath: string }[]).map((v) => v.propertyPath).sort()).toEqual([
      'email',
      'password',
    ]);
  });

  it('stores argon2id hashes at the configured cost, never the password', async () => {
    const rows = await t.server.orm.em
      .fork()
      .getConnection()
      .execute(`select password_hash from users where email = 'user@example.com' limit 1`);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$/);
    const { memoryCost, timeCost, parallelism } = loadPasswordHashing();
    const params = Object.fromEntries(
      (rows[0].password_hash as string)
        .split('$')[3]
        .split(',')
        .map((kv) => kv.split('=')),
    );
    expect(params).toEqual({ m: String(memoryCost), t: String(timeCost), p: String(parallelism) });
    expect(rows[0].password_hash).not.toContain('demo-password');
  });

  it('removes one’s own account only with the right password; the login then fails', async () => {
    const mutation = 'mutation($i: RegisterInput!) { register(input: $i) { email } }';
    expect((await t.gql(mutation, { i: { email: 'leaving@example.com', password: 'a-good-password' } })).errors).toBeUndefined();
    const token = await t.login('leaving@example.com', 'a-good-password');
    const wrong = await t.http.post('/api/remove-account').set('authorization', `Bearer ${token}`).send({ password: 'nope' });
    expect(wrong.status).toBe(422);
    const ok = await t.http.post('/api/remove-account').set('authorization', `Bearer ${token}`).send({ password: 'a-good-password' });
    expect(ok.status).toBe(204);
    expect((await t.http.get('/api/me').set('authorization', `Bearer ${token}`)).status).toBe(401);
    const login = await t.http.post('/api/login').send({ username: 'leaving@example.com', password: 'a-good-password' });
    expect(login.status).toBe(401);
  });

  it('lets only admins remove an account by id', async () => {
    const user2 = await t.login('user2@example.com');
    const target = (await t.http.get('/api/me').set('authorization', `Bearer ${user2}`)).body.id;
    const manager = await t.login('manager@example.com');
    expect((await t.http.post(`/api/remove-account/${target}`).set('authorization', `Bearer ${manager}`)).status).toBe(403);
    const admin = await t.login('admin@example.com');
    expect((await t.http.post(`/api/remove-account/${target}`).set('authorization', `Bearer ${admin}`)).status).toBe(204);
    expect((await t.http.get('/api/me').set('authorization', `Bearer ${user2}`)).status).toBe(401);
    const superadmin = (await t.http.get('/api/users?email=superadmin').set('authorization', `Bearer ${admin}`)).body['hydra:member'][0].id;
    expect((await t.http.post(`/api/remove-account/${superadmin}`).set('authorization', `Bearer ${admin}`)).status).toBe(403);
  });
});
