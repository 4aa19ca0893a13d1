import 'reflect-metadata';
import {
  getNamedType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
} from 'graphql';
import { startTestServer, type TestServer } from '../../test/harness';
import { WHITE_LABEL_GATE_HOST } from '../db/seeders/demo.seeder';
import { API_KEY_SCOPES } from '../modules/auth/api-key.scopes';
import { buildAppSchema } from '../graphql/schema';
import { routeRootField } from '../rest/route-access';
import { routeTable } from '../rest/route-table';

/*
 * The authorization matrix, generated from the GraphQL schema and the REST route table. Every Query and
 * Mutation field has ONE entry below: the least role that passes its access rule. Every operation is then called over
 * real HTTP as every role — guest, user, other user (user2@, for the owner checks), vip, support, manager, admin,
 * super admin — and must be refused (401 / UNAUTHENTICATED for a guest, 403 / FORBIDDEN otherwise) exactly below that
 * role. Queries run for every role; mutations and non-GET routes only for the refused roles (refused before any
 * resolver runs, so nothing is written). A field or route without an entry fails the test. Ids in the calls name no
 * existing row (999999999): an allowed caller gets an answer, a NOT_FOUND or a BAD_USER_INPUT, never a refusal.
 * Owner checks with real rows: user2@ gets NOT_FOUND for user@'s rows.
 * Across gates: every operation and route is called again on the second demo gate's host with each role's token of
 * the first gate and with an API key holding every scope; all are refused as unauthenticated except the super
 * admin's, who acts on every gate (modules/auth/roles.ts sessionAllowedOnGate).
 */

type Who = 'guest' | 'user' | 'other' | 'vip' | 'support' | 'manager' | 'admin' | 'superadmin';
type Min = Exclude<Who, 'other'>;
const WHO: Who[] = ['guest', 'user', 'other', 'vip', 'support', 'manager', 'admin', 'superadmin'];
const RANK: Record<Who, number> = { guest: 0, user: 1, other: 1, vip: 2, support: 3, manager: 4, admin: 5, superadmin: 6 };
const LOGIN: Record<Exclude<Who, 'guest'>, string> = {
  user: 'user@example.com',
  other: 'user2@example.com',
  vip: 'vip@example.com',
  support: 'support@example.com',
  manager: 'manager@example.com',
  admin: 'admin@example.com',
  superadmin: 'superadmin@example.com',
};

/**
 * The least role each operation admits (docs/product.md#roles: support staff, marketing and posts for managers, gates for super admins…).
 */
