import { useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { DashboardShell } from './components/DashboardShell';
import { adminNavigation } from './navigation';

export function AdminLayout() {
  const { user } = useAuth();
  const roles = user?.roles;
  const navigation = useMemo(() => adminNavigation(roles ?? []), [roles]);
  return (
    <DashboardShell
      navigation={navigation}
      navigationLabel="Administration"
      profileHref={paths.admin.users.view.getHref({ id: user?.id })}
      settingsHref={user ? paths.admin.users.edit.getHref({ id: user.id }) : paths.admin.root.getHref()}
    >
      <Outlet />
    </DashboardShell>
  );
}
