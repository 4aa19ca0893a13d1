import { useId } from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useHydrated } from '@/lib/hydrated';

export interface CookieConsentBarProps {
  onAcceptOnlyEssential: () => void;
  onAcceptAll: () => void;
  onCustomize: () => void;
  privacyPolicyHref?: string;
}

/** The undecided state of §4: an overlay blocks the page and the bar asks for a decision. */
export function CookieConsentBar({
  onAcceptOnlyEssential,
  onAcceptAll,
  onCustomize,
  privacyPolicyHref = '/privacy-policy',
}: CookieConsentBarProps) {
  const headingId = useId();
  // The bar is in the server's HTML (issue 12 "Light": it is the largest paint of a phone's first screen); its
  // choices work once the app runs, so until then they are disabled rather than doing nothing when pressed.
  const live = useHydrated();

  return (
    <>
      {/* The overlay comes with the live app: before it, the page stays usable (its links work without JavaScript). */}
      {live ? <Backdrop open data-testid="cookie-consent-overlay" sx={{ zIndex: (theme) => theme.zIndex.modal - 2 }} /> : null}
      {/* Without JavaScript nothing can be decided, and no script that needs consent can run: no bar. */}
      <noscript>
        <style>{'[data-consent-bar]{display:none}'}</style>
      </noscript>
      <Paper
        data-consent-bar=""
        component="section"
        aria-labelledby={headingId}
        square
        elevation={8}
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: (theme) => theme.zIndex.modal - 1,
          px: { xs: 2, md: 4 },
          py: 2,
        }}
      >
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <Box sx={{ flex: 1 }}>
            <Typography id={headingId} component="h2" variant="h6" gutterBottom>
              We value your privacy
            </Typography>
            <Typography variant="body2">
              We use essential cookies to run this site and, with your permission, functional, analytics and
              targeting cookies to improve it and measure our advertising. You can accept all cookies, keep only the
              essential ones, or choose category by category.{' '}
              <Link href={privacyPolicyHref}>Privacy policy</Link>
            </Typography>
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexShrink: 0 }}>
            <Button variant="text" onClick={onCustomize} disabled={!live}>
              Customize Settings
            </Button>
            <Button variant="outlined" onClick={onAcceptOnlyEssential} disabled={!live}>
              Accept Only Essential Cookies
            </Button>
            <Button variant="contained" onClick={onAcceptAll} disabled={!live}>
              Accept All Cookies
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </>
  );
}
