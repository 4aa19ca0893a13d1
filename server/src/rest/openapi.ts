import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  type GraphQLInputType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  type GraphQLOutputType,
  GraphQLScalarType,
  type GraphQLSchema,
  type GraphQLType,
  GraphQLUnionType,
  GraphQLInterfaceType,
  Kind,
  type OperationDefinitionNode,
  parse,
  type FieldNode,
  type SelectionSetNode,
  typeFromAST,
} from 'graphql';
import { API_KEY_SCOPES, scopeRule } from '../modules/auth/api-key.scopes';
import { buildAppSchema } from '../graphql/schema';
import { API_PREFIX } from './hydra';
import { resourceModel } from './model';
import { relationFilters } from './operations';
import { allResources, type RestResource, type RestRoute } from './resource';
import { rolesOfRootField, routeRootField } from './route-access';

/*
 * OpenAPI 3.1 of the REST API, generated like the Hydra docs (docs.ts) from the route table and the
 * GraphQL schema: each route's parameters, body (its GraphQL input type) and answer (the selection it runs, in the
 * Hydra item or collection shape), the errors every route may answer, both security schemes, and for API keys the
 * scope the route's operation needs (api-key.scopes.ts). Routes outside the table (downloads) are listed in
 * PLAIN_ROUTES. src/rest/__tests__/openapi.test.ts validates it and checks no route is missing.
 */

type Json = Record<string, unknown>;

/** Routes served beside the route table (file downloads); documented here by hand. */
export interface PlainRoute {
  method: 'get' | 'post';
  path: string;
  summary: string;
  contentType: string;
  /** The scope an API key needs; none when keys may not use the route (staff lists). */
  scope?: string;
}

export const PLAIN_ROUTES: PlainRoute[] = [
  {
    method: 'get',
    path: '/transactions/export.csv',
    summary: 'The caller’s ledger as CSV (the list filters apply).',
    contentType: 'text/csv',
    scope: 'billing:read',
  },
  {
    method: 'get',
    path: '/projects/:id/visits.csv',
    summary: 'A project’s delivered visits as CSV (from, to).',
    contentType: 'text/csv',
    scope: 'stats:read',
  },
  { method: 'get', path: '/invoice/get-file/:id', summary: 'An invoice as PDF.', contentType: 'application/pdf', scope: 'billing:read' },
  {
    method: 'post',
    path: '/payment/paypal/confirm',
    summary: 'Confirms a PayPal agreement after the buyer returns (body: orderId, subscriptionId).',
    contentType: 'application/json',
    scope: 'billing:write',
  },
];

/**
 * `GET /<resource>/export.csv` of every Hydra list (routes.exports.ts mounts them from the same resources),
 * documented with the scope of the list's own operation.
 */
export function listExportRoutes(routes: RestRoute[], resources: RestResource[]): PlainRoute[] {
  const out: PlainRoute[] = [];
  for (const resource of resources) {
    if (!resource.list || !resource.spec || resource.path === 'transactions') continue;
    const list = routes.find((r) => r.method === 'get' && r.path === `/${resource.path}`);
    if (!list) continue;
    const field = routeRootField(list);
    const rule = scopeRule(field.type, field.name);
    const scope = rule && rule !== 'public' && rule !== 'never' ? rule : undefined;
    out.push({
      method: 'get',
      path: `/${resource.path}/export.csv`,
      summary: `The ${resource.path} list as CSV: every page, the list's filters and order apply.`,
      contentType: 'text/csv',
      scope,
    });
  }
  return out;
}

/** Signed callbacks of payment providers and the delivery partner: not part of the client API, so not documented. */
export const UNDOCUMENTED_ROUTES = ['post /payment/postback/:method', 'post /payment/postback/paypal', 'post /delivery/reports'];

/** `/projects/:id/gaId` → `/api/projects/{id}/gaId`. */
export function openApiPath(expressPath: string): string {
  return `${API_PREFIX}${expressPath.replace(/:(\w+)/g, '{$1}')}`;
}

function operationId(method: string, path: string): string {
  const words = path
    .replace(/:(\w+)/g, 'by $1')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method, ...words.map((w) => w.charAt(0).toUpperCase() + w.slice(1))].join('');
}

