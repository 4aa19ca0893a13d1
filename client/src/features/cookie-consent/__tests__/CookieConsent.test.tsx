import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { logger } from '@/lib/logger';
import type { ConsentApi } from '../consent-api';
import { CONSENT_COOKIE, resetConsentMemory } from '../consent-cookie';
import { CookieConsent, CookieConsentBar, CookieConsentControl } from '../CookieConsent';
import { CookieConsentProvider } from '../CookieConsentProvider';
import { useConsent } from '../useConsent';

const SESSION = '3f1c2a8e-1d2b-4c5d-8e9f-0a1b2c3d4e5f';
const NOW = new Date('2026-03-15T12:00:00Z');

function clearCookies() {
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
}

function fakeApi(): ConsentApi & { logConsent: jest.Mock } {
  return { logConsent: jest.fn().mockResolvedValue(undefined) };
}

function GrantedProbe() {
  const { isGranted, status } = useConsent();
  const granted = (['essential', 'functional', 'analytics', 'targeting'] as const).filter(isGranted);
  return <output data-testid="granted">{`${status}:${granted.join(',')}`}</output>;
}

// The bar and the preferences button are late components (their own chunks, lib/late-component.tsx): these tests
// start with their chunks in, as on a page whose hydration has reached them; the late path itself is tested in
// lib/__tests__/late-component.test.tsx.
beforeAll(() => Promise.all([CookieConsentBar.preload(), CookieConsentControl.preload()]));

function renderConsent(api: ConsentApi = fakeApi()) {
  const user = userEvent.setup();
  render(
    <CookieConsentProvider sessionUuid={SESSION} api={api}>
      <GrantedProbe />
      <CookieConsent />
    </CookieConsentProvider>,
  );
  return { user, api };
}

function bar() {
  return screen.queryByRole('region', { name: 'We value your privacy' });
}

async function openCustomize(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Customize Settings' }));
  return screen.findByRole('dialog', { name: 'Cookie Settings' });
}

