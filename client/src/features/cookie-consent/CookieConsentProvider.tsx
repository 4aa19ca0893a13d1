import { use, useCallback, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { logger } from '@/lib/logger';
import { ServerRequestCookies } from '@/lib/server-request-cookies';
import { ALL_GRANTED, ESSENTIAL_ONLY, makeChoice, toCookieTypes, type ConsentChoice } from './consent-categories';
import type { ConsentApi } from './consent-api';
import {
  getConsentCookieServerSnapshot,
  getConsentCookieSnapshot,
  parseConsentCookie,
  subscribeConsentCookie,
  writeConsentCookie,
} from './consent-cookie';
import { CookieConsentContext, type CookieConsentValue } from './CookieConsentContext';

export interface CookieConsentProviderProps {
  children: ReactNode;
  /** The visitor's session id, sent with every consent log entry. */
  sessionUuid: string;
  /** Where decisions are logged; tests pass a fake. */
  api?: ConsentApi;
}

/**
 * POST /api/cookie-consent-log/new (consent-api.ts). its code is a chunk of its own, loaded with
 * the first decision, not part of the page's start-up code.
 */
const consentApi: ConsentApi = {
  logConsent: (entry) => import('./consent-api').then((m) => m.fetchConsentApi.logConsent(entry)),
};

export function CookieConsentProvider({ children, sessionUuid, api = consentApi }: CookieConsentProviderProps) {
  const serverCookies = use(ServerRequestCookies);
  const stored = useSyncExternalStore(subscribeConsentCookie, getConsentCookieSnapshot, () =>
    getConsentCookieServerSnapshot(serverCookies?.consent),
  );
  const choice = useMemo(() => (stored === null ? null : parseConsentCookie(stored)), [stored]);
  const [preferencesOpen, setPreferencesOpen] = useState(false);

  const decide = useCallback(
    (decision: ConsentChoice) => {
      const normalized = makeChoice(decision);
      writeConsentCookie(normalized);
      setPreferencesOpen(false);
      api.logConsent({ cookieTypes: toCookieTypes(normalized), sessionUuid }).catch((error: unknown) => {
        logger.error('Unable to log the cookie consent', error);
      });
    },
    [api, sessionUuid],
  );

  const value = useMemo<CookieConsentValue>(
    () => ({
      status: stored === null ? 'unknown' : choice ? 'decided' : 'undecided',
      choice,
      isGranted: (category) => category === 'essential' || Boolean(choice?.[category]),
      acceptOnlyEssential: () => decide(ESSENTIAL_ONLY),
      acceptAll: () => decide(ALL_GRANTED),
      saveAndApply: decide,
      preferencesOpen,
      openPreferences: () => setPreferencesOpen(true),
      closePreferences: () => setPreferencesOpen(false),
    }),
    [stored, choice, decide, preferencesOpen],
  );

  return <CookieConsentContext value={value}>{children}</CookieConsentContext>;
}
