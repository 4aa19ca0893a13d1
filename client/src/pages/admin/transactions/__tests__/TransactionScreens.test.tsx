/*
 * Admin transactions (docs/product.md#screens-and-routes, docs/product.md#validation and docs/product.md#roles): ledger grid filters in the
 * URL, admin-only create, comment edit.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Role } from '@/lib/roles';
import type { FakeRequest } from '@/testing/fake-graphql';
import { renderApp, testUser } from '@/testing/render-app';

jest.setTimeout(60_000);

const admin = testUser([Role.Admin], { id: 2, login: 'admin@example.com' });
const manager = testUser([Role.Manager], { id: 3, login: 'manager@example.com' });

function tx(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Transaction',
    id,
    ownerId: 11,
    owner: { __typename: 'User', id: 11, email: 'buyer@example.com' },
    packageId: 5,
    package: { __typename: 'Package', id: 5, name: 'Starter', size: 1000 },
    quantity: 2,
    source: 'payment',
    reference: `evt_${id}`,
    orderId: 40,
    comment: '',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const packages = () => ({
  data: {
    packages: { __typename: 'PackagePage', items: [{ __typename: 'Package', id: 5, name: 'Starter', code: 'starter', size: 1000 }] },
  },
});

describe('admin transactions list', () => {
  it('shows the ledger with order links, and an owner filter goes into the URL and the query; a manager has no Create button', async () => {
    const { router, requests } = renderApp('/admin/transactions', {
      user: manager,
      handlers: {
        AdminTransactions: () => ({
          data: {
            transactions: {
              __typename: 'TransactionPage',
              items: [tx(1), tx(2, { quantity: -1, source: 'admin', orderId: null })],
              total: 2,
            },
          },
        }),
      },
    });
    const grid = await screen.findByRole('grid', { name: 'Transactions' });
    expect(await within(grid).findByRole('link', { name: '#40' })).toHaveAttribute('href', '/admin/orders/40');
    expect(within(grid).getByText('+2')).toBeInTheDocument();
    expect(within(grid).getByText('-1')).toBeInTheDocument();
    expect(within(grid).getByText('Admin entry')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create transaction' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    const filters = screen.getByRole('form', { name: 'Filter transactions' });
    await user.type(within(filters).getByRole('searchbox', { name: 'Owner e-mail' }), 'buyer{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?page=1&limit=10&owner=buyer'));
    await waitFor(() =>
      expect(requests.filter((r) => r.operationName === 'AdminTransactions').at(-1)?.variables).toMatchObject({
        filter: { owner: 'buyer' },
      }),
    );
  });

  it('a manager opening the create route gets the 403 page', async () => {
    renderApp('/admin/transactions/create', { user: manager });
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Transaction' })).not.toBeInTheDocument();
  });
});

describe('admin transaction create', () => {
  it('an admin books a debit with a reason; the server violations show under their fields', async () => {
    const creates: FakeRequest[] = [];
    const { router } = renderApp('/admin/transactions/create?ownerId=11', {
      user: admin,
      handlers: {
        AdminTransactionPackages: packages,
        AdminCreateTransaction: (req) => {
          creates.push(req);
          if (creates.length === 1) {
            return {
              body: {
                errors: [
                  {
                    message: 'ownerId: This user does not exist.',
                    extensions: { code: 'BAD_USER_INPUT', violations: [{ propertyPath: 'ownerId', message: 'This user does not exist.' }] },
                  },
                ],
              },
            };
          }
          return { data: { createTransaction: { __typename: 'Transaction', id: 77, quantity: -3 } } };
        },
        AdminTransaction: () => ({
          data: {
            transaction: tx(77, { quantity: -3, source: 'admin', reference: 'admin-x', orderId: null, comment: 'Duplicate credit' }),
          },
        }),
      },
    });
    const form = await screen.findByRole('form', { name: 'Transaction' });
    expect(within(form).getByRole('spinbutton', { name: 'Owner (user ID)' })).toHaveValue(11);
    const user = userEvent.setup();
    // The reason is required before anything is sent.
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('Reason is required.')).toBeInTheDocument();
    expect(creates).toHaveLength(0);

    await user.click(within(form).getByRole('combobox', { name: /Package/ }));
    await user.click(await screen.findByRole('option', { name: /Starter/ }));
    await user.click(within(form).getByRole('combobox', { name: /Entry/ }));
    await user.click(await screen.findByRole('option', { name: /Debit/ }));
    const quantity = within(form).getByRole('spinbutton', { name: /Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Duplicate credit');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('This user does not exist.')).toBeInTheDocument();
    expect(creates[0].variables).toEqual({ input: { ownerId: 11, packageId: 5, quantity: -3, comment: 'Duplicate credit' } });

    await user.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/transactions/77'));
    expect(await screen.findByText('Transaction created')).toBeInTheDocument();
  });
});

describe('admin transaction edit', () => {
  it('an admin changes the comment only', async () => {
    const updates: FakeRequest[] = [];
    renderApp('/admin/transactions/5', {
      user: admin,
      handlers: {
        AdminTransaction: () => ({ data: { transaction: tx(5, { comment: 'Old' }) } }),
        AdminUpdateTransaction: (req) => {
          updates.push(req);
          return {
            data: {
              updateTransaction: {
                __typename: 'Transaction',
                id: 5,
                comment: 'Checked with the bank',
                updatedAt: '2026-11-02T10:00:00.000Z',
              },
            },
          };
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Transaction comment' });
    const comment = within(form).getByRole('textbox', { name: 'Comment' });
    await waitFor(() => expect(comment).toHaveValue('Old'));
    const user = userEvent.setup();
    await user.clear(comment);
    await user.type(comment, 'Checked with the bank');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Comment saved')).toBeInTheDocument();
    expect(updates[0].variables).toEqual({ id: 5, input: { comment: 'Checked with the bank' } });
  });
});
