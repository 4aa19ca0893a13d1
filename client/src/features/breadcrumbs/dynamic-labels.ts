/*
 * Labels of the breadcrumb segments that are ids or codes in the URL (issue 12: the package page showed its URL
 * slug). A segment the label table cannot name is named from the API: /panel/billing/packages/{code} by the
 * package's name. While the name loads, or when there is no such package, the segment keeps its humanized form.
 */
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { matchPath } from 'react-router-dom';
import { graphql } from '@/graphql/generated';
import { paths } from '@/lib/paths';

export const BreadcrumbPackageQuery = graphql(`
  query BreadcrumbPackage($code: String!) {
    packages(filter: { code: $code }, limit: 1) {
      items {
        id
        code
        name
      }
    }
  }
`);

/** The table `labels` with the labels of the path's dynamic segments added. */
export function useDynamicLabels(pathname: string, labels: Record<string, string>): Record<string, string> {
  const clean = pathname.replace(/\/+$/, '') || '/';
  const match = matchPath(paths.panel.billing.package.path, clean);
  const code = match?.params.code ?? '';
  const href = match?.pathname ?? null;
  const { data } = useQuery(BreadcrumbPackageQuery, { variables: { code }, skip: !code });
  const name = code ? data?.packages.items.find((p) => p.code === code)?.name : undefined;
  return useMemo(() => (href && name ? { ...labels, [href]: name } : labels), [labels, href, name]);
}
