import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/hydrated';
import { Alert } from '@/ui/kit';

/*
 * A server-rendered form cannot be sent before the page's JavaScript runs. The server does not
 * take these forms' posts (log-in, registration and the rest are GraphQL mutations, and the session lives in the
 * browser), so until the live app has taken over the controls are disabled and a note says why; with JavaScript off
 * the note stays (over the form). A disabled fieldset disables every control inside it, the submit button and the Enter key included.
 */
export const FORM_NEEDS_JAVASCRIPT = 'Loading… This form can be sent once the page has loaded. It needs JavaScript.';

export function LiveFieldset({ children }: { children: ReactNode }) {
  const live = useHydrated();
  return (
    <fieldset disabled={!live} className="tg-forms-fieldset">
      {children}
      {live ? null : (
        // Laid over the disabled form rather than above it, so the page does not move when the app takes over
        // and the note goes (Lighthouse counts that as a layout shift).
        <div className="tg-forms-fieldset__note">
          <Alert severity="info">{FORM_NEEDS_JAVASCRIPT}</Alert>
        </div>
      )}
    </fieldset>
  );
}
