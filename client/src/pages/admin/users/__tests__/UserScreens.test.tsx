import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserLocation } from '@/lib/browser-location';
import { Role } from '@/lib/roles';
import { getSwitchUser } from '@/lib/switch-user';
import type { FakeRequest } from '@/testing/fake-graphql';
import { renderApp, testUser } from '@/testing/render-app';

// Each test renders the whole app with the DataGrid in jsdom and types into it: on a loaded 2-core machine that
// can take longer than the suite's 20 s.
jest.setTimeout(60_000);

const admin = testUser([Role.Admin], { id: 1, login: 'admin@example.com', displayName: 'Admin' });
const superAdmin = testUser([Role.SuperAdmin], { id: 2, login: 'root@example.com', displayName: 'Root' });

function user(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'User',
    id,
    email: `user${id}@example.com`,
    displayName: `User ${id}`,
    roles: [] as string[],
    enabled: true,
    deleted: false,
    emailConfirmed: true,
    unsubscribed: false,
    createdAt: '2026-01-02T10:00:00.000Z',
    lastActivity: null,
    country: 'US',
    ...overrides,
  };
}

const usersPage = (items: unknown[], total = items.length) => ({ data: { users: { __typename: 'UserPage', items, total } } });
const emptyPage = (field: string, typename: string) => () => ({ data: { [field]: { __typename: typename, items: [], total: 0 } } });
const last = (requests: FakeRequest[], name: string) => requests.filter((r) => r.operationName === name).at(-1);

describe('admin users list (docs/product.md#validation)', () => {
  it('a bookmarked URL with filters, sort and page becomes the query variables, and every sort key shows', async () => {
    const url =
      '/admin/users?page=2&limit=25&email=ann&enabled=1&deleted=0&role=ROLE_VIP&createdAt[after]=2026-03-01T00:00:00Z&createdAt[before]=2026-03-31T23:59:59Z&order=email__asc;createdAt__desc';
    const { requests } = renderApp(url, { user: admin, handlers: { AdminUsers: () => usersPage([user(5)], 30) } });
    const grid = await screen.findByRole('grid', { name: 'Users' });
    expect(await within(grid).findByText('user5@example.com')).toBeInTheDocument();
    expect(last(requests, 'AdminUsers')?.variables).toEqual({
      page: 2,
      limit: 25,
      filter: {
        email: 'ann',
        role: 'ROLE_VIP',
        enabled: true,
        deleted: false,
        createdAt: { after: '2026-03-01T00:00:00Z', before: '2026-03-31T23:59:59Z' },
      },
      order: [
        { field: 'email', direction: 'ASC' },
        { field: 'createdAt', direction: 'DESC' },
      ],
    });
    // The filter bar shows what the URL says.
    const filters = screen.getByRole('form', { name: 'Filter users' });
    expect(within(filters).getByRole('searchbox', { name: 'E-mail' })).toHaveValue('ann');
    expect(within(filters).getByLabelText('Registered from')).toHaveValue('2026-03-01');
    expect(within(filters).getByLabelText('Registered to')).toHaveValue('2026-03-31');
    const order = screen.getByRole('list', { name: 'Sort order' });
    expect(
      within(order)
        .getAllByRole('listitem')
        .map((c) => c.textContent),
    ).toEqual(['E-mail ascending', 'Registered descending']);
  });

  it('a header click sorts by that column first and keeps the other key; a date range ends at the end of its day', async () => {
    const { router, requests } = renderApp('/admin/users?order=email__asc', {
      user: admin,
      handlers: { AdminUsers: () => usersPage([user(5)]) },
    });
    const grid = await screen.findByRole('grid', { name: 'Users' });
    await within(grid).findByText('user5@example.com');
    const ui = userEvent.setup({ delay: null });
    await ui.click(
      within(grid).getByRole('columnheader', { name: 'Registered' }).querySelector('.MuiDataGrid-columnHeaderTitle') as HTMLElement,
    );
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('order')).toBe('createdAt__asc;email__asc'));
    expect(last(requests, 'AdminUsers')?.variables.order).toEqual([
      { field: 'createdAt', direction: 'ASC' },
      { field: 'email', direction: 'ASC' },
    ]);

    const filters = screen.getByRole('form', { name: 'Filter users' });
    await ui.type(within(filters).getByLabelText('Last activity from'), '2026-05-01');
    await ui.type(within(filters).getByLabelText('Last activity to'), '2026-05-02');
    await ui.click(within(filters).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(last(requests, 'AdminUsers')?.variables.filter).toEqual({
        lastActivity: { after: '2026-05-01T00:00:00Z', before: '2026-05-02T23:59:59Z' },
      }),
    );
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('lastActivity[before]')).toBe('2026-05-02T23:59:59Z');
    expect(search.get('page')).toBe('1');
  });

  it('Export CSV downloads the filtered, sorted list (all pages) from /api/users/export.csv with the bearer token', async () => {
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('id,email\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderApp('/admin/users?page=3&limit=25&email=ann&enabled=0&order=email__desc', {
      user: admin,
      handlers: { AdminUsers: () => usersPage([user(5)]) },
    });
    await within(await screen.findByRole('grid', { name: 'Users' })).findByText('user5@example.com');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const [path, query] = url.split('?');
    expect(path).toBe('/api/users/export.csv');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({ email: 'ann', enabled: '0', order: 'email__desc' });
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer test-token');
  });

  it('a failed list shows an empty grid, total 0, and says so (docs/api.md#error-catalogue)', async () => {
    renderApp('/admin/users', {
      user: admin,
      handlers: {
        AdminUsers: () => ({ status: 500, body: { errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] } }),
      },
    });
    expect(await screen.findByText('The list cannot be loaded right now. Please try again in a moment.')).toBeInTheDocument();
    expect(within(screen.getByRole('grid', { name: 'Users' })).getByText('No results')).toBeInTheDocument();
  });
});

