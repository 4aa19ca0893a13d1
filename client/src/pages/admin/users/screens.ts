import type { ComponentType } from 'react';
import { paths } from '@/lib/paths';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';
import { UserShow } from './UserShow';

/* The user screens of the admin area (docs/product.md#screens-and-routes), by route pattern from lib/paths.ts. */
export const userScreens: Record<string, ComponentType> = {
  [paths.admin.users.list.path]: UserList,
  [paths.admin.users.edit.path]: UserEdit,
  [paths.admin.users.view.path]: UserShow,
};
