import { useContext } from 'react';
import { CookieConsentContext, type CookieConsentValue } from './CookieConsentContext';

export function useConsent(): CookieConsentValue {
  const value = useContext(CookieConsentContext);
  if (!value) {
    throw new Error('useConsent must be used inside <CookieConsentProvider>');
  }
  return value;
}
