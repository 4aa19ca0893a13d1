import { startTestServer, type TestServer } from '../../../test/harness';

/*
 * Role × list / read / write for every resource, through REST — and therefore through the GraphQL
 * operations REST runs, the one authorization path. docs/product.md#roles: support and above are staff; marketing and
 * posts are for managers and above (support staff do not see them); gates only for super admins; transaction
 * creation and user administration for admins; users see only their own rows (another's → 404).
 */

type Who = 'anonymous' | 'user' | 'user2' | 'vip' | 'support' | 'manager' | 'admin' | 'superadmin';
const ROLES: Who[] = ['anonymous', 'user', 'vip', 'support', 'manager', 'admin', 'superadmin'];
const rank: Record<Who, number> = { anonymous: -1, user: 0, user2: 0, vip: 1, support: 2, manager: 3, admin: 4, superadmin: 5 };

/** Status for a role that needs `min` rank: 401 anonymous, 403 below, `ok` at or above. */
const need = (min: Who, ok: number) => (who: Who) => (who === 'anonymous' && min !== 'anonymous' ? 401 : rank[who] >= rank[min] ? ok : 403);

interface Row {
  path: string;
  list: (who: Who) => number;
  read: (who: Who) => number;
  /** A body that is valid for the create route (unique per role), or null when the resource has none. */
  create: ((who: Who) => Record<string, unknown>) | null;
  write: (who: Who) => number;
}

const stamp = Date.now().toString(36);
const matrix: Row[] = [
  {
    path: 'projects',
    list: need('user', 200),
    read: (who) => (who === 'anonymous' ? 401 : who === 'user' || rank[who] >= rank.support ? 200 : 404), // the read target is user@'s project
    create: (who) => ({ title: `Matrix ${who}`, url: `https://${who}.matrix.example.com` }),
    write: need('user', 201),
  },
  {
    path: 'users',
    list: need('support', 200),
    read: (who) => (who === 'anonymous' ? 401 : who === 'user' || rank[who] >= rank.support ? 200 : 404), // target: user@ themself
    create: (who) => ({ email: `matrix-${who}-${stamp}@example.com`, password: 'long-enough-password' }),
    write: need('admin', 201),
  },
  {
    path: 'orders',
    list: need('user', 200),
    read: (who) => (who === 'anonymous' ? 401 : who === 'user' || rank[who] >= rank.support ? 200 : 404),
    // Any signed-in user checks out (the body names a sellable package, set below).
    create: () => ({ paymentProvider: 'card' }),
    write: need('user', 201),
  },
  {
    path: 'transactions',
    list: need('user', 200),
    read: (who) => (who === 'anonymous' ? 401 : who === 'user' || rank[who] >= rank.support ? 200 : 404),
    create: () => ({ ownerId: 0, packageId: 0, quantity: 1, comment: 'matrix' }), // ids filled in below
    write: need('admin', 201),
  },
  {
    path: 'balances',
    list: need('user', 200),
    read: (who) => (who === 'anonymous' ? 401 : who === 'user' || rank[who] >= rank.support ? 200 : 404),
    create: null,
    write: () => 404,
  },
  {
    path: 'packages',
    list: () => 200,
    read: () => 200,
    create: (who) => ({ name: `Matrix ${who}`, code: `matrix-${who}-${stamp}`, size: 1000, priceMinor: 500 }),
    write: need('manager', 201),
  },
  {
    path: 'gates',
    list: need('superadmin', 200),
    read: need('superadmin', 200),
    create: (who) => ({ name: `Matrix ${who}`, host: `${who}-${stamp}.matrix.example.com` }),
    write: need('superadmin', 201),
  },
  ...(['promotions', 'email_campaigns', 'posts', 'reciprocal_links'] as const).map((path): Row => ({
    path,
    list: need('manager', 200),
    read: need('manager', 200),
    create: (who) =>
      ({
        promotions: {
          name: `Matrix ${who}`,
          code: `MATRIX-${who}-${stamp}`,
          creditsMultiplier: 1.5,
          startAt: '2030-01-01T00:00:00Z',
          endAt: '2030-02-01T00:00:00Z',
        },
        email_campaigns: { name: `Matrix ${who}`, code: `matrix-${who}-${stamp}` },
        posts: { title: `Matrix post ${who} ${stamp}` },
        reciprocal_links: { url: `https://${who}.links.example.com/` },
      })[path],
    write: need('manager', 201),
  })),
  {
    path: 'email_campaign_histories',
    list: need('manager', 200),
    read: need('manager', 200),
    create: null,
    write: () => 404,
  },
];

