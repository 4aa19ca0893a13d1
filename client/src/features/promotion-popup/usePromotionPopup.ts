import { useEffect, useState } from 'react';
import type { ActivePromotion, PromotionUtm } from './promotion-api';
import { dismissPromotion, isPromotionDismissed } from './promotion-cookie';
import { isPopupFreePage, savePercent, wholeDaysLeft } from './promotion-rules';
import { hasSeenPromotion, markPromotionSeen } from './promotion-seen';
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

/**
 * docs/product.md#states "shown once per promotion": a promotion opens the popup the first time it may be shown in this browser, which
 * marks it seen; later page loads leave it closed. It stays open for this page view until it is closed, and
 * closing sets the 30-day dismissal cookie. Nothing is marked while the popup is held back (consent overlay,
 * popup-free pages), so the visitor still sees it once on an ordinary page.
 */
export function usePromotionPopup({ pathname, utm, source, suspended = false }: UsePromotionPopupOptions): PromotionPopupState {
  const { promotion, checkedAt } = useActivePromotion({ utm, source, refreshKey: pathname });
  // The promotion this page view has shown; a dismissal of this page view (the cookie carries it across loads).
  const [shownId, setShownId] = useState<number | null>(null);
  const [dismissedIds, setDismissedIds] = useState<readonly number[]>([]);

  const showable =
    promotion !== null &&
    !suspended &&
    !isPopupFreePage(pathname) &&
    !dismissedIds.includes(promotion.id) &&
    !isPromotionDismissed(promotion.id);
  const promotionId = promotion?.id ?? null;
  const firstShowing = showable && promotionId !== null && shownId !== promotionId && !hasSeenPromotion(promotionId);

  useEffect(() => {
    if (firstShowing && promotionId !== null) {
      markPromotionSeen(promotionId);
      setShownId(promotionId);
    }
  }, [firstShowing, promotionId]);

  const open = showable && shownId === promotionId;

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
