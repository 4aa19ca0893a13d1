/*
 * "After a guard sends a visitor to /login, the consent overlay and then the promotion popup stand between
 * them and the form": the login page says which page waits for them, and the promotion popup (docs/product.md#states) does not open
 * on the sign-in, sign-up and e-mail link pages; it is shown once on the next ordinary page instead.
 */
import { act, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { CONSENT_COOKIE } from '@/features/cookie-consent/consent-cookie';
import { logger } from '@/lib/logger';
import { renderApp } from '@/testing/render-app';

const DAY = 24 * 60 * 60 * 1000;

const activePromotion = {
  id: 31,
  type: 'credits_multiplier',
  creditsMultiplier: 2,
  offerTitle: 'Spring Double Credits',
  offerDescription: 'Every package gives twice the visitors.',
  startAt: new Date(Date.now() - DAY).toISOString(),
  endAt: new Date(Date.now() + 10 * DAY).toISOString(),
};

/** The browser's REST calls: GET /api/promotions/active answers one active promotion, anything else 404. */
function restServer() {
  return jest.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith('/api/promotions/active')) {
      return new Response(JSON.stringify({ 'hydra:member': [activePromotion], 'hydra:totalItems': 1 }), {
        status: 200,
        headers: { 'Content-Type': 'application/ld+json' },
      });
    }
    return new Response('{}', { status: 404, headers: { 'Content-Type': 'application/json' } });
  });
}

const promotionCalls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/promotions/active'));

const originalFetch = global.fetch;
let fetchMock: ReturnType<typeof restServer>;

beforeEach(() => {
  jest.spyOn(logger, 'error').mockImplementation(() => {});
  fetchMock = restServer();
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  global.fetch = originalFetch;
});

describe('a visitor a guard sent to /login', () => {
  it('meets neither the promotion popup nor a wall, and sees the popup once on the next ordinary page', async () => {
    // Consent already decided: the overlay the law requires is not what is tested here.
    Cookies.set(CONSENT_COOKIE, 'essential', { path: '/' });
    const { router } = renderApp('/panel/projects?page=2');

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    // The active promotion was loaded (a fresh module: nothing cached yet), and still no popup opens.
    await waitFor(() => expect(promotionCalls(fetchMock)).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();

    await act(() => router.navigate('/contact'));
    expect(await screen.findByRole('dialog', { name: 'Spring Double Credits' })).toBeInTheDocument();
  });

  it.each([
    ['/panel/projects?page=2', 'Projects'],
    ['/panel/transactions', 'Transaction history'],
    ['/panel/billing', 'Balance'],
    ['/panel/projects/12', 'Projects'],
    ['/panel', 'your dashboard'],
    ['/admin/users', 'Users'],
    ['/admin', 'the administration'],
  ])('is told why: %s → "Log in to continue to %s."', async (wanted, name) => {
    renderApp(wanted);
    await screen.findByRole('heading', { name: 'Log in' });
    const message = screen.getByText(`Log in to continue to ${name}.`);
    expect(message.closest('[role="status"]')).not.toBeNull();
  });

  it.each(['/login', `/login?redirect=${encodeURIComponent('//evil.example')}`])(
    '%s without a local page to return to says nothing of the kind',
    async (url) => {
      renderApp(url);
      await screen.findByRole('heading', { name: 'Log in' });
      expect(screen.queryByText(/Log in to continue to/)).not.toBeInTheDocument();
    },
  );
});