beforeEach(() => {
  resetConsentMemory();
  clearCookies();
  jest.useFakeTimers({
    now: NOW,
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'queueMicrotask',
      'nextTick',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'performance',
      'hrtime',
    ],
  });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('undecided', () => {
  it('blocks the page with an overlay and shows the bar with its three choices', () => {
    renderConsent();

    expect(screen.getByTestId('cookie-consent-overlay')).toBeInTheDocument();
    const region = bar();
    expect(region).toBeInTheDocument();
    expect(within(region!).getByRole('heading', { name: 'We value your privacy' })).toBeInTheDocument();
    expect(within(region!).getByRole('button', { name: 'Accept Only Essential Cookies' })).toBeInTheDocument();
    expect(within(region!).getByRole('button', { name: 'Accept All Cookies' })).toBeInTheDocument();
    expect(within(region!).getByRole('button', { name: 'Customize Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cookie preferences' })).not.toBeInTheDocument();
    expect(screen.getByTestId('granted')).toHaveTextContent('undecided:essential');
  });
});

describe('decisions', () => {
  it('"Accept Only Essential Cookies" stores essential for 10 years and logs it', async () => {
    const set = jest.spyOn(Cookies, 'set');
    const { user, api } = renderConsent();

    await user.click(screen.getByRole('button', { name: 'Accept Only Essential Cookies' }));

    expect(Cookies.get(CONSENT_COOKIE)).toBe('essential');
    expect(set).toHaveBeenCalledWith(CONSENT_COOKIE, 'essential', expect.objectContaining({ expires: new Date('2036-03-15T12:00:00Z') }));
    expect(api.logConsent).toHaveBeenCalledTimes(1);
    expect(api.logConsent).toHaveBeenCalledWith({ cookieTypes: 'essential', sessionUuid: SESSION });
    expect(bar()).not.toBeInTheDocument();
    expect(screen.queryByTestId('cookie-consent-overlay')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cookie preferences' })).toBeInTheDocument();
    expect(screen.getByTestId('granted')).toHaveTextContent('decided:essential');
  });

  it('"Accept All Cookies" stores and logs every category', async () => {
    const set = jest.spyOn(Cookies, 'set');
    const { user, api } = renderConsent();

    await user.click(screen.getByRole('button', { name: 'Accept All Cookies' }));

    const all = 'essential,functional,analytics,targeting';
    expect(Cookies.get(CONSENT_COOKIE)).toBe(all);
    expect(set).toHaveBeenCalledWith(CONSENT_COOKIE, all, expect.objectContaining({ expires: new Date('2036-03-15T12:00:00Z') }));
    expect(api.logConsent).toHaveBeenCalledWith({ cookieTypes: all, sessionUuid: SESSION });
    expect(bar()).not.toBeInTheDocument();
    expect(screen.getByTestId('granted')).toHaveTextContent(`decided:${all}`);
  });

  it('"Save And Apply" stores and logs the toggled categories', async () => {
    const { user, api } = renderConsent();
    const dialog = await openCustomize(user);

    await user.click(within(dialog).getByRole('switch', { name: 'Analytics' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save And Apply' }));

    expect(Cookies.get(CONSENT_COOKIE)).toBe('essential,analytics');
    expect(api.logConsent).toHaveBeenCalledWith({ cookieTypes: 'essential,analytics', sessionUuid: SESSION });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bar()).not.toBeInTheDocument();
    expect(screen.getByTestId('granted')).toHaveTextContent('decided:essential,analytics');
  });

  it('keeps the decision when the log call fails, and logs the failure', async () => {
    const error = jest.spyOn(logger, 'error').mockImplementation(() => {});
    const api = fakeApi();
    api.logConsent.mockRejectedValue(new Error('offline'));
    const { user } = renderConsent(api);

    await user.click(screen.getByRole('button', { name: 'Accept All Cookies' }));

    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(Cookies.get(CONSENT_COOKIE)).toBe('essential,functional,analytics,targeting');
    expect(bar()).not.toBeInTheDocument();
  });

  it('closing the customize modal without saving leaves the visitor undecided', async () => {
    const { user, api } = renderConsent();
    const dialog = await openCustomize(user);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(Cookies.get(CONSENT_COOKIE)).toBeUndefined();
    expect(api.logConsent).not.toHaveBeenCalled();
    expect(bar()).toBeInTheDocument();
  });
});

describe('customize modal', () => {
  it('lists the four categories with essential on and disabled', async () => {
    const { user } = renderConsent();
    const dialog = await openCustomize(user);

    const essential = within(dialog).getByRole('switch', { name: 'Essential' });
    expect(essential).toBeChecked();
    expect(essential).toBeDisabled();
    for (const name of ['Functional', 'Analytics', 'Targeting']) {
      const toggle = within(dialog).getByRole('switch', { name });
      expect(toggle).not.toBeChecked();
      expect(toggle).toBeEnabled();
    }
  });

  it('essential cannot be turned off', async () => {
    const { user, api } = renderConsent();
    const dialog = await openCustomize(user);
    const essential = within(dialog).getByRole('switch', { name: 'Essential' });

    await user.click(essential).catch(() => undefined);
    expect(essential).toBeChecked();
    expect(within(dialog).queryByText('You have unsaved settings')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save And Apply' }));
    expect(api.logConsent).toHaveBeenCalledWith({ cookieTypes: 'essential', sessionUuid: SESSION });
  });

  it('shows "You have unsaved settings" only while the toggles differ from the saved choice', async () => {
    const { user } = renderConsent();
    const dialog = await openCustomize(user);
    const unsaved = () => within(dialog).queryByText('You have unsaved settings');

    expect(unsaved()).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: 'Targeting' }));
    expect(unsaved()).toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: 'Functional' }));
    expect(unsaved()).toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: 'Targeting' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Functional' }));
    expect(unsaved()).not.toBeInTheDocument();
  });

  it('compares against the stored decision when reopened', async () => {
    Cookies.set(CONSENT_COOKIE, 'essential,analytics');
    const user = userEvent.setup();
    render(
      <CookieConsentProvider sessionUuid={SESSION} api={fakeApi()}>
        <CookieConsent />
      </CookieConsentProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'Cookie preferences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie Settings' });
    const unsaved = () => within(dialog).queryByText('You have unsaved settings');

    expect(within(dialog).getByRole('switch', { name: 'Analytics' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Targeting' })).not.toBeChecked();
    expect(unsaved()).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: 'Analytics' }));
    expect(unsaved()).toBeInTheDocument();
  });
});

