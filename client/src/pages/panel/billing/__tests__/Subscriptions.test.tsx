import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CancelOrderMutation } from '@/features/billing/useCancelOrder';
import { TOKEN_STORAGE_KEY } from '@/lib/auth-token';
import { OrderDetailPage, SubscriptionQuery } from '../OrderDetailPage';
import { OrdersPage, SubscriptionsQuery } from '../OrdersPage';
import { renderScreen } from './render-screen';

function order(id: number, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Order' as const,
    id,
    status: 'active',
    quantity: 1,
    amountMinor: 1_234_500,
    currency: 'USD',
    paymentProvider: 'card',
    createdAt: '2026-10-01T09:00:00Z',
    firstPaymentAt: '2026-10-01T09:05:00Z',
    lastPaymentAt: '2026-11-01T09:05:00Z',
    recurring: true,
    nextRenewalAt: '2026-12-01T09:05:00Z',
    cancellable: true,
    package: { __typename: 'Package' as const, id: 1, name: 'Website Traffic', code: 'website-traffic', size: 10_000, durationDays: 30 },
    ...extra,
  };
}

function listMock(page: number, items: ReturnType<typeof order>[], total: number) {
  return {
    request: { query: SubscriptionsQuery, variables: { page, limit: 10 } },
    result: {
      data: {
        orders: {
          __typename: 'OrderPage' as const,
          items: items.map(({ package: p, ...o }) => ({ ...o, package: { __typename: p.__typename, id: p.id, name: p.name } })),
          total,
          page,
          limit: 10,
        },
      },
    },
  };
}

function cancelMock(id: number, calls: jest.Mock) {
  return {
    request: { query: CancelOrderMutation, variables: { id } },
    result: () => {
      calls(id);
      return {
        data: { cancelOrder: { __typename: 'Order', id, status: 'cancelled', recurring: true, cancellable: false, nextRenewalAt: null } },
      };
    },
  };
}

describe('Subscriptions (/panel/orders; docs/product.md#limits)', () => {
  it('lists the orders with status chips, amounts, dates and the next renewal', async () => {
    renderScreen(<OrdersPage />, {
      path: '/panel/orders',
      url: '/panel/orders',
      mocks: [
        listMock(
          1,
          [order(12), order(11, { status: 'failed', recurring: false, nextRenewalAt: null, cancellable: false, firstPaymentAt: null })],
          2,
        ),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Subscriptions' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first).getByRole('link', { name: '#12' })).toHaveAttribute('href', '/panel/orders/12');
    expect(within(first).getByText('$12,345.00')).toBeInTheDocument();
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(first).getByText('2026-10-01')).toBeInTheDocument();
    expect(within(first).getByText('2026-12-01')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(second).getByText('Payment failed')).toBeInTheDocument();
    expect(within(second).getByText('One-time purchase')).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('pages through with at most 5 page links (docs/product.md#limits)', async () => {
    renderScreen(<OrdersPage />, { path: '/panel/orders', url: '/panel/orders?page=7', mocks: [listMock(7, [order(40)], 120)] });
    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    const pages = within(pager).getAllByRole('link', { name: /^Page \d+$/ });
    expect(pages.map((a) => a.textContent)).toEqual(['5', '6', '7', '8', '9']);
    expect(within(pager).getByRole('link', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: 'Go to next page' })).toHaveAttribute('href', '/panel/orders?page=8');
    expect(within(pager).getByRole('link', { name: 'Page 5' })).toHaveAttribute('href', '/panel/orders?page=5');
  });

  it('cancels only after the confirmation, with cancelOrder', async () => {
    const calls = jest.fn();
    renderScreen(<OrdersPage />, {
      path: '/panel/orders',
      url: '/panel/orders',
      mocks: [listMock(1, [order(12)], 1), cancelMock(12, calls)],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel subscription #12?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep subscription' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(calls).toHaveBeenCalledWith(12));
    expect(await screen.findByText('Subscription #12 is cancelled: it will not renew.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The answer updates the row in the cache: the chip reads Cancelled and the button is gone.
    const table = screen.getByRole('table', { name: 'Subscriptions' });
    expect(await within(table).findByText('Cancelled')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});

describe('subscription detail (/panel/orders/{id})', () => {
  const detail = order(12, {
    payments: [
      {
        __typename: 'Payment',
        id: 2,
        provider: 'card',
        status: 'succeeded',
        amountMinor: 990,
        currency: 'USD',
        createdAt: '2026-11-01T09:05:00Z',
      },
      {
        __typename: 'Payment',
        id: 1,
        provider: 'card',
        status: 'succeeded',
        amountMinor: 990,
        currency: 'USD',
        createdAt: '2026-10-01T09:05:00Z',
      },
    ],
    invoices: [
      {
        __typename: 'Invoice',
        id: 31,
        number: 'TG-2026-000031',
        issuedAt: '2026-11-01T09:05:00Z',
        amountMinor: 990,
        currency: 'USD',
        downloadPath: '/api/invoice/get-file/31',
      },
    ],
  });
  const detailMock = {
    request: { query: SubscriptionQuery, variables: { id: 12 } },
    result: { data: { order: detail, invoiceDownloadAvailable: true } },
  };

  it('shows the payments and invoices, and downloads an invoice with the bearer token as <number>.pdf', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'test-token');
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    const createObjectURL = jest.fn(() => 'blob:invoice');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.getAttribute('href')}`);
    });

    renderScreen(<OrderDetailPage />, { path: '/panel/orders/:id', url: '/panel/orders/12', mocks: [detailMock] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #12' })).toBeInTheDocument();
    const payments = screen.getByRole('table', { name: 'Payments' });
    expect(within(payments).getAllByRole('row')).toHaveLength(3);
    expect(within(payments).getByText('2026-11-01 09:05')).toBeInTheDocument();
    expect(within(payments).getAllByText('Succeeded')).toHaveLength(2);
    const invoices = screen.getByRole('table', { name: 'Invoices' });
    expect(within(invoices).getByText('TG-2026-000031')).toBeInTheDocument();

    await userEvent.setup().click(within(invoices).getByRole('button', { name: 'Download PDF of invoice TG-2026-000031' }));
    await waitFor(() => expect(saved).toEqual(['TG-2026-000031.pdf blob:invoice']));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/invoice/get-file/31');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer test-token');
  });

  it('cancels from the detail page after the confirmation', async () => {
    const calls = jest.fn();
    renderScreen(<OrderDetailPage />, { path: '/panel/orders/:id', url: '/panel/orders/12', mocks: [detailMock, cancelMock(12, calls)] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(calls).toHaveBeenCalledWith(12));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByText('Does not renew')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  });

  it('names a missing order as such', async () => {
    renderScreen(<OrderDetailPage />, {
      path: '/panel/orders/:id',
      url: '/panel/orders/99',
      mocks: [
        {
          request: { query: SubscriptionQuery, variables: { id: 99 } },
          result: { errors: [{ message: 'Order not found', extensions: { code: 'NOT_FOUND' } }] },
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
  });
});
