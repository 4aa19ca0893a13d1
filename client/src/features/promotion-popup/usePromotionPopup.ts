import { useState } from 'react';
import type { ActivePromotion, PromotionUtm } from './promotion-api';
import { dismissPromotion, isPromotionDismissed } from './promotion-cookie';
import { isPromotionPage, savePercent, wholeDaysLeft } from './promotion-rules';
import type { PromotionSource } from './promotion-source';
import { useActivePromotion } from './useActivePromotion';

export interface UsePromotionPopupOptions {
  pathname: string;
  utm?: PromotionUtm;
  source?: PromotionSource;
  /** Holds the popup back without forgetting it, e.g. while the cookie-consent overlay is up. */
  suspended?: boolean;
}

export interface PromotionPopupState {
  open: boolean;
  promotion: ActivePromotion | null;
  savePercent: number | null;
  daysLeft: number;
  handleClose: () => void;
}

export function usePromotionPopup({ pathname, utm, source, suspended = false }: UsePromotionPopupOptions): PromotionPopupState {
  const { promotion, checkedAt } = useActivePromotion({ utm, source, refreshKey: pathname });
  // Dismissals of this page view; the cookie carries them across page loads.
  const [dismissedIds, setDismissedIds] = useState<readonly number[]>([]);

  const open =
    promotion !== null &&
    !suspended &&
    !isPromotionPage(pathname) &&
    !dismissedIds.includes(promotion.id) &&
    !isPromotionDismissed(promotion.id);

  const handleClose = () => {
    if (!promotion) {
      return;
    }
    dismissPromotion(promotion.id);
    setDismissedIds((ids) => [...ids, promotion.id]);
  };

  return {
    open,
    promotion,
    savePercent: promotion ? savePercent(promotion.creditsMultiplier) : null,
    daysLeft: promotion ? wholeDaysLeft(promotion.endAt, checkedAt) : 0,
    handleClose,
  };
}
