import type { ComponentType } from 'react';

/*
 * The billing screens of the panel (SPEC.md §2 "User panel"), by route pattern from lib/paths.ts. A panel route
 * with no screen here (or in projects/screens.ts) shows the "being prepared" section page.
 */
export const billingScreens: Record<string, ComponentType> = {};
