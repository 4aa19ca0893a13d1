import { screen } from '@testing-library/react';
import { billingScreens } from '../screens';
import { renderApp, testUser } from '@/testing/render-app';
import { billingPackage } from './render-screen';

const pkg = billingPackage(1, 'Website Traffic', 10_000, 990);
const page = (typename: string, items: unknown[]) => ({ __typename: typename, items, total: items.length, page: 1, limit: 10 });

// The whole app against a fake server: each billing route of docs/product.md#screens-and-routes draws its own screen in the panel layout.
const handlers = {
  BillingBalances: () => ({ data: { balances: page('BalancePage', []) } }),
  BillingCatalogue: () => ({ data: { packages: page('PackagePage', [pkg]) } }),
  PaymentMethods: () => ({ data: { paymentMethods: ['card'] } }),
  BreadcrumbPackage: () => ({
    data: { packages: page('PackagePage', [{ __typename: 'Package', id: 1, code: pkg.code, name: pkg.name }]) },
  }),
  CheckoutPackage: () => ({ data: { packages: page('PackagePage', [{ __typename: 'Package', id: 1, code: pkg.code, parentId: null }]) } }),
  CheckoutFamily: () => ({ data: { root: pkg, variants: page('PackagePage', []) } }),
  Subscriptions: () => ({ data: { orders: page('OrderPage', []) } }),
  Subscription: () => ({ data: { order: null }, errors: [{ message: 'Order not found', extensions: { code: 'NOT_FOUND' } }] }),
  TransactionHistory: () => ({ data: { transactions: page('TransactionPage', []) } }),
  TransactionPackages: () => ({ data: { packages: page('PackagePage', []) } }),
  OrderPaymentStatus: () => ({
    data: {
      order: {
        __typename: 'Order',
        id: 5,
        status: 'paid',
        quantity: 1,
        amountMinor: 990,
        currency: 'USD',
        package: { __typename: 'Package', id: 1, name: pkg.name, code: pkg.code },
      },
    },
  }),
  CancelledOrder: () => ({
    data: {
      order: {
        __typename: 'Order',
        id: 5,
        paymentProvider: 'card',
        package: { __typename: 'Package', id: 1, name: pkg.name, code: pkg.code },
      },
    },
  }),
};

describe('billing routes in the panel (docs/product.md#screens-and-routes "User panel")', () => {
  it('registers a screen for every billing route', () => {
    expect(Object.keys(billingScreens).sort()).toEqual(
      [
        '/panel/billing',
        '/panel/billing/packages',
        '/panel/billing/packages/:code',
        '/panel/billing/payment',
        '/panel/billing/payment/cancel',
        '/panel/billing/paypal',
        '/panel/billing/paypal/cancel',
        '/panel/billing/paypal/confirm-agreement',
        '/panel/billing/commercegate',
        '/panel/billing/commercegate/:id',
        '/panel/orders',
        '/panel/orders/:id',
        '/panel/payment-cancel',
        '/panel/payment-success',
        '/panel/transactions',
      ].sort(),
    );
  });

  it.each([
    ['/panel/billing', 'Balance'],
    ['/panel/billing/packages', 'Purchase Traffic Credits'],
    ['/panel/billing/packages/website-traffic', 'Buy Website Traffic'],
    ['/panel/billing/commercegate', 'Purchase Traffic Credits'],
    ['/panel/billing/paypal?package=website-traffic', 'Buy Website Traffic'],
    ['/panel/billing/payment/cancel?order=5', 'Payment cancelled'],
    ['/panel/billing/paypal/cancel', 'Payment cancelled'],
    ['/panel/billing/paypal/confirm-agreement', 'Confirm agreement'],
    ['/panel/payment-success?order=5', 'Payment successful'],
    ['/panel/payment-cancel', 'Payment cancelled'],
    ['/panel/orders', 'Subscriptions'],
    ['/panel/orders/5', 'Order not found'],
    ['/panel/transactions', 'Transaction history'],
  ])('%s shows "%s"', async (url, heading) => {
    renderApp(url, { user: testUser(), handlers });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByText('This section is being prepared.')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
  });
});
