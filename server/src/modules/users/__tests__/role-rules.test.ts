import { startTestServer, type TestServer } from '../../../../test/harness';

/*
 * Only a super admin grants or removes ROLE_ADMIN and ROLE_SUPER_ADMIN;
 * nobody edits their own roles; the last super admin cannot be removed, demoted or disabled; disabling a user ends
 * their tokens' effect at the next request. Through REST (PUT /api/users/{id}) and GraphQL, as the admin screens call it.
 */

const UPDATE = 'mutation($id: Int!, $i: UserUpdateInput!) { updateUser(id: $id, input: $i) { id roles enabled } }';

describe('role rules', () => {
  let t: TestServer;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  const put = (who: string, id: number, body: object) =>
    t.http.put(`/api/users/${id}`).set('authorization', `Bearer ${tokens[who]}`).send(body);
  const me = (token: string) => t.http.get('/api/me').set('authorization', `Bearer ${token}`);

  beforeAll(async () => {
    t = await startTestServer();
    for (const who of ['superadmin', 'admin', 'manager', 'user', 'user2']) {
      tokens[who] = await t.login(`${who}@example.com`);
      ids[who] = (await me(tokens[who])).body.id;
    }
  });
  afterAll(() => t.close());

  it('lets only a super admin grant or remove ROLE_ADMIN and ROLE_SUPER_ADMIN', async () => {
    for (const role of ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN']) {
      const res = await put('admin', ids.user2, { roles: [role] });
      expect({ role, status: res.status }).toEqual({ role, status: 403 });
    }
    expect((await put('admin', ids.user2, { roles: ['ROLE_MANAGER'] })).status).toBe(200); // a role the admin holds
    expect((await put('admin', ids.user2, { roles: [] })).status).toBe(200);
    const granted = await put('superadmin', ids.user2, { roles: ['ROLE_ADMIN'] });
    expect(granted.status).toBe(200);
    expect(granted.body.roles).toEqual(['ROLE_ADMIN']);
    // An admin may no longer touch user2, now an admin; the super admin takes the role back.
    expect((await put('admin', ids.user2, { roles: [] })).status).toBe(403);
    expect((await put('superadmin', ids.user2, { roles: [] })).body.roles).toEqual([]);
    // Nothing an admin is refused reaches the database.
    expect((await put('admin', ids.superadmin, { enabled: false })).status).toBe(403);
    expect((await me(tokens.superadmin)).status).toBe(200);
  });

  it('refuses anyone editing their own roles or disabling themself', async () => {
    const own = await put('superadmin', ids.superadmin, { roles: ['ROLE_SUPER_ADMIN', 'ROLE_VIP'] });
    expect(own.status).toBe(403);
    expect(own.body['hydra:description']).toBe('You cannot change your own roles.');
    const gql = await t.gql(UPDATE, { id: ids.superadmin, i: { enabled: false } }, tokens.superadmin);
    expect(gql.errors?.[0]).toMatchObject({ message: 'You cannot disable your own account.', extensions: { code: 'FORBIDDEN' } });
    // The same roles again are no change; a name is.
    expect((await put('superadmin', ids.superadmin, { roles: ['ROLE_SUPER_ADMIN'], displayName: 'Super' })).status).toBe(200);
  });

  it('ends a disabled user’s tokens at the next request, and they stay ended after re-enabling', async () => {
    const before = await t.login('user2@example.com');
    expect((await me(before)).status).toBe(200);
    expect((await put('admin', ids.user2, { enabled: false })).body.enabled).toBe(false);
    const after = await me(before);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ code: 401, message: 'Invalid JWT Token' });
    expect((await t.http.post('/api/login').send({ username: 'user2@example.com', password: 'demo-password' })).status).toBe(401);
    expect((await put('admin', ids.user2, { enabled: true })).body.enabled).toBe(true);
    expect((await me(before)).status).toBe(401);
    expect((await me(await t.login('user2@example.com'))).status).toBe(200);
  });

  it('keeps the last super admin: removing their own account is refused with 409', async () => {
    const res = await t.http
      .post('/api/remove-account')
      .set('authorization', `Bearer ${tokens.superadmin}`)
      .send({ password: 'demo-password' });
    expect(res.status).toBe(409);
    expect(res.body['hydra:description']).toBe('The last super admin cannot be removed.');
    expect((await me(tokens.superadmin)).status).toBe(200);
  });

  it('lets two super admins demote each other at the same time only once: one super admin remains', async () => {
    const created = await t.http
      .post('/api/users')
      .set('authorization', `Bearer ${tokens.superadmin}`)
      .send({ email: 'second.super@example.com', password: 'demo-password', roles: ['ROLE_SUPER_ADMIN'] });
    expect(created.status).toBe(201);
    const second = await t.login('second.super@example.com');
    const [a, b] = await Promise.all([
      put('superadmin', created.body.id, { roles: [] }),
      t.http.put(`/api/users/${ids.superadmin}`).set('authorization', `Bearer ${second}`).send({ roles: [] }),
    ]);
    // The loser is refused by the lock (422 on roles, both requests past authentication) or, when it started after the
    // winner committed, by its own lost role (403).
    const statuses = [a.status, b.status].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 422]).toContain(statuses[1]);
    const supers = await t.http.get('/api/users?role=ROLE_SUPER_ADMIN&enabled=1').set('authorization', `Bearer ${tokens.admin}`);
    expect(supers.body['hydra:totalItems']).toBe(1);
  });

  it('refuses to disable or demote the last super admin when another super admin is disabled', async () => {
    // Whoever is still super admin disables the other account; the remaining one stays the last.
    const supers = await t.http.get('/api/users?role=ROLE_SUPER_ADMIN&enabled=1').set('authorization', `Bearer ${tokens.admin}`);
    const last = supers.body['hydra:member'][0];
    expect(last.login).toMatch(/super/);
    const lastToken = await t.login(last.login);
    const res = await t.http.post(`/api/remove-account/${last.id}`).set('authorization', `Bearer ${lastToken}`).send({});
    expect(res.status).toBe(409);
  });
});
