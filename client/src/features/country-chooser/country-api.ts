export interface Country {
  code: string;
  name: string;
}

export interface Continent {
  code: string;
  name: string;
}

export interface DictionaryCountry extends Country {
  /** The code of the continent the country belongs to. */
  continent: string;
}

export interface GeoDictionary {
  continents: Continent[];
  countries: DictionaryCountry[];
}

export interface CountryApi {
  /** The visitor's country as the server detects it from the IP (GET /api/country). */
  fetchCurrent(): Promise<Country>;
  /** The continent and country dictionary (GET /api/dictionary/continentAndCountries). */
  fetchDictionary(): Promise<GeoDictionary>;
}

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) {
    throw new Error(`GET ${url} failed with status ${response.status}`);
  }
  return response.json();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function records(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

export function parseCountry(value: unknown): Country {
  if (!isRecord(value) || typeof value.code !== 'string' || !/^[A-Za-z]{2}$/.test(value.code)) {
    throw new Error('The country response has no country code');
  }
  const code = value.code.toUpperCase();
  return { code, name: typeof value.name === 'string' && value.name !== '' ? value.name : code };
}

export function parseDictionary(value: unknown): GeoDictionary {
  const body = isRecord(value) ? value : {};
  return {
    continents: records(body.continents).map((continent) => ({
      code: String(continent.code ?? ''),
      name: String(continent.name ?? ''),
    })),
    countries: records(body.countries).map((country) => ({
      code: String(country.code ?? ''),
      name: String(country.name ?? ''),
      continent: String(country.continent ?? ''),
    })),
  };
}

export const fetchCountryApi: CountryApi = {
  async fetchCurrent() {
    return parseCountry(await getJson('/api/country'));
  },
  async fetchDictionary() {
    return parseDictionary(await getJson('/api/dictionary/continentAndCountries'));
  },
};
