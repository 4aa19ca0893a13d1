import { EmailCampaignHistory } from '../email-campaign-history.entity';
import { EmailCampaign } from '../email-campaign.entity';
import { User } from '../../users/user.entity';
import { startTestServer, type TestServer } from '../../../../test/harness';

// docs/product.md#records e-mail campaigns and their history, docs/api.md#calls /api/email_campaigns, /api/email_campaign_histories, send.
describe('e-mail campaigns and their history', () => {
  let t: TestServer;
  let manager: string;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const codes = (body: Record<string, unknown>) => (body['hydra:member'] as { code: string }[]).map((c) => c.code);

  beforeAll(async () => {
    t = await startTestServer();
    manager = await t.login('manager@example.com');
  });
  afterAll(() => t.close());

  it('are for managers and above: anonymous 401, user and support 403', async () => {
    for (const path of ['/api/email_campaigns', '/api/email_campaign_histories']) {
      const anonymous = await t.http.get(path);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ code: 401, message: 'JWT Token not found' });
      for (const email of ['user@example.com', 'support@example.com']) {
        expect((await t.http.get(path).set(bearer(await t.login(email)))).status).toBe(403);
      }
      const ok = await t.http.get(path).set(bearer(manager));
      expect(ok.status).toBe(200);
      expect(ok.body['hydra:totalItems']).toBe(3);
    }
    expect((await t.http.get('/api/email_campaigns').set(bearer(await t.login('admin@example.com')))).status).toBe(200);
  });

  it('lists campaigns with the docs/product.md#records fields and filters', async () => {
    const res = await t.http.get('/api/email_campaigns?order[name]=asc').set(bearer(manager));
    expect(codes(res.body)).toEqual(['autumn-promo', 'renewal-reminder', 'welcome']);
    const welcome = res.body['hydra:member'][2];
    expect(welcome).toMatchObject({
      '@id': `/api/email_campaigns/${welcome.id}`,
      '@type': 'EmailCampaign',
      name: 'Welcome series',
      onetime: true,
      enabled: true,
      status: 'sent',
      type: 'welcome',
    });
    expect(welcome).toHaveProperty('createdAt');
    expect(welcome).toHaveProperty('startAt');
    expect(welcome.endAt).toBeNull();

    const get = async (qs: string) => codes((await t.http.get(`/api/email_campaigns?${qs}`).set(bearer(manager))).body);
    expect(await get('enabled=0')).toEqual(['renewal-reminder']);
    expect(await get('onetime=1&order[id]=asc')).toEqual(['welcome', 'autumn-promo']);
    expect(await get('name=AUTUMN')).toEqual(['autumn-promo']);
    expect(await get('status=scheduled')).toEqual(['autumn-promo']);
    expect(await get(`startAt[after]=${new Date().toISOString().slice(0, 10)}`)).toEqual(['autumn-promo']);
    const item = await t.http.get(`/api/email_campaigns/${welcome.id}`).set(bearer(manager));
    expect(item.body).toMatchObject({ code: 'welcome', subject: 'Welcome to Trafficgate' });
  });

  it('creates (201 + Location) and updates, with 422 for a used code or a period that ends before it starts', async () => {
    const res = await t.http
      .post('/api/email_campaigns')
      .set(bearer(manager))
      .send({ name: 'Winter news', code: 'winter-news', subject: 'Winter', onetime: false });
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe(`/api/email_campaigns/${res.body.id}`);
    expect(res.body).toMatchObject({ name: 'Winter news', status: 'draft', type: 'newsletter', onetime: false, enabled: true });

    const taken = await t.http.post('/api/email_campaigns').set(bearer(manager)).send({ name: 'Dup', code: 'welcome' });
    expect(taken.status).toBe(422);
    expect(taken.body.violations[0].propertyPath).toBe('code');
    const backwards = await t.http
      .post('/api/email_campaigns')
      .set(bearer(manager))
      .send({ name: 'Backwards', code: 'backwards', startAt: '2030-02-01T00:00:00Z', endAt: '2030-01-01T00:00:00Z' });
    expect(backwards.status).toBe(422);
    expect(backwards.body.violations[0].propertyPath).toBe('endAt');
    const blank = await t.http.post('/api/email_campaigns').set(bearer(manager)).send({ name: '', code: 'blank' });
    expect(blank.status).toBe(422);
    expect(blank.body.violations[0].propertyPath).toBe('name');

    const put = await t.http
      .put(`/api/email_campaigns/${res.body.id}`)
      .set(bearer(manager))
      .send({ status: 'scheduled', enabled: false, subject: 'Winter news', bodyText: 'Snow.', periodDays: 30 });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ status: 'scheduled', enabled: false, code: 'winter-news' });
    const support = await t.http
      .put(`/api/email_campaigns/${res.body.id}`)
      .set(bearer(await t.login('support@example.com')))
      .send({ enabled: true });
    expect(support.status).toBe(403);
  });

  it('POST /api/admin/email_campaigns/send is an admin call (docs/product.md#roles): a manager is refused before the body is read', async () => {
    const res = await t.http.post('/api/admin/email_campaigns/send').set(bearer(manager)).send({});
    expect(res.status).toBe(403);
    expect(res.body['@type']).toBe('hydra:Error');
  });

  it('lists the delivery history with filters and linked campaign and user', async () => {
    const em = t.server.orm.em.fork();
    const welcome = await em.findOneOrFail(EmailCampaign, { code: 'welcome' });
    const user2 = await em.findOneOrFail(User, { email: 'user2@example.com', gate: { isDefault: true } });
    const get = async (qs: string) => {
      const res = await t.http.get(`/api/email_campaign_histories?${qs}`).set(bearer(manager));
      expect(res.status).toBe(200);
      return res.body;
    };
    const failed = await get('delivered=0');
    expect(failed['hydra:totalItems']).toBe(1);
    const row = failed['hydra:member'][0];
    expect(row).toMatchObject({
      '@id': `/api/email_campaign_histories/${row.id}`,
      '@type': 'EmailCampaignHistory',
      delivered: false,
      error: 'Mailbox full',
      userId: user2.id,
      user: { '@id': `/api/users/${user2.id}`, '@type': 'User', login: 'user2@example.com' },
      emailCampaign: { '@type': 'EmailCampaign', code: 'autumn-promo' },
    });
    expect(row.emailCampaign['@id']).toBe(`/api/email_campaigns/${row.emailCampaignId}`);
    expect((await get(`emailCampaignId=${welcome.id}`))['hydra:totalItems']).toBe(2);
    expect((await get(`userId=${user2.id}`))['hydra:totalItems']).toBe(2);
    expect((await get(`userId=${user2.id}&delivered=1`))['hydra:totalItems']).toBe(1);
    expect((await get('createdAt[before]=2000-01-01'))['hydra:totalItems']).toBe(0);
    expect((await t.http.get('/api/email_campaign_histories?userId=abc').set(bearer(manager))).status).toBe(400);

    const item = await t.http.get(`/api/email_campaign_histories/${row.id}`).set(bearer(manager));
    expect(item.status).toBe(200);
    expect(item.body).toMatchObject({ '@type': 'EmailCampaignHistory', error: 'Mailbox full' });
    expect((await t.http.get(`/api/email_campaign_histories/${row.id}`).set(bearer(await t.login('support@example.com')))).status).toBe(
      403,
    );
  });

  it('resolves the linked campaign and user with a statement count that does not grow with the page', async () => {
    const em = t.server.orm.em.fork();
    const campaigns = await em.find(EmailCampaign, {});
    const users = await em.find(User, {});
    for (let i = 0; i < 30; i++) {
      em.create(EmailCampaignHistory, {
        emailCampaign: campaigns[i % campaigns.length],
        user: users[i % users.length],
        run: 100 + i,
        delivered: i % 2 === 0,
      });
    }
    await em.flush();
    const statements = async (limit: number) => {
      t.queries.reset();
      const res = await t.http.get(`/api/email_campaign_histories?limit=${limit}`).set(bearer(manager));
      expect(res.body['hydra:member']).toHaveLength(limit);
      return t.queries.count;
    };
    await t.server.services.bus?.sync();
    await statements(2); // the caller's user is then cached
    expect(await statements(30)).toBe(await statements(2));
  });
});
