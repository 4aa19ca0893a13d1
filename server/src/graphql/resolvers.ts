import type { ClassType, NonEmptyArray } from 'type-graphql';
import { AuditResolver } from '../modules/audit/audit.resolver';
import { AdminKpisResolver } from '../modules/kpis/kpi.resolver';
import { ApiKeyResolver } from '../modules/auth/api-key.resolver';
import { WebhookDeliveryResolver, WebhookEndpointResolver } from '../modules/webhooks/webhook.resolver';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { ProjectStatisticsResolver } from '../modules/delivery/statistics.resolver';
import { ProjectResolver } from '../modules/projects/project.resolver';
import { ProjectStatusResolver } from '../modules/projects/project-status.resolver';
import { TrafficSettingsResolver } from '../modules/targeting/traffic-settings.resolver';
import { UserResolver } from '../modules/users/user.resolver';
import { accountResolvers } from './resolvers.accounts';
import { commerceResolvers } from './resolvers.commerce';
import { marketingResolvers } from './resolvers.marketing';

// Every resolver class of the schema. Domains with many resolvers list theirs in resolvers.<domain>.ts.
export const resolvers: NonEmptyArray<ClassType> = [
  AuthResolver,
  ApiKeyResolver,
  WebhookEndpointResolver,
  WebhookDeliveryResolver,
  UserResolver,
  ProjectResolver,
  ProjectStatusResolver,
  TrafficSettingsResolver,
  ProjectStatisticsResolver,
  ...accountResolvers,
  ...commerceResolvers,
  ...marketingResolvers,
  AuditResolver,
  AdminKpisResolver,
];
