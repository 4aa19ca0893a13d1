import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentMethodsQuery } from '@/features/billing/usePaymentMethods';
import { VisitorPromotionsQuery } from '@/features/pricing/usePricingPromotion';
import { browserLocation } from '@/lib/browser-location';
import { CheckoutFamilyQuery, CheckoutMutation, CheckoutPackageQuery, PackageCheckoutPage } from '../PackageCheckoutPage';
import { BillingCatalogueQuery, PackagesPage } from '../PackagesPage';
import { billingPackage, renderScreen } from './render-screen';

const DAY = 24 * 60 * 60 * 1000;
const noUtm = { utmSource: null, utmMedium: null, utmCampaign: null };

const small = billingPackage(1, 'Website Traffic', 10_000, 990);
const medium = billingPackage(2, 'Website Traffic 50k', 50_000, 3990, { parentId: 1 });
const large = billingPackage(3, 'Website Traffic 100k', 100_000, 6990, { parentId: 1 });
const pro = billingPackage(4, 'Professional Traffic', 250_000, 47_263);

function promotionsMock(multiplier: number | null) {
  const promotions =
    multiplier === null
      ? []
      : [
          {
            __typename: 'ActivePromotion' as const,
            id: 3,
            type: 'credits_multiplier',
            creditsMultiplier: multiplier,
            offerTitle: 'Double Credits',
            offerDescription: 'More visitors.',
            startAt: new Date(Date.now() - DAY).toISOString(),
            endAt: new Date(Date.now() + 5 * DAY).toISOString(),
          },
        ];
  return { request: { query: VisitorPromotionsQuery, variables: noUtm }, result: { data: { activePromotions: promotions } } };
}

const methodsMock = (methods: string[]) => ({ request: { query: PaymentMethodsQuery }, result: { data: { paymentMethods: methods } } });

function checkoutMocks(code: string, methods: string[], promotion: number | null = null) {
  const chosen = [small, medium, large].find((p) => p.code === code)!;
  return [
    {
      request: { query: CheckoutPackageQuery, variables: { code } },
      result: {
        data: {
          packages: {
            __typename: 'PackagePage' as const,
            items: [{ __typename: 'Package' as const, id: chosen.id, code, parentId: chosen.parentId }],
          },
        },
      },
    },
    {
      request: { query: CheckoutFamilyQuery, variables: { rootId: 1 } },
      result: { data: { root: small, variants: { __typename: 'PackagePage' as const, items: [large, medium] } } },
    },
    methodsMock(methods),
    promotionsMock(promotion),
  ];
}

