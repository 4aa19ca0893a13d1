import { citiesOf, statesOf } from '../../geo/regions';
import {
  type SettingsContext,
  changedSections,
  checkSettings,
  defaultSettings,
  effectiveSettings,
  normalizeSettings,
  registrableDomain,
  settingsBeyondTier,
  summarizeSettings,
  type TrafficSettingsDoc,
} from '../traffic-settings';

// The rules of a settings document, each answered on its field (docs/targeting.md).
const site = 'https://shop.example.co.uk/landing';
const standard: SettingsContext = { projectUrl: site, tier: 'standard' };
const professional: SettingsContext = { projectUrl: site, tier: 'professional' };

function withChanges(change: (doc: TrafficSettingsDoc) => void): TrafficSettingsDoc {
  const doc = defaultSettings();
  change(doc);
  return doc;
}

function paths(doc: TrafficSettingsDoc, context: SettingsContext = standard): string[] {
  return checkSettings(doc, context).map((v) => v.propertyPath);
}

describe('traffic settings rules', () => {
  it('accepts the defaults on any package: worldwide, direct, the usual devices, an even pace', () => {
    expect(checkSettings(defaultSettings(), standard)).toEqual([]);
    expect(summarizeSettings(defaultSettings(), { size: 20000, durationDays: 30 })).toBe(
      '20,000 visitors over 30 days, about 667 a day; from anywhere in the world; 100 % direct; 40 % desktop, 55 % mobile, 5 % tablet.',
    );
  });

  it('takes countries with shares that add up to 100, and refuses unknown codes, duplicates and other sums', () => {
    const ok = withChanges((d) => {
      d.geo = {
        split: 'shares',
        countries: [
          { code: 'US', share: 60, states: [], cities: [] },
          { code: 'CA', share: 40, states: [], cities: [] },
        ],
      };
    });
    expect(checkSettings(ok, standard)).toEqual([]);
    expect(summarizeSettings(ok, { size: 20000, durationDays: 30 })).toContain('60 % from United States, 40 % from Canada');

    const bad = withChanges((d) => {
      d.geo = {
        split: 'shares',
        countries: [
          { code: 'XX', share: 50, states: [], cities: [] },
          { code: 'CA', share: 30, states: [], cities: [] },
          { code: 'CA', share: 5, states: [], cities: [] },
        ],
      };
    });
    const violations = checkSettings(bad, standard);
    expect(violations).toEqual(
      expect.arrayContaining([
        { propertyPath: 'geo.countries[0].code', message: 'Unknown country code.' },
        { propertyPath: 'geo.countries[2].code', message: 'This country is listed twice.' },
        { propertyPath: 'geo.countries', message: 'The shares must add up to 100 (they add up to 85).' },
      ]),
    );
    expect(paths(withChanges((d) => (d.geo = { split: 'even', countries: [{ code: 'DE', share: 10, states: [], cities: [] }] })))).toEqual([
      'geo.countries[0].share',
    ]);
    expect(
      paths(withChanges((d) => (d.geo = { split: 'shares', countries: [{ code: 'DE', share: null, states: [], cities: [] }] }))),
    ).toEqual(['geo.countries[0].share']);
  });

  it('narrows a country to states or cities of the dictionary on a professional package only', () => {
    const [california] = statesOf('US').filter((s) => s.name === 'California');
    const [newYork] = citiesOf('US', 'New York', 1);
    expect(california.code).toBe('CA');
    expect(newYork.name).toBe('New York City');
    const states = withChanges((d) => (d.geo.countries = [{ code: 'US', share: null, states: ['CA'], cities: [] }]));
    const cities = withChanges((d) => (d.geo.countries = [{ code: 'US', share: null, states: [], cities: [newYork.id] }]));
    expect(checkSettings(states, professional)).toEqual([]);
    expect(checkSettings(cities, professional)).toEqual([]);
    expect(checkSettings(states, standard)).toEqual([
      { propertyPath: 'geo.countries[0].states', message: 'This setting needs a Professional package.' },
    ]);
    expect(paths(cities)).toEqual(['geo.countries[0].cities']);

    const wrong = withChanges(
      (d) =>
        (d.geo.countries = [
          { code: 'US', share: null, states: ['ZZ'], cities: [] },
          { code: 'CA', share: null, states: [], cities: [newYork.id] },
          { code: 'FR', share: null, states: [statesOf('FR')[0].code], cities: [citiesOf('FR')[0].id] },
        ]),
    );
    expect(checkSettings(wrong, professional)).toEqual([
      { propertyPath: 'geo.countries[0].states[0]', message: 'Unknown state of United States.' },
      { propertyPath: 'geo.countries[1].cities[0]', message: 'Unknown city of Canada.' },
      { propertyPath: 'geo.countries[2]', message: 'Narrow a country to states or to cities, not both.' },
    ]);
  });

  it('splits sources to 100 with what each share needs: an engine, networks, referring URLs', () => {
    const ok = withChanges((d) => {
      d.sources = {
        direct: 40,
        organic: 30,
        social: 20,
        referral: 10,
        searchEngine: 'google',
        keywords: ['blue shoes'],
        socialNetworks: ['reddit'],
        referrers: ['https://news.example.org/a'],
      };
    });
    expect(checkSettings(ok, professional)).toEqual([]);
    expect(paths(ok)).toEqual(['sources.keywords']);

    const bad = withChanges((d) => {
      d.sources = {
        direct: 50,
        organic: 20,
        social: 20,
        referral: 20,
        searchEngine: null,
        keywords: Array.from({ length: 21 }, (_, i) => `k${i}`),
        socialNetworks: [],
        referrers: ['not a url'],
      };
    });
    expect(checkSettings(bad, professional)).toEqual(
      expect.arrayContaining([
        { propertyPath: 'sources', message: 'The shares must add up to 100 (they add up to 110).' },
        { propertyPath: 'sources.searchEngine', message: 'Choose the search engine of the organic share.' },
        { propertyPath: 'sources.keywords', message: 'At most 20 keywords.' },
        { propertyPath: 'sources.socialNetworks', message: 'Choose at least one network for the social share.' },
        { propertyPath: 'sources.referrers[0]', message: 'This value is not a valid URL.' },
      ]),
    );
    const tooManyReferrers = withChanges((d) => {
      d.sources = { ...d.sources, direct: 0, referral: 100, referrers: Array.from({ length: 11 }, (_, i) => `https://r${i}.example.org/`) };
    });
    expect(paths(tooManyReferrers)).toEqual(['sources.referrers']);
  });

  it('splits devices to 100', () => {
    expect(
      checkSettings(
        withChanges((d) => (d.devices = { desktop: 50, mobile: 50, tablet: 5 })),
        standard,
      ),
    ).toEqual([{ propertyPath: 'devices', message: 'The shares must add up to 100 (they add up to 105).' }]);
  });

  it("keeps further pages on the project's registrable domain and the visit times in order", () => {
    expect(registrableDomain('https://shop.example.co.uk/x')).toBe('example.co.uk');
    const ok = withChanges((d) => {
      d.behaviour.pages = [
        { url: 'https://example.co.uk/pricing', weight: 3 },
        { url: 'https://blog.example.co.uk/post', weight: 1 },
      ];
    });
    expect(checkSettings(ok, standard)).toEqual([]);
    const bad = withChanges((d) => {
      d.behaviour = {
        bounceRate: 101,
        minDurationSeconds: 200,
        maxDurationSeconds: 100,
        pagesPerVisit: 0,
        pages: [
          { url: 'https://other.co.uk/', weight: 1 },
          { url: 'https://example.co.uk/a', weight: 0 },
        ],
      };
    });
    expect(checkSettings(bad, standard)).toEqual([
      { propertyPath: 'behaviour.bounceRate', message: 'This value should be between 0 and 100.' },
      { propertyPath: 'behaviour.maxDurationSeconds', message: 'The longest visit cannot be shorter than the shortest.' },
      { propertyPath: 'behaviour.pagesPerVisit', message: 'This value should be between 1 and 20.' },
      { propertyPath: 'behaviour.pages[0].url', message: "The page must be on the project's site (example.co.uk)." },
      { propertyPath: 'behaviour.pages[1].weight', message: 'This value should be between 1 and 100.' },
    ]);
  });

  it('paces by business hours in a real time zone (professional) or ramps up over 1 to 30 days', () => {
    const hours = withChanges((d) => (d.pace = { curve: 'businessHours', timeZone: 'Europe/Berlin', rampUpDays: null, utm: null }));
    expect(checkSettings(hours, professional)).toEqual([]);
    expect(paths(hours)).toEqual(['pace.curve']);
    expect(
      paths(
        withChanges((d) => (d.pace = { curve: 'businessHours', timeZone: 'Mars/Olympus', rampUpDays: null, utm: null })),
        professional,
      ),
    ).toEqual(['pace.timeZone']);
    expect(paths(withChanges((d) => (d.pace = { curve: 'rampUp', timeZone: null, rampUpDays: 31, utm: null })))).toEqual([
      'pace.rampUpDays',
    ]);
    expect(paths(withChanges((d) => (d.pace = { curve: 'even', timeZone: 'UTC', rampUpDays: 3, utm: null })))).toEqual([
      'pace.timeZone',
      'pace.rampUpDays',
    ]);
  });

  it('trims what was typed and drops an all-blank UTM set', () => {
    const doc = normalizeSettings(
      withChanges((d) => {
        d.geo.countries = [{ code: ' us ', share: null, states: [], cities: [] }];
        d.pace.utm = { source: '  ', medium: null, campaign: '', term: null, content: null };
      }),
    );
    expect(doc.geo.countries[0].code).toBe('US');
    expect(doc.pace.utm).toBeNull();
  });

  it('runs professional settings in their standard form under a standard package, and says which', () => {
    const doc = withChanges((d) => {
      d.geo.countries = [{ code: 'US', share: null, states: ['CA'], cities: [] }];
      d.sources = { ...d.sources, direct: 50, organic: 50, searchEngine: 'bing', keywords: ['shoes'] };
      d.pace = { curve: 'businessHours', timeZone: 'America/New_York', rampUpDays: null, utm: null };
    });
    expect(settingsBeyondTier(doc, 'standard')).toEqual(['geo.states', 'sources.keywords', 'pace.businessHours']);
    expect(settingsBeyondTier(doc, 'professional')).toEqual([]);
    const run = effectiveSettings(doc, 'standard');
    expect(run.geo.countries[0].states).toEqual([]);
    expect(run.sources.keywords).toEqual([]);
    expect(run.pace).toEqual({ curve: 'even', timeZone: null, rampUpDays: null, utm: null });
    expect(checkSettings(run, standard)).toEqual([]);
  });

  it('names the sections that changed between versions', () => {
    const next = withChanges((d) => (d.devices = { desktop: 100, mobile: 0, tablet: 0 }));
    expect(changedSections(null, defaultSettings())).toEqual([]);
    expect(changedSections(defaultSettings(), next)).toEqual(['devices']);
  });
});
