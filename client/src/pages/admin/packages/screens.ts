import type { ComponentType } from 'react';
import { paths } from '@/lib/paths';
import { PackageCreate } from './PackageCreate';
import { PackageEdit } from './PackageEdit';
import { PackageList } from './PackageList';

/* The package screens of the admin area (docs/product.md#screens-and-routes), by route pattern from lib/paths.ts. */
export const packageScreens: Record<string, ComponentType> = {
  [paths.admin.packages.list.path]: PackageList,
  [paths.admin.packages.create.path]: PackageCreate,
  [paths.admin.packages.edit.path]: PackageEdit,
};
