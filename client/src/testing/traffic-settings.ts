/* Replies of the fake GraphQL server for a project's traffic settings, shaped like the server's (docs/targeting.md). */
import type { FakeHandler } from './fake-graphql';

const STANDARD = ['geo.countries', 'sources', 'devices', 'behaviour', 'pace.even', 'pace.rampUp', 'pace.utm'];
const PROFESSIONAL = ['geo.states', 'geo.cities', 'sources.keywords', 'pace.businessHours'];

export const TRAFFIC_SUMMARY =
  '10,000 visitors over 30 days, about 333 a day; 60 % from United States, 40 % from Canada; 70 % direct, 20 % organic search (google), 10 % social; 30 % desktop, 60 % mobile, 10 % tablet.';

function country(code: string, name: string, share: number | null, states: [string, string][] = []) {
  return {
    __typename: 'CountryTarget',
    code,
    name,
    share,
    states: states.map(([c]) => c),
    cities: [],
    stateDetails: states.map(([c, n]) => ({ __typename: 'GeoRegion', code: c, name: n })),
    cityDetails: [],
  };
}

/** Version 2 of a professional project: US (California) and Canada by shares, organic with a keyword, a further page. */
export function trafficSettings(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'TrafficSettings',
    version: 2,
    savedAt: '2026-11-20T10:00:00.000Z',
    tier: 'professional',
    beyondTier: [],
    summary: TRAFFIC_SUMMARY,
    visitorsPerDay: 333,
    geo: {
      __typename: 'GeoTargeting',
      split: 'shares',
      worldwide: false,
      countries: [country('US', 'United States', 60, [['CA', 'California']]), country('CA', 'Canada', 40)],
    },
    sources: {
      __typename: 'SourceSplit',
      direct: 70,
      organic: 20,
      social: 10,
      referral: 0,
      searchEngine: 'google',
      keywords: ['running shoes'],
      socialNetworks: ['reddit'],
      referrers: [],
    },
    devices: { __typename: 'DeviceSplit', desktop: 30, mobile: 60, tablet: 10 },
    behaviour: {
      __typename: 'VisitBehaviour',
      bounceRate: 40,
      minDurationSeconds: 30,
      maxDurationSeconds: 180,
      pagesPerVisit: 3,
      pages: [{ __typename: 'PageWeight', url: 'https://shop.example.com/pricing', weight: 2 }],
    },
    pace: { __typename: 'Pace', curve: 'even', timeZone: null, rampUpDays: null, utm: null },
    ...overrides,
  };
}

/** The defaults of a project that never saved its settings (version 0). */
export function defaultTrafficSettings(overrides: Record<string, unknown> = {}) {
  return trafficSettings({
    version: 0,
    savedAt: null,
    summary: 'No package yet; from anywhere in the world; 100 % direct; 40 % desktop, 55 % mobile, 5 % tablet.',
    visitorsPerDay: null,
    geo: { __typename: 'GeoTargeting', split: 'even', worldwide: true, countries: [] },
    sources: {
      __typename: 'SourceSplit',
      direct: 100,
      organic: 0,
      social: 0,
      referral: 0,
      searchEngine: null,
      keywords: [],
      socialNetworks: [],
      referrers: [],
    },
    devices: { __typename: 'DeviceSplit', desktop: 40, mobile: 55, tablet: 5 },
    behaviour: {
      __typename: 'VisitBehaviour',
      bounceRate: 50,
      minDurationSeconds: 30,
      maxDurationSeconds: 120,
      pagesPerVisit: 2,
      pages: [],
    },
    ...overrides,
  });
}

export const trafficOptionsReply = () => ({
  data: {
    trafficTiers: [
      { __typename: 'TrafficTier', tier: 'standard', unlocks: STANDARD, packageFilter: 'professional=0' },
      { __typename: 'TrafficTier', tier: 'professional', unlocks: [...STANDARD, ...PROFESSIONAL], packageFilter: 'professional=1' },
    ],
    geoDictionary: {
      __typename: 'GeoDictionary',
      countries: [
        { __typename: 'DictionaryCountry', code: 'CA', name: 'Canada' },
        { __typename: 'DictionaryCountry', code: 'DE', name: 'Germany' },
        { __typename: 'DictionaryCountry', code: 'US', name: 'United States' },
      ],
      countriesWithStates: ['CA', 'US'],
      countriesWithCities: ['CA', 'DE', 'US'],
    },
  },
});

export function historyVersion(
  version: number,
  sections: string[],
  changedBy: { byStaff: boolean; email?: string | null; actingAdminEmail?: string | null },
) {
  return {
    __typename: 'TrafficSettingsVersion',
    version,
    savedAt: `2026-11-${String(10 + version).padStart(2, '0')}T09:30:00.000Z`,
    sections,
    changedBy: { __typename: 'SettingsAuthor', email: null, actingAdminEmail: null, ...changedBy },
  };
}

export const historyReply = (versions: unknown[]) => ({ data: { projectTrafficSettingsHistory: versions } });

/**
 * The queries a page with the traffic settings asks (a project's page, the create page), answered with these settings
 * and history; the defaults are the server's, on the standard tier of a project without a package.
 */
export function trafficHandlers(settings: unknown = trafficSettings(), versions: unknown[] = []): Record<string, FakeHandler> {
  return {
    ProjectTrafficSettings: () => ({ data: { projectTrafficSettings: settings } }),
    TrafficSettingsDefaults: () => ({ data: { trafficSettingsDefaults: defaultTrafficSettings({ tier: 'standard' }) } }),
    TrafficSettingsOptions: trafficOptionsReply,
    ProjectTrafficSettingsHistory: () => historyReply(versions),
    ProjectOnTarget: () => ({ data: { projectDeliveryComparison: { __typename: 'DeliveryComparison', visits: 0, matchedShare: null } } }),
    GeoStates: ({ variables }) => ({
      data: {
        geoStates:
          variables.country === 'US'
            ? [
                { __typename: 'GeoRegion', code: 'CA', name: 'California' },
                { __typename: 'GeoRegion', code: 'NY', name: 'New York' },
              ]
            : [{ __typename: 'GeoRegion', code: 'ON', name: 'Ontario' }],
      },
    }),
  };
}
