import { isDeepStrictEqual } from 'node:util';
import { getDomain } from 'tldts';
import type { Violation } from '../../common/errors';
import { parseWebUrl } from '../../common/safe-fetch';
import { cityById, countryName, isCountry, stateOf } from '../geo/regions';

/*
 * A project's traffic settings: what the customer orders (docs/targeting.md). One document per version; the rules
 * below are the only place that decides what a document may hold, for every caller (panel, admin, GraphQL, REST).
 * Percent values are whole numbers and every split adds up to exactly 100.
 */

export const SEARCH_ENGINES = ['google', 'bing', 'yahoo', 'duckduckgo', 'yandex', 'baidu'] as const;
export const SOCIAL_NETWORKS = ['facebook', 'x', 'instagram', 'linkedin', 'pinterest', 'reddit', 'youtube', 'tiktok'] as const;
export const PACE_CURVES = ['even', 'businessHours', 'rampUp'] as const;
export const GEO_SPLITS = ['even', 'shares'] as const;

export type SearchEngine = (typeof SEARCH_ENGINES)[number];
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type PaceCurve = (typeof PACE_CURVES)[number];
export type GeoSplit = (typeof GEO_SPLITS)[number];

export const LIMITS = {
  countries: 50,
  statesPerCountry: 50,
  citiesPerCountry: 50,
  keywords: 20,
  keywordLength: 100,
  referrers: 10,
  pages: 10,
  utmLength: 100,
  minDurationSeconds: 5,
  maxDurationSeconds: 3600,
  pagesPerVisit: 20,
  rampUpDays: 30,
} as const;

export interface CountryTarget {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** Percent of the visitors; null with an even split. */
  share: number | null;
  /** State codes of the geo dictionary (a country is narrowed to states or to cities, not both). */
  states: string[];
  /** GeoNames ids of the geo dictionary's cities. */
  cities: number[];
}

export interface Utm {
  source: string | null;
  medium: string | null;
  campaign: string | null;
  term: string | null;
  content: string | null;
}

export interface TrafficSettingsDoc {
  /** No countries: worldwide. */
  geo: { split: GeoSplit; countries: CountryTarget[] };
  sources: {
    direct: number;
    organic: number;
    social: number;
    referral: number;
    searchEngine: SearchEngine | null;
    keywords: string[];
    socialNetworks: SocialNetwork[];
    referrers: string[];
  };
  devices: { desktop: number; mobile: number; tablet: number };
  behaviour: {
    bounceRate: number;
    minDurationSeconds: number;
    maxDurationSeconds: number;
    pagesPerVisit: number;
    /** Further pages of the project's site, visited after the landing page in proportion to their weights. */
    pages: { url: string; weight: number }[];
  };
  pace: { curve: PaceCurve; timeZone: string | null; rampUpDays: number | null; utm: Utm | null };
}

export type SettingsSection = keyof TrafficSettingsDoc;
export const SECTIONS: SettingsSection[] = ['geo', 'sources', 'devices', 'behaviour', 'pace'];

/** A campaign with no choices made: worldwide, direct, the usual device mix of the web, an even pace. */
export function defaultSettings(): TrafficSettingsDoc {
  return {
    geo: { split: 'even', countries: [] },
    sources: { direct: 100, organic: 0, social: 0, referral: 0, searchEngine: null, keywords: [], socialNetworks: [], referrers: [] },
    devices: { desktop: 40, mobile: 55, tablet: 5 },
    behaviour: { bounceRate: 50, minDurationSeconds: 30, maxDurationSeconds: 120, pagesPerVisit: 2, pages: [] },
    pace: { curve: 'even', timeZone: null, rampUpDays: null, utm: null },
  };
}

/*
 * Package tiers. Every package unlocks countries and their shares, the source, device and behaviour settings, the
 * even and ramp-up paces and UTM tags; a `professional` package also unlocks what needs finer data at the partner:
 * states, cities, search keywords and the business-hours pace in a time zone.
 */
