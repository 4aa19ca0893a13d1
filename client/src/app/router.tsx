/*
 * The route table of docs/product.md#screens-and-routes. Paths come from lib/paths.ts; a failed chunk load reloads the page once. Unknown
 * routes render the 404 page.
 *
 * The public area uses route-level `lazy` (its layout, and each page from a chunk of its own), so the server renderer
 * (entry-server.tsx) and the first client render have its screens before they draw.
 *
 * The panel's and the admin's routes are not in this table: they are added to it (app/dashboard-routes.tsx) when a
 * path under /panel or /admin is first visited, through react-router's `patchRoutesOnNavigation` (* their tables are not part of a public
 * page's start-up code). Until then such a path matches the catch-all, which
 * makes the router ask for them before it draws anything. The server renders neither area (entry-server.tsx).
 */
import type { ComponentType } from 'react';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';
import { NotFoundPage } from '@/components/ErrorPage';
import { FullPageLoader } from '@/components/FullPageLoader';
import { lateComponentReady, type LateComponent } from '@/lib/late-component';
import { importWithReload } from '@/lib/lazy-import';
import { isWithinPath, paths } from '@/lib/paths';
import { GuestOnly } from './guards';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import type { InfoPageId } from '@/pages/public/info-content';

type PublicArea = typeof import('./areas/public');

const publicArea = () => importWithReload<PublicArea>(() => import('./areas/public'));

/** The route every page is drawn in (the session, loading bar, offline notice): the dashboards are added below it. */
export const ROOT_ROUTE_ID = 'root';

const DASHBOARD_ROOTS = [paths.panel.root.path, paths.admin.root.path];

/**
 * Adds the panel's and the admin's routes when a path under them is visited (react-router asks, for a path that only
 * the catch-all matches, before it navigates; also for the first page). Patching twice changes nothing: react-router
 * keeps one copy of a route it already has.
 */
export const patchDashboardRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!DASHBOARD_ROOTS.some((root) => isWithinPath(path, root))) return;
  const { dashboardRoutes } = await importWithReload(() => import('./dashboard-routes'));
  patch(ROOT_ROUTE_ID, dashboardRoutes());
};

/** What every router of the app is created with besides its routes (main.tsx, App.tsx, the tests' renderApp). */
export const routerOptions = { patchRoutesOnNavigation: patchDashboardRoutes };

/**
 * The public pages, each a chunk of its own named after its file under pages/public/ (vite/area-chunks.ts). A route
 * names its page's chunks in its `handle`, and the server renderer tells the server which chunks the page it renders
 * needs, so the HTML preloads them beside the app's own files (entry-server.tsx, server/src/seo/page-renderer.ts).
 */
const publicPages = {
  HomePage: () => import('@/pages/public/HomePage'),
  PricingPage: () => import('@/pages/public/PricingPage'),
  PromotionPage: () => import('@/pages/public/PromotionPage'),
  BlogPages: () => import('@/pages/public/BlogPages'),
  InfoPage: () => import('@/pages/public/InfoPage'),
  ExternalDemoRegisterPage: () => import('@/pages/public/ExternalDemoRegisterPage'),
  RegisterPage: () => import('@/pages/public/RegisterPage'),
  ForgotPasswordPage: () => import('@/pages/public/ForgotPasswordPage'),
  ActivateEmailPage: () => import('@/pages/public/ActivateEmailPage'),
  ResetPasswordPage: () => import('@/pages/public/ResetPasswordPage'),
  LoginPage: () => import('@/pages/public/LoginPage'),
};
type PublicPageName = keyof typeof publicPages;
type PublicPageModule<K extends PublicPageName> = Awaited<ReturnType<(typeof publicPages)[K]>>;

/** A route's chunks the first paint needs (chunk names, see vite/area-chunks.ts), for the server's preload hints. */
export interface ChunksHandle {
  chunks: readonly string[];
}

/**
 * A public page's route: its own chunk (a visitor's first page downloads only its own screen),
 * fetched beside the public area (part of `app`, so loaded already). `form` names the late form it shows
 * (pages/public/late-forms.ts): after the first page, the route waits for that form's chunk too, so a navigation draws
 * the page with its form at once. `after` names what the page's loader waits for besides its chunk.
 */
