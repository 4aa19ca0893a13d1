import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Role } from '@/lib/roles';
import type { FakeRequest } from '@/testing/fake-graphql';
import { renderApp, testUser } from '@/testing/render-app';

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

describe('admin packages list (SPEC.md §2, §5)', () => {
  it('shows the rows of the server page, and a filter typed goes into the URL and the query', async () => {
    const { router, requests } = renderApp('/admin/packages', {
      user: manager,
      handlers: { AdminPackages: () => packagesPage([pkg(1), pkg(2)], 12) },
    });
    const grid = await screen.findByRole('grid', { name: 'Packages' });
    expect(await within(grid).findByText('Package 1')).toBeInTheDocument();
    expect(within(grid).getByText('$19.98')).toBeInTheDocument();
    const first = requests.find((r) => r.operationName === 'AdminPackages') as FakeRequest;
    expect(first.variables).toMatchObject({ page: 1, limit: 10, filter: {}, order: [{ field: 'position', direction: 'ASC' }, { field: 'id', direction: 'ASC' }] });

    const user = userEvent.setup();
    const filters = screen.getByRole('form', { name: 'Filter packages' });
    await user.type(within(filters).getByRole('searchbox', { name: 'Name' }), '  Pro  {Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?page=1&limit=10&name=Pro'));
    await waitFor(() => expect(requests.filter((r) => r.operationName === 'AdminPackages').at(-1)?.variables).toMatchObject({ filter: { name: 'Pro' } }));
  });
});
