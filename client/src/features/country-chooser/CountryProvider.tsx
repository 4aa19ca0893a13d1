import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { logger } from '@/lib/logger';
import type { Country, CountryApi } from './country-api';
import { CountryContext, type CountryValue } from './CountryContext';
import {
  DEFAULT_COUNTRY,
  getLocaleCookieServerSnapshot,
  getLocaleCookieSnapshot,
  hasLocaleChoice,
  parseLocaleCookie,
  subscribeLocaleCookie,
  writeLocaleCookie,
} from './country-cookie';

export interface CountryProviderProps {
  children: ReactNode;
  /** Where country detection and the dictionary come from; tests pass a fake. */
  api?: CountryApi;
}

/**
 * GET /api/country and the dictionary (country-api.ts). the requests' code is a chunk of its own,
 * loaded with the first of them (after the page is drawn), not part of the page's start-up code.
 */
const countryApi: CountryApi = {
  fetchCurrent: () => import('./country-api').then((m) => m.fetchCountryApi.fetchCurrent()),
  fetchDictionary: () => import('./country-api').then((m) => m.fetchCountryApi.fetchDictionary()),
};

interface Detection {
  country: Country | null;
  done: boolean;
}

export function CountryProvider({ children, api = countryApi }: CountryProviderProps) {
  const stored = useSyncExternalStore(subscribeLocaleCookie, getLocaleCookieSnapshot, getLocaleCookieServerSnapshot);
  const chosen = useMemo(() => parseLocaleCookie(stored), [stored]);
  const [detection, setDetection] = useState<Detection>({ country: null, done: false });

  useEffect(() => {
    // Read the cookie here rather than trusting the render: while hydrating, the render saw no cookies.
    if (hasLocaleChoice()) {
      return;
    }
    let current = true;
    api
      .fetchCurrent()
      .then((country) => {
        if (current) setDetection({ country, done: true });
      })
      .catch((error: unknown) => {
        logger.error('Unable to detect the visitor country', error);
        if (current) setDetection({ country: null, done: true });
      });
    return () => {
      current = false;
    };
  }, [api]);

  const value = useMemo<CountryValue>(
    () => ({
      // A choice always wins over detection, also one made while detection was running.
      country: chosen ?? detection.country ?? DEFAULT_COUNTRY,
      origin: chosen ? 'chosen' : detection.country ? 'detected' : 'default',
      detecting: !chosen && !detection.done,
      chooseCountry: writeLocaleCookie,
      api,
    }),
    [chosen, detection, api],
  );

  return <CountryContext value={value}>{children}</CountryContext>;
}