function scalarSchema(type: GraphQLScalarType | GraphQLEnumType): Json {
  if (type instanceof GraphQLEnumType) return { type: 'string', enum: type.getValues().map((v) => v.value as string) };
  switch (type.name) {
    case 'Int':
      return { type: 'integer' };
    case 'Float':
      return { type: 'number' };
    case 'Boolean':
      return { type: 'boolean' };
    case 'DateTimeISO':
    case 'DateTime':
      return { type: 'string', format: 'date-time' };
    case 'Date':
      return { type: 'string', format: 'date' };
    case 'JSON':
    case 'JSONObject':
      return {};
    default:
      return { type: 'string' };
  }
}

function nullable(schema: Json): Json {
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  if (schema.$ref) return { oneOf: [schema, { type: 'null' }] };
  return schema;
}

class Builder {
  readonly components: Record<string, Json> = {};
  private readonly resources: Map<string, RestResource>;

  constructor(
    private readonly schema: GraphQLSchema,
    resources: RestResource[],
  ) {
    this.resources = new Map(resources.map((r) => [r.type, r]));
  }

  /** JSON schema of a GraphQL input type; input objects become components. */
  input(type: GraphQLInputType): Json {
    if (type instanceof GraphQLNonNull) return this.inputRequired(type.ofType);
    return nullable(this.inputRequired(type));
  }

  private inputRequired(type: GraphQLInputType): Json {
    if (type instanceof GraphQLNonNull) return this.inputRequired(type.ofType);
    if (type instanceof GraphQLList) return { type: 'array', items: this.input(type.ofType) };
    if (type instanceof GraphQLInputObjectType) {
      if (!this.components[type.name]) {
        this.components[type.name] = {}; // recursion guard
        const fields = type.getFields();
        const required = Object.values(fields)
          .filter((f) => f.type instanceof GraphQLNonNull && f.defaultValue === undefined)
          .map((f) => f.name);
        this.components[type.name] = {
          type: 'object',
          ...(type.description ? { description: type.description } : {}),
          properties: Object.fromEntries(
            Object.values(fields).map((f) => [f.name, { ...this.input(f.type), ...(f.description ? { description: f.description } : {}) }]),
          ),
          ...(required.length ? { required } : {}),
        };
      }
      return { $ref: `#/components/schemas/${type.name}` };
    }
    return scalarSchema(type as GraphQLScalarType | GraphQLEnumType);
  }

  /** JSON schema of what a selection of a GraphQL output type answers, with `@id`/`@type` where JSON-LD adds them. */
  output(type: GraphQLOutputType, selection: SelectionSetNode | undefined, jsonLd: boolean): Json {
    if (type instanceof GraphQLNonNull) return this.outputRequired(type.ofType, selection, jsonLd);
    return nullable(this.outputRequired(type, selection, jsonLd));
  }

  private outputRequired(type: GraphQLOutputType, selection: SelectionSetNode | undefined, jsonLd: boolean): Json {
    if (type instanceof GraphQLNonNull) return this.outputRequired(type.ofType, selection, jsonLd);
    if (type instanceof GraphQLList) return { type: 'array', items: this.output(type.ofType, selection, jsonLd) };
    if (type instanceof GraphQLObjectType) return this.object(type, selection, jsonLd);
    if (type instanceof GraphQLUnionType || type instanceof GraphQLInterfaceType) return { type: 'object' };
    return scalarSchema(type as GraphQLScalarType | GraphQLEnumType);
  }

