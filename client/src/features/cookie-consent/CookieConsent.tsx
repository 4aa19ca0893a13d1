import { CookieConsentBar } from './CookieConsentBar';
import { CookieConsentControl } from './CookieConsentControl';
import { useEffect, useState } from 'react';
import { deferredComponent, whenIdle } from '@/lib/after-paint';
import { useConsent } from './useConsent';

// Issue 12 "Light": the dialog loads after the first paint (when the browser is idle, or when it is opened).
const CookiePreferencesDialog = deferredComponent(() => import('./CookiePreferencesDialog').then((m) => m.CookiePreferencesDialog));

export interface CookieConsentProps {
  privacyPolicyHref?: string;
}

/** The whole consent UI: bar and overlay while undecided, the control button afterwards, and the dialog. */
export function CookieConsent({ privacyPolicyHref }: CookieConsentProps) {
  const consent = useConsent();
  // Mounted from its first opening on (the dialog itself is drawn only while open).
  const [dialogUsed, setDialogUsed] = useState(false);
  if (consent.preferencesOpen && !dialogUsed) setDialogUsed(true);
  useEffect(() => whenIdle(() => void CookiePreferencesDialog.preload()), []);

  if (consent.status === 'unknown') {
    return null;
  }

  return (
    <>
      {consent.status === 'undecided' ? (
        <CookieConsentBar
          onAcceptOnlyEssential={consent.acceptOnlyEssential}
          onAcceptAll={consent.acceptAll}
          onCustomize={consent.openPreferences}
          privacyPolicyHref={privacyPolicyHref}
        />
      ) : (
        <CookieConsentControl onOpen={consent.openPreferences} />
      )}
      {dialogUsed ? (
        <CookiePreferencesDialog
          open={consent.preferencesOpen}
          saved={consent.choice}
          onClose={consent.closePreferences}
          onSaveAndApply={consent.saveAndApply}
        />
      ) : null}
    </>
  );
}
