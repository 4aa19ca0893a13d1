import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { logger } from '@/lib/logger';
import type { ActivePromotion, PromotionApi } from '../promotion-api';
import { promotionDismissalCookie } from '../promotion-cookie';
import { PromotionPopup } from '../PromotionPopup';
import { promotionSeenKey } from '../promotion-seen';
import { createPromotionSource } from '../promotion-source';

// Relative to the real time: jsdom's cookie jar expires cookies by the real clock, not the mocked Date.now.
const NOW = Date.now();
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

function promotion(overrides: Partial<ActivePromotion>): ActivePromotion {
  return {
    id: 1,
    type: 'credits_multiplier',
    creditsMultiplier: 2,
    offerTitle: 'Spring Double Credits',
    offerDescription: 'Every package gives twice the visitors.',
    startAt: new Date(NOW - DAY).toISOString(),
    endAt: new Date(NOW + 10 * DAY).toISOString(),
    ...overrides,
  };
}

function fakeApi(promotions: ActivePromotion[]): PromotionApi & { fetchActive: jest.Mock } {
  return { fetchActive: jest.fn().mockResolvedValue(promotions) };
}

let clock = NOW;

async function renderPopup(api: PromotionApi, props: Partial<Parameters<typeof PromotionPopup>[0]> = {}) {
  const source = createPromotionSource(api);
  const view = render(<PromotionPopup pathname="/" source={source} {...props} />);
  await act(async () => {});
  return { ...view, source };
}

beforeEach(() => {
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
  clock = NOW;
  jest.spyOn(Date, 'now').mockImplementation(() => clock);
});

describe('which promotion', () => {
  it('shows the first active promotion, skipping ended and future ones', async () => {
    const api = fakeApi([
      promotion({ id: 1, offerTitle: 'Ended', endAt: new Date(NOW - HOUR).toISOString() }),
      promotion({ id: 2, offerTitle: 'Not yet', startAt: new Date(NOW + HOUR).toISOString() }),
      promotion({ id: 3, offerTitle: 'Spring Double Credits' }),
      promotion({ id: 4, offerTitle: 'Also active' }),
    ]);
    await renderPopup(api);

    const dialog = await screen.findByRole('dialog', { name: 'Spring Double Credits' });
    expect(within(dialog).getByText('Every package gives twice the visitors.')).toBeInTheDocument();
    expect(screen.queryByText('Also active')).not.toBeInTheDocument();
  });

  it('shows nothing when no promotion is active', async () => {
    const api = fakeApi([promotion({ endAt: new Date(NOW - 1).toISOString() })]);
    await renderPopup(api);

    expect(api.fetchActive).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the promotions of the visitor utm data', async () => {
    const api = fakeApi([]);
    await renderPopup(api, { utm: { utmSource: 'google', utmMedium: 'cpc', utmCampaign: null } });

    expect(api.fetchActive).toHaveBeenCalledWith({ utmSource: 'google', utmMedium: 'cpc', utmCampaign: null });
  });
});

describe('badge and days', () => {
  it.each([
    [2, 'Save 50%'],
    [3, 'Save 33%'],
    [1.5, 'Save 67%'],
  ])('reads the badge for multiplier %p as "%s"', async (creditsMultiplier, label) => {
    await renderPopup(fakeApi([promotion({ creditsMultiplier })]));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(label)).toBeInTheDocument();
  });

  it('shows the remaining whole days until endAt', async () => {
    await renderPopup(fakeApi([promotion({ endAt: new Date(NOW + 3 * DAY + 20 * HOUR).toISOString() })]));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('3 days left')).toBeInTheDocument();
  });

  it('says "1 day left" and "Ends today" near the end', async () => {
    const first = await renderPopup(fakeApi([promotion({ endAt: new Date(NOW + DAY + HOUR).toISOString() })]));
    expect(within(await screen.findByRole('dialog')).getByText('1 day left')).toBeInTheDocument();
    first.unmount();

    // Another promotion: the first one has been shown in this browser now (docs/product.md#states "shown once per promotion").
    await renderPopup(fakeApi([promotion({ id: 2, endAt: new Date(NOW + 5 * HOUR).toISOString() })]));
    expect(within(await screen.findByRole('dialog')).getByText('Ends today')).toBeInTheDocument();
  });
});