function pub<K extends PublicPageName>(
  page: K,
  pick: (m: PublicPageModule<K>) => ComponentType,
  options: {
    form?: (forms: PublicArea['lateForms']) => Pick<LateComponent<never>, 'preload'>;
    after?: (m: PublicPageModule<K>) => Promise<unknown>;
    chunks?: readonly string[];
  } = {},
): Pick<RouteObject, 'handle' | 'lazy'> {
  const handle: ChunksHandle = { chunks: [page, ...(options.chunks ?? [])] };
  return {
    handle,
    lazy: async () => {
      const [area, module] = await Promise.all([publicArea(), importWithReload(publicPages[page] as () => Promise<PublicPageModule<K>>)]);
      await Promise.all([options.form ? lateComponentReady(options.form(area.lateForms)) : null, options.after?.(module)]);
      return { Component: pick(module) };
    },
  };
}
const layout = async () => {
  const area = await publicArea();
  await Promise.all(area.lateLayoutParts.map(lateComponentReady));
  return { Component: area.PublicAreaLayout };
};
/**
 * A public page that is a chunk of its own: the token pages (verify e-mail, unsubscribe, social sign-in return) send a
 * mutation as soon as they open, so they bring Apollo Client with them (lib/apollo-area.tsx) instead of the public
 * chunk carrying it for every page.
 */
const ownChunk = (chunk: string, load: () => Promise<ComponentType>): Pick<RouteObject, 'handle' | 'lazy'> => ({
  handle: { chunks: [chunk] } satisfies ChunksHandle,
  lazy: async () => ({ Component: await importWithReload(load) }),
});
function infoRoute(path: string, id: InfoPageId): RouteObject {
  return {
    path,
    ...pub(
      'InfoPage',
      ({ InfoPage }) =>
        function Info() {
          return <InfoPage id={id} />;
        },
    ),
  };
}

export function createRoutes(): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      Component: RootLayout,
      errorElement: <RouteErrorPage />,
      HydrateFallback: FullPageLoader,
      children: [
        // Rarely visited: its code loads when it is.
        { path: paths.logout.path, lazy: async () => ({ Component: (await importWithReload(() => import('./LogoutRoute'))).LogoutRoute }) },
        {
          lazy: layout,
          children: [
            { index: true, ...pub('HomePage', (m) => m.HomePage, { form: (f) => f.DemoForm }) },
            { path: paths.pricing.path, ...pub('PricingPage', (m) => m.PricingPage) },
            { path: paths.promotion.path, ...pub('PromotionPage', (m) => m.PromotionPage) },
            { path: paths.blog.list.path, ...pub('BlogPages', (m) => m.BlogPage) },
            // A post's page is drawn with its markdown renderer in hand, so hydration adopts the server's rendered post as it
            // is (a renderer still loading would show the plain-text fallback for a moment whenever anything above it changes).
            {
              path: paths.blog.post.path,
              ...pub('BlogPages', (m) => m.BlogPostPage, { after: (m) => m.loadPostRenderer(), chunks: ['Markdown'] }),
            },
            infoRoute(paths.contact.path, 'contact'),
            infoRoute(paths.eula.path, 'eula'),
            infoRoute(paths.privacyPolicy.path, 'privacy-policy'),
            infoRoute(paths.refundPolicy.path, 'refund-policy'),
            infoRoute(paths.howToDoubleTraffic.path, 'how-to-double-traffic'),
            infoRoute(paths.howToStart.path, 'how-to-start'),
            infoRoute(paths.increaseAlexaRank.path, 'increase-alexa-rank'),
            infoRoute(paths.reduceBounceRate.path, 'reduce-bounce-rate'),
            infoRoute(paths.websiteTrafficGenerator.path, 'website-traffic-generator'),
            {
              path: paths.externalDemoRegister.path,
              ...pub('ExternalDemoRegisterPage', (m) => m.ExternalDemoRegisterPage, { form: (f) => f.DemoForm }),
            },
            { path: paths.register.path, ...pub('RegisterPage', (m) => m.RegisterPage, { form: (f) => f.RegisterForm }) },
            {
              path: paths.forgotPassword.path,
              ...pub('ForgotPasswordPage', (m) => m.ForgotPasswordPage, { form: (f) => f.ForgotPasswordForm }),
            },
            {
              path: paths.activateEmail.path,
              ...pub('ActivateEmailPage', (m) => m.ActivateEmailPage, { form: (f) => f.ActivateEmailForm }),
            },
            {
              path: paths.resetPassword.path,
              ...pub('ResetPasswordPage', (m) => m.ResetPasswordPage, { form: (f) => f.ResetPasswordForm }),
            },
            {
              path: paths.unsubscribe.path,
              ...ownChunk('UnsubscribePage', () => import('@/pages/public/UnsubscribePage').then((m) => m.UnsubscribePage)),
            },
            {
              path: paths.verifyEmail.path,
              ...ownChunk('VerifyEmailPage', () => import('@/pages/public/VerifyEmailPage').then((m) => m.VerifyEmailPage)),
            },
            {
              path: paths.socialReturn.path,
              ...ownChunk('SocialReturnPage', () => import('@/pages/public/SocialReturnPage').then((m) => m.SocialReturnPage)),
            },
            {
              Component: GuestOnly,
              children: [{ path: paths.login.path, ...pub('LoginPage', (m) => m.LoginPage, { form: (f) => f.LoginForm }) }],
            },
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}
