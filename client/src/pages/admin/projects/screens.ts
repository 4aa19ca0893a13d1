import type { ComponentType } from 'react';
import { paths } from '@/lib/paths';
import { ProjectEdit } from './ProjectEdit';
import { ProjectList, ProjectPagesChooser, ProjectStatisticsChooser } from './ProjectList';
import { ProjectPagesShow } from './ProjectPagesShow';
import { ProjectStatisticsShow } from './ProjectStatisticsShow';

/* The project screens of the admin area (docs/product.md#screens-and-routes), by route pattern from lib/paths.ts. */
export const projectScreens: Record<string, ComponentType> = {
  [paths.admin.projects.list.path]: ProjectList,
  [paths.admin.projects.detail.path]: ProjectEdit,
  [paths.admin.projects.pages.path]: ProjectPagesChooser,
  [paths.admin.projects.page.path]: ProjectPagesShow,
  [paths.admin.projects.statistics.path]: ProjectStatisticsChooser,
  [paths.admin.projects.projectStatistics.path]: ProjectStatisticsShow,
};
