/*
 * The traffic settings form's values and their conversions: the read → the form, the form → the save's input, and a
 * server violation's property path → the form field it belongs to. Numbers stay text in the form (an empty box is not
 * 0) and become integers on submit. Settings the project's tier does not unlock are sent in their standard form
 * (no states, cities or keywords, the even pace instead of business hours), as the partner runs them.
 */
import type { TrafficSettingsFieldsFragment, TrafficSettingsInput } from '@/graphql/generated/graphql';

export const SEARCH_ENGINES = [
  { value: 'google', label: 'Google' },
  { value: 'bing', label: 'Bing' },
  { value: 'yahoo', label: 'Yahoo' },
  { value: 'duckduckgo', label: 'DuckDuckGo' },
  { value: 'yandex', label: 'Yandex' },
  { value: 'baidu', label: 'Baidu' },
] as const;

export const SOCIAL_NETWORKS = [
  { value: 'facebook', label: 'Facebook' },
  { value: 'x', label: 'X' },
  { value: 'instagram', label: 'Instagram' },
  { value: 'linkedin', label: 'LinkedIn' },
  { value: 'pinterest', label: 'Pinterest' },
  { value: 'reddit', label: 'Reddit' },
  { value: 'youtube', label: 'YouTube' },
  { value: 'tiktok', label: 'TikTok' },
] as const;

export const LIMITS = { countries: 50, states: 50, cities: 50, keywords: 20, referrers: 10, pages: 10 } as const;

/** The settings a professional package adds, by the names `trafficTiers` and `beyondTier` use. */
export const PROFESSIONAL_SETTINGS = ['geo.states', 'geo.cities', 'sources.keywords', 'pace.businessHours'] as const;
export type ProfessionalSetting = (typeof PROFESSIONAL_SETTINGS)[number];

export const SETTING_LABELS: Record<string, string> = {
  'geo.states': 'states',
  'geo.cities': 'cities',
  'sources.keywords': 'search keywords',
  'pace.businessHours': 'the business-hours pace',
};

export const SECTION_LABELS: Record<string, string> = {
  geo: 'Geo',
  sources: 'Sources',
  devices: 'Devices',
  behaviour: 'Behaviour',
  pace: 'Pace',
};

export type Narrowing = 'country' | 'states' | 'cities';

export interface CountryValues {
  code: string;
  name: string;
  /** Percent, with the "shares" split. */
  share: string;
  narrow: Narrowing;
  states: { code: string; name: string }[];
  cities: { id: number; name: string }[];
}

export interface TrafficSettingsValues {
  geo: { worldwide: boolean; split: 'even' | 'shares'; countries: CountryValues[] };
  sources: {
    direct: string;
    organic: string;
    social: string;
    referral: string;
    /** '' = none chosen. */
    searchEngine: string;
    keywords: string[];
    socialNetworks: string[];
    referrers: { url: string }[];
  };
  devices: { desktop: string; mobile: string; tablet: string };
  behaviour: {
    bounceRate: string;
    minDurationSeconds: string;
    maxDurationSeconds: string;
    pagesPerVisit: string;
    pages: { url: string; weight: string }[];
  };
  pace: {
    curve: 'even' | 'businessHours' | 'rampUp';
    timeZone: string;
    rampUpDays: string;
    utm: { source: string; medium: string; campaign: string; term: string; content: string };
  };
}

export type TrafficSettings = TrafficSettingsFieldsFragment;

/** Which professional settings the project's tier leaves locked. */
export type TierLocks = Record<ProfessionalSetting, boolean>;

export interface TierInfo {
  tier: string;
  unlocks: readonly string[];
}

/**
 * The settings the tier does not unlock, by `trafficTiers`; until that has answered, everything professional is
 * locked below the professional tier.
 */
export function tierLocks(tier: string, tiers: readonly TierInfo[] | undefined): TierLocks {
  const unlocks = tiers?.find((t) => t.tier === tier)?.unlocks;
  const locked = (setting: ProfessionalSetting) => (unlocks ? !unlocks.includes(setting) : tier !== 'professional');
  return Object.fromEntries(PROFESSIONAL_SETTINGS.map((s) => [s, locked(s)])) as TierLocks;
}

