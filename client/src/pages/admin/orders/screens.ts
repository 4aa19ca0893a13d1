import type { ComponentType } from 'react';
import { paths } from '@/lib/paths';
import { OrderList } from './OrderList';
import { OrderShow } from './OrderShow';

/* The order screens of the admin area (docs/product.md#screens-and-routes), by route pattern from lib/paths.ts. */
export const orderScreens: Record<string, ComponentType> = {
  [paths.admin.orders.list.path]: OrderList,
  [paths.admin.orders.detail.path]: OrderShow,
};
