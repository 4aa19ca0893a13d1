import { startTestServer, type TestServer } from '../../../../test/harness';

// docs/product.md#states "Switch user" and docs/product.md#roles "Only admins may switch to another user".
describe('_switch_user', () => {
  let t: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestServer();
    for (const who of ['superadmin', 'admin', 'manager', 'support', 'user']) tokens[who] = await t.login(`${who}@example.com`);
  });
  afterAll(() => t.close());

  it('lets an admin act as a user through the query parameter; me shows the effective user', async () => {
    const res = await t.http.get('/api/me?_switch_user=user@example.com').set('authorization', `Bearer ${tokens.admin}`);
    expect(res.status).toBe(200);
    expect(res.body.login).toBe('user@example.com');
    const projects = await t.http.get('/api/projects?_switch_user=user@example.com').set('authorization', `Bearer ${tokens.admin}`);
    expect(projects.body['hydra:totalItems']).toBe(3); // only the user's own projects, not the admin's view of all
  });

  it('accepts the X-Switch-User header on GraphQL and reports the real admin as impersonator', async () => {
    const res = await t.gql('{ me { login } impersonator { login } }', {}, tokens.admin, { 'x-switch-user': ' USER2@example.com ' });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ me: { login: 'user2@example.com' }, impersonator: { login: 'admin@example.com' } });
  });

  it.each(['manager', 'support', 'user'])('refuses %s with 403', async (who) => {
    const res = await t.http.get('/api/me?_switch_user=user2@example.com').set('authorization', `Bearer ${tokens[who]}`);
    expect(res.status).toBe(403);
    expect(res.body['@type']).toBe('hydra:Error');
  });

  it('refuses an anonymous request with 403', async () => {
    const res = await t.http.get('/api/me?_switch_user=user@example.com');
    expect(res.status).toBe(403);
  });

  it('does not let an admin become a super admin, but a super admin may switch to an admin', async () => {
    const up = await t.http.get('/api/me?_switch_user=superadmin@example.com').set('authorization', `Bearer ${tokens.admin}`);
    expect(up.status).toBe(403);
    const down = await t.http.get('/api/me?_switch_user=admin@example.com').set('authorization', `Bearer ${tokens.superadmin}`);
    expect(down.status).toBe(200);
    expect(down.body.login).toBe('admin@example.com');
  });

  it('answers 404 for an unknown user to switch to', async () => {
    const res = await t.http.get('/api/me?_switch_user=ghost@example.com').set('authorization', `Bearer ${tokens.admin}`);
    expect(res.status).toBe(404);
  });
});
