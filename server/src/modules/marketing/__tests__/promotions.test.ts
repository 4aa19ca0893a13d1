import { Gate } from '../../gates/gate.entity';
import { startTestServer, type TestServer } from '../../../../test/harness';

// docs/product.md#records promotions (admin), docs/product.md#states active promotion, docs/api.md#calls GET
// /api/promotions(/active|/{id}), POST/PUT.
describe('promotions', () => {
  let t: TestServer;
  let manager: string;
  let boostGateId: number;
  const DAY = 86_400_000;
  const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    t = await startTestServer();
    manager = await t.login('manager@example.com');
    boostGateId = (await t.server.orm.em.fork().findOneOrFail(Gate, { host: 'boost.localhost' })).id;
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>) => t.http.post('/api/promotions').set(bearer(manager)).send(body);

  it('lists promotions for managers only: anonymous 401, user and support 403', async () => {
    const anonymous = await t.http.get('/api/promotions');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ code: 401, message: 'JWT Token not found' });
    for (const email of ['user@example.com', 'support@example.com']) {
      const res = await t.http.get('/api/promotions').set(bearer(await t.login(email)));
      expect(res.status).toBe(403);
      expect(res.body['@type']).toBe('hydra:Error');
    }
    const gql = await t.gql('{ promotions { total } }', {}, await t.login('support@example.com'));
    expect(gql.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const res = await t.http.get('/api/promotions').set(bearer(manager));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/ld+json');
    expect(res.body['@type']).toBe('hydra:Collection');
    expect(res.body['hydra:totalItems']).toBe(2);
    const autumn = res.body['hydra:member'].find((p: { code: string }) => p.code === 'AUTUMN2X');
    expect(autumn).toMatchObject({
      '@id': `/api/promotions/${autumn.id}`,
      '@type': 'Promotion',
      name: 'Autumn double credits',
      enabled: true,
      creditsMultiplier: 2,
      gateId: null,
    });
    const item = await t.http.get(`/api/promotions/${autumn.id}`).set(bearer(manager));
    expect(item.status).toBe(200);
    expect(item.body).toMatchObject({ '@context': '/api/contexts/Promotion', '@id': `/api/promotions/${autumn.id}`, code: 'AUTUMN2X' });
    expect((await t.http.get('/api/promotions/999999').set(bearer(manager))).status).toBe(404);
  });

  it('filters by text, boolean, enum and date range, and orders', async () => {
    const get = async (qs: string) => {
      const res = await t.http.get(`/api/promotions?${qs}`).set(bearer(manager));
      expect(res.status).toBe(200);
      return (res.body['hydra:member'] as { code: string }[]).map((p) => p.code);
    };
    expect(await get('code=autumn')).toEqual(['AUTUMN2X']);
    expect(await get('name=summer')).toEqual(['SUMMER25']);
    const today = new Date().toISOString().slice(0, 10);
    expect(await get(`endAt[before]=${today}`)).toEqual(['SUMMER25']);
    expect(await get(`endAt[after]=${today}`)).toEqual(['AUTUMN2X']);
    expect(await get('enabled=0')).toEqual([]);
    expect(await get('type=credits_multiplier&order[startAt]=asc')).toEqual(['SUMMER25', 'AUTUMN2X']);
    expect(await get('order=startAt__desc')).toEqual(['AUTUMN2X', 'SUMMER25']);
    expect((await t.http.get('/api/promotions?order[nope]=asc').set(bearer(manager))).status).toBe(400);
  });

  it('creates with 201 and Location, and answers 422 violations for bad multipliers, periods and a used code', async () => {
    const res = await create({
      name: 'Spring',
      code: 'SPRING3X',
      creditsMultiplier: 3,
      startAt: at(30),
      endAt: at(40),
      offerTitle: 'Triple',
    });
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe(`/api/promotions/${res.body.id}`);
    expect(res.body).toMatchObject({
      '@type': 'Promotion',
      code: 'SPRING3X',
      creditsMultiplier: 3,
      enabled: true,
      type: 'credits_multiplier',
    });

    const bad = await create({ name: 'Bad', code: 'BAD', creditsMultiplier: 1, startAt: at(5), endAt: at(1) });
    expect(bad.status).toBe(422);
    expect(bad.body['@type']).toBe('ConstraintViolationList');
    expect(bad.body.violations.map((v: { propertyPath: string }) => v.propertyPath).sort()).toEqual(['creditsMultiplier', 'endAt']);
    expect((await create({ name: 'Huge', code: 'HUGE', creditsMultiplier: 10.5, startAt: at(1), endAt: at(2) })).status).toBe(422);
    expect((await create({ name: 'Max', code: 'MAX10', creditsMultiplier: 10, startAt: at(1), endAt: at(2), enabled: false })).status).toBe(
      201,
    );

    const taken = await create({ name: 'Again', code: 'AUTUMN2X', creditsMultiplier: 2, startAt: at(1), endAt: at(2) });
    expect(taken.status).toBe(422);
    expect(taken.body.violations).toEqual([{ propertyPath: 'code', message: expect.any(String) }]);

    const user = await t.http
      .post('/api/promotions')
      .set(bearer(await t.login('user@example.com')))
      .send({ name: 'X', code: 'X', creditsMultiplier: 2, startAt: at(1), endAt: at(2) });
    expect(user.status).toBe(403);
  });

  it('updates with PUT, validating the resulting period and code', async () => {
    const created = await create({ name: 'Edit me', code: 'EDITME', creditsMultiplier: 1.5, startAt: at(50), endAt: at(60) });
    const id = created.body.id as number;
    const put = (body: Record<string, unknown>) => t.http.put(`/api/promotions/${id}`).set(bearer(manager)).send(body);
    const ok = await put({ name: 'Edited', creditsMultiplier: 4 });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ name: 'Edited', creditsMultiplier: 4, code: 'EDITME' });
    expect((await put({ endAt: at(49) })).status).toBe(422);
    expect((await put({ code: 'SUMMER25' })).body.violations[0].propertyPath).toBe('code');
    const unchanged = await t.http.get(`/api/promotions/${id}`).set(bearer(manager));
    expect(unchanged.body).toMatchObject({ name: 'Edited', code: 'EDITME' });
  });

  describe('GET /api/promotions/active (public)', () => {
    const active = async (qs = '', host?: string) => {
      let req = t.http.get(`/api/promotions/active${qs}`);
      if (host) req = req.set('host', host);
      const res = await req;
      expect(res.status).toBe(200);
      return res;
    };
    const titles = (res: { body: Record<string, unknown> }) =>
      (res.body['hydra:member'] as { offerTitle: string }[]).map((p) => p.offerTitle);

    beforeAll(async () => {
      expect(
        (
          await create({
            name: 'Newsletter',
            code: 'NEWS',
            creditsMultiplier: 1.5,
            startAt: at(-1),
            endAt: at(5),
            offerTitle: 'Newsletter bonus',
            utmSource: 'newsletter',
          })
        ).status,
      ).toBe(201);
      expect(
        (
          await create({
            name: 'Boost only',
            code: 'BOOSTONLY',
            creditsMultiplier: 2,
            startAt: at(-2),
            endAt: at(5),
            offerTitle: 'Boost bonus',
            gateId: boostGateId,
          })
        ).status,
      ).toBe(201);
      expect(
        (
          await create({
            name: 'Off',
            code: 'OFF',
            creditsMultiplier: 2,
            startAt: at(-2),
            endAt: at(5),
            offerTitle: 'Disabled bonus',
            enabled: false,
          })
        ).status,
      ).toBe(201);
    });

    it('answers running promotions of this gate with the public fields only; the expired one is absent', async () => {
      const res = await active();
      expect(res.body['@type']).toBe('hydra:Collection');
      expect(titles(res)).toEqual(['Double traffic on every package']);
      const [promo] = res.body['hydra:member'];
      expect(Object.keys(promo).sort()).toEqual(
        ['@id', '@type', 'creditsMultiplier', 'endAt', 'id', 'offerDescription', 'offerTitle', 'startAt', 'type'].sort(),
      );
      expect(promo).toMatchObject({
        '@id': `/api/promotions/${promo.id}`,
        '@type': 'Promotion',
        type: 'credits_multiplier',
        creditsMultiplier: 2,
      });
      expect(res.body['hydra:totalItems']).toBe(1);
    });

    it('narrows by utm: a targeted promotion shows only for its utm_source, and comes first for those visitors', async () => {
      // The popup shows the first (docs/product.md#states): a visitor who came from the newsletter gets the newsletter's offer.
      expect(titles(await active('?utm_source=newsletter'))).toEqual(['Newsletter bonus', 'Double traffic on every package']);
      expect(titles(await active('?utm_source=other&utm_medium=email'))).toEqual(['Double traffic on every package']);
      const gql = await t.gql<{ activePromotions: { offerTitle: string }[] }>(
        '{ activePromotions(utmSource: "newsletter") { offerTitle } }',
      );
      expect(gql.data?.activePromotions.map((p) => p.offerTitle)).toEqual(['Newsletter bonus', 'Double traffic on every package']);
    });

    it('the admin list says which promotion a visitor would get: shownNow, or shadowedById for a running one that loses', async () => {
      const res = await t.gql<{ promotions: { items: { code: string; id: number; shownNow: boolean; shadowedById: number | null }[] } }>(
        '{ promotions(limit: 50) { items { id code shownNow shadowedById } } }',
        {},
        manager,
      );
      const byCode = new Map(res.data!.promotions.items.map((p) => [p.code, p]));
      // Each of these is what its own audience sees now.
      expect(byCode.get('NEWS')).toMatchObject({ shownNow: true, shadowedById: null });
      expect(byCode.get('BOOSTONLY')).toMatchObject({ shownNow: false });
      expect(byCode.get('OFF')).toMatchObject({ shownNow: false, shadowedById: null });
      // A second general promotion starting later runs, but its visitors get the earlier one.
      expect(
        (await create({ name: 'Late', code: 'LATE', creditsMultiplier: 3, startAt: at(-1), endAt: at(5), offerTitle: 'Late bonus' }))
          .status,
      ).toBe(201);
      const again = await t.http.get('/api/promotions?limit=50').set('authorization', `Bearer ${manager}`);
      const rows = again.body['hydra:member'] as { code: string; id: number; shownNow: boolean; shadowedById: number | null }[];
      const late = rows.find((p) => p.code === 'LATE')!;
      const first = rows.find((p) => p.id === late.shadowedById)!;
      expect(late.shownNow).toBe(false);
      expect(first.shownNow).toBe(true);
      // …and it is the one the public call answers first.
      expect((await active()).body['hydra:member'][0].id).toBe(first.id);
      expect((await t.http.put(`/api/promotions/${late.id}`).set(bearer(manager)).send({ enabled: false })).status).toBe(200);
    });

    it('includes promotions of the request gate, ordered by start', async () => {
      expect(titles(await active('', 'boost.localhost'))).toEqual(['Double traffic on every package', 'Boost bonus']);
    });

    it('does not expose admin fields to visitors', async () => {
      const gql = await t.gql('{ activePromotions { code } }');
      expect(gql.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    });
  });
});
