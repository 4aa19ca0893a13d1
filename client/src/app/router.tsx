/*
 * The route table of SPEC.md §2. Paths come from lib/paths.ts; each area's screens load from one lazy chunk
 * (public, panel, admin) and a failed chunk load reloads the page once. Unknown routes render the 404 page.
 *
 * The public area uses route-level `lazy` (its layout, and each page from a chunk of its own), so the server renderer (entry-server.tsx) and the first client render
 * have its screens before they draw. The panel and admin areas use React.lazy below their guards instead: the
 * router resolves every matched route's `lazy` before any element renders, so a route-level `lazy` there would
 * download the area's chunk for a visitor the guard is about to send away.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from '@/components/ErrorPage';
import { FullPageLoader } from '@/components/FullPageLoader';
import { lateComponentReady, type LateComponent } from '@/lib/late-component';
import { importWithReload } from '@/lib/lazy-import';
import { paths } from '@/lib/paths';
import { GuestOnly, RequireStaff, RequireUser } from './guards';
import { LogoutRoute } from './LogoutRoute';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import type { AdminRouteHandle } from '@/features/admin/admin-access';
import type { InfoPageId } from '@/pages/public/info-content';

type PublicArea = typeof import('./areas/public');
type PanelArea = typeof import('./areas/panel');
type AdminArea = typeof import('./areas/admin');

const publicArea = () => importWithReload<PublicArea>(() => import('./areas/public'));
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

/**
 * A public page: its own chunk (issue 12 "Light": a visitor's first page downloads only its own screen), fetched
 * beside the public area's chunk (the layout and what the pages share, vite/area-chunks.ts). `form` names the late
 * form it shows (pages/public/late-forms.ts): after the first page, the route waits for that form's chunk too, so a
 * navigation draws the page with its form at once.
 */
const pub =
  <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType, form?: (forms: PublicArea['lateForms']) => Pick<LateComponent<never>, 'preload'>) =>
  async () => {
    const [area, page] = await Promise.all([publicArea(), importWithReload(load)]);
    if (form) await lateComponentReady(form(area.lateForms));
    return { Component: pick(page) };
  };
const layout = async () => {
  const area = await publicArea();
  await Promise.all(area.lateLayoutParts.map(lateComponentReady));
  return { Component: area.PublicAreaLayout };
};
const homePage = () => import('@/pages/public/HomePage');
const pricingPage = () => import('@/pages/public/PricingPage');
const promotionPage = () => import('@/pages/public/PromotionPage');
const blogPages = () => import('@/pages/public/BlogPages');
// A post's page is drawn with its markdown renderer in hand, so hydration adopts the server's rendered post as it is
// (a renderer still loading would show the plain-text fallback for a moment whenever anything above it changes).
const blogPostPage = async () => {
  const page = await blogPages();
  await page.loadPostRenderer();
  return page;
};
const externalDemoRegisterPage = () => import('@/pages/public/ExternalDemoRegisterPage');
const registerPage = () => import('@/pages/public/RegisterPage');
const forgotPasswordPage = () => import('@/pages/public/ForgotPasswordPage');
const activateEmailPage = () => import('@/pages/public/ActivateEmailPage');
const resetPasswordPage = () => import('@/pages/public/ResetPasswordPage');
const loginPage = () => import('@/pages/public/LoginPage');
/**
 * A public page that is a chunk of its own: the token pages (verify e-mail, unsubscribe, social sign-in return) send a
 * mutation as soon as they open, so they bring Apollo Client with them (lib/apollo-area.tsx) instead of the public
 * chunk carrying it for every page (issue 12 "Light").
 */
const ownChunk = (load: () => Promise<ComponentType>) => async () => ({ Component: await importWithReload(load) });
const panelLayout = guarded(panelArea, (m) => m.PanelLayout, <FullPageLoader />);
const adminLayout = guarded(adminArea, (m) => m.AdminLayout, <FullPageLoader />);
// The layout already brought the area's chunk, so a screen's own wait is a tick: nothing flashes in the content.
const panel = (pick: (m: PanelArea) => ComponentType) => guarded(panelArea, pick, null);
const admin = (pick: (m: AdminArea) => ComponentType) => guarded(adminArea, pick, null);

