import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { dashboardRoutes } from '@/app/dashboard-routes';
import { createRoutes, patchDashboardRoutes, ROOT_ROUTE_ID } from '@/app/router';
import { renderApp, testGateConfig } from '@/testing/render-app';

// Every route of docs/product.md#screens-and-routes, with sample values for its parameters.
const specRoutes = [
  '/',
  '/blog',
  '/blog/some-post',
  '/contact',
  '/eula',
  '/privacy-policy',
  '/refund-policy',
  '/external-demo-register',
  '/login',
  '/logout',
  '/register',
  '/forgot-password',
  '/how-to-double-traffic',
  '/how-to-start',
  '/increase-alexa-rank',
  '/reduce-bounce-rate',
  '/website-traffic-generator',
  '/pricing',
  '/promotion',
  '/activate-email',
  '/activate-email/tok',
  '/reset-password',
  '/reset-password/tok',
  '/unsubscribe',
  '/unsubscribe/tok',
  '/verify-email',
  '/verify-email/tok',
  '/panel',
  '/panel/billing',
  '/panel/billing/packages',
  '/panel/billing/packages/website-traffic',
  '/panel/billing/payment',
  '/panel/billing/payment/cancel',
  '/panel/billing/paypal',
  '/panel/billing/paypal/cancel',
  '/panel/billing/paypal/confirm-agreement',
  '/panel/billing/commercegate',
  '/panel/orders',
  '/panel/orders/5',
  '/panel/payment-cancel',
  '/panel/payment-success',
  '/panel/profile',
  '/panel/profile/edit',
  '/panel/projects',
  '/panel/projects/create',
  '/panel/projects/5',
  '/panel/projects/statistics',
  '/panel/projects/statistics/5',
  '/panel/transactions',
  '/admin',
  '/admin/email-campaigns',
  '/admin/email-campaigns/create',
  '/admin/email-campaigns/5',
  '/admin/email-campaigns/history/5',
  '/admin/gates',
  '/admin/gates/create',
  '/admin/gates/5',
  '/admin/orders',
  '/admin/orders/5',
  '/admin/packages',
  '/admin/packages/create',
  '/admin/packages/5',
  '/admin/posts',
  '/admin/posts/create',
  '/admin/posts/5',
  '/admin/projects',
  '/admin/projects/5',
  '/admin/projects/pages',
  '/admin/projects/pages/5',
  '/admin/projects/statistics',
  '/admin/projects/statistics/5',
  '/admin/promotions',
  '/admin/promotions/create',
  '/admin/promotions/5',
  '/admin/reciprocal-links',
  '/admin/reciprocal-links/create',
  '/admin/reciprocal-links/5',
  '/admin/transactions',
  '/admin/transactions/create',
  '/admin/transactions/5',
  '/admin/users',
  '/admin/users/5',
  '/admin/users/view',
  '/admin/users/view/5',
];

/** The table with the dashboards' routes added, as the router has it after a visit to either. */
function fullRoutes() {
  const routes = createRoutes();
  const root = routes.find((route) => route.id === ROOT_ROUTE_ID)!;
  root.children = [...root.children!, ...dashboardRoutes()];
  return routes;
}

describe('route table (docs/product.md#screens-and-routes)', () => {
  const routes = fullRoutes();

  it.each(specRoutes)('routes %s to a page', (url) => {
    const matches = matchRoutes(routes, url);
    expect(matches).not.toBeNull();
    expect(matches!.at(-1)!.route.path).not.toBe('*');
  });

  it.each(['/nope', '/panel-x', '/panel/nope', '/admin/nope/deeper'])('sends %s to the catch-all', (url) => {
    expect(matchRoutes(routes, url)!.at(-1)!.route.path).toBe('*');
  });

  it('renders the 404 page for an unknown route', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the main page' })).toHaveAttribute('href', '/');
  });

  it('the blog is a missing page while the gate has it disabled', async () => {
    renderApp('/blog');
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
  });

  it('the blog shows when the gate enables it', async () => {
    renderApp('/blog', { gateConfig: { ...testGateConfig, blog: { enabled: true } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
  });
});

describe("the dashboards' routes, added on the first visit (app/dashboard-routes.tsx)", () => {
  it('are not in the start-up table: a path under /panel or /admin matches the catch-all there', () => {
    const routes = createRoutes();
    for (const url of ['/panel', '/panel/projects/5', '/admin/users']) {
      expect(matchRoutes(routes, url)!.at(-1)!.route.path).toBe('*');
    }
  });

  it('are added below the root route for a path under /panel or /admin, in any case, and for nothing else', async () => {
    const patchedFor = async (path: string) => {
      const patch = jest.fn();
      await patchDashboardRoutes({ path, patch, matches: [], signal: new AbortController().signal, fetcherKey: undefined });
      return patch.mock.calls;
    };
    for (const path of ['/panel', '/panel/projects/5', '/admin', '/Admin/Users', '/PANEL']) {
      const calls = await patchedFor(path);
      expect(calls).toHaveLength(1);
      const [parent, children] = calls[0] as [string, { id: string; path: string }[]];
      expect(parent).toBe(ROOT_ROUTE_ID);
      expect(children.map((route) => [route.id, route.path])).toEqual([
        ['panel', '/panel'],
        ['admin', '/admin'],
      ]);
    }
    for (const path of ['/', '/pricing', '/panelx', '/administration', '/login']) {
      expect(await patchedFor(path)).toEqual([]);
    }
  });
});
