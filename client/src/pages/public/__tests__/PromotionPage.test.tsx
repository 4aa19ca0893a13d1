/*
 * /promotion (docs/product.md#screens-and-routes and docs/product.md#states): the promotions running now for the visitor. A campaign
 * visitor whom the popup's
 * "View Offer" sends here must find the campaign's own offer, so the page asks with the visitor's utm data.
 */
import { screen } from '@testing-library/react';
import type { FakeHandler } from '@/testing/fake-graphql';
import { renderApp } from '@/testing/render-app';

const DAY = 24 * 60 * 60 * 1000;

const autumn = {
  __typename: 'ActivePromotion' as const,
  id: 4,
  type: 'credits_multiplier',
  creditsMultiplier: 2,
  offerTitle: 'Autumn newsletter offer',
  offerDescription: 'Twice the visitors for newsletter readers.',
  startAt: new Date(Date.now() - DAY).toISOString(),
  endAt: new Date(Date.now() + 5 * DAY).toISOString(),
};

/** The server's rule: a promotion narrowed to a campaign is active only for that campaign. */
const promotions: FakeHandler = ({ variables }) => ({
  data: { activePromotions: variables.utmCampaign === 'autumn' ? [autumn] : [] },
});

describe('promotion page', () => {
  it("lists the campaign's promotion for a visitor who came from that campaign", async () => {
    const { requests } = renderApp('/promotion?utm_source=newsletter&utm_campaign=autumn', { handlers: { VisitorPromotions: promotions } });
    expect(await screen.findByRole('heading', { name: 'Autumn newsletter offer' })).toBeInTheDocument();
    expect(screen.getByText('Twice the visitors for newsletter readers.')).toBeInTheDocument();
    expect(requests.filter((r) => r.operationName === 'VisitorPromotions').map((r) => r.variables)).toEqual([
      { utmSource: 'newsletter', utmMedium: null, utmCampaign: 'autumn' },
    ]);
  });

  it('says that nothing runs when no promotion is active for the visitor', async () => {
    renderApp('/promotion', { handlers: { VisitorPromotions: promotions } });
    expect(await screen.findByText(/There is no promotion running right now/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Autumn newsletter offer' })).not.toBeInTheDocument();
  });
});
