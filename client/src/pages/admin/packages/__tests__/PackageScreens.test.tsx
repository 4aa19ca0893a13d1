import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Role } from '@/lib/roles';
import type { FakeRequest } from '@/testing/fake-graphql';
import { renderApp, testUser } from '@/testing/render-app';

// Each test renders the whole app with the DataGrid in jsdom and types into it: on a loaded 2-core machine that
// can take longer than the suite's 20 s.
jest.setTimeout(60_000);

const manager = testUser([Role.Manager], { id: 3, login: 'manager@example.com' });

function pkg(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Package',
    id,
    name: `Package ${id}`,
    code: `pkg-${id}`,
    description: '',
    size: 1000 * id,
    priceMinor: 999 * id,
    currency: 'USD',
    durationDays: 30,
    position: id,
    parentId: null,
    active: true,
    free: false,
    professional: false,
    guaranteedAlexa: false,
    showOnMainPage: false,
    ...overrides,
  };
}

const packagesPage = (items: unknown[], total = items.length) => ({ data: { packages: { __typename: 'PackagePage', items, total } } });

describe('admin packages list (docs/product.md#screens-and-routes and docs/product.md#validation)', () => {
  it('shows the rows of the server page, and a filter typed goes into the URL and the query', async () => {
    const { router, requests } = renderApp('/admin/packages', {
      user: manager,
      handlers: { AdminPackages: () => packagesPage([pkg(1), pkg(2)], 12) },
    });
    const grid = await screen.findByRole('grid', { name: 'Packages' });
    expect(await within(grid).findByText('Package 1')).toBeInTheDocument();
    expect(within(grid).getByText('$19.98')).toBeInTheDocument();
    const first = requests.find((r) => r.operationName === 'AdminPackages') as FakeRequest;
    expect(first.variables).toMatchObject({
      page: 1,
      limit: 10,
      filter: {},
      order: [
        { field: 'position', direction: 'ASC' },
        { field: 'id', direction: 'ASC' },
      ],
    });

    const user = userEvent.setup({ delay: null });
    const filters = screen.getByRole('form', { name: 'Filter packages' });
    await user.type(within(filters).getByRole('searchbox', { name: 'Name' }), '  Pro  {Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?page=1&limit=10&name=Pro'));
    await waitFor(() =>
      expect(requests.filter((r) => r.operationName === 'AdminPackages').at(-1)?.variables).toMatchObject({ filter: { name: 'Pro' } }),
    );
  });
  it('goes to the next page on the first click: the page count holds while the next page loads', async () => {
    const all = Array.from({ length: 14 }, (_, i) => pkg(i + 1));
    const { router } = renderApp('/admin/packages', {
      user: manager,
      handlers: {
        AdminPackages: (r) => {
          const { page, limit } = r.variables as { page: number; limit: number };
          return packagesPage(all.slice((page - 1) * limit, page * limit), all.length);
        },
      },
    });
    const grid = await screen.findByRole('grid', { name: 'Packages' });
    expect(await within(grid).findByText('Package 10')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(within(screen.getByRole('grid', { name: 'Packages' })).getByText('Package 11')).toBeInTheDocument());
    // The grid's own page resets come a tick after an answer: give one the time to happen.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(within(screen.getByRole('grid', { name: 'Packages' })).queryByText('Package 1')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2&limit=10');
  });
});

