import type { ComponentType } from 'react';
import { paths } from '@/lib/paths';
import { PromotionCreate } from './PromotionCreate';
import { PromotionEdit } from './PromotionEdit';
import { PromotionList } from './PromotionList';

/* The promotion screens of the admin area (docs/product.md#screens-and-routes Marketing: managers and above), by route pattern. */
export const promotionScreens: Record<string, ComponentType> = {
  [paths.admin.promotions.list.path]: PromotionList,
  [paths.admin.promotions.create.path]: PromotionCreate,
  [paths.admin.promotions.edit.path]: PromotionEdit,
};
