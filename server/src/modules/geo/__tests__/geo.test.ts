import { startTestServer, type TestServer } from '../../../../test/harness';

// SPEC.md §1 (default country United States), §3 country and geo dictionary, §7 geo calls. The test server
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
      // SPEC §3 also names countriesWithStates and countriesWithCities: no kept data package has states or cities,
      // so the dictionary leaves them out rather than answering them empty.
      expect(Object.keys(body).sort()).toEqual(['continents', 'countries']);
      expect(body.continents).toHaveLength(7);
      expect(body.continents).toContainEqual({ code: 'EU', name: 'Europe' });
      expect(body.countries.length).toBeGreaterThan(240);
      expect(body.countries).toContainEqual({ code: 'US', name: 'United States', continent: 'NA' });
      const names = body.countries.map((c) => c.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    });

    it('GraphQL has no states or cities fields either', async () => {
      for (const field of ['countriesWithStates', 'countriesWithCities']) {
        const res = await t.gql(`{ geoDictionary { ${field} } }`);
        expect(res.status).toBe(400);
        expect(res.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
        expect(res.errors?.[0]?.message).toContain(`Cannot query field "${field}" on type "GeoDictionary"`);
      }
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
