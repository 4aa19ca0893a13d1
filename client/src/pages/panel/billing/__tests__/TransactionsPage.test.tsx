import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY } from '@/lib/auth-token';
import { TransactionHistoryQuery, TransactionPackagesQuery, TransactionsPage } from '../TransactionsPage';
import { renderScreen } from './render-screen';

function tx(id: number, quantity: number, source: string, reference: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Transaction' as const,
    id,
    createdAt: '2026-11-02T14:30:00Z',
    quantity,
    source,
    reference,
    comment: '',
    orderId: null as number | null,
    package: { __typename: 'Package' as const, id: 1, name: 'Website Traffic' },
    ...extra,
  };
}

const packagesMock = {
  request: { query: TransactionPackagesQuery },
  result: {
    data: {
      packages: {
        __typename: 'PackagePage' as const,
        items: [
          { __typename: 'Package' as const, id: 1, name: 'Website Traffic' },
          { __typename: 'Package' as const, id: 3, name: 'Professional Traffic' },
        ],
      },
    },
  },
};

/** Answers every history read, recording its variables. */
function historyMock(seen: Record<string, unknown>[], items = [tx(1, 2, 'payment', 'evt_1', { orderId: 12 })], total = items.length) {
  return {
    request: { query: TransactionHistoryQuery, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      seen.push(variables);
      return { data: { transactions: { __typename: 'TransactionPage' as const, items, total } } };
    },
    maxUsageCount: 100,
  };
}

describe('Transaction history (/panel/transactions; docs/product.md#validation)', () => {
  it('shows every entry with its source and reference in words, and a link to its order', async () => {
    const seen: Record<string, unknown>[] = [];
    renderScreen(<TransactionsPage />, {
      path: '/panel/transactions',
      url: '/panel/transactions',
      mocks: [
        historyMock(seen, [
          tx(4, -1, 'project_assignment', 'project-5-1'),
          tx(3, 1, 'promotion_bonus', 'promotion-3-order-12', { orderId: 12 }),
          tx(2, 2, 'payment', 'evt_1', { orderId: 12 }),
          tx(1, 3, 'admin', 'demo-admin-gift-1', { comment: 'Welcome gift' }),
        ]),
        packagesMock,
      ],
    });
    const table = await screen.findByRole('table', { name: 'Transactions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(within(rows[0]).getByText('−1')).toBeInTheDocument();
    expect(within(rows[0]).getByText('1 credit used for project #5')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Promotion bonus')).toBeInTheDocument();
    expect(within(rows[1]).getByText('1 credit extra from promotion #3 on order #12')).toBeInTheDocument();
    expect(within(rows[2]).getByText('2026-11-02 14:30')).toBeInTheDocument();
    expect(within(rows[2]).getByText('2 credits bought with order #12')).toBeInTheDocument();
    expect(within(rows[2]).getByRole('link', { name: '#12' })).toHaveAttribute('href', '/panel/orders/12');
    expect(within(rows[3]).getByText('3 credits added by our team: Welcome gift')).toBeInTheDocument();
    expect(seen[0]).toEqual({ page: 1, limit: 10, filter: {} });
  });

  it('filters by date range and package as docs/product.md#validation encodes them, from page 1, and keeps them in the URL', async () => {
    const seen: Record<string, unknown>[] = [];
    const { router } = renderScreen(<TransactionsPage />, {
      path: '/panel/transactions',
      url: '/panel/transactions?page=3',
      mocks: [historyMock(seen, undefined, 25), packagesMock],
    });
    await screen.findByRole('table', { name: 'Transactions' });
    expect(seen.at(-1)).toEqual({ page: 3, limit: 10, filter: {} });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    // One date sets "after" only (start of that day, UTC).
    await waitFor(() => expect(seen.at(-1)).toEqual({ page: 1, limit: 10, filter: { createdAt: { after: '2026-11-01T00:00:00Z' } } }));
    expect(router.state.location.search).toBe('?from=2026-11-01');

    await user.type(screen.getByLabelText('To'), '2026-11-30');
    await user.click(screen.getByRole('combobox', { name: 'Package' }));
    await user.click(await screen.findByRole('option', { name: 'Professional Traffic' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    // Two dates: "before" is the end of the second day, 23:59:59 UTC.
    await waitFor(() =>
      expect(seen.at(-1)).toEqual({
        page: 1,
        limit: 10,
        filter: { createdAt: { after: '2026-11-01T00:00:00Z', before: '2026-11-30T23:59:59Z' }, packageId: 3 },
      }),
    );
    expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-30&package=3');
  });

  it('refuses a range that ends before it starts, without asking the server', async () => {
    const seen: Record<string, unknown>[] = [];
    renderScreen(<TransactionsPage />, {
      path: '/panel/transactions',
      url: '/panel/transactions',
      mocks: [historyMock(seen), packagesMock],
    });
    await screen.findByRole('table', { name: 'Transactions' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('From'), '2026-11-10');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    expect(screen.getByText('The end is before the start.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(seen).toHaveLength(1);
  });

  it('exports the current filter as CSV with the bearer token', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'test-token');
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('date,package\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const seen: Record<string, unknown>[] = [];
    renderScreen(<TransactionsPage />, {
      path: '/panel/transactions',
      url: '/panel/transactions?from=2026-11-01&to=2026-11-30&package=3&page=2',
      mocks: [historyMock(seen), packagesMock],
    });
    await screen.findByRole('table', { name: 'Transactions' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['transactions.csv']));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const [path, query] = url.split('?');
    expect(path).toBe('/api/transactions/export.csv');
    // The GET /api/transactions filter syntax; the whole filtered history, not one page of it.
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      'createdAt[after]': '2026-11-01T00:00:00Z',
      'createdAt[before]': '2026-11-30T23:59:59Z',
      packageId: '3',
    });
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer test-token');
  });

  it('shows an empty list with total 0 when the list cannot be loaded (docs/api.md#error-catalogue)', async () => {
    renderScreen(<TransactionsPage />, {
      path: '/panel/transactions',
      url: '/panel/transactions',
      mocks: [{ request: { query: TransactionHistoryQuery, variables: () => true }, error: new Error('network down') }, packagesMock],
    });
    expect(await screen.findByText(/Your transactions cannot be loaded right now/)).toBeInTheDocument();
    expect(screen.getByText('No transactions match.')).toBeInTheDocument();
    expect(screen.getByText('0 entries')).toBeInTheDocument();
  });
});