describe('catalogue (/panel/billing/packages; docs/product.md#states promotion as on /pricing)', () => {
  it('lists each offer with its variants, the promotion applied, and carries a preselected method', async () => {
    renderScreen(<PackagesPage />, {
      path: '/panel/billing/packages',
      url: '/panel/billing/packages?method=paypal',
      mocks: [
        {
          request: { query: BillingCatalogueQuery },
          result: {
            data: {
              packages: {
                __typename: 'PackagePage' as const,
                total: 5,
                items: [small, medium, large, pro, { ...billingPackage(9, 'Free Demo', 500, 0), free: true }],
              },
            },
          },
        },
        promotionsMock(2),
        methodsMock(['card', 'paypal']),
      ],
    });
    const card = await screen.findByRole('article', { name: 'Website Traffic' });
    expect(await within(card).findByText('Save 50%')).toBeInTheDocument();
    expect(within(card).getByText('20,000 visitors instead of 10,000')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Buy Website Traffic' })).toHaveAttribute(
      'href',
      '/panel/billing/packages/website-traffic?method=paypal',
    );
    const sizes = screen.getByRole('region', { name: 'Website Traffic sizes' });
    // The sizes are a list: each link in an item of its own.
    const items = within(within(sizes).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link'))).toHaveLength(items.length);
    expect(within(sizes).getByRole('link', { name: /Website Traffic 50k/ })).toHaveAttribute(
      'href',
      '/panel/billing/packages/website-traffic-50k?method=paypal',
    );
    expect(within(sizes).getByText('100,000 visitors · $39.90')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Professional Traffic' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Website Traffic 50k' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Free Demo' })).not.toBeInTheDocument();
    expect(await screen.findByText('Choose a package: you will pay by PayPal.')).toBeInTheDocument();
  });
});

describe('package checkout (/panel/billing/packages/{code}; docs/product.md#what-it-is)', () => {
  let assign: jest.SpyInstance;
  beforeEach(() => {
    assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  });

  it('offers only the methods the server lists: never the emulator, even when the URL asks for it', async () => {
    renderScreen(<PackageCheckoutPage />, {
      path: '/panel/billing/packages/:code',
      url: '/panel/billing/packages/website-traffic-50k?method=emulator',
      mocks: checkoutMocks('website-traffic-50k', ['card']),
    });
    const methods = await screen.findByRole('radiogroup', { name: 'Payment method' });
    expect(within(methods).getAllByRole('radio')).toHaveLength(1);
    expect(within(methods).getByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
    expect(screen.queryByText(/emulator/i)).not.toBeInTheDocument();
  });

  it('preselects the variant of the URL, totals it, sends checkout with its variables and goes to the provider', async () => {
    const checkout = jest.fn(() => ({
      data: {
        checkout: {
          __typename: 'CheckoutResult',
          order: { __typename: 'Order', id: 77, status: 'new' },
          paymentUrl: '/sandbox/card/pay/77',
        },
      },
    }));
    renderScreen(<PackageCheckoutPage />, {
      path: '/panel/billing/packages/:code',
      url: '/panel/billing/packages/website-traffic-50k?method=paypal',
      mocks: [
        ...checkoutMocks('website-traffic-50k', ['card', 'paypal'], 2),
        {
          request: { query: CheckoutMutation, variables: { input: { packageId: 3, quantity: 2, paymentProvider: 'paypal' } } },
          result: checkout,
        },
      ],
    });
    const variants = await screen.findByRole('radiogroup', { name: 'Package size' });
    // Smallest first: the offer and its variants.
    expect(
      within(variants)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['1', '2', '3']);
    expect(within(variants).getByRole('radio', { name: /Website Traffic 50k/ })).toBeChecked();
    expect(await screen.findByRole('radio', { name: 'PayPal' })).toBeChecked();
    const user = userEvent.setup();
    await user.click(within(variants).getByRole('radio', { name: /Website Traffic 100k: 200,000 visitors over 30 days — \$69.90/ }));
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '2');
    const summary = screen.getByRole('group', { name: 'Order summary' });
    expect(within(summary).getByText('Total: $139.80')).toBeInTheDocument();
    expect(within(summary).getByText('2 × Website Traffic 100k: 400,000 visitors instead of 200,000.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/card/pay/77'));
    expect(checkout).toHaveBeenCalledTimes(1);
  });

  it('refuses a quantity that is not a whole number from 1 on, before any request', async () => {
    renderScreen(<PackageCheckoutPage />, {
      path: '/panel/billing/packages/:code',
      url: '/panel/billing/packages/website-traffic',
      mocks: checkoutMocks('website-traffic', ['card']),
    });
    await screen.findByRole('radio', { name: 'Credit or debit card' });
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '0');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Enter a whole number from 1 to 100.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the method under the method field", async () => {
    renderScreen(<PackageCheckoutPage />, {
      path: '/panel/billing/packages/:code',
      url: '/panel/billing/packages/website-traffic',
      mocks: [
        ...checkoutMocks('website-traffic', ['card']),
        {
          request: { query: CheckoutMutation, variables: { input: { packageId: 1, quantity: 1, paymentProvider: 'card' } } },
          result: {
            errors: [
              {
                message: 'paymentProvider: This payment method is not available.',
                extensions: {
                  code: 'BAD_USER_INPUT',
                  violations: [{ propertyPath: 'paymentProvider', message: 'This payment method is not available.' }],
                },
              },
            ],
          },
        },
      ],
    });
    await screen.findByRole('radio', { name: 'Credit or debit card' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay' }));
    const methods = screen.getByRole('radiogroup', { name: 'Payment method' }).parentElement!;
    expect(await within(methods).findByText('This payment method is not available.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('cannot pay when the gate lists no method', async () => {
    renderScreen(<PackageCheckoutPage />, {
      path: '/panel/billing/packages/:code',
      url: '/panel/billing/packages/website-traffic',
      mocks: checkoutMocks('website-traffic', []),
    });
    expect(await screen.findByText(/No payment method is available on this site/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
  });
});