export type Tier = 'standard' | 'professional';
/** What every package unlocks; PROFESSIONAL_SETTINGS is what a professional package adds. */
export const STANDARD_SETTINGS = ['geo.countries', 'sources', 'devices', 'behaviour', 'pace.even', 'pace.rampUp', 'pace.utm'] as const;
export const PROFESSIONAL_SETTINGS = ['geo.states', 'geo.cities', 'sources.keywords', 'pace.businessHours'] as const;
export type ProfessionalSetting = (typeof PROFESSIONAL_SETTINGS)[number];

export function tierOf(pkg: { professional: boolean } | null | undefined): Tier {
  return pkg?.professional ? 'professional' : 'standard';
}

const PROFESSIONAL_ONLY = 'This setting needs a Professional package.';

/** Trims text, upper-cases country codes, turns blank UTM values into null and an all-blank UTM set into none. */
export function normalizeSettings(doc: TrafficSettingsDoc): TrafficSettingsDoc {
  const blankToNull = (v: string | null) => (v && v.trim() ? v.trim() : null);
  const utm = doc.pace.utm && {
    source: blankToNull(doc.pace.utm.source),
    medium: blankToNull(doc.pace.utm.medium),
    campaign: blankToNull(doc.pace.utm.campaign),
    term: blankToNull(doc.pace.utm.term),
    content: blankToNull(doc.pace.utm.content),
  };
  return {
    geo: {
      split: doc.geo.split,
      countries: doc.geo.countries.map((c) => ({
        code: c.code.trim().toUpperCase(),
        share: c.share,
        states: c.states.map((s) => s.trim().toUpperCase()),
        cities: c.cities,
      })),
    },
    sources: {
      ...doc.sources,
      keywords: doc.sources.keywords.map((k) => k.trim()),
      referrers: doc.sources.referrers.map((r) => r.trim()),
    },
    devices: { ...doc.devices },
    behaviour: { ...doc.behaviour, pages: doc.behaviour.pages.map((p) => ({ url: p.url.trim(), weight: p.weight })) },
    pace: {
      ...doc.pace,
      timeZone: blankToNull(doc.pace.timeZone),
      utm: utm && Object.values(utm).some((v) => v !== null) ? utm : null,
    },
  };
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function webUrl(text: string): URL | null {
  try {
    return parseWebUrl(text);
  } catch {
    return null;
  }
}

/** The registrable domain (example.co.uk for shop.example.co.uk), by the public suffix list. */
export function registrableDomain(url: string): string | null {
  const parsed = webUrl(url);
  return parsed ? (getDomain(parsed.hostname) ?? parsed.hostname) : null;
}

export interface SettingsContext {
  /** The project's URL: further pages must be on its registrable domain. */
  projectUrl: string;
  tier: Tier;
}

/** Every rule the document breaks, each on its field; none means it may be saved. */
export function checkSettings(doc: TrafficSettingsDoc, { projectUrl, tier }: SettingsContext): Violation[] {
  const out: Violation[] = [];
  const add = (propertyPath: string, message: string) => out.push({ propertyPath, message });
  const percent = (path: string, value: number) => {
    if (!Number.isInteger(value) || value < 0 || value > 100) add(path, 'This value should be between 0 and 100.');
  };
  const sumTo100 = (path: string, values: number[]) => {
    const sum = values.reduce((a, b) => a + b, 0);
    if (sum !== 100) add(path, `The shares must add up to 100 (they add up to ${sum}).`);
  };
  const professional = tier === 'professional';

  // Geo
  const { geo } = doc;
  if (!GEO_SPLITS.includes(geo.split)) add('geo.split', `The value must be one of: ${GEO_SPLITS.join(', ')}.`);
  if (geo.countries.length > LIMITS.countries) add('geo.countries', `At most ${LIMITS.countries} countries.`);
  const seenCountries = new Set<string>();
  geo.countries.forEach((c, i) => {
    const at = `geo.countries[${i}]`;
    if (!isCountry(c.code)) add(`${at}.code`, 'Unknown country code.');
    else if (seenCountries.has(c.code)) add(`${at}.code`, 'This country is listed twice.');
    seenCountries.add(c.code);
    if (geo.split === 'shares') {
      if (c.share === null) add(`${at}.share`, 'Give each country its share, or choose an even split.');
      else if (!Number.isInteger(c.share) || c.share < 1 || c.share > 100) add(`${at}.share`, 'This value should be between 1 and 100.');
    } else if (c.share !== null) add(`${at}.share`, 'An even split takes no shares.');
    if (c.states.length && c.cities.length) add(at, 'Narrow a country to states or to cities, not both.');
    if (c.states.length) {
      if (!professional) add(`${at}.states`, PROFESSIONAL_ONLY);
      if (c.states.length > LIMITS.statesPerCountry) add(`${at}.states`, `At most ${LIMITS.statesPerCountry} states.`);
      if (new Set(c.states).size !== c.states.length) add(`${at}.states`, 'A state is listed twice.');
      c.states.forEach((s, j) => {
        if (isCountry(c.code) && !stateOf(c.code, s)) add(`${at}.states[${j}]`, `Unknown state of ${countryName(c.code)}.`);
      });
    }
    if (c.cities.length) {
      if (!professional) add(`${at}.cities`, PROFESSIONAL_ONLY);
      if (c.cities.length > LIMITS.citiesPerCountry) add(`${at}.cities`, `At most ${LIMITS.citiesPerCountry} cities.`);
      if (new Set(c.cities).size !== c.cities.length) add(`${at}.cities`, 'A city is listed twice.');
      c.cities.forEach((id, j) => {
        if (isCountry(c.code) && cityById(id)?.country !== c.code) add(`${at}.cities[${j}]`, `Unknown city of ${countryName(c.code)}.`);
      });
    }
  });
  if (geo.split === 'shares' && geo.countries.length && geo.countries.every((c) => c.share !== null)) {
    sumTo100(
      'geo.countries',
      geo.countries.map((c) => c.share ?? 0),
    );
  }
  if (geo.split === 'shares' && !geo.countries.length) add('geo.split', 'Shares need at least one country.');

  // Sources
  const s = doc.sources;
  const parts = ['direct', 'organic', 'social', 'referral'] as const;
  for (const p of parts) percent(`sources.${p}`, s[p]);
  sumTo100(
    'sources',
    parts.map((p) => s[p]),
  );
  if (s.searchEngine !== null && !SEARCH_ENGINES.includes(s.searchEngine)) {
    add('sources.searchEngine', `The value must be one of: ${SEARCH_ENGINES.join(', ')}.`);
  }
  if (s.organic > 0 && s.searchEngine === null) add('sources.searchEngine', 'Choose the search engine of the organic share.');
  if (s.keywords.length) {
    if (!professional) add('sources.keywords', PROFESSIONAL_ONLY);
    if (s.organic === 0) add('sources.keywords', 'Keywords need an organic share.');
    if (s.keywords.length > LIMITS.keywords) add('sources.keywords', `At most ${LIMITS.keywords} keywords.`);
    s.keywords.forEach((k, i) => {
      if (!k || k.length > LIMITS.keywordLength) add(`sources.keywords[${i}]`, `A keyword has 1 to ${LIMITS.keywordLength} characters.`);
    });
    if (new Set(s.keywords.map((k) => k.toLowerCase())).size !== s.keywords.length) add('sources.keywords', 'A keyword is listed twice.');
  }
  if (s.social > 0 && !s.socialNetworks.length) add('sources.socialNetworks', 'Choose at least one network for the social share.');
  if (s.social === 0 && s.socialNetworks.length) add('sources.socialNetworks', 'Networks need a social share.');
  s.socialNetworks.forEach((n, i) => {
    if (!SOCIAL_NETWORKS.includes(n)) add(`sources.socialNetworks[${i}]`, `The value must be one of: ${SOCIAL_NETWORKS.join(', ')}.`);
  });
  if (new Set(s.socialNetworks).size !== s.socialNetworks.length) add('sources.socialNetworks', 'A network is listed twice.');
  if (s.referral > 0 && !s.referrers.length) add('sources.referrers', 'Give at least one referring URL for the referral share.');
  if (s.referral === 0 && s.referrers.length) add('sources.referrers', 'Referring URLs need a referral share.');
  if (s.referrers.length > LIMITS.referrers) add('sources.referrers', `At most ${LIMITS.referrers} referring URLs.`);
  s.referrers.forEach((r, i) => {
    if (!webUrl(r)) add(`sources.referrers[${i}]`, 'This value is not a valid URL.');
  });

  // Devices
  const d = doc.devices;
  for (const p of ['desktop', 'mobile', 'tablet'] as const) percent(`devices.${p}`, d[p]);
  sumTo100('devices', [d.desktop, d.mobile, d.tablet]);

  // Behaviour
  const b = doc.behaviour;
  percent('behaviour.bounceRate', b.bounceRate);
  const { minDurationSeconds: lo, maxDurationSeconds: hi } = LIMITS;
  if (b.minDurationSeconds < lo || b.minDurationSeconds > hi)
    add('behaviour.minDurationSeconds', `This value should be between ${lo} and ${hi}.`);
  if (b.maxDurationSeconds < lo || b.maxDurationSeconds > hi)
    add('behaviour.maxDurationSeconds', `This value should be between ${lo} and ${hi}.`);
  if (b.minDurationSeconds > b.maxDurationSeconds)
    add('behaviour.maxDurationSeconds', 'The longest visit cannot be shorter than the shortest.');
  if (b.pagesPerVisit < 1 || b.pagesPerVisit > LIMITS.pagesPerVisit)
    add('behaviour.pagesPerVisit', `This value should be between 1 and ${LIMITS.pagesPerVisit}.`);
  if (b.pages.length > LIMITS.pages) add('behaviour.pages', `At most ${LIMITS.pages} further pages.`);
  const site = registrableDomain(projectUrl);
  b.pages.forEach((p, i) => {
    const url = webUrl(p.url);
    if (!url) add(`behaviour.pages[${i}].url`, 'This value is not a valid URL.');
    else if (!site || registrableDomain(p.url) !== site)
      add(`behaviour.pages[${i}].url`, `The page must be on the project's site (${site ?? 'no site yet'}).`);
    if (!Number.isInteger(p.weight) || p.weight < 1 || p.weight > 100)
      add(`behaviour.pages[${i}].weight`, 'This value should be between 1 and 100.');
  });
  if (new Set(b.pages.map((p) => p.url)).size !== b.pages.length) add('behaviour.pages', 'A page is listed twice.');

  // Pace
  const pace = doc.pace;
  if (!PACE_CURVES.includes(pace.curve)) add('pace.curve', `The value must be one of: ${PACE_CURVES.join(', ')}.`);
  if (pace.curve === 'businessHours') {
    if (!professional) add('pace.curve', PROFESSIONAL_ONLY);
    if (!pace.timeZone) add('pace.timeZone', 'Choose the time zone of the business hours.');
    else if (!isTimeZone(pace.timeZone)) add('pace.timeZone', 'Unknown time zone.');
  } else if (pace.timeZone) add('pace.timeZone', 'A time zone applies to the business-hours pace only.');
  if (pace.curve === 'rampUp') {
    if (pace.rampUpDays === null) add('pace.rampUpDays', 'Give the number of ramp-up days.');
    else if (pace.rampUpDays < 1 || pace.rampUpDays > LIMITS.rampUpDays)
      add('pace.rampUpDays', `This value should be between 1 and ${LIMITS.rampUpDays}.`);
  } else if (pace.rampUpDays !== null) add('pace.rampUpDays', 'Ramp-up days apply to the ramp-up pace only.');
  if (pace.utm) {
    for (const key of ['source', 'medium', 'campaign', 'term', 'content'] as const) {
      const v = pace.utm[key];
      if (v !== null && (v.length > LIMITS.utmLength || /[\u0000-\u001f\u007f]/.test(v))) {
        add(`pace.utm.${key}`, `A UTM value has at most ${LIMITS.utmLength} characters and no control characters.`);
      }
    }
  }
  return out;
}

/**
 * What the partner runs for a package of this tier: settings the tier does not unlock (kept from a professional
 * package the project had before) fall back to their standard form, and the project page says so.
 */
export function effectiveSettings(doc: TrafficSettingsDoc, tier: Tier): TrafficSettingsDoc {
  if (tier === 'professional') return doc;
  return {
    ...doc,
    geo: { ...doc.geo, countries: doc.geo.countries.map((c) => ({ ...c, states: [], cities: [] })) },
    sources: { ...doc.sources, keywords: [] },
    pace: doc.pace.curve === 'businessHours' ? { ...doc.pace, curve: 'even', timeZone: null } : doc.pace,
  };
}

/** The professional settings a document holds that the tier does not unlock (empty for professional). */
export function settingsBeyondTier(doc: TrafficSettingsDoc, tier: Tier): ProfessionalSetting[] {
  if (tier === 'professional') return [];
  const out: ProfessionalSetting[] = [];
  if (doc.geo.countries.some((c) => c.states.length)) out.push('geo.states');
  if (doc.geo.countries.some((c) => c.cities.length)) out.push('geo.cities');
  if (doc.sources.keywords.length) out.push('sources.keywords');
  if (doc.pace.curve === 'businessHours') out.push('pace.businessHours');
  return out;
}

/** The sections whose values differ between two versions, in the form's order (stored documents keep no key order). */
export function changedSections(before: TrafficSettingsDoc | null, after: TrafficSettingsDoc): SettingsSection[] {
  const base = before ?? defaultSettings();
  return SECTIONS.filter((k) => !isDeepStrictEqual(base[k], after[k]));
}

/** Visitors a day over the package's period, rounded; null without a package. */
export function visitorsPerDay(pkg: { size: number; durationDays: number } | null | undefined): number | null {
  return pkg && pkg.durationDays > 0 ? Math.round(pkg.size / pkg.durationDays) : null;
}

const number = new Intl.NumberFormat('en-US');

function listWords(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * The order in plain words, e.g. "20,000 visitors over 30 days, about 667 a day; 60 % from the United States,
 * 40 % from Canada; 100 % direct; 40 % desktop, 55 % mobile, 5 % tablet."
 */
export function summarizeSettings(doc: TrafficSettingsDoc, pkg: { size: number; durationDays: number } | null | undefined): string {
  const parts: string[] = [];
  const perDay = visitorsPerDay(pkg);
  if (pkg && perDay !== null) {
    parts.push(`${number.format(pkg.size)} visitors over ${pkg.durationDays} days, about ${number.format(perDay)} a day`);
  } else parts.push('No package yet');
  const countries = doc.geo.countries;
  if (!countries.length) parts.push('from anywhere in the world');
  else if (doc.geo.split === 'even') parts.push(`evenly from ${listWords(countries.map((c) => countryName(c.code)))}`);
  else
    parts.push(
      [...countries]
        .sort((a, b) => (b.share ?? 0) - (a.share ?? 0))
        .map((c) => `${c.share} % from ${countryName(c.code)}`)
        .join(', '),
    );
  const s = doc.sources;
  const sourceWords: [number, string][] = [
    [s.direct, 'direct'],
    [s.organic, `organic search${s.searchEngine ? ` (${s.searchEngine})` : ''}`],
    [s.social, 'social'],
    [s.referral, 'referral'],
  ];
  parts.push(
    sourceWords
      .filter(([v]) => v > 0)
      .map(([v, w]) => `${v} % ${w}`)
      .join(', '),
  );
  const d = doc.devices;
  parts.push(`${d.desktop} % desktop, ${d.mobile} % mobile, ${d.tablet} % tablet`);
  return `${parts.join('; ')}.`;
}
