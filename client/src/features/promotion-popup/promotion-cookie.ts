import Cookies from 'js-cookie';

export const PROMOTION_DISMISSAL_COOKIE_PREFIX = 'promotion_popup_';
/** docs/product.md#limits: a dismissed promotion stays hidden for 30 days. */
export const PROMOTION_DISMISSAL_DAYS = 30;

export function promotionDismissalCookie(promotionId: number): string {
  return `${PROMOTION_DISMISSAL_COOKIE_PREFIX}${promotionId}`;
}

export function isPromotionDismissed(promotionId: number): boolean {
  return Cookies.get(promotionDismissalCookie(promotionId)) !== undefined;
}

export function dismissPromotion(promotionId: number): void {
  Cookies.set(promotionDismissalCookie(promotionId), '1', {
    expires: PROMOTION_DISMISSAL_DAYS,
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
}
