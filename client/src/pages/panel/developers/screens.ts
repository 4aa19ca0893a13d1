import type { ComponentType } from 'react';
import { paths } from '@/lib/paths';
import { DevelopersPage } from './DevelopersPage';
import { WebhookEndpointPage } from './WebhookEndpointPage';
import { WebhooksPage } from './WebhooksPage';

/* The "Developers" screens of the panel, by route pattern from lib/paths.ts. */
export const developerScreens: Record<string, ComponentType> = {
  [paths.panel.developers.path]: DevelopersPage,
  [paths.panel.webhooks.list.path]: WebhooksPage,
  [paths.panel.webhooks.detail.path]: WebhookEndpointPage,
};
