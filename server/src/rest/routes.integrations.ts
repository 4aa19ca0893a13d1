import { apiKeyListSpec } from '../modules/auth/api-key.input';
import { bodyAsInput, pathId } from './operations';
import type { RestResource, RestRoute } from './resource';

// The integrator part of the route table (issue 17, see rest/route-table.ts): API keys.

export const ApiKeyResource: RestResource = {
  type: 'ApiKey',
  path: 'api_keys',
  description: 'An API key: its owner narrowed by scopes. The secret is in the create answer only.',
  fields: 'id name prefix scopes createdAt expiresAt lastUsedAt revokedAt ownerId',
  spec: apiKeyListSpec,
  list: { field: 'apiKeys', argsType: 'ApiKeyFilter' },
  item: { field: 'apiKey' },
};

export const integrationResources: RestResource[] = [ApiKeyResource];

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
];
