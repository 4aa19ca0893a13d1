/*
 * Every route of docs/product.md#screens-and-routes in one table: components link with `paths.x.getHref(...)`, the router mounts
 * `paths.x.path`. Optional segments (`:token?`) follow react-router's syntax.
 */
import { generatePath, type PathParam } from 'react-router-dom';

type Params<P extends string> = { [K in PathParam<P>]?: string | number | null };

export interface AppRoute<P extends string = string> {
  path: P;
  getHref: (params?: Params<P>) => string;
}

function route<P extends string>(path: P): AppRoute<P> {
  return {
    path,
    getHref: (params) => {
      const values: Record<string, string | null> = {};
      for (const [key, value] of Object.entries(params ?? {})) values[key] = value == null ? null : String(value);
      return generatePath(path, values as Parameters<typeof generatePath<P>>[1]);
    },
  };
}

/**
 * The path is `root` or below it (`/panel`, `/panel/x`, not `/panelx`). The router matches case-insensitively, so this
 * does too: /PANEL is the panel.
 */
export function isWithinPath(pathname: string, root: string): boolean {
  const path = pathname.toLowerCase();
  return path === root || path.startsWith(`${root}/`);
}

export const paths = {
  home: route('/'),
  blog: { list: route('/blog'), post: route('/blog/:slug') },
  contact: route('/contact'),
  eula: route('/eula'),
  privacyPolicy: route('/privacy-policy'),
  refundPolicy: route('/refund-policy'),
  externalDemoRegister: route('/external-demo-register'),
  login: {
    path: '/login',
    /** The login page, remembering where to return (only local paths are honoured on the way back). */
    getHref: (redirect?: string | null) => (redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'),
  },
  logout: route('/logout'),
  register: route('/register'),
  forgotPassword: route('/forgot-password'),
  howToDoubleTraffic: route('/how-to-double-traffic'),
  howToStart: route('/how-to-start'),
  increaseAlexaRank: route('/increase-alexa-rank'),
  reduceBounceRate: route('/reduce-bounce-rate'),
  websiteTrafficGenerator: route('/website-traffic-generator'),
  pricing: route('/pricing'),
  promotion: route('/promotion'),
  activateEmail: route('/activate-email/:token?'),
  resetPassword: route('/reset-password/:token?'),
  unsubscribe: route('/unsubscribe/:token?'),
  verifyEmail: route('/verify-email/:token?'),
  /** Where Google or Facebook send the visitor back (the redirect_uri of the gate's socialAuth URLs). */
  socialReturn: route('/social-login/:provider'),

  panel: {
    root: route('/panel'),
    billing: {
      root: route('/panel/billing'),
      packages: route('/panel/billing/packages'),
      package: route('/panel/billing/packages/:code'),
      payment: route('/panel/billing/payment'),
      paymentCancel: route('/panel/billing/payment/cancel'),
      paypal: route('/panel/billing/paypal'),
      paypalCancel: route('/panel/billing/paypal/cancel'),
      paypalConfirmAgreement: route('/panel/billing/paypal/confirm-agreement'),
      commercegate: route('/panel/billing/commercegate'),
      /** The card form of an order when NMI takes the card (docs/payments.md "Checkout"). */
      cardPayment: route('/panel/billing/commercegate/:id'),
    },
    orders: { list: route('/panel/orders'), detail: route('/panel/orders/:id') },
    paymentCancel: route('/panel/payment-cancel'),
    paymentSuccess: route('/panel/payment-success'),
    profile: { view: route('/panel/profile'), edit: route('/panel/profile/edit') },
    projects: {
      list: route('/panel/projects'),
      create: route('/panel/projects/create'),
      detail: route('/panel/projects/:id'),
      statistics: route('/panel/projects/statistics'),
      projectStatistics: route('/panel/projects/statistics/:id'),
    },
    transactions: route('/panel/transactions'),
    /** API keys. */
    developers: route('/panel/developers'),
    /** Webhook endpoints (a tab of Developers) and one endpoint with its delivery log. */
    webhooks: { list: route('/panel/developers/webhooks'), detail: route('/panel/developers/webhooks/:id') },
  },

  admin: {
    root: route('/admin'),
    emailCampaigns: {
      list: route('/admin/email-campaigns'),
      create: route('/admin/email-campaigns/create'),
      edit: route('/admin/email-campaigns/:id'),
      history: route('/admin/email-campaigns/history/:id'),
    },
    gates: { list: route('/admin/gates'), create: route('/admin/gates/create'), edit: route('/admin/gates/:id') },
    orders: { list: route('/admin/orders'), detail: route('/admin/orders/:id') },
    packages: { list: route('/admin/packages'), create: route('/admin/packages/create'), edit: route('/admin/packages/:id') },
    posts: { list: route('/admin/posts'), create: route('/admin/posts/create'), edit: route('/admin/posts/:id') },
    projects: {
      list: route('/admin/projects'),
      detail: route('/admin/projects/:id'),
      pages: route('/admin/projects/pages'),
      page: route('/admin/projects/pages/:id'),
      statistics: route('/admin/projects/statistics'),
      projectStatistics: route('/admin/projects/statistics/:id'),
    },
    promotions: { list: route('/admin/promotions'), create: route('/admin/promotions/create'), edit: route('/admin/promotions/:id') },
    reciprocalLinks: {
      list: route('/admin/reciprocal-links'),
      create: route('/admin/reciprocal-links/create'),
      edit: route('/admin/reciprocal-links/:id'),
    },
    transactions: {
      list: route('/admin/transactions'),
      create: route('/admin/transactions/create'),
      edit: route('/admin/transactions/:id'),
    },
    users: { list: route('/admin/users'), edit: route('/admin/users/:id'), view: route('/admin/users/view/:id?') },
  },
} as const;
