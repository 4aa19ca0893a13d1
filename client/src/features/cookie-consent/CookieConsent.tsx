import { useEffect, useState } from 'react';
import { deferredComponent, whenIdle } from '@/lib/after-paint';
import { lateComponent } from '@/lib/late-component';
import { useConsent } from './useConsent';

/*
 * The bar is in the server's markup (a first visit's page shows it at once), but its code is not
 * part of the page's initial JavaScript: it loads when hydration reaches the bar, and until then React keeps the
 * server's bar, whose buttons are disabled until the app runs (lib/late-component.tsx).
 */
export const CookieConsentBar = lateComponent(() => import('./CookieConsentBar').then((m) => m.CookieConsentBar));
/** The preferences button a visitor who has decided sees instead (also in the server's markup), likewise. */
export const CookieConsentControl = lateComponent(() => import('./CookieConsentControl').then((m) => m.CookieConsentControl));

// The dialog loads after the first paint (when the browser is idle, or when it is opened).
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
