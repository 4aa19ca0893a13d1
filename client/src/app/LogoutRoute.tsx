import { useEffect } from 'react';
import { FullPageLoader } from '@/components/FullPageLoader';
import { useAuth } from '@/lib/auth';

/** /logout ends the session (the server revokes the user's tokens) and goes to / (docs/product.md#screens-and-routes). */
export function LogoutRoute() {
  const { logout } = useAuth();
  useEffect(() => {
    logout();
  }, [logout]);
  return <FullPageLoader />;
}
