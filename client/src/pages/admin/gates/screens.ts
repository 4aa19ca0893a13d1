import type { ComponentType } from 'react';
import { paths } from '@/lib/paths';
import { GateCreate } from './GateCreate';
import { GateEdit } from './GateEdit';
import { GateList } from './GateList';

/* The gate screens of the admin area (docs/product.md#screens-and-routes, super admins only), by route pattern from lib/paths.ts. */
export const gateScreens: Record<string, ComponentType> = {
  [paths.admin.gates.list.path]: GateList,
  [paths.admin.gates.create.path]: GateCreate,
  [paths.admin.gates.edit.path]: GateEdit,
};
