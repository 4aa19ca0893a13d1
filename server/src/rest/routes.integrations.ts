import { apiKeyListSpec } from '../modules/auth/api-key.input';
import { webhookDeliveryListSpec, webhookEndpointListSpec } from '../modules/webhooks/webhook.input';
import { parseListQuery } from './filters';
import { bodyAsInput, pathId } from './operations';
import type { RestResource, RestRoute } from './resource';

// The integrator part of the route table (see rest/route-table.ts): API keys and webhook endpoints.

export const ApiKeyResource: RestResource = {
  type: 'ApiKey',
  path: 'api_keys',
  description: 'An API key: its owner narrowed by scopes. The secret is in the create answer only.',
  fields: 'id name prefix scopes createdAt expiresAt lastUsedAt revokedAt ownerId',
  spec: apiKeyListSpec,
  list: { field: 'apiKeys', argsType: 'ApiKeyFilter' },
  item: { field: 'apiKey' },
  create: { field: 'createApiKey', inputType: 'ApiKeyCreateInput', custom: true },
  references: { ownerId: 'User' },
};

export const WebhookEndpointResource: RestResource = {
  type: 'WebhookEndpoint',
  path: 'webhook_endpoints',
  description: 'A URL that receives signed events (Standard Webhooks). The secret is in the create and rotate answers only.',
  fields:
    'id ownerId url description events enabled disabledAt disabledReason previousSecretExpiresAt lastDeliveryAt failingSince createdAt updatedAt',
  spec: webhookEndpointListSpec,
  list: { field: 'webhookEndpoints', argsType: 'WebhookEndpointFilter' },
  item: { field: 'webhookEndpoint' },
  create: { field: 'createWebhookEndpoint', inputType: 'WebhookEndpointCreateInput', custom: true },
  update: { field: 'updateWebhookEndpoint', inputType: 'WebhookEndpointUpdateInput' },
  references: { ownerId: 'User' },
};

export const WebhookDeliveryResource: RestResource = {
  type: 'WebhookDelivery',
  path: 'webhook_deliveries',
  description: 'One attempt at delivering one event to one endpoint: its status code, duration, error and next retry.',
  fields: 'id endpointId eventId eventType attempt trigger status statusCode durationMs error nextRetryAt attemptedAt createdAt',
  spec: webhookDeliveryListSpec,
  item: { field: 'webhookDelivery' },
  references: { endpointId: 'WebhookEndpoint' },
};

export const integrationResources: RestResource[] = [ApiKeyResource, WebhookEndpointResource, WebhookDeliveryResource];

/** The endpoint with, this once, its `secret` (create and rotate answers). */
function withSecret(value: unknown): unknown {
  const { webhookEndpoint, secret } = value as { webhookEndpoint: Record<string, unknown>; secret: string };
  return { ...webhookEndpoint, secret };
}

const WEBHOOK_ROUTES: RestRoute[] = [
  {
    method: 'post',
    path: '/webhook_endpoints',
    operation: `mutation CreateWebhookEndpoint($input: WebhookEndpointCreateInput!) {
      result: createWebhookEndpoint(input: $input) { secret webhookEndpoint { ${WebhookEndpointResource.fields} } }
    }`,
    variables: (req) => ({ input: bodyAsInput(req, 'WebhookEndpointCreateInput') }),
    result: { kind: 'item', resource: WebhookEndpointResource, status: 201 },
    transform: withSecret,
  },
  {
    method: 'delete',
    path: '/webhook_endpoints/:id',
    operation: 'mutation DeleteWebhookEndpoint($id: Int!) { result: deleteWebhookEndpoint(id: $id) }',
    variables: (req) => ({ id: pathId(req) }),
    result: { kind: 'empty' },
  },
  {
    // A new secret (answered once); the previous one keeps signing beside it for 24 hours.
    method: 'post',
    path: '/webhook_endpoints/:id/rotate',
    operation: `mutation RotateWebhookEndpointSecret($id: Int!) {
      result: rotateWebhookEndpointSecret(id: $id) { secret webhookEndpoint { ${WebhookEndpointResource.fields} } }
    }`,
    variables: (req) => ({ id: pathId(req) }),
    result: { kind: 'item', resource: WebhookEndpointResource },
    transform: withSecret,
  },
  {
    // Queues a webhook.test event; 202 with its first attempt (pending).
    method: 'post',
    path: '/webhook_endpoints/:id/test',
    operation: `mutation TestWebhookEndpoint($id: Int!) { result: testWebhookEndpoint(id: $id) { ${WebhookDeliveryResource.fields} } }`,
    variables: (req) => ({ id: pathId(req) }),
    result: { kind: 'item', resource: WebhookDeliveryResource, status: 202 },
  },
  {
    // Every attempt, newest first.
    method: 'get',
    path: '/webhook_endpoints/:id/deliveries',
    operation: `query WebhookDeliveries($id: Int!, $page: Int, $limit: Int) {
      result: webhookDeliveries(endpointId: $id, page: $page, limit: $limit) { total page limit items { ${WebhookDeliveryResource.fields} } }
    }`,
    variables: (req) => {
      const { page, limit } = parseListQuery(webhookDeliveryListSpec, req.query as Record<string, unknown>);
      return { id: pathId(req), page, limit };
    },
    result: { kind: 'collection', resource: WebhookDeliveryResource },
  },
  {
    // A new attempt of the same event (same webhook-id); 202 with it (pending).
    method: 'post',
    path: '/webhook_deliveries/:id/redeliver',
    operation: `mutation RedeliverWebhookDelivery($id: Int!) { result: redeliverWebhookDelivery(id: $id) { ${WebhookDeliveryResource.fields} } }`,
    variables: (req) => ({ id: pathId(req) }),
    result: { kind: 'item', resource: WebhookDeliveryResource, status: 202 },
  },
];

export const integrationRoutes: RestRoute[] = [
  {
    // 201 with the key and, this once, its `secret`.
    method: 'post',
    path: '/api_keys',
    operation: `mutation CreateApiKey($input: ApiKeyCreateInput!) { result: createApiKey(input: $input) { secret apiKey { ${ApiKeyResource.fields} } } }`,
    variables: (req) => ({ input: bodyAsInput(req, 'ApiKeyCreateInput') }),
    result: { kind: 'item', resource: ApiKeyResource, status: 201 },
    transform: (value) => {
      const { apiKey, secret } = value as { apiKey: Record<string, unknown>; secret: string };
      return { ...apiKey, secret };
    },
  },
  {
    // Revokes (204): the row stays, so its owner and admins still see when it was revoked.
    method: 'delete',
    path: '/api_keys/:id',
    operation: 'mutation RevokeApiKey($id: Int!) { result: revokeApiKey(id: $id) { id } }',
    variables: (req) => ({ id: pathId(req) }),
    result: { kind: 'empty' },
  },
  ...WEBHOOK_ROUTES,
];
