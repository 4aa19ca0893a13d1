import type { ComponentType } from 'react';

/*
 * The projects, statistics, dashboard-adjacent and profile screens of the panel (SPEC.md §2 "User panel"), by
 * route pattern from lib/paths.ts. A panel route with no screen here (or in billing/screens.ts) shows the
 * "being prepared" section page.
 */
export const projectScreens: Record<string, ComponentType> = {};