const EXPECTED: Record<'Query' | 'Mutation', Record<string, Min>> = {
  Query: {
    activePromotions: 'guest',
    activeReciprocalLinks: 'user',
    adminKpis: 'support',
    apiKey: 'user',
    apiKeys: 'user',
    auditEntries: 'admin',
    balance: 'user',
    balances: 'user',
    blogPost: 'guest',
    blogPosts: 'guest',
    cardPaymentForm: 'user',
    country: 'guest',
    currentGate: 'guest',
    emailCampaign: 'manager',
    emailCampaignAudience: 'manager',
    emailCampaignHistories: 'manager',
    emailCampaignHistory: 'manager',
    emailCampaigns: 'manager',
    gate: 'superadmin',
    gates: 'superadmin',
    geoCities: 'guest',
    geoDetails: 'guest',
    geoDictionary: 'guest',
    geoStates: 'guest',
    impersonator: 'user',
    invoiceDownloadAvailable: 'user',
    me: 'user',
    order: 'user',
    orders: 'user',
    package: 'guest',
    packages: 'guest',
    packagesForMainPage: 'guest',
    paymentDiscrepancies: 'admin',
    paymentMethodAllowed: 'guest',
    paymentMethods: 'guest',
    post: 'manager',
    posts: 'manager',
    project: 'user',
    projectCampaignState: 'user',
    projectCampaignStatus: 'user',
    projectDeliveryComparison: 'user',
    projectGaId: 'user',
    projectPages: 'user',
    projectReciprocalStatus: 'user',
    projects: 'user',
    projectStatistics: 'user',
    projectTrackingCode: 'user',
    projectTrafficSettings: 'user',
    projectTrafficSettingsHistory: 'user',
    projectVisitorsCount: 'user',
    promotion: 'manager',
    promotions: 'manager',
    randomReciprocalLink: 'user',
    reciprocalLink: 'manager',
    reciprocalLinks: 'manager',
    trafficSettingsDefaults: 'user',
    trafficTiers: 'guest',
    transaction: 'user',
    transactions: 'user',
    user: 'user',
    users: 'support',
    webhookDeliveries: 'user',
    webhookDelivery: 'user',
    webhookEndpoint: 'user',
    webhookEndpoints: 'user',
    webhookEventTypes: 'user',
  },
  Mutation: {
    activateEmail: 'guest',
    adminCancelOrder: 'manager',
    assignPackage: 'user',
    cancelOrder: 'user',
    checkDemoUrl: 'guest',
    checkout: 'user',
    createApiKey: 'user',
    createEmailCampaign: 'manager',
    createGate: 'superadmin',
    createPackage: 'manager',
    createPost: 'manager',
    createProject: 'user',
    createPromotion: 'manager',
    createReciprocalLink: 'manager',
    createTransaction: 'admin',
    createUser: 'admin',
    deleteReciprocalLink: 'manager',
    demoRegister: 'guest',
    demoRegisterWithProvider: 'guest',
    logCookieConsent: 'guest',
    login: 'guest',
    loginWithProvider: 'guest',
    logout: 'user',
    payOrderWithCard: 'user',
    recordVisitorSession: 'guest',
    refundOrder: 'admin',
    register: 'guest',
    removeAccount: 'user',
    removeAccountById: 'admin',
    requestEmailChange: 'user',
    requestPasswordReset: 'guest',
    resendVerification: 'user',
    resetPassword: 'guest',
    resolvePaymentDiscrepancy: 'admin',
    revokeApiKey: 'user',
    pauseEmailCampaign: 'manager',
    scheduleEmailCampaign: 'manager',
    sendTestEmailCampaign: 'admin',
    unscheduleEmailCampaign: 'manager',
    unsubscribeOneClick: 'guest',
    slugify: 'admin',
    unsubscribe: 'guest',
    updateEmailCampaign: 'manager',
    updateGate: 'superadmin',
    updatePackage: 'manager',
    updatePost: 'manager',
    updateProfile: 'user',
    updateProject: 'user',
    updateProjectTrackingCode: 'user',
    updateProjectTrafficSettings: 'user',
    updatePromotion: 'manager',
    updateReciprocalLink: 'manager',
    updateTransaction: 'admin',
    updateUser: 'admin',
    verifyEmail: 'guest',
    createWebhookEndpoint: 'user',
    deleteWebhookEndpoint: 'user',
    redeliverWebhookDelivery: 'user',
    rotateWebhookEndpointSecret: 'user',
    testWebhookEndpoint: 'user',
    updateWebhookEndpoint: 'user',
  },
};

const schema = buildAppSchema();
const NO_ROW = 999999999;

/** A GraphQL literal of the type that passes coercion (validation rules may still refuse it, after access). */
function literal(type: GraphQLInputType, name: string): string {
  if (isNonNullType(type)) return literal(type.ofType, name);
  if (isListType(type)) return '[]';
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
    return `{ ${fields.map((f) => `${f.name}: ${literal(f.type, f.name)}`).join(', ')} }`;
  }
  if (isEnumType(type)) return type.getValues()[0].name;
  switch (type.name) {
    case 'Int':
      return String(NO_ROW);
    case 'Float':
      return '1';
    case 'Boolean':
      return 'false';
    case 'DateTimeISO':
      return '"2030-01-01T00:00:00Z"';
    case 'JSONObject':
      return '{}';
    default:
      return /email|username/i.test(name) ? '"nobody@example.invalid"' : '"x"';
  }
}