describe('admin user edit: roles (docs/product.md#roles)', () => {
  const handlers = (target: ReturnType<typeof user>, update?: (r: FakeRequest) => unknown) => ({
    AdminUser: () => ({ data: { user: target } }),
    AdminUpdateUser: (r: FakeRequest) => (update ? update(r) : { data: { updateUser: target } }) as Record<string, unknown>,
  });

  it('an admin may grant manager, support and VIP but not the admin roles', async () => {
    renderApp('/admin/users/5', { user: admin, handlers: handlers(user(5, { roles: [Role.Vip] })) });
    const roles = await screen.findByRole('group', { name: 'Roles' });
    for (const label of ['Manager', 'Support', 'VIP']) expect(within(roles).getByRole('checkbox', { name: label })).toBeInTheDocument();
    expect(within(roles).queryByRole('checkbox', { name: 'Admin' })).not.toBeInTheDocument();
    expect(within(roles).queryByRole('checkbox', { name: 'Super admin' })).not.toBeInTheDocument();
  });

  it('a super admin sees every role; nobody sees checkboxes for their own roles', async () => {
    renderApp('/admin/users/2', { user: superAdmin, handlers: handlers(user(2, { roles: [Role.SuperAdmin] })) });
    const roles = await screen.findByRole('group', { name: 'Roles' });
    expect(within(roles).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(roles).getByText('Super admin')).toBeInTheDocument();
    expect(within(roles).getByText('Nobody changes their own roles.')).toBeInTheDocument();
  });

  it("sends the changed roles and shows the server's refusal", async () => {
    const { requests } = renderApp('/admin/users/5', {
      user: superAdmin,
      handlers: handlers(user(5, { roles: [Role.SuperAdmin] }), () => ({
        body: { errors: [{ message: 'The last super admin cannot lose the role.', extensions: { code: 'FORBIDDEN' } }] },
      })),
    });
    const roles = await screen.findByRole('group', { name: 'Roles' });
    const box = within(roles).getByRole('checkbox', { name: 'Super admin' });
    await waitFor(() => expect(box).toBeChecked());
    const ui = userEvent.setup({ delay: null });
    await ui.click(box);
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    const form = screen.getByRole('form', { name: 'User' });
    expect(await within(form).findByText('The last super admin cannot lose the role.')).toBeInTheDocument();
    expect(last(requests, 'AdminUpdateUser')?.variables).toMatchObject({ id: 5, input: { roles: [] } });
  });

  it('does not send roles when only the name changed', async () => {
    const { requests } = renderApp('/admin/users/5', { user: admin, handlers: handlers(user(5, { roles: [Role.Vip] })) });
    const name = await screen.findByRole('textbox', { name: 'Display name' });
    await waitFor(() => expect(name).toHaveValue('User 5'));
    const ui = userEvent.setup({ delay: null });
    await ui.type(name, 'x');
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User saved')).toBeInTheDocument();
    const input = last(requests, 'AdminUpdateUser')?.variables.input as Record<string, unknown>;
    expect(input).toMatchObject({ displayName: 'User 5x', enabled: true });
    expect(input).not.toHaveProperty('roles');
  });
});

