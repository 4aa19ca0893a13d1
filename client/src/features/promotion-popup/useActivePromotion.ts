import { useEffect, useState } from 'react';
import { logger } from '@/lib/logger';
import type { ActivePromotion, PromotionUtm } from './promotion-api';
import { firstActivePromotion } from './promotion-rules';
import { defaultPromotionSource, type PromotionSource } from './promotion-source';

export interface UseActivePromotionOptions {
  utm?: PromotionUtm;
  source?: PromotionSource;
  /** Any value that changes when the promotion should be looked up again (the pathname); the source throttles. */
  refreshKey?: unknown;
}

export interface ActivePromotionState {
  promotion: ActivePromotion | null;
  /** The time the promotion was judged active at, for the day count. */
  checkedAt: number;
  loading: boolean;
}

export function useActivePromotion({
  utm,
  source = defaultPromotionSource,
  refreshKey,
}: UseActivePromotionOptions = {}): ActivePromotionState {
  const [state, setState] = useState<ActivePromotionState>(() => ({
    promotion: null,
    checkedAt: Date.now(),
    loading: true,
  }));
  const utmSource = utm?.utmSource ?? null;
  const utmMedium = utm?.utmMedium ?? null;
  const utmCampaign = utm?.utmCampaign ?? null;

  useEffect(() => {
    let current = true;
    source
      .getActive({ utmSource, utmMedium, utmCampaign })
      .then((promotions) => {
        if (current) {
          const now = Date.now();
          setState({ promotion: firstActivePromotion(promotions, now), checkedAt: now, loading: false });
        }
      })
      .catch((error: unknown) => {
        // docs/api.md#error-catalogue: a promotion load failure is only logged.
        logger.error('Unable to load the active promotions', error);
        if (current) {
          setState({ promotion: null, checkedAt: Date.now(), loading: false });
        }
      });
    return () => {
      current = false;
    };
  }, [source, utmSource, utmMedium, utmCampaign, refreshKey]);

  return state;
}
