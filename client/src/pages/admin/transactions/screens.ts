import type { ComponentType } from 'react';
import { paths } from '@/lib/paths';
import { TransactionCreate } from './TransactionCreate';
import { TransactionEdit } from './TransactionEdit';
import { TransactionList } from './TransactionList';

/* The transaction screens of the admin area (docs/product.md#screens-and-routes), by route pattern from lib/paths.ts. */
export const transactionScreens: Record<string, ComponentType> = {
  [paths.admin.transactions.list.path]: TransactionList,
  [paths.admin.transactions.create.path]: TransactionCreate,
  [paths.admin.transactions.edit.path]: TransactionEdit,
};
