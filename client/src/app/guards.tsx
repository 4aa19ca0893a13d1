/*
 * Route guards of SPEC.md §2. They sit above the area's lazy layout, so a visitor who is sent elsewhere never
 * downloads that area's chunk. The server enforces the same rules; these only steer the browser.
 */
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { FullPageLoader } from '@/components/FullPageLoader';
import { useAuth } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { safeRedirect } from '@/lib/redirect';
import { isStaff } from '@/lib/roles';

function useWantedPath(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}${location.hash}`;
}

/** Login: a signed-in user is sent to / (or to the local page the link asked for). */
export function GuestOnly() {
  const { status, user, loggingIn } = useAuth();
  const [params] = useSearchParams();
  if (status === 'loading' && !loggingIn) return <FullPageLoader />;
  if (user && !loggingIn) return <Navigate to={safeRedirect(params.get('redirect'), paths.home.path)} replace />;
  return <Outlet />;
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
