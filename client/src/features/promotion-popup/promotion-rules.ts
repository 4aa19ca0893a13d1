import { matchPath } from 'react-router-dom';
import { paths } from '@/lib/paths';
import type { ActivePromotion } from './promotion-api';

/**
 * docs/product.md#states: the popup is not shown on /promotion. nor on pages where a visitor came to do one thing (log in,
 * register, follow an e-mail link) and an offer would stand between them and the form; it waits for another page.
 */
export const POPUP_FREE_PATHS: readonly string[] = [
  paths.promotion.path,
  paths.login.path,
  paths.register.path,
  paths.forgotPassword.path,
  paths.externalDemoRegister.path,
  paths.activateEmail.path,
  paths.resetPassword.path,
  paths.unsubscribe.path,
  paths.verifyEmail.path,
  paths.socialReturn.path,
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** docs/product.md#states: a promotion is active when now lies between startAt and endAt. */
export function isPromotionActive(promotion: ActivePromotion, now: number): boolean {
  const start = Date.parse(promotion.startAt);
  const end = Date.parse(promotion.endAt);
  return Number.isFinite(start) && Number.isFinite(end) && start <= now && now <= end;
}

/** docs/product.md#states: the first active promotion, in the order the server returned them. */
export function firstActivePromotion(promotions: readonly ActivePromotion[], now: number): ActivePromotion | null {
  return promotions.find((promotion) => isPromotionActive(promotion, now)) ?? null;
}

/** docs/product.md#states: N in "Save N%" is 100 divided by creditsMultiplier, rounded; null when the multiplier is unusable. */
export function savePercent(creditsMultiplier: number): number | null {
  if (!Number.isFinite(creditsMultiplier) || creditsMultiplier <= 0) {
    return null;
  }
  return Math.round(100 / creditsMultiplier);
}

/** docs/product.md#states: the remaining whole days until endAt (a part of a day does not count). */
export function wholeDaysLeft(endAt: string, now: number): number {
  const end = Date.parse(endAt);
  if (!Number.isFinite(end) || end <= now) {
    return 0;
  }
  return Math.floor((end - now) / DAY_MS);
}

export function daysLeftLabel(days: number): string {
  if (days <= 0) {
    return 'Ends today';
  }
  return days === 1 ? '1 day left' : `${days} days left`;
}

/** docs/product.md#states: not on the promotion page itself; nor on the sign-in, sign-up and e-mail link pages. */
export function isPopupFreePage(pathname: string): boolean {
  return POPUP_FREE_PATHS.some((path) => matchPath({ path, end: true }, pathname) !== null);
}
