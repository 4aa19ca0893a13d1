import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { CONSENT_COOKIE, resetConsentMemory } from '../consent-cookie';
import { CookieConsent, CookieConsentBar, CookieConsentControl } from '../CookieConsent';
import { CookieConsentProvider } from '../CookieConsentProvider';
import { ConsentScripts } from '../ConsentScripts';
import { PIXEL_SCRIPT_ID, TAG_MANAGER_SCRIPT_ID } from '../consent-scripts';

type TagWindow = Window & { dataLayer?: unknown[]; fbq?: { queue: unknown[][] }; _fbq?: unknown };

function tagManagerScript() {
  return document.getElementById(TAG_MANAGER_SCRIPT_ID) as HTMLScriptElement | null;
}

function pixelScript() {
  return document.getElementById(PIXEL_SCRIPT_ID) as HTMLScriptElement | null;
}

function renderWithScripts(ids: { tagManagerId?: string | null; pixelId?: string | null }) {
  const user = userEvent.setup();
  render(
    <CookieConsentProvider sessionUuid="session-1" api={{ logConsent: jest.fn().mockResolvedValue(undefined) }}>
      <ConsentScripts {...ids} />
      <CookieConsent />
    </CookieConsentProvider>,
  );
  return user;
}

async function saveChoice(user: ReturnType<typeof userEvent.setup>, toggles: string[]) {
  await user.click(screen.getByRole('button', { name: /Customize Settings|Cookie preferences/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Cookie Settings' });
  for (const name of toggles) {
    await user.click(within(dialog).getByRole('switch', { name }));
  }
  await user.click(within(dialog).getByRole('button', { name: 'Save And Apply' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

// The bar and the preferences button are late components: start with their chunks in (see CookieConsent.test.tsx).
beforeAll(() => Promise.all([CookieConsentBar.preload(), CookieConsentControl.preload()]));

/** Lets the loaders' chunk (imported on the first consent that needs it) arrive and run. */
const loadersSettled = () => act(() => import('../consent-scripts').then(() => undefined));

beforeEach(() => {
  resetConsentMemory();
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
  tagManagerScript()?.remove();
  pixelScript()?.remove();
  const tagWindow = window as TagWindow;
  delete tagWindow.dataLayer;
  delete tagWindow.fbq;
  delete tagWindow._fbq;
});

it('injects nothing while undecided', async () => {
  renderWithScripts({ tagManagerId: 'GTM-TEST', pixelId: '123456' });
  await loadersSettled();

  expect(tagManagerScript()).toBeNull();
  expect(pixelScript()).toBeNull();
  expect((window as TagWindow).dataLayer).toBeUndefined();
  expect((window as TagWindow).fbq).toBeUndefined();
});

it('injects nothing after "Accept Only Essential Cookies"', async () => {
  const user = renderWithScripts({ tagManagerId: 'GTM-TEST', pixelId: '123456' });

  await user.click(screen.getByRole('button', { name: 'Accept Only Essential Cookies' }));
  await loadersSettled();

  expect(tagManagerScript()).toBeNull();
  expect(pixelScript()).toBeNull();
});

it('injects the tag manager after consent to analytics, and the pixel only after consent to targeting', async () => {
  const user = renderWithScripts({ tagManagerId: 'GTM-TEST', pixelId: '123456' });

  await saveChoice(user, ['Analytics', 'Functional']);
  await waitFor(() => expect(tagManagerScript()).not.toBeNull());
  expect(tagManagerScript()?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST');
  expect((window as TagWindow).dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
  expect(pixelScript()).toBeNull();

  await saveChoice(user, ['Targeting']);
  await waitFor(() => expect(pixelScript()).not.toBeNull());
  expect(pixelScript()?.src).toBe('https://connect.facebook.net/en_US/fbevents.js');
  expect((window as TagWindow).fbq?.queue).toEqual([
    ['init', '123456'],
    ['track', 'PageView'],
  ]);
  expect(document.querySelectorAll(`#${TAG_MANAGER_SCRIPT_ID}`)).toHaveLength(1);
});

it('injects the pixel without the tag manager when only targeting is granted', async () => {
  const user = renderWithScripts({ tagManagerId: 'GTM-TEST', pixelId: '123456' });

  await saveChoice(user, ['Targeting']);

  await waitFor(() => expect(pixelScript()).not.toBeNull());
  expect(tagManagerScript()).toBeNull();
});

it('injects both at once for a stored "all" decision', async () => {
  Cookies.set(CONSENT_COOKIE, 'essential,functional,analytics,targeting');
  renderWithScripts({ tagManagerId: 'GTM-TEST', pixelId: '123456' });

  await waitFor(() => expect(tagManagerScript()).not.toBeNull());
  expect(pixelScript()).not.toBeNull();
});

it('injects nothing for a gate without ids, whatever the consent', async () => {
  Cookies.set(CONSENT_COOKIE, 'essential,functional,analytics,targeting');
  renderWithScripts({ tagManagerId: null, pixelId: '' });
  await loadersSettled();

  expect(tagManagerScript()).toBeNull();
  expect(pixelScript()).toBeNull();
});
