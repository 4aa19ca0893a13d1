import { act, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { dashboardRoutes } from '@/app/dashboard-routes';
import { documentTitle, type TitleHandle } from '@/lib/document-title';
import { logger } from '@/lib/logger';
import { paths } from '@/lib/paths';
import { Role } from '@/lib/roles';
import { renderApp, testGateConfig, testUser } from '@/testing/render-app';

/** Every route below the panel's and the admin's guards and layouts, with its handle. */
function dashboardLeaves(): RouteObject[] {
  const walk = (routes: RouteObject[]): RouteObject[] => routes.flatMap((r) => (r.children ? walk(r.children) : [r]));
  return walk(dashboardRoutes());
}

/** Every route pattern of lib/paths.ts under /panel and /admin. */
function dashboardPatterns(): string[] {
  const collect = (node: unknown): string[] =>
    node && typeof node === 'object'
      ? 'path' in node && typeof node.path === 'string'
        ? [node.path]
        : Object.values(node).flatMap(collect)
      : [];
  return [...collect(paths.panel), ...collect(paths.admin)];
}

// The screens' own queries have no fake answers here: only the title is looked at.
beforeEach(() => {
  jest.spyOn(logger, 'error').mockImplementation(() => {});
});

describe('document title (WCAG 2.4.2)', () => {
  it('is "<page> · <site name>", or the site name alone', () => {
    expect(documentTitle('Projects', 'Trafficgate')).toBe('Projects · Trafficgate');
    expect(documentTitle(null, 'Trafficgate')).toBe('Trafficgate');
    expect(documentTitle('  ', 'Trafficgate')).toBe('Trafficgate');
  });

  it('names the page of every panel and admin route', () => {
    const titleOf = (route: RouteObject) => (route.handle as Partial<TitleHandle> | undefined)?.title;
    const leaves = dashboardLeaves();
    // The index routes are the area roots, /panel and /admin.
    for (const leaf of leaves) expect([leaf.path ?? 'index', titleOf(leaf)]).toEqual([leaf.path ?? 'index', expect.stringMatching(/\S/)]);
    const byPattern = new Map(leaves.filter((leaf) => leaf.path).map((leaf) => [leaf.path, titleOf(leaf)]));
    const roots: string[] = [paths.panel.root.path, paths.admin.root.path];
    for (const pattern of dashboardPatterns().filter((p) => !roots.includes(p))) expect(byPattern.has(pattern)).toBe(true);
  });

  it('follows in-app navigation: panel pages, then a public page', async () => {
    const { router } = renderApp('/panel/projects', { user: testUser() });
    await waitFor(() => expect(document.title).toBe('Projects · Trafficgate'));
    await act(() => router.navigate('/panel/billing'));
    await waitFor(() => expect(document.title).toBe('Balance · Trafficgate'));
    await act(() => router.navigate('/panel/projects/12'));
    await waitFor(() => expect(document.title).toBe('Project · Trafficgate'));
    await act(() => router.navigate('/pricing'));
    await waitFor(() => expect(document.title).toBe('Trafficgate'));
  });

  it("ends with the gate's site name", async () => {
    renderApp('/panel/developers', {
      user: testUser(),
      gateConfig: { ...testGateConfig, prop: { ...testGateConfig.prop, siteName: 'Boost' } },
    });
    await waitFor(() => expect(document.title).toBe('Developers · Boost'));
  });

  it('names the admin pages, and the 403 page where the role may not go', async () => {
    const { router } = renderApp('/admin/users', { user: testUser([Role.Support]) });
    await waitFor(() => expect(document.title).toBe('Users · Trafficgate'));
    await act(() => router.navigate('/admin/gates'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Access denied · Trafficgate'));
    await act(() => router.navigate('/admin'));
    await waitFor(() => expect(document.title).toBe('Administration · Trafficgate'));
  });
});