function infoRoute(path: string, id: InfoPageId): RouteObject {
  return {
    path,
    lazy: pub(
      () => import('@/pages/public/InfoPage'),
      ({ InfoPage }) =>
        function Info() {
          return <InfoPage id={id} />;
        },
    ),
  };
}

// Every panel route of SPEC.md §2; its screen comes from areas/panel.tsx (panelScreens).
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

/** The route pattern the admin layout looks up in features/admin/admin-access.ts (403 for a role that may not use it). */
const adminHandle = (pattern: string): AdminRouteHandle => ({ adminRoute: pattern });

// Every admin route of SPEC.md §2; its screen comes from areas/admin.tsx (adminScreens).
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

export function createRoutes(): RouteObject[] {
  return [
    {
      Component: RootLayout,
      errorElement: <RouteErrorPage />,
      HydrateFallback: FullPageLoader,
      children: [
        { path: paths.logout.path, Component: LogoutRoute },
        {
          lazy: layout,
          children: [
            { index: true, lazy: pub(homePage, (m) => m.HomePage, (f) => f.DemoForm) },
            { path: paths.pricing.path, lazy: pub(pricingPage, (m) => m.PricingPage) },
            { path: paths.promotion.path, lazy: pub(promotionPage, (m) => m.PromotionPage) },
            { path: paths.blog.list.path, lazy: pub(blogPages, (m) => m.BlogPage) },
            { path: paths.blog.post.path, lazy: pub(blogPostPage, (m) => m.BlogPostPage) },
            infoRoute(paths.contact.path, 'contact'),
            infoRoute(paths.eula.path, 'eula'),
            infoRoute(paths.privacyPolicy.path, 'privacy-policy'),
            infoRoute(paths.refundPolicy.path, 'refund-policy'),
            infoRoute(paths.howToDoubleTraffic.path, 'how-to-double-traffic'),
            infoRoute(paths.howToStart.path, 'how-to-start'),
            infoRoute(paths.increaseAlexaRank.path, 'increase-alexa-rank'),
            infoRoute(paths.reduceBounceRate.path, 'reduce-bounce-rate'),
            infoRoute(paths.websiteTrafficGenerator.path, 'website-traffic-generator'),
            { path: paths.externalDemoRegister.path, lazy: pub(externalDemoRegisterPage, (m) => m.ExternalDemoRegisterPage, (f) => f.DemoForm) },
            { path: paths.register.path, lazy: pub(registerPage, (m) => m.RegisterPage, (f) => f.RegisterForm) },
            { path: paths.forgotPassword.path, lazy: pub(forgotPasswordPage, (m) => m.ForgotPasswordPage, (f) => f.ForgotPasswordForm) },
            { path: paths.activateEmail.path, lazy: pub(activateEmailPage, (m) => m.ActivateEmailPage, (f) => f.ActivateEmailForm) },
            { path: paths.resetPassword.path, lazy: pub(resetPasswordPage, (m) => m.ResetPasswordPage, (f) => f.ResetPasswordForm) },
            { path: paths.unsubscribe.path, lazy: ownChunk(() => import('@/pages/public/UnsubscribePage').then((m) => m.UnsubscribePage)) },
            { path: paths.verifyEmail.path, lazy: ownChunk(() => import('@/pages/public/VerifyEmailPage').then((m) => m.VerifyEmailPage)) },
            { path: paths.socialReturn.path, lazy: ownChunk(() => import('@/pages/public/SocialReturnPage').then((m) => m.SocialReturnPage)) },
            { Component: GuestOnly, children: [{ path: paths.login.path, lazy: pub(loginPage, (m) => m.LoginPage, (f) => f.LoginForm) }] },
            { path: '*', Component: NotFoundPage },
          ],
        },
        {
          path: paths.panel.root.path,
          Component: RequireUser,
          children: [
            {
              Component: panelLayout,
              children: [
                { index: true, Component: panel((m) => m.PanelDashboardPage) },
                ...panelSectionPaths.map((r) => ({ path: r.path, Component: panel((m) => m.panelScreens[r.path]) })),
              ],
            },
          ],
        },
        {
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
      ],
    },
  ];
}
