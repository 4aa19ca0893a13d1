/* A breadcrumb built from the route path (docs/product.md#screens-and-routes): one crumb per segment, labelled from a table. */

export interface Crumb {
  label: string;
  href: string;
}

function humanize(segment: string): string {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // keep the raw segment
  }
  if (/^\d+$/.test(text)) return `#${text}`;
  const words = text.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `/panel/billing/packages` → Dashboard › Billing › Purchase Traffic Credits (labels keyed by full path). */
export function buildBreadcrumbs(pathname: string, root: string, labels: Record<string, string>): Crumb[] {
  const clean = pathname.replace(/\/+$/, '') || '/';
  if (clean !== root && !clean.startsWith(`${root}/`)) return [];
  const crumbs: Crumb[] = [{ label: labels[root] ?? humanize(root.split('/').pop() ?? root), href: root }];
  let href = root;
  for (const segment of clean.slice(root.length).split('/').filter(Boolean)) {
    href = `${href}/${segment}`;
    crumbs.push({ label: labels[href] ?? humanize(segment), href });
  }
  return crumbs;
}
