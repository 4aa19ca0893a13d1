import { continents, countries, type TContinentCode, type TCountryCode } from 'countries-list';
import type { Continent, Country, DictionaryCountry, GeoDetails, GeoDictionary } from './geo.types';

/*
 * Visitor country detection (docs/product.md#what-it-is and docs/api.md#calls) from the bundled GeoLite2 country data of `geoip-country`,
 * no
 * network calls. Loopback, private and unknown addresses answer the default country, United States. Names come
 * from `countries-list`. States and cities come from regions.ts.
 */

interface GeoipResult {
  country: string;
}

interface Geoip {
  lookup(ip: string): GeoipResult | null;
}

export const DEFAULT_COUNTRY_CODE: TCountryCode = 'US';

let geoip: Geoip | undefined;

/** The lookup tables are read on first use, not at boot. */
function lookupCountryCode(ip: string): string | null {
  // The package ships no types; its one call is typed above.
  geoip ??= require('geoip-country') as Geoip;
  try {
    return geoip.lookup(ip)?.country ?? null;
  } catch {
    // Not an address the tables understand: treated like any unknown address.
    return null;
  }
}

function isCountryCode(code: string): code is TCountryCode {
  return Object.prototype.hasOwnProperty.call(countries, code);
}

/** `::ffff:1.2.3.4` (an IPv4 client on a dual-stack socket) is shown as `1.2.3.4`. */
export function normalizeIp(ip: string): string {
  const trimmed = ip.trim();
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(trimmed) ? trimmed.slice(7) : trimmed;
}

function countryCodeOf(ip: string): TCountryCode {
  const code = ip ? lookupCountryCode(normalizeIp(ip)) : null;
  return code && isCountryCode(code) ? code : DEFAULT_COUNTRY_CODE;
}

export function countryOfIp(ip: string): Country {
  const code = countryCodeOf(ip);
  return { code, name: countries[code].name };
}

export function geoDetails(ip: string): GeoDetails {
  const code = countryCodeOf(ip);
  const continent: TContinentCode = countries[code].continent;
  return {
    ip: normalizeIp(ip),
    country: { code, name: countries[code].name },
    continent: { code: continent, name: continents[continent] },
  };
}

export interface GeoDictionaryQuery {
  /** Part of a country name, any case. */
  query?: string | null;
  /** Country codes to keep, any case. */
  codes?: string[] | null;
}

/** Every continent, and the countries matching the query and codes (all when none is given), by name. */
export function geoDictionary({ query, codes }: GeoDictionaryQuery): GeoDictionary {
  const needle = query?.trim().toLowerCase() ?? '';
  const wanted = codes?.map((c) => c.trim().toUpperCase()).filter(Boolean) ?? [];
  const wantedSet = wanted.length ? new Set(wanted) : null;
  const list: DictionaryCountry[] = (Object.keys(countries) as TCountryCode[])
    .filter((code) => !wantedSet || wantedSet.has(code))
    .map((code) => ({ code, name: countries[code].name, continent: countries[code].continent }))
    .filter((c) => !needle || c.name.toLowerCase().includes(needle))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const continentList: Continent[] = (Object.keys(continents) as TContinentCode[]).map((code) => ({ code, name: continents[code] }));
  return { continents: continentList, countries: list };
}
