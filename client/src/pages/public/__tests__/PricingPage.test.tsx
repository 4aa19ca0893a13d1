import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { VisitorPromotionsQuery } from '@/features/pricing/usePricingPromotion';
import { PublicDataProvider } from '@/lib/public-data';
import { PricingPackagesQuery, PricingPage } from '@/pages/public/PricingPage';
import { mockPublicData } from '@/testing/mock-public-data';
import { testPackage } from '@/testing/catalogue';

const DAY = 24 * 60 * 60 * 1000;
const noUtm = { utmSource: null, utmMedium: null, utmCampaign: null };

function promotion(id: number, creditsMultiplier: number, startOffsetDays: number, endOffsetDays: number) {
  return {
    __typename: 'ActivePromotion' as const,
    id,
    type: 'credits_multiplier',
    creditsMultiplier,
    offerTitle: `Offer ${id}`,
    offerDescription: 'More visitors.',
    startAt: new Date(Date.now() + startOffsetDays * DAY).toISOString(),
    endAt: new Date(Date.now() + endOffsetDays * DAY).toISOString(),
  };
}

const promotionsMock = (items: ReturnType<typeof promotion>[]) => ({
  request: { query: VisitorPromotionsQuery, variables: noUtm },
  result: { data: { activePromotions: items } },
});

const pkg = testPackage;

describe('pricing page (docs/api.md#calls: top-level packages, smallest first)', () => {
  it('lists the packages of the live catalogue with prices and sizes', async () => {
    const mocks = [
      {
        request: { query: PricingPackagesQuery },
        result: {
          data: {
            packages: {
              __typename: 'PackagePage' as const,
              total: 3,
              items: [
                { ...pkg(9, 'Free Demo', 500, 0), free: true },
                pkg(1, 'Website Traffic', 10_000, 990),
                pkg(2, 'Professional Traffic', 250_000, 47_263),
              ],
            },
          },
        },
      },
      promotionsMock([]),
    ];
    render(
      <PublicDataProvider value={mockPublicData(mocks)}>
        <MemoryRouter>
          <PricingPage />
        </MemoryRouter>
      </PublicDataProvider>,
    );
    const card = await screen.findByRole('article', { name: 'Website Traffic' });
    expect(within(card).getByText('$9.90')).toBeInTheDocument();
    expect(within(card).getByText('10,000 visitors')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Buy Website Traffic' })).toHaveAttribute(
      'href',
      '/panel/billing/packages/website-traffic',
    );
    const pro = screen.getByRole('article', { name: 'Professional Traffic' });
    expect(within(pro).getByText('$472.63')).toBeInTheDocument();
    expect(within(pro).getByText('250,000 visitors')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Free Demo' })).not.toBeInTheDocument();
    // The "Packages" heading keeps the levels in order, hidden the screen-reader way (the kit's 1 px clip: jsdom
    // loads no CSS; the browser tests check the page is no wider than the viewport).
    expect(screen.getByRole('heading', { level: 2, name: 'Packages' })).toHaveClass('tg-sr-only');
  });
});

describe('pricing page with a promotion (docs/product.md#states "Save N%")', () => {
  async function renderWith(promotions: ReturnType<typeof promotion>[]) {
    const mocks = [
      {
        request: { query: PricingPackagesQuery },
        result: {
          data: {
            packages: {
              __typename: 'PackagePage' as const,
              total: 2,
              items: [pkg(1, 'Website Traffic', 10_000, 990), { ...pkg(9, 'Free Demo', 500, 0), free: true }],
            },
          },
        },
      },
      promotionsMock(promotions),
    ];
    render(
      <PublicDataProvider value={mockPublicData(mocks)}>
        <MemoryRouter>
          <PricingPage />
        </MemoryRouter>
      </PublicDataProvider>,
    );
    return screen.findByRole('article', { name: 'Website Traffic' });
  }

  it('multiplies the visitors of every package at the same price and says how much is saved', async () => {
    const card = await renderWith([promotion(1, 2, -1, 5)]);
    expect(await within(card).findByText('Save 50%')).toBeInTheDocument();
    expect(within(card).getByText('20,000 visitors instead of 10,000')).toBeInTheDocument();
    expect(within(card).getByText('$9.90')).toBeInTheDocument();
    expect(within(card).getByText('$0.50 per 1,000 visitors')).toBeInTheDocument();
    expect(screen.getByText('Offer 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About the promotion' })).toHaveAttribute('href', '/promotion');
  });

  it('applies the first promotion that is running now, not one that ended or has not started', async () => {
    const card = await renderWith([promotion(1, 4, -10, -1), promotion(2, 3, 1, 9), promotion(3, 1.25, -2, 2)]);
    expect(await within(card).findByText('Save 80%')).toBeInTheDocument();
    expect(within(card).getByText('12,500 visitors instead of 10,000')).toBeInTheDocument();
    expect(screen.getByText('Offer 3')).toBeInTheDocument();
    expect(screen.queryByText('Offer 1')).not.toBeInTheDocument();
  });

  it('shows the regular figures when no promotion runs', async () => {
    const card = await renderWith([promotion(1, 2, -10, -1)]);
    // Let the promotions answer arrive (the regular figures also show before it does).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(card).getByText('10,000 visitors')).toBeInTheDocument();
    expect(within(card).queryByText(/Save \d+%/)).not.toBeInTheDocument();
    expect(within(card).getByText('$0.99 per 1,000 visitors')).toBeInTheDocument();
  });
});
