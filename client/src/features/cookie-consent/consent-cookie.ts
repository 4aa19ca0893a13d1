/*
 * The stored decision is the cookie itself, read through useSyncExternalStore. The server render reads it from the
 * request (entry-server.tsx), so an undecided visitor's first HTML already has the consent bar (* it is the page's largest paint, and it
 * must not wait for the JavaScript); hydration starts from the same value.
 * A browser that refuses the cookie still keeps the decision for the page's lifetime in memory, so the bar can be
 * dismissed.
 */
import Cookies from 'js-cookie';
import { cookieReader } from '@/lib/cookie-reader';
import { fromCookieTypes, toCookieTypes, type ConsentChoice } from './consent-categories';

export const CONSENT_COOKIE = 'cookie_consent';
/** docs/product.md#limits: the consent decision is kept for 10 years. */
export const CONSENT_COOKIE_YEARS = 10;

const listeners = new Set<() => void>();
const readConsentCookie = cookieReader(CONSENT_COOKIE);
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
  return readConsentCookie() ?? decidedInMemory ?? '';
}

/**
 * The value the server's markup was drawn with. On the server: the request's cookie ('' when undecided), or null
 * ("not known", nothing is drawn) for a render without a request. In the browser React asks for it only while it
 * hydrates that markup, which the server drew from this same cookie.
 */
export function getConsentCookieServerSnapshot(requestCookie?: string): string | null {
  if (requestCookie !== undefined) return requestCookie;
  return typeof document === 'undefined' ? null : getConsentCookieSnapshot();
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
