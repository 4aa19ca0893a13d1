/*
 * The login page's guard (docs/product.md#screens-and-routes); the panel's and the admin's are in app/dashboard-guards.tsx, which loads
 * with
 * their routes. The server enforces the same rules; these only steer the browser.
 */
import { Navigate, Outlet, useSearchParams } from 'react-router-dom';
import { FullPageLoader } from '@/components/FullPageLoader';
import { useAuth } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { safeRedirect } from '@/lib/redirect';

/** Login: a signed-in user is sent to / (or to the local page the link asked for). */
export function GuestOnly() {
  const { status, user, loggingIn } = useAuth();
  const [params] = useSearchParams();
  if (status === 'loading' && !loggingIn) return <FullPageLoader />;
  if (user && !loggingIn) return <Navigate to={safeRedirect(params.get('redirect'), paths.home.path)} replace />;
  return <Outlet />;
}
