import { createContext } from 'react';
import type { ConsentCategory, ConsentChoice } from './consent-categories';

/** 'unknown' only while a page rendered ahead of time hydrates; the browser then knows the cookie. */
export type ConsentStatus = 'unknown' | 'undecided' | 'decided';

export interface CookieConsentValue {
  status: ConsentStatus;
  /** The stored decision, or null while undecided. */
  choice: ConsentChoice | null;
  isGranted(category: ConsentCategory): boolean;
  acceptOnlyEssential(): void;
  acceptAll(): void;
  saveAndApply(choice: ConsentChoice): void;
  preferencesOpen: boolean;
  openPreferences(): void;
  closePreferences(): void;
}

export const CookieConsentContext = createContext<CookieConsentValue | null>(null);
