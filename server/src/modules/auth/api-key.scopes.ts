import { ForbiddenError } from '../../common/errors';
import { Role, type RoleName } from './roles';

/*
 * What an API key may run (docs/architecture.md#graphql-is-the-one-authorization-path-rest-runs-it-in-process). Every root field of the
 * schema is declared
 * here once: the scope a key needs for it, PUBLIC (a key needs no scope: what anyone may read), or NEVER (refused
 * to every key: sign-in and account flows, key management itself, switch user). A staff-only field (its
 * `@Authorized` names support or above) needs no line: a key never holds a staff role (keyRoles), so the auth
 * checker refuses it whoever owns the key. A field that is neither declared nor staff-only is refused to keys, and
 * src/modules/auth/__tests__/api-key-scopes.test.ts fails until it is declared.
 *
 * The check runs in the one authorization path: graphql/api-key-scope.ts for every operation (GraphQL and the
 * REST routes, which run GraphQL operations), and rest/route-access.ts before a route reads its input.
 */

export const API_KEY_SCOPES = ['projects:read', 'projects:write', 'billing:read', 'billing:write', 'stats:read', 'webhooks'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const PUBLIC = 'public';
export const NEVER = 'never';
export type ScopeRule = ApiKeyScope | typeof PUBLIC | typeof NEVER;

/** The API key a request was made with: its id and what it may do. */
export interface ApiKeyPrincipal {
  id: number;
  scopes: ApiKeyScope[];
}

/** What the scope checks read of a request's context: its key, or null for a JWT or no credential. */
export interface KeyedRequest {
  apiKey: ApiKeyPrincipal | null;
}

export function isApiKeyScope(value: string): value is ApiKeyScope {
  return (API_KEY_SCOPES as readonly string[]).includes(value);
}

export const QUERY_SCOPES: Record<string, ScopeRule> = {
  // Public reads: the catalogue, the gate, geo and content anyone sees.
  currentGate: PUBLIC,
  packages: PUBLIC,
  package: PUBLIC,
  packagesForMainPage: PUBLIC,
  activePromotions: PUBLIC,
  blogPost: PUBLIC,
  blogPosts: PUBLIC,
  country: PUBLIC,
  geoDetails: PUBLIC,
  geoDictionary: PUBLIC,
  geoStates: PUBLIC,
  geoCities: PUBLIC,
  trafficTiers: PUBLIC,
  paymentMethods: PUBLIC,
  /** Who the key acts for: lets an integrator check a key works. */
  me: PUBLIC,
  impersonator: NEVER,
  user: NEVER,
  apiKeys: NEVER,
  apiKey: NEVER,

  projects: 'projects:read',
  project: 'projects:read',
  projectGaId: 'projects:read',
  projectVisitorsCount: 'projects:read',
  projectTrackingCode: 'projects:read',
  projectCampaignStatus: 'projects:read',
  projectCampaignState: 'projects:read',
  projectReciprocalStatus: 'projects:read',
  projectTrafficSettings: 'projects:read',
  projectTrafficSettingsHistory: 'projects:read',
  trafficSettingsDefaults: 'projects:read',
  activeReciprocalLinks: 'projects:read',
  randomReciprocalLink: 'projects:read',

  projectPages: 'stats:read',
  projectStatistics: 'stats:read',
  projectDeliveryComparison: 'stats:read',

  orders: 'billing:read',
  order: 'billing:read',
  balances: 'billing:read',
  balance: 'billing:read',
  transactions: 'billing:read',
  transaction: 'billing:read',
  invoiceDownloadAvailable: 'billing:read',
  cardPaymentForm: 'billing:read',
  paymentMethodAllowed: 'billing:read',

  webhookEndpoints: 'webhooks',
  webhookEndpoint: 'webhooks',
  webhookDeliveries: 'webhooks',
  webhookDelivery: 'webhooks',
  webhookEventTypes: 'webhooks',
};

export const MUTATION_SCOPES: Record<string, ScopeRule> = {
  createProject: 'projects:write',
  updateProject: 'projects:write',
  updateProjectTrackingCode: 'projects:write',
  updateProjectTrafficSettings: 'projects:write',
  assignPackage: 'projects:write',

  checkout: 'billing:write',
  cancelOrder: 'billing:write',
  payOrderWithCard: 'billing:write',

  createWebhookEndpoint: 'webhooks',
  updateWebhookEndpoint: 'webhooks',
  deleteWebhookEndpoint: 'webhooks',
  rotateWebhookEndpointSecret: 'webhooks',
  testWebhookEndpoint: 'webhooks',
  redeliverWebhookDelivery: 'webhooks',

  // A person's own session and account: never through a key.
  login: NEVER,
  loginWithProvider: NEVER,
  register: NEVER,
  logout: NEVER,
  updateProfile: NEVER,
  requestEmailChange: NEVER,
  removeAccount: NEVER,
  requestPasswordReset: NEVER,
  resetPassword: NEVER,
  verifyEmail: NEVER,
  activateEmail: NEVER,
  unsubscribe: NEVER,
  unsubscribeOneClick: NEVER,
  resendVerification: NEVER,
  checkDemoUrl: NEVER,
  demoRegister: NEVER,
  demoRegisterWithProvider: NEVER,
  logCookieConsent: NEVER,
  recordVisitorSession: NEVER,
  createApiKey: NEVER,
  revokeApiKey: NEVER,
};

/** The rule of a root field; undefined when it is not declared (then a key is refused). */
export function scopeRule(type: 'query' | 'mutation' | 'subscription', field: string): ScopeRule | undefined {
  if (field === '__typename' || field === '__schema' || field === '__type') return PUBLIC;
  if (type === 'query') return QUERY_SCOPES[field];
  if (type === 'mutation') return MUTATION_SCOPES[field];
  return undefined;
}

/** What a key may do as its user, never more: the request is refused with FORBIDDEN naming the missing scope. */
export function assertApiKeyMayRun(ctx: KeyedRequest, type: 'query' | 'mutation' | 'subscription', field: string): void {
  const key = ctx.apiKey;
  if (!key) return;
  const rule = scopeRule(type, field);
  if (rule === PUBLIC) return;
  if (rule === undefined || rule === NEVER) {
    throw new ForbiddenError(`"${field}" is not available to API keys.`, { field });
  }
  if (!key.scopes.includes(rule))
    throw new ForbiddenError(`This API key lacks the scope "${rule}" that "${field}" needs.`, { scope: rule, field });
}

/** Non-GraphQL routes (downloads) declare their scope the same way. */
export function assertApiKeyScope(ctx: KeyedRequest, scope: ApiKeyScope, what: string): void {
  const key = ctx.apiKey;
  if (key && !key.scopes.includes(scope))
    throw new ForbiddenError(`This API key lacks the scope "${scope}" that "${what}" needs.`, { scope, field: what });
}

const STAFF_ROLES: ReadonlySet<RoleName> = new Set([Role.SuperAdmin, Role.Admin, Role.Manager, Role.Support]);

/** A key's user without staff roles: a key never reaches a staff operation, and lists scope it to its own rows. */
export function keyRoles(roles: ReadonlySet<RoleName>): Set<RoleName> {
  return new Set([...roles].filter((r) => !STAFF_ROLES.has(r)));
}
