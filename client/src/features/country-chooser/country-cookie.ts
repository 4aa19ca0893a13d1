/*
 * The chosen country is the locale cookie itself, read through useSyncExternalStore so a page rendered ahead of
 * time (where there are no cookies) hydrates without a mismatch. If the browser refuses the cookie, the choice is
 * kept in memory for the page's lifetime.
 */
import Cookies from 'js-cookie';
import { cookieReader } from '@/lib/cookie-reader';
import type { Country } from './country-api';

export const LOCALE_COOKIE = 'locale';
/** docs/product.md#limits: the chosen country (the locale cookie) is kept for 365 days. */
export const LOCALE_COOKIE_DAYS = 365;

/** docs/product.md#what-it-is: United States when nothing better is known. */
export const DEFAULT_COUNTRY: Country = { code: 'US', name: 'United States' };

const listeners = new Set<() => void>();
const readLocaleCookie = cookieReader(LOCALE_COOKIE);
let chosenInMemory: string | null = null;

export function subscribeLocaleCookie(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The raw cookie value ('' without a choice); a string, so React compares snapshots by value. */
export function getLocaleCookieSnapshot(): string {
  return readLocaleCookie() ?? chosenInMemory ?? '';
}

export function getLocaleCookieServerSnapshot(): string {
  return '';
}

export function parseLocaleCookie(raw: string): Country | null {
  if (!raw) {
    return null;
  }
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) {
      return null;
    }
    const { code, name } = parsed as Record<string, unknown>;
    if (typeof code === 'string' && /^[A-Z]{2}$/.test(code) && typeof name === 'string' && name !== '') {
      return { code, name };
    }
  } catch {
    // A malformed cookie counts as no choice.
  }
  return null;
}

export function hasLocaleChoice(): boolean {
  return parseLocaleCookie(getLocaleCookieSnapshot()) !== null;
}

export function writeLocaleCookie(country: Country): void {
  const value = JSON.stringify({ code: country.code, name: country.name });
  Cookies.set(LOCALE_COOKIE, value, {
    expires: LOCALE_COOKIE_DAYS,
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
  chosenInMemory = value;
  listeners.forEach((listener) => listener());
}

/** For tests: forget a choice kept in memory. */
export function resetLocaleMemory(): void {
  chosenInMemory = null;
}