  private object(type: GraphQLObjectType, selection: SelectionSetNode | undefined, jsonLd: boolean): Json {
    const properties: Record<string, Json> = {};
    const required: string[] = [];
    const fields = type.getFields();
    let typed = false;
    // A response name selected twice is one field whose sub-selections merge, as GraphQL answers it.
    const byName = new Map<string, FieldNode[]>();
    for (const sel of selection?.selections ?? []) {
      if (sel.kind !== Kind.FIELD) continue;
      const name = sel.alias?.value ?? sel.name.value;
      byName.set(name, [...(byName.get(name) ?? []), sel]);
    }
    for (const [name, nodes] of byName) {
      const sel = nodes[0];
      if (sel.name.value === '__typename') {
        typed = true;
        continue;
      }
      const field = fields[sel.name.value];
      if (!field) continue;
      const merged: SelectionSetNode | undefined = nodes.some((n) => n.selectionSet)
        ? { kind: Kind.SELECTION_SET, selections: nodes.flatMap((n) => n.selectionSet?.selections ?? []) }
        : undefined;
      properties[name] = {
        ...this.output(field.type, merged, jsonLd),
        ...(field.description ? { description: field.description } : {}),
      };
      if (field.type instanceof GraphQLNonNull) required.push(name);
    }
    const resource = this.resources.get(type.name);
    if (jsonLd && typed) {
      properties['@type'] = { type: 'string', const: type.name };
      if (resource) properties['@id'] = { type: 'string', description: 'IRI of the resource' };
    }
    return { type: 'object', properties, ...(required.length ? { required } : {}) };
  }

  /** The component of a resource: its Hydra item as the routes answer it. */
  resource(r: RestResource): Json {
    const name = r.type;
    if (!this.components[name]) {
      const type = this.schema.getType(r.type);
      if (!(type instanceof GraphQLObjectType)) throw new Error(`Unknown GraphQL type ${r.type}`);
      const sel = (parse(`{ ${r.fields} }`).definitions[0] as OperationDefinitionNode).selectionSet;
      const body = this.object(type, sel, true);
      const props = withIriRelationSchemas(r, body.properties as Json);
      this.components[name] = {
        ...body,
        description: r.description,
        properties: {
          '@context': { type: 'string' },
          '@id': { type: 'string', description: 'IRI of the resource' },
          '@type': { type: 'string', const: r.type },
          ...props,
        },
      };
    }
    return { $ref: `#/components/schemas/${name}` };
  }
}

/**
 * The relations a JSON-LD answer carries as IRIs beside their ids (rest/model.ts), each placed before its id
 * field like in the answer. Plain JSON answers do not have them.
 */
function withIriRelationSchemas(r: RestResource, props: Json): Json {
  const relations = resourceModel(r, allResources()).properties.filter((p) => p.idField);
  if (!relations.length) return props;
  const out: Json = {};
  for (const [key, value] of Object.entries(props)) {
    const p = relations.find((x) => x.idField === key);
    if (p) {
      out[p.name] = {
        type: ['string', 'null'],
        format: 'iri-reference',
        description: `JSON-LD answers only: the IRI of the ${p.target!.type} whose id is ${key} (${API_PREFIX}/${p.target!.path}/{id}); a write may send it instead of ${key}.`,
      };
    }
    out[key] = value;
  }
  return out;
}

const HYDRA_ERROR: Json = {
  type: 'object',
  properties: {
    '@context': { type: 'string' },
    '@type': { type: 'string', const: 'hydra:Error' },
    'hydra:title': { type: 'string' },
    'hydra:description': { type: 'string' },
  },
  required: ['@type', 'hydra:title', 'hydra:description'],
};

const VIOLATIONS: Json = {
  type: 'object',
  properties: {
    '@context': { type: 'string' },
    '@type': { type: 'string', const: 'ConstraintViolationList' },
    'hydra:title': { type: 'string' },
    'hydra:description': { type: 'string' },
    violations: {
      type: 'array',
      items: {
        type: 'object',
        properties: { propertyPath: { type: 'string' }, message: { type: 'string' } },
        required: ['propertyPath', 'message'],
      },
    },
  },
  required: ['@type', 'violations'],
};

const AUTH_ERROR: Json = {
  type: 'object',
  description:
    'LexikJWT-style: "JWT Token not found", "Invalid JWT Token", "Expired JWT Token", "Invalid API key", "Expired API key", "Revoked API key".',
  properties: { code: { type: 'integer', const: 401 }, message: { type: 'string' } },
  required: ['code', 'message'],
};

