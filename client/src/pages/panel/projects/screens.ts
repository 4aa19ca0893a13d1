import type { ComponentType } from 'react';
import { ProfileEditPage } from '@/pages/panel/profile/ProfileEditPage';
import { ProfilePage } from '@/pages/panel/profile/ProfilePage';
import { paths } from '@/lib/paths';
import { ProjectCreatePage } from './ProjectCreatePage';
import { ProjectEditPage } from './ProjectEditPage';
import { ProjectListPage } from './ProjectListPage';
import { ProjectStatisticsPage } from './ProjectStatisticsPage';
import { StatisticsPage } from './StatisticsPage';

/*
 * The projects, statistics, dashboard-adjacent and profile screens of the panel (docs/product.md#screens-and-routes "User panel"), by
 * route pattern from lib/paths.ts. Every panel route has a screen here or in billing/screens.ts
 * (app/__tests__/route-screens.test.ts).
 */
export const projectScreens: Record<string, ComponentType> = {
  [paths.panel.projects.list.path]: ProjectListPage,
  [paths.panel.projects.create.path]: ProjectCreatePage,
  [paths.panel.projects.detail.path]: ProjectEditPage,
  [paths.panel.projects.statistics.path]: StatisticsPage,
  [paths.panel.projects.projectStatistics.path]: ProjectStatisticsPage,
  [paths.panel.profile.view.path]: ProfilePage,
  [paths.panel.profile.edit.path]: ProfileEditPage,
};
