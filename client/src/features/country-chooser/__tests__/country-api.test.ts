import { fetchCountryApi, parseCountry, parseDictionary } from '../country-api';
import { groupCountries } from '../country-filter';

it('parses the country answer and refuses one without a code', () => {
  expect(parseCountry({ code: 'de', name: 'Germany' })).toEqual({ code: 'DE', name: 'Germany' });
  expect(parseCountry({ code: 'DE' })).toEqual({ code: 'DE', name: 'DE' });
  expect(() => parseCountry({ name: 'Nowhere' })).toThrow();
  expect(() => parseCountry(null)).toThrow();
});

it('reads continents and countries from the dictionary and drops the rest', () => {
  expect(
    parseDictionary({
      continents: [{ code: 'EU', name: 'Europe' }],
      countries: [{ code: 'DE', name: 'Germany', continent: 'EU' }, 'junk'],
      countriesWithStates: ['US'],
      countriesWithCities: [],
    }),
  ).toEqual({
    continents: [{ code: 'EU', name: 'Europe' }],
    countries: [{ code: 'DE', name: 'Germany', continent: 'EU' }],
  });
  expect(parseDictionary(null)).toEqual({ continents: [], countries: [] });
});

it('rejects when GET /api/country fails, so the provider falls back to the default', async () => {
  const original = global.fetch;
  global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 500, json: async () => ({}) }) as unknown as typeof fetch;
  try {
    await expect(fetchCountryApi.fetchCurrent()).rejects.toThrow('GET /api/country failed with status 500');
    expect(global.fetch).toHaveBeenCalledWith('/api/country', { headers: { Accept: 'application/json' } });
  } finally {
    global.fetch = original;
  }
});

it('fetches the dictionary and keeps only the fields it knows', async () => {
  const original = global.fetch;
  const body = {
    continents: [{ code: 'EU', name: 'Europe', extra: 1 }],
    countries: [{ code: 'DE', name: 'Germany', continent: 'EU' }],
    bogus: true,
  };
  global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => body }) as unknown as typeof fetch;
  try {
    await expect(fetchCountryApi.fetchDictionary()).resolves.toEqual({
      continents: [{ code: 'EU', name: 'Europe' }],
      countries: [{ code: 'DE', name: 'Germany', continent: 'EU' }],
    });
    expect(global.fetch).toHaveBeenCalledWith('/api/dictionary/continentAndCountries', { headers: { Accept: 'application/json' } });
  } finally {
    global.fetch = original;
  }
});

it('groups by continent, sorts by name, matches names without accents and exact codes', () => {
  const dictionary = {
    continents: [
      { code: 'EU', name: 'Europe' },
      { code: 'AF', name: 'Africa' },
    ],
    countries: [
      { code: 'RE', name: 'Réunion', continent: 'AF' },
      { code: 'AT', name: 'Austria', continent: 'EU' },
      { code: 'AL', name: 'Albania', continent: 'EU' },
      { code: 'XK', name: 'Kosovo', continent: '??' },
    ],
  };

  expect(groupCountries(dictionary, '', null).map((group) => [group.continent.name, group.countries.map((c) => c.code)])).toEqual([
    ['Europe', ['AL', 'AT']],
    ['Africa', ['RE']],
    ['Other', ['XK']],
  ]);
  expect(groupCountries(dictionary, 'reunion', null)[0].countries[0].code).toBe('RE');
  expect(groupCountries(dictionary, 'at', null).flatMap((group) => group.countries.map((c) => c.code))).toEqual(['AT']);
  expect(groupCountries(dictionary, '', 'AF').map((group) => group.continent.code)).toEqual(['AF']);
});
