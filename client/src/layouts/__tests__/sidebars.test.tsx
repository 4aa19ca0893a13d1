import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Role } from '@/lib/roles';
import { renderApp, testUser } from '@/testing/render-app';

async function adminSidebar(roles: string[]) {
  renderApp('/admin', { user: testUser(roles) });
  const nav = await screen.findByRole('navigation', { name: 'Administration' });
  const labels = within(nav)
    .getAllByRole('button')
    .concat(within(nav).queryAllByRole('link'))
    .map((el) => el.textContent?.trim());
  return new Set(labels);
}

describe('admin sidebar per role (docs/product.md#screens-and-routes)', () => {
  const always = ['Dashboard', 'Projects', 'Users', 'Packages', 'Billing', 'Orders', 'Transactions', 'Logout'];
  const marketing = ['Marketing', 'Email Campaigns', 'Promotions', 'Reciprocal Links'];

  it('support staff see neither Posts nor Marketing, nor Gates', async () => {
    const items = await adminSidebar([Role.Support]);
    for (const label of always) expect(items).toContain(label);
    for (const label of ['Posts', ...marketing, 'Gates']) expect(items).not.toContain(label);
  });

  it.each([[Role.Manager], [Role.Admin]])('%s sees Posts and Marketing but not Gates', async (role) => {
    const items = await adminSidebar([role]);
    for (const label of [...always, 'Posts', ...marketing]) expect(items).toContain(label);
    expect(items).not.toContain('Gates');
  });

  it('only a super admin sees Gates', async () => {
    const items = await adminSidebar([Role.SuperAdmin]);
    for (const label of [...always, 'Posts', ...marketing, 'Gates']) expect(items).toContain(label);
  });
});

describe('panel sidebar and breadcrumb (docs/product.md#screens-and-routes)', () => {
  it('lists Dashboard, Projects, Billing (Balance, Transaction history, Subscriptions, Purchase Traffic Credits), Logout', async () => {
    renderApp('/panel', { user: testUser() });
    const nav = await screen.findByRole('navigation', { name: 'User panel' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/panel');
    expect(within(nav).getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/panel/projects');
    expect(within(nav).getByRole('button', { name: 'Billing' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Balance' })).toHaveAttribute('href', '/panel/billing');
    expect(within(nav).getByRole('link', { name: 'Transaction history' })).toHaveAttribute('href', '/panel/transactions');
    expect(within(nav).getByRole('link', { name: 'Subscriptions' })).toHaveAttribute('href', '/panel/orders');
    expect(within(nav).getByRole('link', { name: 'Purchase Traffic Credits' })).toHaveAttribute('href', '/panel/billing/packages');
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('builds the breadcrumb from the route path', async () => {
    renderApp('/panel/billing/packages', { user: testUser() });
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/panel');
    // /panel/billing is the "Balance" item of the Billing group (page and menu item use one name).
    expect(within(crumbs).getByRole('link', { name: 'Balance' })).toHaveAttribute('href', '/panel/billing');
    expect(within(crumbs).getByText('Purchase Traffic Credits')).toHaveAttribute('aria-current', 'page');
  });

  it("names a package's page by the package's name, not its URL code", async () => {
    renderApp('/panel/billing/packages/website-traffic', {
      user: testUser(),
      handlers: {
        BreadcrumbPackage: ({ variables }) => ({
          data: {
            packages: {
              __typename: 'PackagePage',
              items: [{ __typename: 'Package', id: 7, code: variables.code, name: 'Website Traffic 10k' }],
            },
          },
        }),
      },
    });
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(await within(crumbs).findByText('Website Traffic 10k')).toHaveAttribute('aria-current', 'page');
    expect(within(crumbs).getByRole('link', { name: 'Purchase Traffic Credits' })).toHaveAttribute('href', '/panel/billing/packages');
    expect(within(crumbs).queryByText('Website traffic')).not.toBeInTheDocument();
  });

  it('titles /panel/billing "Balance", as its menu item reads', async () => {
    renderApp('/panel/billing', { user: testUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Balance' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'User panel' });
    expect(within(nav).getByRole('link', { name: 'Balance' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps every label on one line, "Purchase Traffic Credits" included', async () => {
    renderApp('/panel', { user: testUser() });
    const nav = await screen.findByRole('navigation', { name: 'User panel' });
    for (const label of ['Purchase Traffic Credits', 'Transaction history', 'Subscriptions']) {
      expect(within(nav).getByText(label)).toHaveStyle({ whiteSpace: 'nowrap' });
    }
  });

  it('logs out from the sidebar: token gone, back on the home page', async () => {
    const { router } = renderApp('/panel', { user: testUser() });
    const nav = await screen.findByRole('navigation', { name: 'User panel' });
    await userEvent.setup().click(within(nav).getByRole('button', { name: 'Logout' }));
    await screen.findByRole('heading', { level: 1, name: 'Cheap Website Traffic' });
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.length).toBe(0);
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('sidebar width (docs/product.md#screens-and-routes and docs/product.md#limits: minimised below 1200 px)', () => {
  function mockWidth(width: number) {
    window.matchMedia = jest.fn((query: string) => {
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      return {
        matches: max ? width <= Number(max[1]) : false,
        media: query,
        onchange: null,
        addListener: jest.fn(),
        removeListener: jest.fn(),
        addEventListener: jest.fn(),
        removeEventListener: jest.fn(),
        dispatchEvent: jest.fn(),
      };
    }) as unknown as typeof window.matchMedia;
  }
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('is minimised at 1199 px and can be expanded', async () => {
    mockWidth(1199);
    renderApp('/panel', { user: testUser() });
    const nav = await screen.findByRole('navigation', { name: 'User panel' });
    expect(nav.closest('[data-collapsed]')).toHaveAttribute('data-collapsed', 'true');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(nav.closest('[data-collapsed]')).toHaveAttribute('data-collapsed', 'false');
  });

  it('names the site in the top bar while minimised, not by its short form', async () => {
    mockWidth(390);
    renderApp('/panel', { user: testUser() });
    const nav = await screen.findByRole('navigation', { name: 'User panel' });
    expect(nav.closest('[data-collapsed]')).toHaveAttribute('data-collapsed', 'true');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Trafficgate' })).toHaveAttribute('href', '/');
    expect(within(banner).queryByText('TR')).not.toBeInTheDocument();
  });

  it('is full width at 1200 px and can be collapsed', async () => {
    mockWidth(1200);
    renderApp('/panel', { user: testUser() });
    const nav = await screen.findByRole('navigation', { name: 'User panel' });
    expect(nav.closest('[data-collapsed]')).toHaveAttribute('data-collapsed', 'false');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(nav.closest('[data-collapsed]')).toHaveAttribute('data-collapsed', 'true');
  });
});
