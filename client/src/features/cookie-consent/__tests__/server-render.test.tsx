/**
 * @jest-environment node
 */
/*
 * The server render knows the visitor's consent decision from the request's cookie, so an
 * undecided visitor's first HTML has the consent bar (not drawn late by the script), a decided one's the
 * preferences button; a render without a request knows nothing and draws nothing. Nothing is logged on the server.
 */
import { renderToString } from 'react-dom/server';
import { preloadLateComponents } from '@/lib/late-component';
import { ServerRequestCookies } from '@/lib/server-request-cookies';
import { CookieConsent } from '../CookieConsent';
import { CookieConsentProvider } from '../CookieConsentProvider';
import { ConsentScripts } from '../ConsentScripts';

// The server renderer loads every late component (the bar is one) before it renders (entry-server.tsx).
beforeAll(() => preloadLateComponents());

function serverHtml(consent: string | undefined) {
  const api = { logConsent: jest.fn() };
  const tree = (
    <CookieConsentProvider sessionUuid="session-1" api={api}>
      <ConsentScripts tagManagerId="GTM-TEST" pixelId="1" />
      <CookieConsent />
    </CookieConsentProvider>
  );
  const html = renderToString(consent === undefined ? tree : <ServerRequestCookies value={{ consent }}>{tree}</ServerRequestCookies>);
  expect(api.logConsent).not.toHaveBeenCalled();
  return html;
}

it('draws the bar for a visitor who has not decided', () => {
  const html = serverHtml('');
  expect(html).toContain('We value your privacy');
  expect(html).toContain('Accept Only Essential Cookies');
  // The overlay that blocks the page comes with the live app, and without JavaScript the bar is hidden.
  expect(html).not.toContain('data-testid="cookie-consent-overlay"');
  expect(html).toContain('<noscript><style>[data-consent-bar]{display:none}</style></noscript>');
  expect(html).not.toContain('Cookie preferences');
});

it('draws the preferences button, and no bar, for a visitor who has decided', () => {
  const html = serverHtml('essential,analytics');
  expect(html).not.toContain('We value your privacy');
  expect(html).toContain('aria-label="Cookie preferences"');
});

it('draws nothing without a request to read the decision from', () => {
  expect(serverHtml(undefined)).toBe('');
});
