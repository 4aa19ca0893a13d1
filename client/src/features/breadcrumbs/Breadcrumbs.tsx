import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { buildBreadcrumbs, type Crumb } from './build-breadcrumbs';
import { useDynamicLabels } from './dynamic-labels';

/** The crumbs of the current path; segments such as a package's code are named from the API. */
export function useBreadcrumbs(root: string, labels: Record<string, string>): Crumb[] {
  const { pathname } = useLocation();
  const withDynamic = useDynamicLabels(pathname, labels);
  return useMemo(() => buildBreadcrumbs(pathname, root, withDynamic), [pathname, root, withDynamic]);
}

export interface BreadcrumbsProps {
  root: string;
  labels: Record<string, string>;
}

export function Breadcrumbs({ root, labels }: BreadcrumbsProps) {
  const crumbs = useBreadcrumbs(root, labels);
  if (crumbs.length === 0) return null;
  return (
    <MuiBreadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
      {crumbs.map((crumb, i) =>
        i === crumbs.length - 1 ? (
          <Typography key={crumb.href} color="text.primary" aria-current="page">
            {crumb.label}
          </Typography>
        ) : (
          <Link key={crumb.href} component={RouterLink} to={crumb.href} underline="hover" color="inherit">
            {crumb.label}
          </Link>
        ),
      )}
    </MuiBreadcrumbs>
  );
}
