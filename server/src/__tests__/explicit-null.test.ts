import { GraphQLInputObjectType, GraphQLNonNull, getNamedType } from 'graphql';
import { NOT_NULL_MESSAGE } from '../common/validation';
import { buildAppSchema } from '../graphql/schema';
import { startTestServer, type TestServer } from '../../test/harness';

/*
 * An explicit null in an optional field of any mutation input either clears a
 * field that may be empty (its column is nullable) or is refused with the violation "This value should not be
 * null." on that field, never a 500. Every optional field of every mutation input is tried, read from the
 * built schema, so a new input is covered without touching this file.
 */

/** Fields where null means "clear it" (nullable columns); every other optional field refuses null. */
const CLEARABLE = new Set([
  'PostCreateInput.publicatedAt',
  'PostCreateInput.gateId',
  'PostUpdateInput.publicatedAt',
  'PostUpdateInput.gateId',
  'PackageCreateInput.parentId',
  'PackageCreateInput.gateId',
  'PackageUpdateInput.parentId',
  'PackageUpdateInput.gateId',
  'ProjectUpdateInput.reciprocalLinkId',
  'EmailCampaignCreateInput.startAt',
  'EmailCampaignCreateInput.endAt',
  'EmailCampaignCreateInput.gateId',
  'EmailCampaignUpdateInput.startAt',
  'EmailCampaignUpdateInput.endAt',
  'EmailCampaignUpdateInput.gateId',
  'EmailCampaignCreateInput.segmentDays',
  'EmailCampaignCreateInput.periodDays',
  'EmailCampaignUpdateInput.segmentDays',
  'EmailCampaignUpdateInput.periodDays',
  'PromotionCreateInput.utmSource',
  'PromotionCreateInput.utmMedium',
  'PromotionCreateInput.utmCampaign',
  'PromotionCreateInput.gateId',
  'PromotionUpdateInput.utmSource',
  'PromotionUpdateInput.utmMedium',
  'PromotionUpdateInput.utmCampaign',
  'PromotionUpdateInput.gateId',
  'ReciprocalLinkCreateInput.gateId',
  'ReciprocalLinkUpdateInput.gateId',
  'VisitorSessionInput.utmSource',
  'VisitorSessionInput.utmMedium',
  'VisitorSessionInput.utmCampaign',
  'DemoRegisterInput.visitorUuid',
  'DemoRegisterInput.sessionUuid',
  'DemoRegisterInput.utmSource',
  'DemoRegisterInput.utmMedium',
  'DemoRegisterInput.utmCampaign',
  'DemoRegisterInput.country',
  'DemoProviderRegisterInput.visitorUuid',
  'DemoProviderRegisterInput.sessionUuid',
  'DemoProviderRegisterInput.utmSource',
  'DemoProviderRegisterInput.utmMedium',
  'DemoProviderRegisterInput.utmCampaign',
  'DemoProviderRegisterInput.country',
  'ActivateEmailInput.password',
  // No expiry means the key works until it is revoked.
  'ApiKeyCreateInput.expiresAt',
  // An endpoint's description is optional.
  'WebhookEndpointCreateInput.description',
  'WebhookEndpointUpdateInput.description',
  // A traffic-settings section sent as null takes its default, as one left out does.
  'TrafficSettingsInput.geo',
  'TrafficSettingsInput.sources',
  'TrafficSettingsInput.devices',
  'TrafficSettingsInput.behaviour',
  'TrafficSettingsInput.pace',
]);

/** Input types of the auth module, checked only for "no 500". */
const OTHER_AREA = new Set([
  'RegisterInput',
  'LoginInput',
  'RemoveAccountInput',
  'PasswordResetRequestInput',
  'ResetPasswordInput',
  'ActivateEmailInput',
  'SocialLoginInput',
]);

/** A valid value for each required field, so the null under test is what the answer is about. */
const BASE: Record<string, Record<string, unknown>> = {
  ProjectCreateInput: { title: 'Null test', url: 'https://null.example.com' },
  UserCreateInput: { email: 'null-test@example.com', password: 'long-enough-password' },
  TransactionCreateInput: { ownerId: 1, packageId: 1, quantity: 1 },
  GateCreateInput: { name: 'Null test', host: 'null-test.example.com' },
  PackageCreateInput: { name: 'Null test', code: 'null-test', size: 10, priceMinor: 100 },
  PostCreateInput: { title: 'Null test' },
  EmailCampaignCreateInput: { name: 'Null test', code: 'null-test' },
  PromotionCreateInput: {
    name: 'Null test',
    code: 'null-test',
    creditsMultiplier: 2,
    startAt: '2030-01-01T00:00:00.000Z',
    endAt: '2030-02-01T00:00:00.000Z',
  },
  ReciprocalLinkCreateInput: { url: 'https://null.example.com' },
  VisitorSessionInput: { visitorUuid: '3b241101-e2bb-4255-8caf-4136c566a962', sessionUuid: '5f0c1e2d-3b4a-4c5d-8e6f-7a8b9c0d1e2f' },
  DemoRegisterInput: { url: 'https://null.example.com', email: 'null-demo@example.com' },
  DemoProviderRegisterInput: { url: 'https://null.example.com', token: 'not-a-token' },
  RegisterInput: { email: 'null-register@example.com', password: 'long-enough-password' },
  ActivateEmailInput: { token: 'not-a-token' },
  ApiKeyCreateInput: { name: 'Null test', scopes: ['projects:read'] },
  WebhookEndpointCreateInput: { url: 'http://93.184.215.14/null-test', events: ['order.paid'] },
};