describe('admin user view (docs/product.md#screens-and-routes, docs/product.md#states and docs/product.md#roles)', () => {
  const viewHandlers = {
    AdminUserView: ({ variables }: FakeRequest) => ({
      data: {
        user: user(variables.id as number, variables.id === 1 ? { email: 'admin@example.com', roles: [Role.Admin] } : {}),
        balances: {
          __typename: 'BalancePage',
          items: [
            {
              __typename: 'Balance',
              id: 1,
              quantity: 1500,
              package: { __typename: 'Package', id: 3, name: 'Website Traffic', code: 'wt' },
            },
          ],
        },
      },
    }),
    AdminUserProjects: emptyPage('projects', 'ProjectPage'),
    AdminUserOrders: emptyPage('orders', 'OrderPage'),
    AdminUserTransactions: () => ({
      data: {
        transactions: {
          __typename: 'TransactionPage',
          items: [
            {
              __typename: 'Transaction',
              id: 77,
              createdAt: '2026-02-01T00:00:00.000Z',
              quantity: 1500,
              source: 'payment',
              reference: 'order-9',
              package: { __typename: 'Package', id: 3, name: 'Website Traffic' },
            },
          ],
          total: 1,
        },
      },
    }),
  };

  it("shows the profile, balances and the user's grids filtered by owner; rows open their admin screens", async () => {
    const { requests, router } = renderApp('/admin/users/view/5', { user: admin, handlers: viewHandlers });
    expect(await screen.findByRole('heading', { level: 1, name: 'User 5' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Balances' })).getByText('1,500 credits')).toBeInTheDocument();
    for (const name of ['AdminUserProjects', 'AdminUserOrders', 'AdminUserTransactions']) {
      await waitFor(() => expect(last(requests, name)?.variables).toMatchObject({ ownerId: 5, page: 1, limit: 10 }));
    }
    const projects = screen.getByRole('region', { name: 'Projects' });
    expect(within(projects).getByRole('link', { name: 'Open list' })).toHaveAttribute('href', '/admin/projects?ownerId=5');
    const transactions = screen.getByRole('grid', { name: 'Transactions' });
    await userEvent.setup({ delay: null }).click(await within(transactions).findByText('order-9'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/transactions/77'));
  });

  it('without an id shows the signed-in staff member, with no switch or removal of themselves', async () => {
    const { requests } = renderApp('/admin/users/view', { user: admin, handlers: viewHandlers });
    expect(await screen.findByRole('heading', { level: 1, name: 'User 1' })).toBeInTheDocument();
    expect(last(requests, 'AdminUserView')?.variables).toEqual({ id: 1 });
    expect(screen.queryByRole('button', { name: 'Switch to this user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove account' })).not.toBeInTheDocument();
  });

  it('removes an account by id after confirmation (admins only)', async () => {
    const { requests, router } = renderApp('/admin/users/view/5', {
      user: admin,
      handlers: { ...viewHandlers, AdminRemoveAccountById: () => ({ data: { removeAccountById: true } }), AdminUsers: () => usersPage([]) },
    });
    const ui = userEvent.setup({ delay: null });
    await ui.click(await screen.findByRole('button', { name: 'Remove account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this account?' });
    expect(requests.some((r) => r.operationName === 'AdminRemoveAccountById')).toBe(false);
    await ui.click(within(dialog).getByRole('button', { name: 'Remove account' }));
    expect(await screen.findByText('The account of user5@example.com was removed.')).toBeInTheDocument();
    expect(last(requests, 'AdminRemoveAccountById')?.variables).toEqual({ id: 5 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
  });

  it('support staff see the user without Switch, Remove or a writable Edit', async () => {
    renderApp('/admin/users/view/5', { user: testUser([Role.Support]), handlers: viewHandlers });
    expect(await screen.findByRole('heading', { level: 1, name: 'User 5' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Switch to this user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove account' })).not.toBeInTheDocument();
  });

  it('"Switch to this user" stores the e-mail in the switch-user cookie and opens the user\'s panel', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    renderApp('/admin/users/view/5', { user: admin, handlers: viewHandlers });
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Switch to this user' }));
    expect(getSwitchUser()).toBe('user5@example.com');
    expect(assign).toHaveBeenCalledWith('/panel');
  });
});
