import type { ComponentType } from 'react';
import { paths } from '@/lib/paths';
import { DevelopersPage } from './DevelopersPage';

/* The "Developers" screens of the panel (issue 17), by route pattern from lib/paths.ts. */
export const developerScreens: Record<string, ComponentType> = {
  [paths.panel.developers.path]: DevelopersPage,
};
