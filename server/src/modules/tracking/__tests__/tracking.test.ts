import { randomUUID } from 'node:crypto';
import { User } from '../../users/user.entity';
import { CookieConsentLog } from '../cookie-consent-log.entity';
import { VisitorSession } from '../visitor-session.entity';
import { startTestServer, type TestServer } from '../../../../test/harness';

// docs/product.md#records session data and cookie consent, docs/api.md#calls POST /api/sessions and POST /api/cookie-consent-log/new.
describe('visitor tracking', () => {
  let t: TestServer;
  const GB_IP = '81.2.69.160';

  beforeAll(async () => {
    // Visitors' addresses come in X-Forwarded-For from a proxy on the host (the tests connect from loopback).
    t = await startTestServer({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => t.close());

  const sessionsOf = (sessionUuid: string) => t.server.orm.em.fork().find(VisitorSession, { sessionUuid }, { populate: ['user'] });

  describe('POST /api/sessions', () => {
    it('records an anonymous session with its utm data, address and country (201)', async () => {
      const visitorUuid = randomUUID();
      const sessionUuid = randomUUID();
      const res = await t.http
        .post('/api/sessions')
        .set('x-forwarded-for', GB_IP)
        .send({ visitorUuid, sessionUuid, utmSource: 'google', utmMedium: 'cpc', utmCampaign: null });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ visitorUuid, sessionUuid, utmSource: 'google', utmMedium: 'cpc', utmCampaign: null, country: 'GB' });
      const [row] = await sessionsOf(sessionUuid);
      expect(row).toMatchObject({ ip: GB_IP, country: 'GB', user: null, utmSource: 'google' });
    });

    it('upserts by sessionUuid: a second post keeps one row, adds new utm values and the signed-in user', async () => {
      const visitorUuid = randomUUID();
      const sessionUuid = randomUUID();
      const first = await t.http.post('/api/sessions').send({ visitorUuid, sessionUuid, utmSource: 'newsletter' });
      expect(first.status).toBe(201);
      expect(first.body.country).toBe('US'); // loopback: the default country

      const token = await t.login('user@example.com');
      const second = await t.http
        .post('/api/sessions')
        .set('authorization', `Bearer ${token}`)
        .set('x-forwarded-for', GB_IP)
        .send({ visitorUuid, sessionUuid, utmCampaign: 'spring' });
      expect(second.status).toBe(201);
      expect(second.body).toMatchObject({ sessionUuid, utmSource: 'newsletter', utmCampaign: 'spring', country: 'GB' });

      const rows = await sessionsOf(sessionUuid);
      expect(rows).toHaveLength(1);
      const me = await t.server.orm.em.fork().findOneOrFail(User, { email: 'user@example.com', gate: { isDefault: true } });
      expect(rows[0]).toMatchObject({ utmSource: 'newsletter', utmCampaign: 'spring', country: 'GB' });
      expect(rows[0].user?.id).toBe(me.id);

      const gql = await t.gql<{ recordVisitorSession: { sessionUuid: string } }>(
        'mutation($input: VisitorSessionInput!) { recordVisitorSession(input: $input) { sessionUuid utmSource } }',
        { input: { visitorUuid, sessionUuid } },
      );
      expect(gql.data?.recordVisitorSession).toEqual({ sessionUuid, utmSource: 'newsletter' });
      expect(await sessionsOf(sessionUuid)).toHaveLength(1);
    });

    it('answers 422 violations for ids that are not UUIDs', async () => {
      const res = await t.http.post('/api/sessions').send({ visitorUuid: 'visitor-1', sessionUuid: randomUUID() });
      expect(res.status).toBe(422);
      expect(res.body['@type']).toBe('ConstraintViolationList');
      expect(res.body.violations).toEqual([{ propertyPath: 'visitorUuid', message: 'This is not a valid UUID.' }]);
    });
  });

  describe('POST /api/cookie-consent-log/new', () => {
    const post = (cookieTypes: string, sessionUuid: string = randomUUID()) =>
      t.http.post('/api/cookie-consent-log/new').send({ cookieTypes, sessionUuid });

    it('logs the choice (201) with essential always included, in the canonical order', async () => {
      const sessionUuid = randomUUID();
      const res = await post('analytics', sessionUuid);
      expect(res.status).toBe(201);
      expect(Object.keys(res.body).sort()).toEqual(['cookieTypes', 'createdAt', 'id', 'sessionUuid']);
      expect(res.body).toMatchObject({ cookieTypes: 'essential,analytics', sessionUuid });
      const row = await t.server.orm.em.fork().findOneOrFail(CookieConsentLog, { id: res.body.id });
      expect(row).toMatchObject({ cookieTypes: 'essential,analytics', sessionUuid });
      expect(row.ip).toBeTruthy();

      expect((await post('targeting, Essential,functional,targeting')).body.cookieTypes).toBe('essential,functional,targeting');
      expect((await post('analytics,targeting,functional,essential')).body.cookieTypes).toBe('essential,functional,analytics,targeting');
      expect((await post('')).body.cookieTypes).toBe('essential');
    });

    it('answers 422 for an unknown category or a bad session id', async () => {
      const res = await post('essential,marketing');
      expect(res.status).toBe(422);
      expect(res.body.violations).toEqual([{ propertyPath: 'cookieTypes', message: expect.stringContaining('"marketing"') }]);
      const bad = await post('essential', 'abc');
      expect(bad.status).toBe(422);
      expect(bad.body.violations[0].propertyPath).toBe('sessionUuid');
    });
  });
});
