import type { ComponentType } from 'react';
import { paths } from '@/lib/paths';
import { PostCreate } from './PostCreate';
import { PostEdit } from './PostEdit';
import { PostList } from './PostList';

/* The post screens of the admin area (docs/product.md#screens-and-routes: managers and above), by route pattern from lib/paths.ts. */
export const postScreens: Record<string, ComponentType> = {
  [paths.admin.posts.list.path]: PostList,
  [paths.admin.posts.create.path]: PostCreate,
  [paths.admin.posts.edit.path]: PostEdit,
};
