/*
 * docs/product.md#states "shown once per promotion": the popup remembers in this browser every promotion it has shown, so a page load
 * does not bring it back although the visitor never closed it. The 30-day dismissal cookie (promotion-cookie.ts)
 * still records an explicit close. A browser that refuses storage simply has no marker: the cookie still works.
 */
export const PROMOTION_SEEN_KEY_PREFIX = 'promotion_popup_seen_';

export function promotionSeenKey(promotionId: number): string {
  return `${PROMOTION_SEEN_KEY_PREFIX}${promotionId}`;
}

export function hasSeenPromotion(promotionId: number): boolean {
  try {
    return window.localStorage.getItem(promotionSeenKey(promotionId)) !== null;
  } catch {
    return false;
  }
}

/** Stores when the promotion was first shown. */
export function markPromotionSeen(promotionId: number, now: number = Date.now()): void {
  try {
    window.localStorage.setItem(promotionSeenKey(promotionId), new Date(now).toISOString());
  } catch {
    // Storage refused (private mode, quota): nothing to keep, the dismissal cookie still applies.
  }
}
