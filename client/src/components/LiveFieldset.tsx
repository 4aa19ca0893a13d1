import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/hydrated';

/*
 * Issue 12 "Walls": a server-rendered form cannot be sent before the page's JavaScript runs. The server does not
 * take these forms' posts (log-in, registration and the rest are GraphQL mutations, and the session lives in the
 * browser), so until the live app has taken over the controls are disabled and a note says why; with JavaScript off
 * the note stays (over the form). A disabled fieldset disables every control inside it, the submit button and the Enter key included.
 */
export const FORM_NEEDS_JAVASCRIPT = 'Loading… This form can be sent once the page has loaded. It needs JavaScript.';

export function LiveFieldset({ children }: { children: ReactNode }) {
  const live = useHydrated();
  return (
    <fieldset disabled={!live} style={{ position: 'relative', border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      {children}
      {live ? null : (
        // Laid over the disabled form rather than above it, so the page does not move when the app takes over
        // and the note goes (issue 12 "Light": Lighthouse counts that as a layout shift).
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'rgba(255, 255, 255, 0.6)',
          }}
        >
          <Alert severity="info">{FORM_NEEDS_JAVASCRIPT}</Alert>
        </Box>
      )}
    </fieldset>
  );
}
