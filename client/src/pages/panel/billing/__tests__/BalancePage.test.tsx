import { screen, within } from '@testing-library/react';
import { BalancePage, BillingBalancesQuery } from '../BalancePage';
import { billingPackage, renderScreen } from './render-screen';

function balance(id: number, quantity: number, pkg: ReturnType<typeof billingPackage>) {
  return { __typename: 'Balance' as const, id, quantity, package: pkg };
}

function balancesMock(items: ReturnType<typeof balance>[]) {
  return {
    request: { query: BillingBalancesQuery },
    result: { data: { balances: { __typename: 'BalancePage' as const, items, total: items.length } } },
  };
}

describe('Balance (/panel/billing; docs/product.md#screens-and-routes and docs/api.md#calls "only quantity>0 kept")', () => {
  it('shows the credits per package, what each buys, and Buy more to the package page', async () => {
    renderScreen(<BalancePage />, {
      path: '/panel/billing',
      url: '/panel/billing',
      mocks: [
        balancesMock([
          balance(1, 3, billingPackage(5, 'Website Traffic', 10_000, 990)),
          balance(2, 0, billingPackage(6, 'Professional Traffic', 250_000, 47_263)),
          balance(3, 1, { ...billingPackage(9, 'Free Demo', 500, 0, { durationDays: 7 }), free: true }),
        ]),
      ],
    });
    const card = await screen.findByRole('article', { name: 'Website Traffic' });
    expect(within(card).getByText('3 credits')).toBeInTheDocument();
    expect(within(card).getByText('Each credit: 10,000 visitors over 30 days.')).toBeInTheDocument();
    expect(within(card).getByText('In all: 30,000 visitors.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Buy more Website Traffic' })).toHaveAttribute(
      'href',
      '/panel/billing/packages/website-traffic',
    );
    // An exhausted balance is not listed; the free demo is, but "Buy more" leads to the catalogue.
    expect(screen.queryByRole('article', { name: 'Professional Traffic' })).not.toBeInTheDocument();
    const demo = screen.getByRole('article', { name: 'Free Demo' });
    expect(within(demo).getByText('1 credit')).toBeInTheDocument();
    expect(within(demo).getByRole('link', { name: 'Buy more Free Demo' })).toHaveAttribute('href', '/panel/billing/packages');
  });

  it('offers a way to buy when there are no credits', async () => {
    renderScreen(<BalancePage />, {
      path: '/panel/billing',
      url: '/panel/billing',
      mocks: [balancesMock([balance(1, 0, billingPackage(5, 'Website Traffic', 10_000, 990))])],
    });
    expect(await screen.findByText('You have no traffic credits yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Purchase Traffic Credits' })).toHaveAttribute('href', '/panel/billing/packages');
  });

  it('shows an empty balance and says so when the list cannot be loaded (docs/api.md#error-catalogue)', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderScreen(<BalancePage />, {
      path: '/panel/billing',
      url: '/panel/billing',
      mocks: [{ request: { query: BillingBalancesQuery }, error: new Error('network down') }],
    });
    expect(await screen.findByText(/Your balance cannot be loaded right now/)).toBeInTheDocument();
    expect(screen.getByText('You have no traffic credits yet')).toBeInTheDocument();
  });
});
