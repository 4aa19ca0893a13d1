/*
 * The panel's and the admin's routes (docs/product.md#screens-and-routes), added to the route table (app/router.tsx) when a path under
 * /panel or /admin is first visited. Each area's screens load from one lazy chunk (areas/panel.tsx,
 * areas/admin.tsx) through React.lazy below the area's guard: the router resolves every matched route's `lazy`
 * before any element renders, so a route-level `lazy` would download the area's chunk for a visitor the guard is
 * about to send away.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { FullPageLoader } from '@/components/FullPageLoader';
import type { TitleHandle } from '@/lib/document-title';
import { importWithReload } from '@/lib/lazy-import';
import { adminTitles, panelTitles } from '@/lib/page-labels';
import { paths } from '@/lib/paths';
import { RequireStaff, RequireUser } from './dashboard-guards';
import type { AdminRouteHandle } from '@/features/admin/admin-access';

type PanelArea = typeof import('./areas/panel');
type AdminArea = typeof import('./areas/admin');

const panelArea = () => importWithReload<PanelArea>(() => import('./areas/panel'));
const adminArea = () => importWithReload<AdminArea>(() => import('./areas/admin'));

/** A screen of a guarded area: its chunk is requested when the screen first renders, i.e. after the guard let it through. */
function guarded<A>(area: () => Promise<A>, pick: (module: A) => ComponentType, fallback: ReactNode): ComponentType {
  const Screen = lazy(async () => ({ default: pick(await area()) }));
  return function GuardedScreen() {
    return (
      <Suspense fallback={fallback}>
        <Screen />
      </Suspense>
    );
  };
}

const panelLayout = guarded(panelArea, (m) => m.PanelLayout, <FullPageLoader />);
const adminLayout = guarded(adminArea, (m) => m.AdminLayout, <FullPageLoader />);
// The layout already brought the area's chunk, so a screen's own wait is a tick: nothing flashes in the content.
const panel = (pick: (m: PanelArea) => ComponentType) => guarded(panelArea, pick, null);
const admin = (pick: (m: AdminArea) => ComponentType) => guarded(adminArea, pick, null);

// Every panel route of docs/product.md#screens-and-routes; its screen comes from areas/panel.tsx (panelScreens).
export const panelSectionPaths = [
  paths.panel.billing.root,
  paths.panel.billing.packages,
  paths.panel.billing.package,
  paths.panel.billing.payment,
  paths.panel.billing.paymentCancel,
  paths.panel.billing.paypal,
  paths.panel.billing.paypalCancel,
  paths.panel.billing.paypalConfirmAgreement,
  paths.panel.billing.commercegate,
  paths.panel.billing.cardPayment,
  paths.panel.orders.list,
  paths.panel.orders.detail,
  paths.panel.paymentCancel,
  paths.panel.paymentSuccess,
  paths.panel.profile.view,
  paths.panel.profile.edit,
  paths.panel.projects.list,
  paths.panel.projects.create,
  paths.panel.projects.detail,
  paths.panel.projects.statistics,
  paths.panel.projects.projectStatistics,
  paths.panel.transactions,
  paths.panel.developers,
  paths.panel.webhooks.list,
  paths.panel.webhooks.detail,
];

/** A panel route's page name for the document title (lib/document-title.tsx). */
const panelHandle = (pattern: string): TitleHandle => ({ title: panelTitles[pattern] ?? '' });

/**
 * The route pattern the admin layout looks up in features/admin/admin-access.ts (403 for a role that may not use it),
 * and the page name for the document title.
 */
const adminHandle = (pattern: string): AdminRouteHandle & TitleHandle => ({ adminRoute: pattern, title: adminTitles[pattern] ?? '' });

// Every admin route of docs/product.md#screens-and-routes; its screen comes from areas/admin.tsx (adminScreens).
const a = paths.admin;
export const adminSectionPaths = [
  a.emailCampaigns.list,
  a.emailCampaigns.create,
  a.emailCampaigns.edit,
  a.emailCampaigns.history,
  a.gates.list,
  a.gates.create,
  a.gates.edit,
  a.orders.list,
  a.orders.detail,
  a.packages.list,
  a.packages.create,
  a.packages.edit,
  a.posts.list,
  a.posts.create,
  a.posts.edit,
  a.projects.list,
  a.projects.detail,
  a.projects.pages,
  a.projects.page,
  a.projects.statistics,
  a.projects.projectStatistics,
  a.promotions.list,
  a.promotions.create,
  a.promotions.edit,
  a.reciprocalLinks.list,
  a.reciprocalLinks.create,
  a.reciprocalLinks.edit,
  a.transactions.list,
  a.transactions.create,
  a.transactions.edit,
  a.users.list,
  a.users.edit,
  a.users.view,
];

/** The panel's and the admin's route trees, each below its guard. */
export function dashboardRoutes(): RouteObject[] {
  return [
    {
      id: 'panel',
      path: paths.panel.root.path,
      Component: RequireUser,
      children: [
        {
          Component: panelLayout,
          children: [
            { index: true, handle: panelHandle(paths.panel.root.path), Component: panel((m) => m.PanelDashboardPage) },
            ...panelSectionPaths.map((r) => ({
              path: r.path,
              handle: panelHandle(r.path),
              Component: panel((m) => m.panelScreens[r.path]),
            })),
          ],
        },
      ],
    },
    {
      id: 'admin',
      path: paths.admin.root.path,
      Component: RequireStaff,
      children: [
        {
          Component: adminLayout,
          children: [
            { index: true, handle: adminHandle(paths.admin.root.path), Component: admin((m) => m.AdminDashboardPage) },
            ...adminSectionPaths.map((r) => ({
              path: r.path,
              handle: adminHandle(r.path),
              Component: admin((m) => m.adminScreens[r.path]),
            })),
          ],
        },
      ],
    },
  ];
}
