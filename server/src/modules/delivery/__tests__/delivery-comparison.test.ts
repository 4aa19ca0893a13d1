import { startTestServer, type TestServer } from '../../../../test/harness';
import { createProject, postReports, SECRET, visit } from './reports';

// Delivered versus ordered on hand-made reports whose answer is known (docs/targeting.md "Delivered versus ordered").
const SAVE = 'mutation($p: Int!, $i: TrafficSettingsInput!) { updateProjectTrafficSettings(projectId: $p, input: $i) { version } }';
const COMPARE = `query($p: Int!) { projectDeliveryComparison(projectId: $p, from: "2026-10-01", to: "2026-10-03") {
  visits matchedShare
  segments { version visits matchedShare maxGap countries { key ordered delivered gap } sources { key ordered delivered gap } devices { key ordered delivered gap } }
} }`;

interface Segment {
  version: number;
  visits: number;
  matchedShare: number | null;
  maxGap: number | null;
  countries: unknown[];
  sources: { key: string }[];
  devices: unknown[];
}

describe('delivered versus ordered', () => {
  let t: TestServer;
  let user: string;

  beforeAll(async () => {
    t = await startTestServer({ DELIVERY_WEBHOOK_SECRET: SECRET });
    user = await t.login('user@example.com');
  });
  afterAll(() => t.close());

  it('judges each visit against the version it was delivered under and sets each version beside its order', async () => {
    const projectId = await createProject(t, user, 'Judged');
    const order = {
      geo: {
        split: 'shares',
        countries: [
          { code: 'US', share: 50 },
          { code: 'CA', share: 50 },
        ],
      },
      devices: { desktop: 100, mobile: 0, tablet: 0 },
    };
    expect((await t.gql(SAVE, { p: projectId, i: order }, user)).errors).toBeUndefined();
    const v1 = (over: Parameters<typeof visit>[1]) => ({ ...visit(projectId, over), source: 'direct', settingsVersion: 1 });
    // 6 that match; 2 from a country not ordered; 2 on a device not ordered.
    const batch = [
      ...Array.from({ length: 6 }, () => v1({ country: 'US', device: 'desktop' })),
      ...Array.from({ length: 2 }, () => v1({ country: 'FR', device: 'desktop' })),
      ...Array.from({ length: 2 }, () => v1({ country: 'US', device: 'mobile' })),
    ];
    expect((await postReports(t, batch)).status).toBe(200);

    // Version 2 orders worldwide traffic; its visits (named by the report) form a part of their own.
    expect((await t.gql(SAVE, { p: projectId, i: { devices: { desktop: 50, mobile: 50, tablet: 0 } } }, user)).errors).toBeUndefined();
    const v2 = [
      { ...visit(projectId, { country: 'JP', device: 'mobile' }), settingsVersion: 2 },
      { ...visit(projectId, { country: 'JP', device: 'tablet' }), settingsVersion: 2 },
    ];
    expect((await postReports(t, v2)).status).toBe(200);

    const res = await t.gql<{ projectDeliveryComparison: { visits: number; matchedShare: number; segments: Segment[] } }>(
      COMPARE,
      { p: projectId },
      user,
    );
    expect(res.errors).toBeUndefined();
    const { visits, matchedShare, segments } = res.data!.projectDeliveryComparison;
    expect(visits).toBe(12);
    // 6 of version 1 and 1 of version 2 (the tablet visit is on a device version 2 gives no share).
    expect(matchedShare).toBe(58.3);
    expect(segments.map((s) => [s.version, s.visits, s.matchedShare])).toEqual([
      [1, 10, 60],
      [2, 2, 50],
    ]);
    expect(segments[0].countries).toEqual([
      { key: 'US', ordered: 50, delivered: 80, gap: 30 },
      { key: 'CA', ordered: 50, delivered: 0, gap: 50 },
      { key: 'FR', ordered: 0, delivered: 20, gap: 20 },
    ]);
    expect(segments[0].devices).toEqual([
      { key: 'desktop', ordered: 100, delivered: 80, gap: 20 },
      { key: 'mobile', ordered: 0, delivered: 20, gap: 20 },
      { key: 'tablet', ordered: 0, delivered: 0, gap: 0 },
    ]);
    expect(segments[0].sources[0]).toEqual({ key: 'direct', ordered: 100, delivered: 100, gap: 0 });
    expect(segments[0].maxGap).toBe(50);
    // Worldwide: countries are shown but not judged; visits without a source count as unknown, not judged either.
    expect(segments[1].countries).toEqual([{ key: 'JP', ordered: null, delivered: 100, gap: null }]);
    expect(segments[1].sources.find((s) => s.key === 'unknown')).toEqual({ key: 'unknown', ordered: null, delivered: 100, gap: null });
    expect(segments[1].sources.find((s) => s.key === 'direct')).toEqual({ key: 'direct', ordered: 100, delivered: 0, gap: null });
    // Version 2's largest gap is on devices: 50 % tablet delivered where none was ordered.
    expect(segments[1].maxGap).toBe(50);

    const other = await t.login('user2@example.com');
    expect((await t.gql(COMPARE, { p: projectId }, other)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
