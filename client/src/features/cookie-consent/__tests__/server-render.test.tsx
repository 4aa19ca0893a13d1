import { renderToString } from 'react-dom/server';
import Cookies from 'js-cookie';
import { CONSENT_COOKIE } from '../consent-cookie';
import { CookieConsent } from '../CookieConsent';
import { CookieConsentProvider } from '../CookieConsentProvider';
import { ConsentScripts } from '../ConsentScripts';

it('renders nothing ahead of time, whatever the cookie says, and logs nothing', () => {
  Cookies.set(CONSENT_COOKIE, 'essential');
  const api = { logConsent: jest.fn() };
  const html = renderToString(
    <CookieConsentProvider sessionUuid="session-1" api={api}>
      <ConsentScripts tagManagerId="GTM-TEST" pixelId="1" />
      <CookieConsent />
    </CookieConsentProvider>,
  );
  expect(html).toBe('');
  expect(api.logConsent).not.toHaveBeenCalled();
});
