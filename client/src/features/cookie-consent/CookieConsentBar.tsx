import { useId } from 'react';
import { useHydrated } from '@/lib/hydrated';
import { Button, Link, Paper, Stack, Text } from '@/ui/kit';

export interface CookieConsentBarProps {
  onAcceptOnlyEssential: () => void;
  onAcceptAll: () => void;
  onCustomize: () => void;
  privacyPolicyHref?: string;
}

/** The undecided state of docs/product.md#states: an overlay blocks the page and the bar asks for a decision. */
export function CookieConsentBar({
  onAcceptOnlyEssential,
  onAcceptAll,
  onCustomize,
  privacyPolicyHref = '/privacy-policy',
}: CookieConsentBarProps) {
  const headingId = useId();
  // The bar is in the server's HTML (it is the largest paint of a phone's first screen); its
  // choices work once the app runs, so until then they are disabled rather than doing nothing when pressed.
  const live = useHydrated();

  return (
    <>
      {/* The overlay comes with the live app: before it, the page stays usable (its links work without JavaScript). */}
      {live ? <div className="tg-consent-backdrop" aria-hidden="true" data-testid="cookie-consent-overlay" /> : null}
      {/* Without JavaScript nothing can be decided, and no script that needs consent can run: no bar. */}
      <noscript>
        <style>{'[data-consent-bar]{display:none}'}</style>
      </noscript>
      <Paper data-consent-bar="" component="section" aria-labelledby={headingId} square elevation={8} className="tg-consent-bar">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} className="tg-consent-bar__row">
          <div className="tg-consent-bar__text">
            <Text id={headingId} component="h2" variant="h6" gutterBottom>
              We value your privacy
            </Text>
            <Text variant="body2">
              We use essential cookies to run this site and, with your permission, functional, analytics and targeting cookies to improve it
              and measure our advertising. You can accept all cookies, keep only the essential ones, or choose category by category.{' '}
              <Link href={privacyPolicyHref}>Privacy policy</Link>
            </Text>
          </div>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} className="tg-consent-bar__actions">
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