describe('role matrix (REST → GraphQL)', () => {
  let t: TestServer;
  const tokens: Partial<Record<Who, string>> = {};
  /** One row per resource that user@ owns (or that exists, for staff resources), found as super admin. */
  const targets: Record<string, number> = {};

  const call = (method: 'get' | 'post', url: string, who: Who, body?: object) => {
    let req = method === 'get' ? t.http.get(url) : t.http.post(url).send(body ?? {});
    if (tokens[who]) req = req.set('authorization', `Bearer ${tokens[who]}`);
    return req;
  };

  beforeAll(async () => {
    t = await startTestServer();
    for (const who of ROLES) if (who !== 'anonymous') tokens[who] = await t.login(`${who}@example.com`);
    const user = await t.login('user@example.com');
    for (const row of matrix) {
      const owned = ['projects', 'orders', 'transactions', 'balances'].includes(row.path);
      const res = owned
        ? await t.http.get(`/api/${row.path}`).set('authorization', `Bearer ${user}`)
        : await call('get', `/api/${row.path}`, 'superadmin');
      expect({ path: row.path, status: res.status }).toEqual({ path: row.path, status: 200 });
      targets[row.path] = res.body['hydra:member'][0].id;
    }
    targets.users = (await t.http.get('/api/me').set('authorization', `Bearer ${user}`)).body.id;
  });
  afterAll(() => t.close());

  for (const row of matrix) {
    describe(`/api/${row.path}`, () => {
      it.each(ROLES)('list as %s', async (who) => {
        const res = await call('get', `/api/${row.path}`, who);
        expect(res.status).toBe(row.list(who));
      });

      it.each(ROLES)('read as %s', async (who) => {
        const res = await call('get', `/api/${row.path}/${targets[row.path]}`, who);
        expect(res.status).toBe(row.read(who));
        if (res.status === 200) expect(res.body['@id']).toBe(`/api/${row.path}/${targets[row.path]}`);
      });

      it.each(ROLES)('create as %s', async (who) => {
        let body = row.create?.(who);
        if (row.path === 'transactions')
          body = {
            ...body,
            ownerId: targets.users,
            packageId: (await call('get', '/api/packages', 'superadmin')).body['hydra:member'][0].id,
          };
        if (row.path === 'orders') {
          const sellable = (
            (await call('get', '/api/packages?limit=50', 'anonymous')).body['hydra:member'] as { id: number; free: boolean }[]
          ).find((p) => !p.free);
          body = { ...body, package: `/api/packages/${sellable!.id}` };
        }
        const res = await call('post', `/api/${row.path}`, who, body);
        expect(res.status).toBe(row.write(who));
        if (res.status === 201) expect(res.headers.location).toMatch(new RegExp(`^/api/${row.path}/\\d+$`));
      });
    });
  }

  it('scopes lists: a plain user sees only their own rows, staff see everyone’s', async () => {
    for (const path of ['projects', 'orders', 'transactions']) {
      const mine = await call('get', `/api/${path}?limit=50`, 'user');
      const all = await call('get', `/api/${path}?limit=50`, 'support');
      const ownerIds = new Set(mine.body['hydra:member'].map((m: { ownerId: number }) => m.ownerId));
      expect({ path, owners: [...ownerIds] }).toEqual({ path, owners: [targets.users] });
      expect(all.body['hydra:totalItems']).toBeGreaterThan(mine.body['hydra:totalItems']);
    }
  });

  it('answers 404 to user2 for each of user’s rows, through GraphQL too', async () => {
    const user2 = await t.login('user2@example.com');
    for (const path of ['projects', 'orders', 'transactions', 'users']) {
      const res = await t.http.get(`/api/${path}/${targets[path]}`).set('authorization', `Bearer ${user2}`);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
    const gql = await t.gql(`{ order(id: ${targets.orders}) { id } }`, {}, user2);
    expect(gql.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
