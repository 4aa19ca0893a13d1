import { Outlet } from 'react-router-dom';
import { EmailVerificationNotice } from '@/features/auth/EmailVerificationNotice';
import { Breadcrumbs } from '@/features/breadcrumbs/Breadcrumbs';
import { panelLabels } from '@/lib/page-labels';
import { paths } from '@/lib/paths';
import { DashboardShell } from './components/DashboardShell';
import { panelNavigation } from './navigation';

export function PanelLayout() {
  return (
    <DashboardShell
      navigation={panelNavigation}
      navigationLabel="User panel"
      profileHref={paths.panel.profile.view.getHref()}
      settingsHref={paths.panel.profile.edit.getHref()}
      header={<Breadcrumbs root={paths.panel.root.path} labels={panelLabels} />}
    >
      <EmailVerificationNotice />
      <Outlet />
    </DashboardShell>
  );
}