const HYDRA_VIEW: Json = {
  type: 'object',
  properties: {
    '@id': { type: 'string' },
    '@type': { type: 'string' },
    'hydra:first': { type: 'string' },
    'hydra:last': { type: 'string' },
    'hydra:previous': { type: 'string' },
    'hydra:next': { type: 'string' },
  },
};

function collectionOf(item: Json): Json {
  return {
    type: 'object',
    properties: {
      '@context': { type: 'string' },
      '@id': { type: 'string' },
      '@type': { type: 'string', const: 'hydra:Collection' },
      'hydra:totalItems': { type: 'integer', minimum: 0 },
      'hydra:member': { type: 'array', items: item },
      'hydra:view': { $ref: '#/components/schemas/HydraView' },
      'hydra:search': { type: 'object' },
    },
    required: ['@type', 'hydra:totalItems', 'hydra:member'],
  };
}

const errorResponse = (description: string, schema: string) => ({
  description,
  content: { 'application/ld+json': { schema: { $ref: `#/components/schemas/${schema}` } } },
});

const STANDARD_ERRORS: Record<string, Json> = {
  '400': errorResponse('Unreadable parameters or body', 'HydraError'),
  '401': {
    description: 'Missing, invalid, expired or revoked credentials',
    headers: { 'WWW-Authenticate': { schema: { type: 'string' } } },
    content: { 'application/json': { schema: { $ref: '#/components/schemas/AuthError' } } },
  },
  '403': errorResponse('Not allowed: a role or, for an API key, a scope is missing', 'HydraError'),
  '404': errorResponse('Not found, or not yours', 'HydraError'),
  '429': {
    description: 'Too many requests',
    headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait' } },
    content: { 'application/ld+json': { schema: { $ref: '#/components/schemas/HydraError' } } },
  },
};

/** Routes whose answer carries a secret once (their `transform` adds it): its shape. */
const SECRET_PATTERNS: Record<string, string> = {
  '/api_keys': '^tg_[0-9A-Za-z]{49}$',
  '/webhook_endpoints': '^whsec_[A-Za-z0-9+/]{32}$',
  '/webhook_endpoints/:id/rotate': '^whsec_[A-Za-z0-9+/]{32}$',
};

const RATE_LIMIT_HEADERS: Json = {
  RateLimit: {
    description: 'API keys: remaining requests and seconds to reset (draft-ietf-httpapi-ratelimit-headers)',
    schema: { type: 'string' },
  },
  'RateLimit-Policy': { description: 'API keys: the quota and its window', schema: { type: 'string' } },
};

function queryParameters(r: RestResource): Json[] {
  const out: Json[] = [
    { name: 'page', in: 'query', required: false, schema: { type: 'integer', minimum: 1, default: 1 } },
    {
      name: 'limit',
      in: 'query',
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
      description: 'Alias: itemsPerPage',
    },
    { name: 'itemsPerPage', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 50 } },
  ];
  for (const [name, def] of Object.entries(r.spec?.filters ?? {})) {
    if (def.kind === 'date') {
      for (const bound of ['after', 'before'])
        out.push({ name: `${name}[${bound}]`, in: 'query', required: false, schema: { type: 'string' } });
    } else {
      const schema: Json =
        def.kind === 'int'
          ? { type: 'integer' }
          : def.kind === 'boolean'
            ? { type: 'string', enum: ['1', '0', 'true', 'false'] }
            : def.kind === 'enum'
              ? { type: 'string', enum: [...(def.values ?? [])] }
              : { type: 'string' };
      out.push({ name, in: 'query', required: false, schema });
    }
  }
  // A to-one relation filtered by its IRI, as API Platform's admin sends it (`owner=/api/users/3`).
  for (const [name, idFilter] of relationFilters(r, allResources())) {
    if (name in (r.spec?.filters ?? {})) continue;
    const target = resourceModel(r, allResources()).properties.find((p) => p.name === name)?.target;
    const example = target ? `${API_PREFIX}/${target.path}/{id}` : `${API_PREFIX}/…/{id}`;
    out.push({
      name,
      in: 'query',
      required: false,
      schema: { type: 'string' },
      description: `An IRI (${example}) or the id: the same as ${idFilter}`,
    });
  }
  for (const field of Object.keys(r.spec?.order ?? {})) {
    out.push({ name: `order[${field}]`, in: 'query', required: false, schema: { type: 'string', enum: ['asc', 'desc'] } });
  }
  return out;
}