/** "Professional": the first tier that unlocks the setting. */
export function tierNeeded(setting: ProfessionalSetting, tiers: readonly TierInfo[] | undefined): string {
  const tier = tiers?.find((t) => t.unlocks.includes(setting))?.tier ?? 'professional';
  return tier.charAt(0).toUpperCase() + tier.slice(1);
}

/** "states, cities and search keywords". */
export function listWords(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function settingsValues(s: TrafficSettings): TrafficSettingsValues {
  const utm = s.pace.utm;
  return {
    geo: {
      worldwide: s.geo.worldwide,
      split: s.geo.split === 'shares' ? 'shares' : 'even',
      countries: s.geo.countries.map((c) => ({
        code: c.code,
        name: c.name,
        share: text(c.share),
        narrow: c.states.length ? 'states' : c.cities.length ? 'cities' : 'country',
        states: c.stateDetails.map(({ code, name }) => ({ code, name })),
        cities: c.cityDetails.map(({ id, name }) => ({ id, name })),
      })),
    },
    sources: {
      direct: text(s.sources.direct),
      organic: text(s.sources.organic),
      social: text(s.sources.social),
      referral: text(s.sources.referral),
      searchEngine: s.sources.searchEngine ?? '',
      keywords: [...s.sources.keywords],
      socialNetworks: [...s.sources.socialNetworks],
      referrers: s.sources.referrers.map((url) => ({ url })),
    },
    devices: { desktop: text(s.devices.desktop), mobile: text(s.devices.mobile), tablet: text(s.devices.tablet) },
    behaviour: {
      bounceRate: text(s.behaviour.bounceRate),
      minDurationSeconds: text(s.behaviour.minDurationSeconds),
      maxDurationSeconds: text(s.behaviour.maxDurationSeconds),
      pagesPerVisit: text(s.behaviour.pagesPerVisit),
      pages: s.behaviour.pages.map((p) => ({ url: p.url, weight: text(p.weight) })),
    },
    pace: {
      curve: s.pace.curve === 'businessHours' || s.pace.curve === 'rampUp' ? s.pace.curve : 'even',
      timeZone: s.pace.timeZone ?? '',
      rampUpDays: text(s.pace.rampUpDays),
      utm: {
        source: utm?.source ?? '',
        medium: utm?.medium ?? '',
        campaign: utm?.campaign ?? '',
        term: utm?.term ?? '',
        content: utm?.content ?? '',
      },
    },
  };
}

/** A whole number typed in a box; the form has checked it is one. */
export function toInt(value: string): number {
  return Number(value.trim());
}

/** The whole-number rule of the form's number boxes (the server judges the ranges). */
export function wholeNumber(value: unknown): true | string {
  return /^\s*-?\d+\s*$/.test(String(value ?? '')) || 'Enter a whole number.';
}

/** The sum of percent boxes, a box that is not a whole number counting as 0. */
export function percentTotal(values: readonly (string | undefined)[]): number {
  return values.reduce((sum, v) => sum + (wholeNumber(v) === true ? toInt(String(v)) : 0), 0);
}

/**
 * The save's input: every section, each field only where it applies (search engine and keywords with an organic
 * share, networks with a social one, referrers with a referral one, a time zone with business hours, ramp-up days
 * with the ramp-up pace), and the locked settings in their standard form.
 */
export function settingsInput(v: TrafficSettingsValues, locks: TierLocks): TrafficSettingsInput {
  const organic = toInt(v.sources.organic);
  const social = toInt(v.sources.social);
  const referral = toInt(v.sources.referral);
  const curve = v.pace.curve === 'businessHours' && locks['pace.businessHours'] ? 'even' : v.pace.curve;
  const blankToNull = (s: string) => (s.trim() ? s.trim() : null);
  const utm = {
    source: blankToNull(v.pace.utm.source),
    medium: blankToNull(v.pace.utm.medium),
    campaign: blankToNull(v.pace.utm.campaign),
    term: blankToNull(v.pace.utm.term),
    content: blankToNull(v.pace.utm.content),
  };
  return {
    geo: v.geo.worldwide
      ? { split: 'even', countries: [] }
      : {
          split: v.geo.split,
          countries: v.geo.countries.map((c) => ({
            code: c.code,
            share: v.geo.split === 'shares' ? toInt(c.share) : null,
            states: c.narrow === 'states' && !locks['geo.states'] ? c.states.map((s) => s.code) : [],
            cities: c.narrow === 'cities' && !locks['geo.cities'] ? c.cities.map((city) => city.id) : [],
          })),
        },
    sources: {
      direct: toInt(v.sources.direct),
      organic,
      social,
      referral,
      searchEngine: organic > 0 && v.sources.searchEngine ? v.sources.searchEngine : null,
      keywords: organic > 0 && !locks['sources.keywords'] ? v.sources.keywords.map((k) => k.trim()) : [],
      socialNetworks: social > 0 ? [...v.sources.socialNetworks] : [],
      referrers: referral > 0 ? v.sources.referrers.map((r) => r.url.trim()) : [],
    },
    devices: { desktop: toInt(v.devices.desktop), mobile: toInt(v.devices.mobile), tablet: toInt(v.devices.tablet) },
    behaviour: {
      bounceRate: toInt(v.behaviour.bounceRate),
      minDurationSeconds: toInt(v.behaviour.minDurationSeconds),
      maxDurationSeconds: toInt(v.behaviour.maxDurationSeconds),
      pagesPerVisit: toInt(v.behaviour.pagesPerVisit),
      pages: v.behaviour.pages.map((p) => ({ url: p.url.trim(), weight: toInt(p.weight) })),
    },
    pace: {
      curve,
      timeZone: curve === 'businessHours' ? blankToNull(v.pace.timeZone) : null,
      rampUpDays: curve === 'rampUp' ? toInt(v.pace.rampUpDays) : null,
      utm: Object.values(utm).some((u) => u !== null) ? utm : null,
    },
  };
}

/** Violations on a whole split or list: shown beside it, under these names among the form's root errors. */
const LIST_MESSAGES: Record<string, string> = {
  'geo.countries': 'root.countries',
  sources: 'root.sources',
  'sources.referrers': 'root.referrers',
  devices: 'root.devices',
  'behaviour.pages': 'root.pages',
};

const FIELDS = [
  /^geo\.split$/,
  /^geo\.countries\.\d+\.(code|share|narrow|states|cities)$/,
  /^sources\.(direct|organic|social|referral|searchEngine|keywords|socialNetworks)$/,
  /^sources\.referrers\.\d+\.url$/,
  /^devices\.(desktop|mobile|tablet)$/,
  /^behaviour\.(bounceRate|minDurationSeconds|maxDurationSeconds|pagesPerVisit)$/,
  /^behaviour\.pages\.\d+\.(url|weight)$/,
  /^pace\.(curve|timeZone|rampUpDays)$/,
  /^pace\.utm\.(source|medium|campaign|term|content)$/,
];

/**
 * The form field that shows a violation on the server's property path (`geo.countries[1].code` →
 * `geo.countries.1.code`), or null when the form has no place for it. A country narrowed to both states and cities
 * is told on its narrowing choice; a state, city, keyword or network on the whole list.
 */
export function formPath(propertyPath: string): string | null {
  const path = propertyPath.replace(/\[(\d+)\]/g, '.$1');
  if (LIST_MESSAGES[path]) return LIST_MESSAGES[path];
  const named = path
    .replace(/^(geo\.countries\.\d+)$/, '$1.narrow')
    .replace(/^(geo\.countries\.\d+\.(?:states|cities))\.\d+$/, '$1')
    .replace(/^(sources\.(?:keywords|socialNetworks))\.\d+$/, '$1')
    .replace(/^(sources\.referrers\.\d+)$/, '$1.url');
  return FIELDS.some((f) => f.test(named)) ? named : null;
}
