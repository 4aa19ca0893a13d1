import type { ComponentType } from 'react';
import { paths } from '@/lib/paths';
import { EmailCampaignCreate } from './EmailCampaignCreate';
import { EmailCampaignEdit } from './EmailCampaignEdit';
import { EmailCampaignHistoryList } from './EmailCampaignHistoryList';
import { EmailCampaignList } from './EmailCampaignList';

/* The e-mail campaign screens of the admin area (docs/product.md#screens-and-routes Marketing: managers and above), by route pattern. */
export const emailCampaignScreens: Record<string, ComponentType> = {
  [paths.admin.emailCampaigns.list.path]: EmailCampaignList,
  [paths.admin.emailCampaigns.create.path]: EmailCampaignCreate,
  [paths.admin.emailCampaigns.edit.path]: EmailCampaignEdit,
  [paths.admin.emailCampaigns.history.path]: EmailCampaignHistoryList,
};
