import type { Continent, DictionaryCountry, GeoDictionary } from './country-api';

export interface CountryGroup {
  continent: Continent;
  countries: DictionaryCountry[];
}

const OTHER_CONTINENT: Continent = { code: '', name: 'Other' };

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

function belongsTo(country: DictionaryCountry, continent: Continent): boolean {
  return country.continent === continent.code || country.continent === continent.name;
}

/**
 * The countries matching the search text (name or code, ignoring case and accents) and the continent filter,
 * grouped by continent in dictionary order, each group sorted by name. Empty groups are left out.
 */
export function groupCountries(dictionary: GeoDictionary, query: string, continentCode: string | null): CountryGroup[] {
  const needle = normalize(query);
  const matches = dictionary.countries.filter(
    (country) => needle === '' || normalize(country.name).includes(needle) || country.code.toLowerCase() === needle,
  );
  const byName = (a: DictionaryCountry, b: DictionaryCountry) => a.name.localeCompare(b.name);

  const groups: CountryGroup[] = dictionary.continents.map((continent) => ({
    continent,
    countries: matches.filter((country) => belongsTo(country, continent)).sort(byName),
  }));
  const ungrouped = matches.filter((country) => !dictionary.continents.some((continent) => belongsTo(country, continent)));
  groups.push({ continent: OTHER_CONTINENT, countries: ungrouped.sort(byName) });

  return groups.filter((group) => group.countries.length > 0 && (continentCode === null || group.continent.code === continentCode));
}