function pathParameters(path: string): Json[] {
  return [...path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: name === 'id' ? { type: 'integer', minimum: 1 } : { type: 'string' },
  }));
}

/** `security` of an operation: none for public fields (a token still identifies the caller), else JWT or a key with its scope. */
function security(route: RestRoute): { security: Json[]; scope?: string; keys: boolean } {
  const field = routeRootField(route);
  const roles = rolesOfRootField(field);
  const rule = scopeRule(field.type, field.name);
  const keys = rule !== undefined && rule !== 'never';
  const scope = rule && rule !== 'public' && rule !== 'never' ? rule : undefined;
  const schemes: Json[] = [{ jwt: [] }, ...(keys ? [{ apiKey: scope ? [scope] : [] }] : [])];
  return { security: roles === undefined ? [{}, ...schemes] : schemes, scope, keys };
}

export function openApiDocument(routes: RestRoute[], resources: RestResource[], serverUrl?: string): Json {
  const schema = buildAppSchema();
  const b = new Builder(schema, resources);
  const paths: Record<string, Record<string, Json>> = {};
  const seen = new Set<string>();

  for (const route of routes) {
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) continue; // express answers with the first route of a method and path
    seen.add(key);
    const path = openApiPath(route.path);
    const access = security(route);
    const field = routeRootField(route);
    const op: Json = {
      operationId: operationId(route.method, route.path),
      summary: `${field.type === 'mutation' ? 'Runs' : 'Reads'} GraphQL ${field.type} ${field.name}`,
      description: [
        `Runs the GraphQL ${field.type} \`${field.name}\`.`,
        access.keys
          ? access.scope
            ? `API keys need the scope \`${access.scope}\`.`
            : 'API keys need no scope.'
          : 'Not available to API keys.',
      ].join(' '),
      tags: [route.path.split('/')[1] || 'api'],
      security: access.security,
      parameters: [...pathParameters(route.path), { $ref: '#/components/parameters/SwitchUser' }],
    };
    const responses: Record<string, Json> = {};
    const shape = route.result;
    const ldItem = (r: RestResource) => ({
      'application/ld+json': { schema: b.resource(r) },
      'application/json': { schema: b.resource(r) },
    });
    if (shape.kind === 'collection' || shape.kind === 'list') {
      if (shape.kind === 'collection') (op.parameters as Json[]).push(...queryParameters(shape.resource));
      responses['200'] = {
        description: `The collection of ${shape.resource.type} resources`,
        headers: RATE_LIMIT_HEADERS,
        content: {
          'application/ld+json': { schema: collectionOf(b.resource(shape.resource)) },
          'application/json': { schema: { type: 'array', items: b.resource(shape.resource) } },
        },
      };
    } else if (shape.kind === 'item') {
      responses[String(shape.status ?? 200)] = {
        description: shape.status === 201 ? `${shape.resource.type} created` : `The ${shape.resource.type} resource`,
        headers: { ...RATE_LIMIT_HEADERS, ...(shape.status === 201 ? { Location: { schema: { type: 'string' } } } : {}) },
        content: ldItem(shape.resource),
      };
      const secretPattern = route.transform ? SECRET_PATTERNS[route.path] : undefined;
      if (secretPattern) {
        // The create (and rotate) answer adds the secret, once.
        const withSecret = {
          allOf: [
            b.resource(shape.resource),
            { type: 'object', properties: { secret: { type: 'string', pattern: secretPattern } }, required: ['secret'] },
          ],
        };
        responses[String(shape.status ?? 200)].content = {
          'application/ld+json': { schema: withSecret },
          'application/json': { schema: withSecret },
        };
      }
    } else if (shape.kind === 'raw') {
      responses[String(shape.status ?? 200)] = {
        description: 'The answer',
        headers: RATE_LIMIT_HEADERS,
        content: { 'application/json': { schema: route.transform ? { type: 'object' } : rawSchema(b, schema, route) } },
      };
    } else {
      responses['204'] = { description: 'Done', headers: RATE_LIMIT_HEADERS };
    }
    Object.assign(responses, STANDARD_ERRORS);
    if (route.method === 'post' || route.method === 'put') {
      responses['422'] = errorResponse('The body breaks a rule', 'ConstraintViolationList');
      const body = requestBody(b, schema, route);
      if (body) op.requestBody = body;
    }
    op.responses = responses;
    (paths[path] ??= {})[route.method] = op;
  }

  for (const plain of [...PLAIN_ROUTES, ...listExportRoutes(routes, resources)]) {
    (paths[openApiPath(plain.path)] ??= {})[plain.method] = {
      operationId: operationId(plain.method, plain.path),
      summary: plain.summary,
      description: plain.scope ? `API keys need the scope \`${plain.scope}\`.` : 'Staff only: API keys are refused.',
      tags: [plain.path.split('/')[1]],
      security: plain.scope ? [{ jwt: [] }, { apiKey: [plain.scope] }] : [{ jwt: [] }],
      parameters: [...pathParameters(plain.path), { $ref: '#/components/parameters/SwitchUser' }],
      responses: {
        '200': {
          description: plain.contentType === 'application/json' ? 'The answer' : 'The file',
          headers: RATE_LIMIT_HEADERS,
          content: {
            [plain.contentType]: {
              schema: plain.contentType === 'application/json' ? { type: 'object' } : { type: 'string', format: 'binary' },
            },
          },
        },
        ...STANDARD_ERRORS,
      },
    };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Trafficgate API',
      version: '1.0.0',
      description: [
        'REST/Hydra interface of Trafficgate. Every route runs a GraphQL operation of `/graphql` with the same authorization.',
        '',
        `Authenticate with a JWT from \`POST ${API_PREFIX}/login\`, or with an API key (\`tg_…\`, created in the panel under Developers or through \`POST ${API_PREFIX}/api_keys\`): both as \`Authorization: Bearer …\`.`,
        `A key acts as its user narrowed by its scopes (${API_KEY_SCOPES.join(', ')}); answers to keyed requests carry \`RateLimit-Policy\` and \`RateLimit\` headers.`,
      ].join('\n'),
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    paths,
    components: {
      securitySchemes: {
        jwt: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: `A token from POST ${API_PREFIX}/login (one hour).` },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'tg_…',
          description: 'An API key; its scopes are listed on each operation.',
        },
      },
      parameters: {
        SwitchUser: {
          name: '_switch_user',
          in: 'query',
          required: false,
          description: 'Admins (JWT only): act as this user (e-mail). Also as the X-Switch-User header.',
          schema: { type: 'string' },
        },
      },
      schemas: {
        HydraError: HYDRA_ERROR,
        ConstraintViolationList: VIOLATIONS,
        AuthError: AUTH_ERROR,
        HydraView: HYDRA_VIEW,
        ...b.components,
      },
    },
  };
}

function parsedOperation(route: RestRoute): OperationDefinitionNode | undefined {
  if (!route.operation) return undefined;
  return parse(route.operation).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
}

/** The body: the GraphQL input type of the operation's `$input` variable, when it has one. */
function requestBody(b: Builder, schema: GraphQLSchema, route: RestRoute): Json | undefined {
  const op = parsedOperation(route);
  const input = op?.variableDefinitions?.find((v) => v.variable.name.value === 'input');
  if (!input) return undefined;
  const type = typeFromAST(schema, input.type as never) as GraphQLType | undefined;
  if (!type) return undefined;
  const body = b.input(type as GraphQLInputType);
  const content = { schema: body };
  return { required: true, content: { 'application/ld+json': content, 'application/json': content } };
}

function rawSchema(b: Builder, schema: GraphQLSchema, route: RestRoute): Json {
  const op = parsedOperation(route);
  const sel = op?.selectionSet.selections[0];
  if (!op || !sel || sel.kind !== Kind.FIELD) return {};
  const root = op.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  const field = root?.getFields()[sel.name.value];
  return field ? b.output(field.type, sel.selectionSet, false) : {};
}
