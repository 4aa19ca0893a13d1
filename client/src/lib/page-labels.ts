/*
 * The names of the panel and admin pages, for their breadcrumbs and titles, and for the login page's "Log in to
 * continue to …". Plain strings with no imports, so the public chunk can name a panel page without
 * carrying panel code. A page's name matches its sidebar item (/panel/billing is "Balance" there, docs/product.md#screens-and-routes).
 */

export const panelLabels: Record<string, string> = {
  '/panel': 'Dashboard',
  '/panel/billing': 'Balance',
  '/panel/billing/packages': 'Purchase Traffic Credits',
  '/panel/billing/payment': 'Payment',
  '/panel/billing/payment/cancel': 'Payment cancelled',
  '/panel/billing/paypal': 'PayPal',
  '/panel/billing/paypal/cancel': 'Payment cancelled',
  '/panel/billing/paypal/confirm-agreement': 'Confirm agreement',
  '/panel/billing/commercegate': 'Card payment',
  '/panel/orders': 'Subscriptions',
  '/panel/transactions': 'Transaction history',
  '/panel/developers': 'Developers',
  '/panel/developers/webhooks': 'Webhooks',
  '/panel/projects': 'Projects',
  '/panel/projects/create': 'New project',
  '/panel/projects/statistics': 'Statistics',
  '/panel/profile': 'My profile',
  '/panel/profile/edit': 'Settings',
  '/panel/payment-success': 'Payment successful',
  '/panel/payment-cancel': 'Payment cancelled',
};

export const adminLabels: Record<string, string> = {
  '/admin': 'Dashboard',
  '/admin/email-campaigns': 'Email Campaigns',
  '/admin/email-campaigns/create': 'New campaign',
  '/admin/email-campaigns/history': 'History',
  '/admin/gates': 'Gates',
  '/admin/gates/create': 'New gate',
  '/admin/orders': 'Orders',
  '/admin/packages': 'Packages',
  '/admin/packages/create': 'New package',
  '/admin/posts': 'Posts',
  '/admin/posts/create': 'New post',
  '/admin/projects': 'Projects',
  '/admin/projects/pages': 'Pages',
  '/admin/projects/statistics': 'Statistics',
  '/admin/promotions': 'Promotions',
  '/admin/promotions/create': 'New promotion',
  '/admin/reciprocal-links': 'Reciprocal Links',
  '/admin/reciprocal-links/create': 'New reciprocal link',
  '/admin/transactions': 'Transactions',
  '/admin/transactions/create': 'New transaction',
  '/admin/users': 'Users',
  '/admin/users/view': 'View',
};

/**
 * The page name in the document title ("Projects · <site name>") of every panel and admin route pattern of
 * lib/paths.ts: the label of the path, or a name of the record's kind for a route with a parameter. The router puts
 * it in each route's `handle.title` (app/dashboard-routes.tsx, lib/document-title.tsx).
 */
export const panelTitles: Record<string, string> = {
  ...panelLabels,
  '/panel/billing/packages/:code': 'Package',
  '/panel/billing/commercegate/:id': 'Card payment',
  '/panel/orders/:id': 'Subscription',
  '/panel/projects/:id': 'Project',
  '/panel/projects/statistics/:id': 'Project statistics',
  '/panel/developers/webhooks/:id': 'Webhook endpoint',
};

export const adminTitles: Record<string, string> = {
  ...adminLabels,
  '/admin': 'Administration',
  '/admin/email-campaigns/:id': 'Email campaign',
  '/admin/email-campaigns/history/:id': 'Email campaign history',
  '/admin/gates/:id': 'Gate',
  '/admin/orders/:id': 'Order',
  '/admin/packages/:id': 'Package',
  '/admin/posts/:id': 'Post',
  '/admin/projects/:id': 'Project',
  '/admin/projects/pages/:id': 'Project pages',
  '/admin/projects/statistics/:id': 'Project statistics',
  '/admin/promotions/:id': 'Promotion',
  '/admin/reciprocal-links/:id': 'Reciprocal link',
  '/admin/transactions/:id': 'Transaction',
  '/admin/users/:id': 'Edit user',
  '/admin/users/view/:id?': 'User',
};

const areas = [
  { root: '/panel', labels: panelLabels, rootName: 'your dashboard' },
  { root: '/admin', labels: adminLabels, rootName: 'the administration' },
];

/**
 * A page's name in words a person understands, for a local path such as `/panel/projects/12?page=2`: the label of
 * the path or of its nearest labelled parent, "your dashboard" / "the administration" for the area roots, else
 * the path itself.
 */
export function pageName(target: string): string {
  const pathname = (target.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/';
  if (pathname === '/') return 'the home page';
  for (const { root, labels, rootName } of areas) {
    if (pathname !== root && !pathname.startsWith(`${root}/`)) continue;
    for (let path = pathname; path.length > root.length; path = path.slice(0, path.lastIndexOf('/'))) {
      const label = labels[path];
      if (label) return label;
    }
    return rootName;
  }
  return pathname;
}