describe('after a decision', () => {
  it('starts decided from the cookie: no overlay, no bar, a control button', () => {
    Cookies.set(CONSENT_COOKIE, 'essential,functional');
    renderConsent();

    expect(bar()).not.toBeInTheDocument();
    expect(screen.queryByTestId('cookie-consent-overlay')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cookie preferences' })).toBeInTheDocument();
    expect(screen.getByTestId('granted')).toHaveTextContent('decided:essential,functional');
  });

  it('treats a tampered cookie without essential as essential-granted', () => {
    Cookies.set(CONSENT_COOKIE, 'analytics');
    renderConsent();
    expect(screen.getByTestId('granted')).toHaveTextContent('decided:essential,analytics');
  });

  it('treats an unreadable cookie as undecided', () => {
    Cookies.set(CONSENT_COOKIE, 'yes-please');
    renderConsent();
    expect(bar()).toBeInTheDocument();
  });

  it('the control button reopens the preferences, and a new choice replaces the old one', async () => {
    const { user, api } = renderConsent();
    await user.click(screen.getByRole('button', { name: 'Accept All Cookies' }));

    await user.click(screen.getByRole('button', { name: 'Cookie preferences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie Settings' });
    expect(within(dialog).getByRole('switch', { name: 'Targeting' })).toBeChecked();

    await user.click(within(dialog).getByRole('switch', { name: 'Targeting' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save And Apply' }));

    expect(Cookies.get(CONSENT_COOKIE)).toBe('essential,functional,analytics');
    expect(api.logConsent).toHaveBeenLastCalledWith({
      cookieTypes: 'essential,functional,analytics',
      sessionUuid: SESSION,
    });
    expect(screen.getByTestId('granted')).toHaveTextContent('decided:essential,functional,analytics');
  });
});

it('keeps the decision for the page when the browser refuses the cookie', async () => {
  jest.spyOn(Cookies, 'set').mockImplementation(() => undefined);
  const { user, api } = renderConsent();

  await user.click(screen.getByRole('button', { name: 'Accept Only Essential Cookies' }));

  expect(Cookies.get(CONSENT_COOKIE)).toBeUndefined();
  expect(bar()).not.toBeInTheDocument();
  expect(api.logConsent).toHaveBeenCalledWith({ cookieTypes: 'essential', sessionUuid: SESSION });
});

/** The server draws the consent state from the request's cookie; hydration adopts it as it is. */
async function hydrateServerMarkup(requestConsent: string) {
  const { renderToString } = await import('react-dom/server');
  const { ServerRequestCookies } = await import('@/lib/server-request-cookies');
  const tree = (
    <CookieConsentProvider sessionUuid={SESSION} api={fakeApi()}>
      <GrantedProbe />
      <CookieConsent />
    </CookieConsentProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ServerRequestCookies value={{ consent: requestConsent }}>{tree}</ServerRequestCookies>);
  document.body.appendChild(container);
  const serverHtml = container.innerHTML;
  const recoverable = jest.fn();
  render(tree, { container, hydrate: true, onRecoverableError: recoverable });
  return { container, serverHtml, recoverable };
}

it('an undecided visitor gets the bar in the server markup, and hydration keeps it without redrawing', async () => {
  const { serverHtml, recoverable } = await hydrateServerMarkup('');
  expect(serverHtml).toContain('We value your privacy');
  expect(serverHtml).toContain('Accept All Cookies');
  // Its choices are disabled in the server's markup, live once hydrated; the overlay comes with the live app.
  expect(serverHtml).toMatch(/<button[^>]*disabled[^>]*>Accept All Cookies/);
  expect(serverHtml).not.toContain('cookie-consent-overlay');
  expect(bar()).toBeInTheDocument();
  expect(await screen.findByTestId('cookie-consent-overlay')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Accept All Cookies' })).toBeEnabled();
  expect(screen.getByTestId('granted')).toHaveTextContent('undecided:essential');
  expect(recoverable).not.toHaveBeenCalled();
});

it('a decided visitor gets the preferences button instead, and hydration keeps it without redrawing', async () => {
  Cookies.set(CONSENT_COOKIE, 'essential');
  const { serverHtml, recoverable } = await hydrateServerMarkup('essential');
  expect(serverHtml).not.toContain('We value your privacy');
  expect(serverHtml).toContain('Cookie preferences');
  expect(await screen.findByRole('button', { name: 'Cookie preferences' })).toBeInTheDocument();
  expect(screen.getByTestId('granted')).toHaveTextContent('decided:essential');
  expect(recoverable).not.toHaveBeenCalled();
});

it('useConsent outside the provider says so', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<GrantedProbe />)).toThrow('useConsent must be used inside <CookieConsentProvider>');
});
