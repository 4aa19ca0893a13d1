/*
 * The stored decision is the cookie itself, read through useSyncExternalStore: a page rendered ahead of time (no
 * cookies there) hydrates without a mismatch, then shows the visitor's real state. A browser that refuses the
 * cookie still keeps the decision for the page's lifetime in memory, so the bar can be dismissed.
 */
import Cookies from 'js-cookie';
import { fromCookieTypes, toCookieTypes, type ConsentChoice } from './consent-categories';

export const CONSENT_COOKIE = 'cookie_consent';
/** §9: the consent decision is kept for 10 years. */
export const CONSENT_COOKIE_YEARS = 10;

const listeners = new Set<() => void>();
let decidedInMemory: string | null = null;

export function consentExpiry(now: Date = new Date()): Date {
  const expiry = new Date(now.getTime());
  expiry.setFullYear(expiry.getFullYear() + CONSENT_COOKIE_YEARS);
  return expiry;
}

export function subscribeConsentCookie(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The raw cookie value; '' while undecided. A string, so React can compare snapshots by value. */
export function getConsentCookieSnapshot(): string {
  return Cookies.get(CONSENT_COOKIE) ?? decidedInMemory ?? '';
}

/** Ahead-of-time rendering cannot know the decision: null means "not known yet", and nothing is shown. */
export function getConsentCookieServerSnapshot(): string | null {
  return null;
}

export function parseConsentCookie(value: string): ConsentChoice | null {
  return value ? fromCookieTypes(value) : null;
}

export function writeConsentCookie(choice: ConsentChoice): void {
  const value = toCookieTypes(choice);
  Cookies.set(CONSENT_COOKIE, value, {
    expires: consentExpiry(),
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
  decidedInMemory = value;
  listeners.forEach((listener) => listener());
}

/** For tests: forget a decision kept in memory. */
export function resetConsentMemory(): void {
  decidedInMemory = null;
}
