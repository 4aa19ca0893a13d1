import { screen, within } from '@testing-library/react';
import { adminRouteRules, canViewAdminRoute } from '@/features/admin/admin-access';
import { adminNavigation, type NavItem } from '@/layouts/navigation';
import { paths } from '@/lib/paths';
import { Role } from '@/lib/roles';
import { renderApp, testUser } from '@/testing/render-app';

describe('admin routes by role (docs/product.md#screens-and-routes and docs/product.md#roles)', () => {
  it.each([
    ['/admin/gates', [Role.Support]],
    ['/admin/gates/create', [Role.Admin]],
    ['/admin/posts', [Role.Support]],
    ['/admin/promotions/5', [Role.Support]],
    ['/admin/email-campaigns', [Role.Support]],
    ['/admin/reciprocal-links/create', [Role.Support]],
    ['/admin/transactions/create', [Role.Manager]],
    ['/admin/packages/create', [Role.Support]],
  ])('%s answers 403 Access denied to %j, inside the admin shell', async (url, roles) => {
    renderApp(url, { user: testUser(roles) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Administration' })).toBeInTheDocument();
  });

  it.each([
    ['/admin/gates', [Role.SuperAdmin]],
    ['/admin/posts', [Role.Manager]],
    ['/admin/transactions/create', [Role.Admin]],
  ])('%s opens for %j', async (url, roles) => {
    renderApp(url, { user: testUser(roles) });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Access denied' })).not.toBeInTheDocument();
  });

  it('the sidebar links exactly the list routes the role may open (one table for both)', () => {
    const links = (items: NavItem[]): string[] => items.flatMap((i) => (i.children ? links(i.children) : i.to ? [i.to] : []));
    const lists = Object.keys(adminRouteRules).filter(
      (p) => p === paths.admin.root.path || !/create|:|\/(pages|statistics|history)$/.test(p),
    );
    for (const roles of [[Role.Support], [Role.Manager], [Role.Admin], [Role.SuperAdmin]]) {
      expect(new Set(links(adminNavigation(roles)))).toEqual(new Set(lists.filter((p) => canViewAdminRoute(roles, p))));
    }
  });

  it('the Packages grid shows no Create button to support staff', async () => {
    renderApp('/admin/packages', {
      user: testUser([Role.Support]),
      handlers: { AdminPackages: () => ({ data: { packages: { __typename: 'PackagePage', items: [], total: 0 } } }) },
    });
    const grid = await screen.findByRole('grid', { name: 'Packages' });
    expect(await within(grid).findByText('No results')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create package' })).not.toBeInTheDocument();
  });
});