describe('admin package forms (docs/product.md#screens-and-routes and docs/product.md#limits)', () => {
  const editHandlers = (update: (r: FakeRequest) => unknown) => ({
    AdminPackage: () => ({
      data: { package: pkg(4), variants: { __typename: 'PackagePage', items: [pkg(5, { parentId: 4, name: 'Variant five' })], total: 1 } },
    }),
    AdminPackageParents: () => packagesPage([pkg(1), pkg(4)]),
    AdminUpdatePackage: (r: FakeRequest) => update(r) as Record<string, unknown>,
  });

  it("shows the server's violations under their fields, the price's under Price", async () => {
    renderApp('/admin/packages/4', {
      user: manager,
      handlers: editHandlers(() => ({
        body: {
          errors: [
            {
              message: 'code: This code is already used by another package.',
              extensions: {
                code: 'BAD_USER_INPUT',
                violations: [
                  { propertyPath: 'code', message: 'This code is already used by another package.' },
                  { propertyPath: 'priceMinor', message: 'A paid package needs a price.' },
                ],
              },
            },
          ],
        },
      })),
    });
    const form = await screen.findByRole('form', { name: 'Package' });
    const code = await within(form).findByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(code).toHaveValue('pkg-4'));
    const user = userEvent.setup({ delay: null });
    await user.clear(code);
    await user.type(code, 'pkg-1');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This code is already used by another package.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('A paid package needs a price.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Price' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists the variants of a top-level offer, and sends price in minor units and the parent', async () => {
    const { requests } = renderApp('/admin/packages/4', {
      user: manager,
      handlers: editHandlers(({ variables }) => ({ data: { updatePackage: { ...pkg(4), ...(variables.input as object) } } })),
    });
    const variants = await screen.findByRole('region', { name: 'Variants' });
    expect(within(variants).getByRole('link', { name: 'Variant five' })).toHaveAttribute('href', '/admin/packages/5');
    const form = screen.getByRole('form', { name: 'Package' });
    const price = within(form).getByRole('textbox', { name: 'Price' });
    await waitFor(() => expect(price).toHaveValue('39.96'));
    const user = userEvent.setup({ delay: null });
    await user.clear(price);
    await user.type(price, '12.5');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Package saved')).toBeInTheDocument();
    const update = requests.find((r) => r.operationName === 'AdminUpdatePackage') as FakeRequest;
    expect(update.variables).toMatchObject({ id: 4, input: { priceMinor: 1250, parentId: null, code: 'pkg-4', size: 4000 } });
  });

  it('warns before leaving with unsaved changes; Stay keeps the edits', async () => {
    const { router } = renderApp('/admin/packages/4', { user: manager, handlers: editHandlers(() => ({})) });
    const form = await screen.findByRole('form', { name: 'Package' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue('Package 4'));
    const user = userEvent.setup({ delay: null });
    await user.type(name, ' renamed');
    await user.click(within(screen.getByRole('navigation', { name: 'Administration' })).getByRole('link', { name: 'Users' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/admin/packages/4');
    expect(name).toHaveValue('Package 4 renamed');
    await user.click(within(screen.getByRole('navigation', { name: 'Administration' })).getByRole('link', { name: 'Dashboard' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('creates a package and opens it without a leave warning', async () => {
    const { router, requests } = renderApp('/admin/packages/create?parentId=4', {
      user: manager,
      handlers: {
        AdminPackageParents: () => packagesPage([pkg(4)]),
        AdminCreatePackage: () => ({ data: { createPackage: { __typename: 'Package', id: 9, name: 'Starter' } } }),
        AdminPackage: () => ({
          data: { package: pkg(9, { name: 'Starter', parentId: 4 }), variants: { __typename: 'PackagePage', items: [], total: 0 } },
        }),
      },
    });
    const form = await screen.findByRole('form', { name: 'Package' });
    const user = userEvent.setup({ delay: null });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Starter');
    await user.type(within(form).getByRole('textbox', { name: 'Code' }), 'starter');
    await user.type(within(form).getByRole('spinbutton', { name: 'Size (visits)' }), '5000');
    await user.type(within(form).getByRole('textbox', { name: 'Price' }), '19.99');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/packages/9'));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
    expect(await screen.findByText('Package created')).toBeInTheDocument();
    const create = requests.find((r) => r.operationName === 'AdminCreatePackage') as FakeRequest;
    expect(create.variables.input).toMatchObject({
      name: 'Starter',
      code: 'starter',
      size: 5000,
      priceMinor: 1999,
      parentId: 4,
      active: true,
      durationDays: 30,
    });
  });

  it('shows a package read-only to support staff (managers and above save)', async () => {
    renderApp('/admin/packages/4', { user: testUser([Role.Support]), handlers: editHandlers(() => ({})) });
    const form = await screen.findByRole('form', { name: 'Package' });
    expect(await within(form).findByText('Your role may view this record but not change it.')).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Name' })).toBeDisabled();
  });
});
