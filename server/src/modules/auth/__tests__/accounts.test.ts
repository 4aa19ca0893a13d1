import { startTestServer, type TestServer } from '../../../../test/harness';

// Issue 2: register and me; SPEC.md §7 remove-account (own, with the password) and remove-account/{id} (admin only).
describe('accounts', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('registers on the request’s gate, signs in, and refuses the same e-mail twice on that gate only', async () => {
    const mutation = 'mutation($i: RegisterInput!) { register(input: $i) { token } }';
    const res = await t.gql<{ register: { token: string } }>(mutation, { i: { email: 'New.Person@Example.com', password: 'a-good-password' } });
    expect(res.errors).toBeUndefined();
    const me = await t.gql('{ me { login displayName roles gateId } }', {}, res.data!.register.token);
    expect(me.data).toEqual({ me: { login: 'new.person@example.com', displayName: 'new.person', roles: [], gateId: 1 } });
    const again = await t.gql(mutation, { i: { email: 'new.person@example.com', password: 'a-good-password' } });
    expect(again.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', violations: [{ propertyPath: 'email' }] });
    const otherGate = await t.gql(mutation, { i: { email: 'new.person@example.com', password: 'a-good-password' } }, undefined, { host: 'boost.localhost' });
    expect(otherGate.errors).toBeUndefined();
    const weak = await t.gql(mutation, { i: { email: 'not-an-email', password: 'short' } });
    expect((weak.errors?.[0].extensions?.violations as { propertyPath: string }[]).map((v) => v.propertyPath).sort()).toEqual(['email', 'password']);
  });

  it('stores argon2id hashes, never the password', async () => {
    const rows = await t.server.orm.em.fork().getConnection().execute(`select password_hash from users where email = 'user@example.com' limit 1`);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$/);
  });

  it('removes one’s own account only with the right password; the login then fails', async () => {
    const mutation = 'mutation($i: RegisterInput!) { register(input: $i) { token } }';
    const { data } = await t.gql<{ register: { token: string } }>(mutation, { i: { email: 'leaving@example.com', password: 'a-good-password' } });
    const token = data!.register.token;
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
