import type { ComponentType } from 'react';

export const gateScreens: Record<string, ComponentType> = {};