describe('when it is shown', () => {
  it('is hidden on /promotion', async () => {
    const api = fakeApi([promotion({})]);
    const { rerender, source } = await renderPopup(api, { pathname: '/promotion' });

    expect(api.fetchActive).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    rerender(<PromotionPopup pathname="/pricing" source={source} />);
    expect(await screen.findByRole('dialog', { name: 'Spring Double Credits' })).toBeInTheDocument();
  });

  it('is hidden when the dismissal cookie of that promotion exists', async () => {
    Cookies.set(promotionDismissalCookie(7), '1');
    const api = fakeApi([promotion({ id: 7 })]);
    await renderPopup(api);

    expect(api.fetchActive).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is shown for a new promotion although an older one was dismissed', async () => {
    Cookies.set(promotionDismissalCookie(7), '1');
    await renderPopup(fakeApi([promotion({ id: 8 })]));

    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it.each([
    '/login',
    '/register',
    '/forgot-password',
    '/external-demo-register',
    '/reset-password/link-token',
    '/verify-email/link-token',
    '/activate-email/link-token',
    '/unsubscribe/link-token',
    '/social-login/google',
  ])('is not opened on %s, and is still shown once on the next ordinary page', async (pathname) => {
    const api = fakeApi([promotion({})]);
    const { rerender, source } = await renderPopup(api, { pathname });

    expect(api.fetchActive).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(promotionSeenKey(1))).toBeNull();

    rerender(<PromotionPopup pathname="/pricing" source={source} />);
    expect(await screen.findByRole('dialog', { name: 'Spring Double Credits' })).toBeInTheDocument();
  });

  it('waits while suspended (e.g. behind the consent overlay)', async () => {
    const api = fakeApi([promotion({})]);
    const { rerender, source } = await renderPopup(api, { suspended: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    rerender(<PromotionPopup pathname="/" source={source} suspended={false} />);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('only logs a load failure', async () => {
    const error = jest.spyOn(logger, 'error').mockImplementation(() => {});
    const api: PromotionApi = { fetchActive: jest.fn().mockRejectedValue(new Error('500')) };
    await renderPopup(api);

    expect(error).toHaveBeenCalledWith('Unable to load the active promotions', expect.any(Error));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('shown once per promotion (docs/product.md#states)', () => {
  it('is not shown again on the next page load although it was not closed', async () => {
    const api = fakeApi([promotion({ id: 7 })]);
    const first = await renderPopup(api);
    expect(await screen.findByRole('dialog', { name: 'Spring Double Credits' })).toBeInTheDocument();
    // Showing it is not closing it: no dismissal cookie yet.
    expect(Cookies.get('promotion_popup_7')).toBeUndefined();
    first.unmount();

    await renderPopup(api);
    expect(api.fetchActive).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open across pages of the same visit until it is closed', async () => {
    const api = fakeApi([promotion({ id: 7 })]);
    const { rerender, source } = await renderPopup(api);
    await screen.findByRole('dialog');

    rerender(<PromotionPopup pathname="/pricing" source={source} />);
    await act(async () => {});
    expect(screen.getByRole('dialog', { name: 'Spring Double Credits' })).toBeInTheDocument();
  });

  it('is shown for a new promotion although an older one was shown', async () => {
    const first = await renderPopup(fakeApi([promotion({ id: 7 })]));
    await screen.findByRole('dialog');
    first.unmount();

    await renderPopup(fakeApi([promotion({ id: 8, offerTitle: 'Summer sale' })]));
    expect(await screen.findByRole('dialog', { name: 'Summer sale' })).toBeInTheDocument();
  });

  it('is not marked as shown while it is held back', async () => {
    const api = fakeApi([promotion({ id: 7 })]);
    const first = await renderPopup(api, { suspended: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    await renderPopup(api);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});

describe('closing', () => {
  it('sets a 30-day cookie for that promotion and is not shown again', async () => {
    const set = jest.spyOn(Cookies, 'set');
    const user = userEvent.setup();
    const api = fakeApi([promotion({ id: 7 })]);
    const { unmount, rerender, source } = await renderPopup(api);

    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    expect(set).toHaveBeenCalledWith('promotion_popup_7', '1', expect.objectContaining({ expires: 30 }));
    expect(Cookies.get('promotion_popup_7')).toBe('1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    rerender(<PromotionPopup pathname="/pricing" source={source} />);
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    await renderPopup(api);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('"View Offer" dismisses the popup and hands over to the caller', async () => {
    const user = userEvent.setup();
    const handleViewOffer = jest.fn();
    await renderPopup(fakeApi([promotion({ id: 9 })]), { onViewOffer: handleViewOffer });

    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'View Offer' }));

    expect(handleViewOffer).toHaveBeenCalledTimes(1);
    expect(Cookies.get('promotion_popup_9')).toBe('1');
  });
});

describe('refresh limit', () => {
  it('asks the server at most once per 60 seconds across navigations', async () => {
    const api = fakeApi([promotion({})]);
    const { rerender, source } = await renderPopup(api, { pathname: '/promotion' });
    expect(api.fetchActive).toHaveBeenCalledTimes(1);

    clock = NOW + 30_000;
    rerender(<PromotionPopup pathname="/pricing" source={source} />);
    await act(async () => {});
    clock = NOW + 59_999;
    rerender(<PromotionPopup pathname="/faq" source={source} />);
    await act(async () => {});
    expect(api.fetchActive).toHaveBeenCalledTimes(1);

    clock = NOW + 60_000;
    rerender(<PromotionPopup pathname="/contact" source={source} />);
    await act(async () => {});
    expect(api.fetchActive).toHaveBeenCalledTimes(2);
  });

  it('picks up a promotion that started after the last refresh once the minute has passed', async () => {
    const api = fakeApi([]);
    const { rerender, source } = await renderPopup(api);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    api.fetchActive.mockResolvedValue([promotion({ offerTitle: 'Flash sale' })]);
    clock = NOW + 61_000;
    rerender(<PromotionPopup pathname="/pricing" source={source} />);

    expect(await screen.findByRole('dialog', { name: 'Flash sale' })).toBeInTheDocument();
  });
});
