/*
 * docs/product.md#limits: promotion data is refreshed at most every 60 seconds. Every reader goes through a source that keeps the
 * answer (or the failure) per utm combination with the time it was asked for, and asks the API again only when
 * that answer is older than the limit. Concurrent readers share one request.
 */
import { CATALOGUE_REFRESH_MS } from '@/lib/constants';
import { fetchPromotionApi, type ActivePromotion, type PromotionApi, type PromotionUtm } from './promotion-api';

export const PROMOTION_REFRESH_MS = CATALOGUE_REFRESH_MS;

export interface PromotionSource {
  getActive(utm: PromotionUtm): Promise<ActivePromotion[]>;
}

interface Entry {
  fetchedAt: number;
  result: Promise<ActivePromotion[]>;
}

export function createPromotionSource(api: PromotionApi, refreshMs: number = PROMOTION_REFRESH_MS): PromotionSource {
  const entries = new Map<string, Entry>();

  return {
    getActive(utm) {
      const key = JSON.stringify([utm.utmSource ?? '', utm.utmMedium ?? '', utm.utmCampaign ?? '']);
      const now = Date.now();
      const cached = entries.get(key);
      if (cached && now - cached.fetchedAt < refreshMs) {
        return cached.result;
      }
      const result = api.fetchActive(utm);
      entries.set(key, { fetchedAt: now, result });
      return result;
    },
  };
}

/** The browser-wide source used when a component is not given one. */
export const defaultPromotionSource: PromotionSource = createPromotionSource(fetchPromotionApi);