function document(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const args = field.args.filter((a: GraphQLArgument) => isNonNullType(a.type) && a.defaultValue === undefined);
  const argText = args.length ? `(${args.map((a) => `${a.name}: ${literal(a.type, a.name)}`).join(', ')})` : '';
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${kind} { ${field.name}${argText}${selection} }`;
}

const refusedBelow = (min: Min, who: Who) => RANK[who] < RANK[min];
const fields = (kind: 'Query' | 'Mutation') =>
  Object.values((kind === 'Query' ? schema.getQueryType() : schema.getMutationType())!.getFields());

describe('authorization matrix (every operation × every role)', () => {
  let t: TestServer;
  const tokens: Partial<Record<Who, string>> = {};
  /** user@'s key with every scope. */
  let apiKey: string;

  beforeAll(async () => {
    t = await startTestServer({
      LOGIN_RATE_IP_POINTS: '1000',
      REGISTER_RATE_IP_POINTS: '1000',
      DEMO_RATE_IP_POINTS: '1000',
      ACCOUNT_RATE_IP_POINTS: '1000',
      ACCOUNT_RATE_EMAIL_POINTS: '1000',
    });
    for (const who of WHO) if (who !== 'guest') tokens[who] = await t.login(LOGIN[who]);
    const key = await t.gql<{ createApiKey: { secret: string } }>(
      'mutation($input: ApiKeyCreateInput!) { createApiKey(input: $input) { secret } }',
      { input: { name: 'every scope', scopes: [...API_KEY_SCOPES] } },
      tokens.user,
    );
    apiKey = key.data!.createApiKey.secret;
  });
  afterAll(() => t.close());

  it('has one entry for every Query and Mutation field, and none for a field that is gone', () => {
    for (const kind of ['Query', 'Mutation'] as const) {
      const names = fields(kind)
        .map((f) => f.name)
        .sort();
      expect({ kind, missing: names.filter((n) => !(n in EXPECTED[kind])) }).toEqual({ kind, missing: [] });
      expect({ kind, stale: Object.keys(EXPECTED[kind]).filter((n) => !names.includes(n)) }).toEqual({ kind, stale: [] });
    }
  });

  it('has an entry for the operation of every REST route', () => {
    const missing = routeTable.map(routeRootField).filter((f) => !(f.name in EXPECTED[f.type === 'query' ? 'Query' : 'Mutation']));
    expect(missing).toEqual([]);
  });

  async function expectAccess(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, who: Who, min: Min) {
    const res = await t.gql(document(kind, field), {}, tokens[who]);
    const code =
      res.errors?.find((e) => ['UNAUTHENTICATED', 'FORBIDDEN'].includes(String(e.extensions?.code)))?.extensions?.code ?? 'passed';
    const want = refusedBelow(min, who) ? (who === 'guest' ? 'UNAUTHENTICATED' : 'FORBIDDEN') : 'passed';
    expect({ op: field.name, who, code }).toEqual({ op: field.name, who, code: want });
  }

  it.each(fields('Query').map((f) => [f.name, f] as const))('query %s', async (_name, field) => {
    for (const who of WHO) await expectAccess('query', field, who, EXPECTED.Query[field.name]);
  });

  it.each(fields('Mutation').map((f) => [f.name, f] as const))('mutation %s is refused below its role', async (_name, field) => {
    const min = EXPECTED.Mutation[field.name];
    for (const who of WHO.filter((w) => refusedBelow(min, w))) await expectAccess('mutation', field, who, min);
  });

  it.each(routeTable.map((r) => [`${r.method.toUpperCase()} /api${r.path}`, r] as const))('REST %s', async (_label, route) => {
    const root = routeRootField(route);
    const min = EXPECTED[root.type === 'query' ? 'Query' : 'Mutation'][root.name];
    const url = `/api${route.path.replace(/:id\b/g, String(NO_ROW)).replace(':provider', 'google')}`;
    for (const who of WHO) {
      const refused = refusedBelow(min, who);
      if (!refused && route.method !== 'get') continue; // a write by an allowed caller would write
      let req = route.method === 'get' ? t.http.get(url) : t.http[route.method](url).send({});
      if (tokens[who]) req = req.set('authorization', `Bearer ${tokens[who]}`);
      const status = (await req).status;
      const seen = status === 401 ? 401 : status === 403 ? 403 : 'passed';
      expect({ url, who, seen }).toEqual({ url, who, seen: refused ? (who === 'guest' ? 401 : 403) : 'passed' });
    }
  });

  it('answers another user NOT_FOUND for each of user@’s rows (owner checks)', async () => {
    const first = async (path: string) =>
      (await t.http.get(`/api/${path}`).set('authorization', `Bearer ${tokens.user}`)).body['hydra:member'][0].id as number;
    const ids = { project: await first('projects'), order: await first('orders'), transaction: await first('transactions') };
    const me = (await t.http.get('/api/me').set('authorization', `Bearer ${tokens.user}`)).body.id as number;
    const reads = [
      `{ project(id: ${ids.project}) { id } }`,
      `{ projectGaId(id: ${ids.project}) }`,
      `{ projectVisitorsCount(id: ${ids.project}) { visitorsCount } }`,
      `{ order(id: ${ids.order}) { id } }`,
      `{ transaction(id: ${ids.transaction}) { id } }`,
      `{ user(id: ${me}) { id } }`,
    ];
    for (const query of reads) {
      const mine = await t.gql(query, {}, tokens.user);
      expect({ query, errors: mine.errors }).toEqual({ query, errors: undefined });
      const other = await t.gql(query, {}, tokens.other);
      expect({ query, code: other.errors?.[0].extensions?.code }).toEqual({ query, code: 'NOT_FOUND' });
    }
    const write = await t.gql(`mutation { updateProject(id: ${ids.project}, input: { title: "Taken" }) { id } }`, {}, tokens.other);
    expect(write.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  describe('on another gate', () => {
    const boost = { host: WHITE_LABEL_GATE_HOST };
    /** Who carries a credential of the first gate: every signed-in role, and an API key. */
    const CROSS = [...WHO.filter((w) => w !== 'guest'), 'apiKey'] as const;
    const credential = (who: (typeof CROSS)[number]) => (who === 'apiKey' ? apiKey : tokens[who]!);

    async function expectCrossGate(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, who: (typeof CROSS)[number]) {
      const res = await t.gql(document(kind, field), {}, credential(who), boost);
      const code =
        res.errors?.find((e) => ['UNAUTHENTICATED', 'FORBIDDEN'].includes(String(e.extensions?.code)))?.extensions?.code ?? 'passed';
      expect({ op: field.name, who, code }).toEqual({ op: field.name, who, code: who === 'superadmin' ? 'passed' : 'UNAUTHENTICATED' });
    }

    it.each(fields('Query').map((f) => [f.name, f] as const))('query %s', async (_name, field) => {
      for (const who of CROSS) await expectCrossGate('query', field, who);
    });

    // The super admin would pass and write: mutations run only for the credentials that are refused.
    it.each(fields('Mutation').map((f) => [f.name, f] as const))('mutation %s', async (_name, field) => {
      for (const who of CROSS.filter((w) => w !== 'superadmin')) await expectCrossGate('mutation', field, who);
    });

    it.each(routeTable.map((r) => [`${r.method.toUpperCase()} /api${r.path}`, r] as const))('REST %s', async (_label, route) => {
      const url = `/api${route.path.replace(/:id\b/g, String(NO_ROW)).replace(':provider', 'google')}`;
      for (const who of CROSS) {
        if (who === 'superadmin' && route.method !== 'get') continue;
        const req = route.method === 'get' ? t.http.get(url) : t.http[route.method](url).send({});
        const status = (await req.set(boost).set('authorization', `Bearer ${credential(who)}`)).status;
        const seen = status === 401 ? 401 : status === 403 ? 403 : 'passed';
        expect({ url, who, seen }).toEqual({ url, who, seen: who === 'superadmin' ? 'passed' : 401 });
      }
    });
  });
});
