/*
 * The panel's and the admin's guards (docs/product.md#screens-and-routes). They sit above the area's lazy layout
 * (app/dashboard-routes.tsx),
 * so a visitor who is sent elsewhere never downloads that area's chunk. The server enforces the same rules; these
 * only steer the browser.
 */
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FullPageLoader } from '@/components/FullPageLoader';
import { useAuth } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { isStaff } from '@/lib/roles';

function useWantedPath(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}${location.hash}`;
}

/** The user panel: anonymous → /login remembering the page; staff → /admin. */
export function RequireUser() {
  const { status, user, signingOut } = useAuth();
  const wanted = useWantedPath();
  if (status === 'loading' || signingOut) return <FullPageLoader />;
  if (!user) return <Navigate to={paths.login.getHref(wanted)} replace />;
  if (isStaff(user.roles)) return <Navigate to={paths.admin.root.path} replace />;
  return <Outlet />;
}

/** The admin area: anonymous → /login remembering the page; below support → /panel. */
export function RequireStaff() {
  const { status, user, signingOut } = useAuth();
  const wanted = useWantedPath();
  if (status === 'loading' || signingOut) return <FullPageLoader />;
  if (!user) return <Navigate to={paths.login.getHref(wanted)} replace />;
  if (!isStaff(user.roles)) return <Navigate to={paths.panel.root.path} replace />;
  return <Outlet />;
}
