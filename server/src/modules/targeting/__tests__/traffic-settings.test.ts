import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestServer, type TestServer } from '../../../../test/harness';
import { citiesOf } from '../../geo/regions';
import type { Package } from '../../packages/package.entity';
import { createProject, credit, newAccount, packageByCode, sql } from '../../projects/__tests__/helpers';
import { JOBS } from '../../../jobs/job-map';

// A project's traffic settings through both APIs: versions, rules, tiers, who may read and change them, and the
// campaign the delivery partner (a local fake that records what it receives) gets after a save.

const READ = `query($p: Int!) { projectTrafficSettings(projectId: $p) {
  version tier summary visitorsPerDay beyondTier
  geo { split worldwide countries { code name share states cities stateDetails { name } cityDetails { name } } }
  sources { direct organic social referral searchEngine keywords socialNetworks referrers }
  devices { desktop mobile tablet }
  pace { curve timeZone rampUpDays }
} }`;
const SAVE = `mutation($p: Int!, $i: TrafficSettingsInput!) { updateProjectTrafficSettings(projectId: $p, input: $i) { version summary } }`;
const HISTORY = `query($p: Int!) { projectTrafficSettingsHistory(projectId: $p) {
  version sections changedBy { byStaff email actingAdminEmail } settings { devices { desktop } }
} }`;
const ASSIGN = 'mutation($p: Int!, $k: Int!) { assignPackage(projectId: $p, packageId: $k) { id } }';

const ORDER = {
  geo: {
    split: 'shares',
    countries: [
      { code: 'US', share: 60 },
      { code: 'CA', share: 40 },
    ],
  },
  sources: { direct: 70, organic: 0, social: 30, referral: 0, socialNetworks: ['reddit', 'x'] },
  devices: { desktop: 30, mobile: 60, tablet: 10 },
};

interface Received {
  method: string;
  url: string;
  body: Record<string, unknown> | undefined;
}

