import type { ComponentType } from 'react';
import { paths } from '@/lib/paths';
import { ReciprocalLinkCreate } from './ReciprocalLinkCreate';
import { ReciprocalLinkEdit } from './ReciprocalLinkEdit';
import { ReciprocalLinkList } from './ReciprocalLinkList';

/* The reciprocal link screens of the admin area (docs/product.md#screens-and-routes Marketing: managers and above), by route pattern. */
export const reciprocalLinkScreens: Record<string, ComponentType> = {
  [paths.admin.reciprocalLinks.list.path]: ReciprocalLinkList,
  [paths.admin.reciprocalLinks.create.path]: ReciprocalLinkCreate,
  [paths.admin.reciprocalLinks.edit.path]: ReciprocalLinkEdit,
};
