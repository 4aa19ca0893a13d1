/**
 * @jest-environment node
 */
/* The traffic settings form's conversions: read → values → input, tier locks, and violation paths → fields. */
import { trafficOptionsReply, trafficSettings } from '@/testing/traffic-settings';
import {
  formPath,
  percentTotal,
  settingsInput,
  settingsValues,
  tierLocks,
  tierNeeded,
  type TrafficSettings,
} from '../traffic-settings-values';

const tiers = trafficOptionsReply().data.trafficTiers;
const unlocked = tierLocks('professional', tiers);

describe('formPath', () => {
  it.each([
    ['sources', 'root.sources'],
    ['devices', 'root.devices'],
    ['geo.countries', 'root.countries'],
    ['sources.referrers', 'root.referrers'],
    ['behaviour.pages', 'root.pages'],
    ['geo.split', 'geo.split'],
    ['geo.countries[1].code', 'geo.countries.1.code'],
    ['geo.countries[0].share', 'geo.countries.0.share'],
    ['geo.countries[2]', 'geo.countries.2.narrow'],
    ['geo.countries[0].states[3]', 'geo.countries.0.states'],
    ['geo.countries[0].cities', 'geo.countries.0.cities'],
    ['sources.keywords[4]', 'sources.keywords'],
    ['sources.socialNetworks[0]', 'sources.socialNetworks'],
    ['sources.referrers[1]', 'sources.referrers.1.url'],
    ['behaviour.pages[0].url', 'behaviour.pages.0.url'],
    ['behaviour.pages[0].weight', 'behaviour.pages.0.weight'],
    ['pace.timeZone', 'pace.timeZone'],
    ['pace.utm.campaign', 'pace.utm.campaign'],
  ])('%s → %s', (path, field) => {
    expect(formPath(path)).toBe(field);
  });

  it('has no field for a path the form does not show', () => {
    expect(formPath('project')).toBeNull();
    expect(formPath('pace.utm.other')).toBeNull();
  });
});

describe('tiers', () => {
  it('locks what the tier does not unlock, by trafficTiers, and names the tier that does', () => {
    expect(tierLocks('standard', tiers)).toEqual({
      'geo.states': true,
      'geo.cities': true,
      'sources.keywords': true,
      'pace.businessHours': true,
    });
    expect(Object.values(unlocked).some(Boolean)).toBe(false);
    expect(tierNeeded('geo.cities', tiers)).toBe('Professional');
  });

  it('locks the professional settings below the professional tier until trafficTiers has answered', () => {
    expect(tierLocks('standard', undefined)['geo.states']).toBe(true);
    expect(tierLocks('professional', undefined)['geo.states']).toBe(false);
  });
});

describe('settingsInput', () => {
  const settings = trafficSettings() as unknown as TrafficSettings;

  it('sends back what was read, unchanged', () => {
    expect(settingsInput(settingsValues(settings), unlocked)).toEqual({
      geo: {
        split: 'shares',
        countries: [
          { code: 'US', share: 60, states: ['CA'], cities: [] },
          { code: 'CA', share: 40, states: [], cities: [] },
        ],
      },
      sources: {
        direct: 70,
        organic: 20,
        social: 10,
        referral: 0,
        searchEngine: 'google',
        keywords: ['running shoes'],
        socialNetworks: ['reddit'],
        referrers: [],
      },
      devices: { desktop: 30, mobile: 60, tablet: 10 },
      behaviour: {
        bounceRate: 40,
        minDurationSeconds: 30,
        maxDurationSeconds: 180,
        pagesPerVisit: 3,
        pages: [{ url: 'https://shop.example.com/pricing', weight: 2 }],
      },
      pace: { curve: 'even', timeZone: null, rampUpDays: null, utm: null },
    });
  });

  it('sends only what applies: no countries worldwide, no shares evenly, nothing of a share that is 0', () => {
    const values = settingsValues(settings);
    values.geo.worldwide = true;
    values.sources = { ...values.sources, direct: '100', organic: '0', social: '0' };
    values.pace = { ...values.pace, curve: 'rampUp', rampUpDays: '7', timeZone: 'Europe/Berlin' };
    const input = settingsInput(values, unlocked);
    expect(input.geo).toEqual({ split: 'even', countries: [] });
    expect(input.sources).toMatchObject({ searchEngine: null, keywords: [], socialNetworks: [], referrers: [] });
    expect(input.pace).toEqual({ curve: 'rampUp', timeZone: null, rampUpDays: 7, utm: null });

    values.geo.worldwide = false;
    values.geo.split = 'even';
    expect(settingsInput(values, unlocked).geo?.countries.map((c) => c.share)).toEqual([null, null]);
  });

  it('sends the standard form of what the tier leaves locked', () => {
    const values = settingsValues(settings);
    values.pace = { ...values.pace, curve: 'businessHours', timeZone: 'Europe/Berlin' };
    const input = settingsInput(values, tierLocks('standard', tiers));
    expect(input.geo?.countries[0]).toEqual({ code: 'US', share: 60, states: [], cities: [] });
    expect(input.sources?.keywords).toEqual([]);
    expect(input.pace).toMatchObject({ curve: 'even', timeZone: null });
  });
});

describe('percentTotal', () => {
  it('adds the whole numbers, counting a box that is not one as 0', () => {
    expect(percentTotal(['60', '20', '', 'x', undefined, ' 10 '])).toBe(90);
  });
});
