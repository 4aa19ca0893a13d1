/*
 * The indexable public pages of every gate (docs/product.md#screens-and-routes "Public"): what sitemap.xml lists. No imports, so the
 * client can share it. Token routes, /logout and the account areas are not pages to index.
 */
export const INDEXABLE_PUBLIC_PATHS = [
  '/',
  '/pricing',
  '/promotion',
  '/how-to-start',
  '/how-to-double-traffic',
  '/increase-alexa-rank',
  '/reduce-bounce-rate',
  '/website-traffic-generator',
  '/external-demo-register',
  '/register',
  '/contact',
  '/eula',
  '/privacy-policy',
  '/refund-policy',
] as const;

export const BLOG_PATH = '/blog';
