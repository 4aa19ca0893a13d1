import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/hydrated';

/*
 * Issue 12 "Walls": a server-rendered form cannot be sent before the page's JavaScript runs. The server does not
 * take these forms' posts (log-in, registration and the rest are GraphQL mutations, and the session lives in the
 * browser), so until the live app has taken over the controls are disabled and a note says why; with JavaScript off
 * the note stays. A disabled fieldset disables every control inside it, the submit button and the Enter key included.
 */
export const FORM_NEEDS_JAVASCRIPT = 'Loading… This form can be sent once the page has loaded. It needs JavaScript.';

export function LiveFieldset({ children }: { children: ReactNode }) {
  const live = useHydrated();
  return (
    <fieldset disabled={!live} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      {live ? null : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {FORM_NEEDS_JAVASCRIPT}
        </Alert>
      )}
      {children}
    </fieldset>
  );
}
