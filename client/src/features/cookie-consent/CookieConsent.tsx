import { CookieConsentBar } from './CookieConsentBar';
import { CookieConsentControl } from './CookieConsentControl';
import { CookiePreferencesDialog } from './CookiePreferencesDialog';
import { useConsent } from './useConsent';

export interface CookieConsentProps {
  privacyPolicyHref?: string;
}

/** The whole consent UI: bar and overlay while undecided, the control button afterwards, and the dialog. */
export function CookieConsent({ privacyPolicyHref }: CookieConsentProps) {
  const consent = useConsent();

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
      <CookiePreferencesDialog
        open={consent.preferencesOpen}
        saved={consent.choice}
        onClose={consent.closePreferences}
        onSaveAndApply={consent.saveAndApply}
      />
    </>
  );
}
