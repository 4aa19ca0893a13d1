import type { ComponentType } from 'react';

export const projectScreens: Record<string, ComponentType> = {};
