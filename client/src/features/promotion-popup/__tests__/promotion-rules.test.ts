import type { ActivePromotion } from '../promotion-api';
import { activePromotionsUrl, fetchPromotionApi } from '../promotion-api';
import { firstActivePromotion, isPromotionActive, isPopupFreePage, savePercent, wholeDaysLeft } from '../promotion-rules';
import { createPromotionSource } from '../promotion-source';

const NOW = Date.parse('2026-03-15T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

function promotion(id: number, startAt: number, endAt: number): ActivePromotion {
  return {
    id,
    type: 'credits_multiplier',
    creditsMultiplier: 2,
    offerTitle: `P${id}`,
    offerDescription: '',
    startAt: new Date(startAt).toISOString(),
    endAt: new Date(endAt).toISOString(),
  };
}

it('is active only between startAt and endAt', () => {
  expect(isPromotionActive(promotion(1, NOW - 1, NOW + 1), NOW)).toBe(true);
  expect(isPromotionActive(promotion(1, NOW, NOW), NOW)).toBe(true);
  expect(isPromotionActive(promotion(1, NOW + 1, NOW + DAY), NOW)).toBe(false);
  expect(isPromotionActive(promotion(1, NOW - DAY, NOW - 1), NOW)).toBe(false);
  expect(isPromotionActive({ ...promotion(1, NOW, NOW), startAt: 'nonsense' }, NOW)).toBe(false);
});

it('takes the first active promotion in server order', () => {
  const list = [promotion(1, NOW - 2 * DAY, NOW - DAY), promotion(2, NOW - DAY, NOW + DAY), promotion(3, NOW - DAY, NOW + DAY)];
  expect(firstActivePromotion(list, NOW)?.id).toBe(2);
  expect(firstActivePromotion([], NOW)).toBeNull();
});

it('rounds 100 / creditsMultiplier for the badge', () => {
  expect(savePercent(2)).toBe(50);
  expect(savePercent(3)).toBe(33);
  expect(savePercent(1.5)).toBe(67);
  expect(savePercent(0)).toBeNull();
  expect(savePercent(Number.NaN)).toBeNull();
});

it('counts whole days left', () => {
  expect(wholeDaysLeft(new Date(NOW + 3 * DAY + DAY - 1).toISOString(), NOW)).toBe(3);
  expect(wholeDaysLeft(new Date(NOW + 3 * DAY).toISOString(), NOW)).toBe(3);
  expect(wholeDaysLeft(new Date(NOW + DAY - 1).toISOString(), NOW)).toBe(0);
  expect(wholeDaysLeft(new Date(NOW - DAY).toISOString(), NOW)).toBe(0);
});

it('recognises the promotion page', () => {
  expect(isPopupFreePage('/promotion')).toBe(true);
  expect(isPopupFreePage('/promotion/')).toBe(true);
  expect(isPopupFreePage('/promotions')).toBe(false);
  expect(isPopupFreePage('/')).toBe(false);
});

it('recognises the sign-in, sign-up and e-mail link pages', () => {
  for (const path of [
    '/login',
    '/register',
    '/forgot-password',
    '/external-demo-register',
    '/reset-password',
    '/reset-password/abc123',
    '/verify-email/abc123',
    '/activate-email/abc123',
    '/unsubscribe/abc123',
    '/social-login/google',
  ]) {
    expect([path, isPopupFreePage(path)]).toEqual([path, true]);
  }
  for (const path of ['/', '/pricing', '/contact', '/blog/login', '/login/extra', '/how-to-start']) {
    expect([path, isPopupFreePage(path)]).toEqual([path, false]);
  }
});

it('builds the active promotions URL with the non-empty utm fields', () => {
  expect(activePromotionsUrl({})).toBe('/api/promotions/active');
  expect(activePromotionsUrl({ utmSource: 'google', utmMedium: null, utmCampaign: 'spring sale' })).toBe(
    '/api/promotions/active?utm_source=google&utm_campaign=spring+sale',
  );
});

it('reads hydra:member from the REST answer', async () => {
  const fetchMock = jest.fn().mockResolvedValue({
    ok: true,
    status: 200,
    json: async () => ({
      'hydra:member': [
        { id: 5, type: 'credits_multiplier', creditsMultiplier: '2.00', offerTitle: 'T', offerDescription: 'D', startAt: 'a', endAt: 'b' },
      ],
    }),
  });
  const original = global.fetch;
  global.fetch = fetchMock as unknown as typeof fetch;
  try {
    const promotions = await fetchPromotionApi.fetchActive({ utmSource: 'x' });
    expect(fetchMock).toHaveBeenCalledWith('/api/promotions/active?utm_source=x', {
      headers: { Accept: 'application/ld+json' },
    });
    expect(promotions).toEqual([
      { id: 5, type: 'credits_multiplier', creditsMultiplier: 2, offerTitle: 'T', offerDescription: 'D', startAt: 'a', endAt: 'b' },
    ]);
  } finally {
    global.fetch = original;
  }
});

it('the source keeps an answer for 60 seconds per utm combination', async () => {
  let clock = NOW;
  jest.spyOn(Date, 'now').mockImplementation(() => clock);
  const api = { fetchActive: jest.fn().mockResolvedValue([]) };
  const source = createPromotionSource(api);

  await Promise.all([source.getActive({}), source.getActive({})]);
  expect(api.fetchActive).toHaveBeenCalledTimes(1);
  await source.getActive({ utmSource: 'google' });
  expect(api.fetchActive).toHaveBeenCalledTimes(2);

  clock = NOW + 59_999;
  await source.getActive({});
  expect(api.fetchActive).toHaveBeenCalledTimes(2);
  clock = NOW + 60_000;
  await source.getActive({});
  expect(api.fetchActive).toHaveBeenCalledTimes(3);
});

it('the source does not retry a failure within the 60 seconds either', async () => {
  let clock = NOW;
  jest.spyOn(Date, 'now').mockImplementation(() => clock);
  const api = { fetchActive: jest.fn().mockRejectedValue(new Error('500')) };
  const source = createPromotionSource(api);

  await expect(source.getActive({})).rejects.toThrow('500');
  clock = NOW + 10_000;
  await expect(source.getActive({})).rejects.toThrow('500');
  expect(api.fetchActive).toHaveBeenCalledTimes(1);
});
