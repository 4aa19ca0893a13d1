/*
 * Labels of the breadcrumb segments that are ids or codes in the URL (the package page showed its URL
 * slug). A segment the label table cannot name is named from the API: /panel/billing/packages/{code} by the
 * package's name, /panel/projects/{id} and /panel/projects/statistics/{id} by the project's title.
 * While the name loads, or when there is no such row, the segment keeps its humanized form.
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

export const BreadcrumbProjectQuery = graphql(`
  query BreadcrumbProject($id: Int!) {
    project(id: $id) {
      id
      title
    }
  }
`);

/** The project id segment of a project page or its statistics, with the path that ends in it. */
function projectSegment(pathname: string): { id: number; href: string } | null {
  for (const pattern of [paths.panel.projects.detail.path, paths.panel.projects.projectStatistics.path]) {
    const match = matchPath(pattern, pathname);
    const id = Number(match?.params.id);
    if (match && Number.isInteger(id) && id > 0) return { id, href: match.pathname };
  }
  return null;
}

/** The table `labels` with the labels of the path's dynamic segments added. */
export function useDynamicLabels(pathname: string, labels: Record<string, string>): Record<string, string> {
  const clean = pathname.replace(/\/+$/, '') || '/';
  const match = matchPath(paths.panel.billing.package.path, clean);
  const code = match?.params.code ?? '';
  const href = match?.pathname ?? null;
  const { data } = useQuery(BreadcrumbPackageQuery, { variables: { code }, skip: !code });
  const name = code ? data?.packages.items.find((p) => p.code === code)?.name : undefined;

  const project = projectSegment(clean);
  // A failure is the page's to report ("Unable to obtain project data"); the crumb just keeps the id.
  const { data: projectData } = useQuery(BreadcrumbProjectQuery, { variables: { id: project?.id ?? 0 }, skip: !project });
  const title = project && projectData?.project.id === project.id ? projectData.project.title : undefined;
  const projectHref = project?.href ?? null;

  return useMemo(() => {
    const extra: Record<string, string> = {};
    if (href && name) extra[href] = name;
    if (projectHref && title) extra[projectHref] = title;
    return Object.keys(extra).length > 0 ? { ...labels, ...extra } : labels;
  }, [labels, href, name, projectHref, title]);
}