describe('traffic settings', () => {
  let t: TestServer;
  let partner: http.Server;
  const received: Received[] = [];
  const tokens: Record<string, string> = {};
  let standardPkg: Package;
  let professionalPkg: Package;

  beforeAll(async () => {
    partner = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        received.push({ method: req.method!, url: req.url!, body: raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined });
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'cmp', status: 'active' }));
      });
    });
    await new Promise<void>((r) => partner.listen(0, '127.0.0.1', r));
    t = await startTestServer({ DELIVERY_API_URL: `http://127.0.0.1:${(partner.address() as AddressInfo).port}` });
    for (const who of ['admin', 'support', 'user2']) tokens[who] = await t.login(`${who}@example.com`);
    standardPkg = await packageByCode(t, 'website-traffic-50k');
    professionalPkg = await packageByCode(t, 'professional-traffic-50k');
    // The start sent the demo data's running campaigns, which the partner had never confirmed: done before the tests look.
    await t.server.services.jobs.drain([JOBS.deliverySync]);
  });
  afterAll(async () => {
    await t.close();
    partner.closeAllConnections();
    await new Promise((r) => partner.close(r));
  });

  async function ownerWithProject(pkg?: Package) {
    const owner = await newAccount(t);
    const projectId = await createProject(t, owner.token, { url: 'https://www.shop.example.com/' });
    if (pkg) {
      await credit(t, owner.id, pkg, 1);
      expect((await t.gql(ASSIGN, { p: projectId, k: pkg.id }, owner.token)).errors).toBeUndefined();
      await t.server.services.jobs.drain([JOBS.deliverySync]);
    }
    return { owner, projectId };
  }

  it('runs on the defaults until first saved, and each save is a new version in the history', async () => {
    const { owner, projectId } = await ownerWithProject(standardPkg);
    const before = await t.gql<{ projectTrafficSettings: Record<string, unknown> }>(READ, { p: projectId }, owner.token);
    expect(before.data!.projectTrafficSettings).toMatchObject({
      version: 0,
      tier: 'standard',
      geo: { worldwide: true, countries: [] },
      sources: { direct: 100 },
      visitorsPerDay: Math.round(50_000 / standardPkg.durationDays),
    });

    const saved = await t.gql<{ updateProjectTrafficSettings: { version: number; summary: string } }>(
      SAVE,
      { p: projectId, i: ORDER },
      owner.token,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateProjectTrafficSettings.version).toBe(1);
    expect(saved.data!.updateProjectTrafficSettings.summary).toContain(
      '60 % from United States, 40 % from Canada; 70 % direct, 30 % social',
    );
    const second = await t.gql(SAVE, { p: projectId, i: { ...ORDER, devices: { desktop: 100, mobile: 0, tablet: 0 } } }, owner.token);
    expect(second.errors).toBeUndefined();

    const history = await t.gql<{ projectTrafficSettingsHistory: Record<string, unknown>[] }>(HISTORY, { p: projectId }, owner.token);
    expect(history.data!.projectTrafficSettingsHistory).toEqual([
      {
        version: 2,
        sections: ['devices'],
        changedBy: { byStaff: false, email: owner.email, actingAdminEmail: null },
        settings: { devices: { desktop: 100 } },
      },
      {
        version: 1,
        sections: ['geo', 'sources', 'devices'],
        changedBy: { byStaff: false, email: owner.email, actingAdminEmail: null },
        settings: { devices: { desktop: 30 } },
      },
    ]);
  });

  it('refuses a document that breaks a rule with a violation on each field, on both APIs, and writes nothing', async () => {
    const { owner, projectId } = await ownerWithProject();
    const bad = {
      geo: { split: 'shares', countries: [{ code: 'ZZ', share: 50 }] },
      devices: { desktop: 50, mobile: 10, tablet: 10 },
      behaviour: {
        bounceRate: 40,
        minDurationSeconds: 30,
        maxDurationSeconds: 60,
        pagesPerVisit: 2,
        pages: [{ url: 'https://elsewhere.org/', weight: 1 }],
      },
    };
    const res = await t.gql(SAVE, { p: projectId, i: bad }, owner.token);
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const violations = (res.errors?.[0].extensions?.violations as { propertyPath: string }[]).map((v) => v.propertyPath);
    expect(violations).toEqual(['geo.countries[0].code', 'geo.countries', 'devices', 'behaviour.pages[0].url']);

    const rest = await t.http.put(`/api/projects/${projectId}/traffic_settings`).set('authorization', `Bearer ${owner.token}`).send(bad);
    expect(rest.status).toBe(422);
    expect(rest.body['@type']).toBe('ConstraintViolationList');
    expect(rest.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(violations);
    expect(await sql(t, 'select id from project_traffic_settings where project_id = ?', [projectId])).toEqual([]);
  });

  it('takes the first version with the project it creates, checked for a project without a package, or creates nothing', async () => {
    const owner = await newAccount(t);
    const CREATE = 'mutation($i: ProjectCreateInput!, $s: TrafficSettingsInput) { createProject(input: $i, trafficSettings: $s) { id } }';
    const created = await t.gql<{ createProject: { id: number } }>(
      CREATE,
      { i: { title: 'Ordered', url: 'https://www.shop.example.com/' }, s: ORDER },
      owner.token,
    );
    expect(created.errors).toBeUndefined();
    const projectId = created.data!.createProject.id;
    const read = await t.gql<{ projectTrafficSettings: { version: number; tier: string; devices: unknown; summary: string } }>(
      READ,
      { p: projectId },
      owner.token,
    );
    expect(read.data!.projectTrafficSettings).toMatchObject({
      version: 1,
      tier: 'standard',
      devices: { desktop: 30, mobile: 60, tablet: 10 },
    });
    expect(read.data!.projectTrafficSettings.summary).toContain('60 % from United States, 40 % from Canada');
    const history = await t.gql<{ projectTrafficSettingsHistory: { version: number; changedBy: { byStaff: boolean } }[] }>(
      HISTORY,
      { p: projectId },
      owner.token,
    );
    expect(history.data!.projectTrafficSettingsHistory.map((v) => [v.version, v.changedBy.byStaff])).toEqual([[1, false]]);

    // Keywords need a professional package, which a new project does not have; shares must add up: nothing is created.
    const before = await sql(t, 'select id from projects where owner_id = ?', [owner.id]);
    const refused = await t.gql(
      CREATE,
      {
        i: { title: 'Refused', url: 'https://www.shop.example.com/' },
        s: { ...ORDER, sources: { direct: 50, organic: 40, social: 0, referral: 0, searchEngine: 'google', keywords: ['shoes'] } },
      },
      owner.token,
    );
    expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((refused.errors?.[0].extensions?.violations as { propertyPath: string }[]).map((v) => v.propertyPath)).toEqual([
      'trafficSettings.sources',
      'trafficSettings.sources.keywords',
    ]);
    expect(await sql(t, 'select id from projects where owner_id = ?', [owner.id])).toEqual(before);
  });

  it('unlocks states, cities, keywords and business hours with a professional package only, and says so on the field', async () => {
    const [newYork] = citiesOf('US', 'New York', 1);
    const fine = {
      geo: {
        split: 'even',
        countries: [
          { code: 'US', states: ['CA', 'TX'] },
          { code: 'CA', cities: [] },
        ],
      },
      sources: { direct: 50, organic: 50, social: 0, referral: 0, searchEngine: 'google', keywords: ['running shoes'] },
      pace: { curve: 'businessHours', timeZone: 'America/Chicago' },
    };
    const standard = await ownerWithProject(standardPkg);
    const refused = await t.gql(SAVE, { p: standard.projectId, i: fine }, standard.owner.token);
    expect(refused.errors?.[0].extensions?.violations).toEqual([
      { propertyPath: 'geo.countries[0].states', message: 'This setting needs a Professional package.' },
      { propertyPath: 'sources.keywords', message: 'This setting needs a Professional package.' },
      { propertyPath: 'pace.curve', message: 'This setting needs a Professional package.' },
    ]);

    const pro = await ownerWithProject(professionalPkg);
    expect((await t.gql(SAVE, { p: pro.projectId, i: fine }, pro.owner.token)).errors).toBeUndefined();
    const cities = { geo: { split: 'even', countries: [{ code: 'US', cities: [newYork.id] }] } };
    expect((await t.gql(SAVE, { p: pro.projectId, i: cities }, pro.owner.token)).errors).toBeUndefined();
    const read = await t.gql<{ projectTrafficSettings: { tier: string; geo: { countries: { cityDetails: { name: string }[] }[] } } }>(
      READ,
      { p: pro.projectId },
      pro.owner.token,
    );
    expect(read.data!.projectTrafficSettings.tier).toBe('professional');
    expect(read.data!.projectTrafficSettings.geo.countries[0].cityDetails).toEqual([{ name: 'New York City' }]);
  });

  it('re-syncs a running campaign exactly once per save, carrying the settings and their version', async () => {
    const { owner, projectId } = await ownerWithProject(standardPkg);
    received.length = 0;
    expect((await t.gql(SAVE, { p: projectId, i: ORDER }, owner.token)).errors).toBeUndefined();
    expect(await t.server.services.jobs.drain([JOBS.deliverySync])).toBe(1);
    expect(await t.server.services.jobs.drain([JOBS.deliverySync])).toBe(0);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'PUT', url: `/campaigns/${projectId}` });
    expect(received[0].body).toMatchObject({
      format: 1,
      url: 'https://www.shop.example.com/',
      visitors: 50_000,
      settingsVersion: 1,
      geo: {
        split: 'shares',
        countries: [
          { code: 'US', share: 60, states: [], cities: [] },
          { code: 'CA', share: 40, states: [], cities: [] },
        ],
      },
      sources: { direct: 70, organic: 0, social: 30, referral: 0, socialNetworks: ['reddit', 'x'] },
      devices: { desktop: 30, mobile: 60, tablet: 10 },
      pace: { curve: 'even', timeZone: null, rampUpDays: null, utm: null },
    });
  });

  it('lets the owner and managers change settings, support read them, and nobody else see them', async () => {
    const { owner, projectId } = await ownerWithProject();
    expect((await t.gql(READ, { p: projectId }, tokens.user2)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(
      (await t.gql(SAVE, { p: projectId, i: { geo: { split: 'bogus', countries: [] } } }, tokens.user2)).errors?.[0].extensions?.code,
    ).toBe('NOT_FOUND');
    expect((await t.gql(READ, { p: projectId }, tokens.support)).errors).toBeUndefined();
    expect((await t.gql(SAVE, { p: projectId, i: ORDER }, tokens.support)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(SAVE, { p: projectId, i: ORDER }, tokens.admin)).errors).toBeUndefined();
    // Switched to the owner, the admin's change carries the real admin.
    const switched = await t.gql(SAVE, { p: projectId, i: { devices: { desktop: 10, mobile: 80, tablet: 10 } } }, tokens.admin, {
      'x-switch-user': owner.email,
    });
    expect(switched.errors).toBeUndefined();

    const asOwner = await t.gql<{ projectTrafficSettingsHistory: { changedBy: unknown }[] }>(HISTORY, { p: projectId }, owner.token);
    expect(asOwner.data!.projectTrafficSettingsHistory.map((v) => v.changedBy)).toEqual([
      { byStaff: true, email: null, actingAdminEmail: null },
      { byStaff: true, email: null, actingAdminEmail: null },
    ]);
    const asSupport = await t.gql<{ projectTrafficSettingsHistory: { changedBy: unknown }[] }>(HISTORY, { p: projectId }, tokens.support);
    expect(asSupport.data!.projectTrafficSettingsHistory.map((v) => v.changedBy)).toEqual([
      { byStaff: true, email: owner.email, actingAdminEmail: 'admin@example.com' },
      { byStaff: true, email: 'admin@example.com', actingAdminEmail: null },
    ]);
    const audit = await sql<{ operation: string }>(
      t,
      "select operation from audit_log where target_type = 'Project' and target_id = ? order by id",
      [projectId],
    );
    expect(audit.map((a) => a.operation)).toEqual(['updateProjectTrafficSettings', 'updateProjectTrafficSettings']);
  });

  it("lets an API key read settings with projects:read and change them with projects:write, on its owner's projects only", async () => {
    const { owner, projectId } = await ownerWithProject();
    const key = async (scopes: string[]) => {
      const res = await t.gql<{ createApiKey: { secret: string } }>(
        'mutation($i: ApiKeyCreateInput!) { createApiKey(input: $i) { secret } }',
        { i: { name: scopes.join(' '), scopes } },
        owner.token,
      );
      return res.data!.createApiKey.secret;
    };
    const reader = await key(['projects:read']);
    const writer = await key(['projects:read', 'projects:write']);
    expect((await t.gql(READ, { p: projectId }, reader)).errors).toBeUndefined();
    const refused = await t.gql(SAVE, { p: projectId, i: ORDER }, reader);
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', scope: 'projects:write' });
    expect((await t.gql(SAVE, { p: projectId, i: ORDER }, writer)).errors).toBeUndefined();
    const rest = await t.http.put(`/api/projects/${projectId}/traffic_settings`).set('authorization', `Bearer ${reader}`).send(ORDER);
    expect(rest.status).toBe(403);
    // Another user's project is not found, whatever the key's scopes.
    const other = await ownerWithProject();
    expect((await t.gql(READ, { p: other.projectId }, writer)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('reads, replaces and lists versions over REST, taking back what it answered', async () => {
    const { owner, projectId } = await ownerWithProject(professionalPkg);
    const auth = { authorization: `Bearer ${owner.token}` };
    expect((await t.http.put(`/api/projects/${projectId}/traffic_settings`).set(auth).send(ORDER)).status).toBe(200);
    const got = await t.http.get(`/api/projects/${projectId}/traffic_settings`).set(auth);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      version: 1,
      geo: { split: 'shares', countries: [{ code: 'US', name: 'United States', share: 60 }, { code: 'CA' }] },
    });
    // The whole answer, names and read-only fields included, is a valid body for the next version.
    const again = await t.http.put(`/api/projects/${projectId}/traffic_settings`).set(auth).send(got.body);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ version: 2, summary: got.body.summary });
    const history = await t.http.get(`/api/projects/${projectId}/traffic_settings/history`).set(auth);
    expect(history.status).toBe(200);
    expect(history.body.versions.map((v: { version: number; sections: string[] }) => [v.version, v.sections])).toEqual([
      [2, []],
      [1, ['geo', 'sources', 'devices']],
    ]);
    expect((await t.http.get(`/api/projects/${projectId}/traffic_settings`).set({ authorization: `Bearer ${tokens.user2}` })).status).toBe(
      404,
    );
  });

  it('answers the geo dictionary of states and cities to choose from, and what each tier unlocks', async () => {
    const res = await t.gql<{
      geoStates: { code: string; name: string }[];
      geoCities: { name: string }[];
      geoDictionary: { countriesWithStates: string[]; countriesWithCities: string[] };
      trafficTiers: { tier: string; unlocks: string[] }[];
    }>(`{
      geoStates(country: "us") { code name }
      geoCities(country: "US", query: "san fran", limit: 1) { name }
      geoDictionary(codes: ["US"]) { countriesWithStates countriesWithCities }
      trafficTiers { tier unlocks }
    }`);
    expect(res.errors).toBeUndefined();
    expect(res.data!.geoStates).toContainEqual({ code: 'CA', name: 'California' });
    expect(res.data!.geoCities).toEqual([{ name: 'San Francisco' }]);
    expect(res.data!.geoDictionary.countriesWithStates).toContain('US');
    expect(res.data!.geoDictionary.countriesWithCities).toContain('FR');
    expect(res.data!.trafficTiers.find((x) => x.tier === 'standard')!.unlocks).not.toContain('geo.states');
    expect(res.data!.trafficTiers.find((x) => x.tier === 'professional')!.unlocks).toContain('geo.states');
  });

  it('answers the defaults a new project starts from to a logged-in user', async () => {
    const res = await t.gql<{ trafficSettingsDefaults: Record<string, unknown> }>(
      `{ trafficSettingsDefaults { version tier beyondTier geo { split worldwide countries { code } } sources { direct organic social referral } devices { desktop mobile tablet } } }`,
      {},
      tokens.user2,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.trafficSettingsDefaults).toEqual({
      version: 0,
      tier: 'standard',
      beyondTier: [],
      geo: { split: 'even', worldwide: true, countries: [] },
      sources: { direct: 100, organic: 0, social: 0, referral: 0 },
      devices: { desktop: 40, mobile: 55, tablet: 5 },
    });
  });
});