interface Case {
  mutation: string;
  type: string;
  field: string;
}

function cases(): Case[] {
  const schema = buildAppSchema();
  const out: Case[] = [];
  for (const m of Object.values(schema.getMutationType()!.getFields())) {
    const input = m.args.find((a) => a.name === 'input');
    const type = input && getNamedType(input.type);
    if (!(type instanceof GraphQLInputObjectType)) continue;
    const required = Object.values(type.getFields()).filter((f) => f.type instanceof GraphQLNonNull && f.defaultValue === undefined);
    for (const f of Object.values(type.getFields())) {
      if (f.type instanceof GraphQLNonNull) continue;
      if (required.length && !BASE[type.name] && !OTHER_AREA.has(type.name))
        throw new Error(`explicit-null.test.ts: add a valid BASE input for ${type.name}`);
      out.push({ mutation: m.name, type: type.name, field: f.name });
    }
  }
  return out;
}

describe('explicit null in optional input fields', () => {
  let t: TestServer;
  let superadmin: string;
  let user: string;

  beforeAll(async () => {
    t = await startTestServer();
    superadmin = await t.login('superadmin@example.com');
    user = await t.login('user@example.com');
  });

  afterAll(async () => {
    await t?.close();
  });

  it.each(cases().map((c) => [`${c.type}.${c.field}`, c] as const))('%s: cleared or refused, never a 500', async (_name, c) => {
    const schema = buildAppSchema();
    const m = schema.getMutationType()!.getFields()[c.mutation];
    const defs = m.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
    const call = m.args.map((a) => `${a.name}: $${a.name}`).join(', ');
    const selection = 'getFields' in getNamedType(m.type) ? ' { __typename }' : '';
    const variables: Record<string, unknown> = { input: { ...BASE[c.type], [c.field]: null } };
    if (m.args.some((a) => a.name === 'id')) variables.id = 1;
    if (m.args.some((a) => a.name === 'provider')) variables.provider = 'google';
    const token = c.mutation === 'updateProfile' ? user : superadmin;
    const res = await t.gql(`mutation Null(${defs}) { result: ${c.mutation}(${call})${selection} }`, variables, token);
    const codes = (res.errors ?? []).map((e) => e.extensions?.code);
    expect(codes).not.toContain('INTERNAL_SERVER_ERROR');
    expect(res.status).toBeLessThan(500);
    const violations = (res.errors ?? []).flatMap(
      (e) => (e.extensions?.violations as { propertyPath: string; message: string }[] | undefined) ?? [],
    );
    const refusedNull = violations.filter((v) => v.propertyPath === c.field && v.message === NOT_NULL_MESSAGE);
    if (OTHER_AREA.has(c.type)) return;
    if (CLEARABLE.has(`${c.type}.${c.field}`)) expect(refusedNull).toEqual([]);
    else expect(refusedNull).toEqual([{ propertyPath: c.field, message: NOT_NULL_MESSAGE }]);
  });

  it('answers the REST calls of the issue with a 422 on the field', async () => {
    const project = await t.http.put('/api/projects/1').set('authorization', `Bearer ${superadmin}`).send({ title: null });
    expect(project.status).toBe(422);
    expect(project.body).toMatchObject({
      '@type': 'ConstraintViolationList',
      violations: [{ propertyPath: 'title', message: NOT_NULL_MESSAGE }],
    });

    const profile = await t.gql('mutation { updateProfile(input: { displayName: null }) { displayName } }', undefined, user);
    expect(profile.errors?.[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      violations: [{ propertyPath: 'displayName', message: NOT_NULL_MESSAGE }],
    });

    const cleared = await t.http.put('/api/packages/1').set('authorization', `Bearer ${superadmin}`).send({ gateId: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.gateId).toBeNull();
  });

  it('writes nothing of a refused update, whatever part of it was valid (lookups before the first change)', async () => {
    const before = await t.http.get('/api/projects/1').set('authorization', `Bearer ${superadmin}`);
    const project = await t.http
      .put('/api/projects/1')
      .set('authorization', `Bearer ${superadmin}`)
      .send({ title: 'Renamed', reciprocalLinkId: 999999 });
    expect(project.status).toBe(422);
    const after = await t.http.get('/api/projects/1').set('authorization', `Bearer ${superadmin}`);
    expect(after.body.title).toBe(before.body.title);

    const pkg = await t.http.put('/api/packages/2').set('authorization', `Bearer ${superadmin}`).send({ name: 'Renamed', gateId: 999999 });
    expect(pkg.status).toBe(422);
    expect((await t.http.get('/api/packages/2').set('authorization', `Bearer ${superadmin}`)).body.name).not.toBe('Renamed');

    const profile = await t.gql(
      'mutation { updateProfile(input: { displayName: "Renamed", currentPassword: "wrong-password", newPassword: "long-enough-password" }) { displayName } }',
      undefined,
      user,
    );
    expect(profile.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const me = await t.http.get('/api/me').set('authorization', `Bearer ${user}`);
    expect(me.body.displayName).not.toBe('Renamed');
  });
});
