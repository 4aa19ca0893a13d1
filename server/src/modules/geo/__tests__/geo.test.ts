import { startTestServer, type TestServer } from '../../../../test/harness';

// docs/product.md#what-it-is (default country United States), docs/product.md#records country and geo dictionary, docs/api.md#calls geo
// calls. The test server
// trusts X-Forwarded-For from loopback (TRUST_PROXY=loopback, a proxy on the host), where the tests connect from.
describe('geo', () => {
  let t: TestServer;
  const GB_IP = '81.2.69.160';

  beforeAll(async () => {
    t = await startTestServer({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => t.close());

  it("GET /api/country answers the caller's country, and United States when it cannot be told", async () => {
    const gb = await t.http.get('/api/country').set('x-forwarded-for', GB_IP);
    expect(gb.status).toBe(200);
    expect(gb.body).toEqual({ code: 'GB', name: 'United Kingdom' });
    expect((await t.http.get('/api/country')).body).toEqual({ code: 'US', name: 'United States' });
    expect((await t.http.get('/api/country').set('x-forwarded-for', '10.1.2.3')).body).toEqual({ code: 'US', name: 'United States' });
    const gql = await t.gql<{ country: { code: string } }>('{ country { code name } }', {}, undefined, { 'x-forwarded-for': GB_IP });
    expect(gql.data?.country).toEqual({ code: 'GB', name: 'United Kingdom' });
  });

  it('GET /api/geo-details answers the address, country and continent', async () => {
    const res = await t.http.get('/api/geo-details').set('x-forwarded-for', GB_IP);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ip: GB_IP, country: { code: 'GB', name: 'United Kingdom' }, continent: { code: 'EU', name: 'Europe' } });
    const local = await t.http.get('/api/geo-details');
    expect(local.body).toMatchObject({ country: { code: 'US', name: 'United States' }, continent: { code: 'NA', name: 'North America' } });
    expect(local.body.ip).toMatch(/^(127\.0\.0\.1|::1)$/);
  });

  describe('GET /api/dictionary/continentAndCountries', () => {
    const get = async (qs = '') => {
      const res = await t.http.get(`/api/dictionary/continentAndCountries${qs}`);
      expect(res.status).toBe(200);
      return res.body as {
        continents: { code: string; name: string }[];
        countries: { code: string; name: string; continent: string }[];
      };
    };

    it('answers every continent and country, by name', async () => {
      const body = await get();
      // Which countries have states and cities is GraphQL's (geoDictionary), read only when asked for.
      expect(Object.keys(body).sort()).toEqual(['continents', 'countries']);
      expect(body.continents).toHaveLength(7);
      expect(body.continents).toContainEqual({ code: 'EU', name: 'Europe' });
      expect(body.countries.length).toBeGreaterThan(240);
      expect(body.countries).toContainEqual({ code: 'US', name: 'United States', continent: 'NA' });
      const names = body.countries.map((c) => c.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    });

    it('GraphQL answers which countries have states and cities, and lists them', async () => {
      const res = await t.gql<{
        geoDictionary: { countriesWithStates: string[]; countriesWithCities: string[] };
        geoStates: { code: string; name: string }[];
        geoCities: { name: string; country: string }[];
      }>(
        '{ geoDictionary { countriesWithStates countriesWithCities } geoStates(country: "us") { code name } geoCities(country: "FR", limit: 2) { name country } }',
      );
      expect(res.errors).toBeUndefined();
      expect(res.data!.geoDictionary.countriesWithStates).toEqual(expect.arrayContaining(['US', 'CA', 'DE', 'GB']));
      expect(res.data!.geoDictionary.countriesWithCities).toEqual(expect.arrayContaining(['US', 'FR', 'JP']));
      expect(res.data!.geoStates).toContainEqual({ code: 'CA', name: 'California' });
      // Most populous first.
      expect(res.data!.geoCities).toEqual([
        { name: 'Paris', country: 'FR' },
        { name: 'Marseille', country: 'FR' },
      ]);
      expect((await t.gql<{ geoStates: unknown[] }>('{ geoStates(country: "ZZ") { code } }')).data!.geoStates).toEqual([]);
    });

    it('narrows countries by a part of the name (any case) and by a code list', async () => {
      const united = await get('?query=UNITED');
      expect(united.countries.map((c) => c.code).sort()).toEqual(['AE', 'GB', 'US']);
      expect(united.continents).toHaveLength(7);
      expect((await get('?code=us,gb')).countries.map((c) => c.code)).toEqual(['GB', 'US']);
      expect((await get('?code=US&code=FR')).countries.map((c) => c.code)).toEqual(['FR', 'US']);
      expect((await get('?query=king&code=GB,US')).countries).toEqual([{ code: 'GB', name: 'United Kingdom', continent: 'EU' }]);
      expect((await get('?query=atlantis')).countries).toEqual([]);
    });
  });
});
