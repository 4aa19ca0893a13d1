/*
 * Admin orders (docs/product.md#screens-and-routes, docs/product.md#validation and docs/product.md#roles): the grid's filters in the URL,
 * and refund / cancel confirmed with a reason.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Role } from '@/lib/roles';
import type { FakeRequest } from '@/testing/fake-graphql';
import { renderApp, testUser } from '@/testing/render-app';

// The first render of a file loads the whole app and the lazy admin chunk: slow on a loaded machine, not a bug.
jest.setTimeout(60_000);

const admin = testUser([Role.Admin], { id: 2, login: 'admin@example.com' });
const manager = testUser([Role.Manager], { id: 3, login: 'manager@example.com' });
const support = testUser([Role.Support], { id: 4, login: 'support@example.com' });

function order(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Order',
    id,
    status: 'paid',
    paymentProvider: 'card',
    externalId: `ch_${id}`,
    flaggedReason: null,
    refundShortfall: 0,
    ownerId: 11,
    owner: { __typename: 'User', id: 11, email: 'buyer@example.com', displayName: 'Buyer' },
    packageId: 5,
    package: { __typename: 'Package', id: 5, name: 'Starter', code: 'starter', size: 1000, durationDays: 30 },
    quantity: 1,
    amountMinor: 1999,
    currency: 'USD',
    recurring: false,
    nextRenewalAt: null,
    cancellable: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    firstPaymentAt: '2026-11-01T10:05:00.000Z',
    lastPaymentAt: '2026-11-01T10:05:00.000Z',
    payments: [
      {
        __typename: 'Payment',
        id: 1,
        provider: 'card',
        providerEventId: 'evt_1',
        status: 'succeeded',
        amountMinor: 1999,
        currency: 'USD',
        createdAt: '2026-11-01T10:05:00.000Z',
      },
    ],
    invoices: [
      {
        __typename: 'Invoice',
        id: 9,
        number: 'INV-0009',
        issuedAt: '2026-11-01T10:05:00.000Z',
        amountMinor: 1999,
        currency: 'USD',
        downloadPath: '/api/invoice/get-file/9',
      },
    ],
    ...overrides,
  };
}

describe('admin orders list', () => {
  it('shows the server page with owner links, and a status filter goes into the URL and the query', async () => {
    const { router, requests } = renderApp('/admin/orders', {
      user: support,
      handlers: {
        AdminOrders: () => ({
          data: { orders: { __typename: 'OrderPage', items: [order(1), order(2, { status: 'refunded' })], total: 2 } },
        }),
      },
    });
    const grid = await screen.findByRole('grid', { name: 'Orders' });
    expect(await within(grid).findAllByRole('link', { name: 'buyer@example.com' })).toHaveLength(2);
    expect(within(grid).getAllByRole('link', { name: 'buyer@example.com' })[0]).toHaveAttribute('href', '/admin/users/view/11');
    expect(within(grid).getByText('Refunded')).toBeInTheDocument();
    expect(within(grid).getAllByText('$19.99')).toHaveLength(2);
    expect((requests.find((r) => r.operationName === 'AdminOrders') as FakeRequest).variables).toMatchObject({
      page: 1,
      limit: 10,
      order: [{ field: 'id', direction: 'DESC' }],
    });

    const user = userEvent.setup();
    const filters = screen.getByRole('form', { name: 'Filter orders' });
    await user.click(within(filters).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Refunded' }));
    await user.click(within(filters).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toContain('status=refunded'));
    await waitFor(() =>
      expect(requests.filter((r) => r.operationName === 'AdminOrders').at(-1)?.variables).toMatchObject({ filter: { status: 'refunded' } }),
    );
  });
});

describe('admin order detail', () => {
  it('an admin refunds after confirming with a reason; a blank reason is refused before anything is sent', async () => {
    const refunds: FakeRequest[] = [];
    renderApp('/admin/orders/1', {
      user: admin,
      handlers: {
        AdminOrder: () => ({ data: { order: order(1) } }),
        AdminRefundOrder: (req) => {
          refunds.push(req);
          return { data: { refundOrder: { ...order(1, { status: 'refunded' }), payments: order(1).payments } } };
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Order #1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'buyer@example.com' })).toHaveAttribute('href', '/admin/users/view/11');
    expect(
      within(screen.getByRole('table', { name: 'Invoices' })).getByRole('button', { name: 'Download PDF of invoice INV-0009' }),
    ).toBeInTheDocument();
    // Paid and not recurring: nothing to cancel, only a refund.
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order #1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Give a reason: it is kept in the audit log.')).toBeInTheDocument();
    expect(refunds).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '  Customer asked by e-mail  ');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Order #1 is refunded.')).toBeInTheDocument();
    expect(refunds[0].variables).toEqual({ id: 1, reason: 'Customer asked by e-mail' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('table', { name: 'Order' })).getByText('Refunded')).toBeInTheDocument();
  });

  it('a manager cancels a subscription with a reason but sees no refund; the server refusing is told', async () => {
    renderApp('/admin/orders/3', {
      user: manager,
      handlers: {
        AdminOrder: () => ({
          data: { order: order(3, { status: 'active', recurring: true, cancellable: true, nextRenewalAt: '2026-12-01T10:00:00.000Z' }) },
        }),
        AdminCancelOrder: () => ({ body: { errors: [{ message: 'This order is already cancelled.', extensions: { code: 'CONFLICT' } }] } }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Order #3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #3?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Fraud suspicion');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('This order is already cancelled.')).toBeInTheDocument();
    // Still open, so the reason can be kept or the dialog dismissed.
    expect(screen.getByRole('dialog', { name: 'Cancel order #3?' })).toBeInTheDocument();
  });

  it('support sees the order without any action', async () => {
    renderApp('/admin/orders/1', {
      user: support,
      handlers: { AdminOrder: () => ({ data: { order: order(1, { cancellable: true, recurring: true, status: 'active' }) } }) },
    });
    expect(await screen.findByRole('heading', { name: 'Order #1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });
});
