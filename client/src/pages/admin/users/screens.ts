import type { ComponentType } from 'react';

/* The user screens of the admin area (SPEC.md §2), by route pattern from lib/paths.ts. */
export const userScreens: Record<string, ComponentType> = {};
