import { useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import { ErrorPage } from '@/components/ErrorPage';
import { useAdminAccess } from '@/features/admin/admin-access';
import { useAuth } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { DashboardShell } from './components/DashboardShell';
import { adminNavigation } from './navigation';

export function AdminLayout() {
  const { user } = useAuth();
  const roles = user?.roles;
  const navigation = useMemo(() => adminNavigation(roles ?? []), [roles]);
  // A route the role may not use (features/admin/admin-access.ts) shows the 403 page inside the shell; the
  // screen, and so its queries, never mount.
  const { canView } = useAdminAccess();
  return (
    <DashboardShell
      navigation={navigation}
      navigationLabel="Administration"
      profileHref={paths.admin.users.view.getHref()}
      settingsHref={user ? paths.admin.users.edit.getHref({ id: user.id }) : paths.admin.root.getHref()}
    >
      {canView ? <Outlet /> : <ErrorPage status={403} />}
    </DashboardShell>
  );
}
