import type { GraphQLFormattedError } from 'graphql';
import { httpStatusByCode, type Violation } from '../common/errors';
import type { ListSpec } from '../common/list';
import type { RestResource } from './resource';

/*
 * JSON-LD / Hydra shapes of API Platform and LexikJWT (docs/api.md#api-platform-clients-hydra-documentation-and-accepted-input), and the
 * one
 * translation of GraphQL errors to HTTP statuses for REST.
 */

export const API_PREFIX = '/api';
export const LD_JSON = 'application/ld+json; charset=utf-8';

export type ResourceIndex = Map<string, RestResource>;

export function iri(resource: RestResource, id: unknown): string {
  return `${API_PREFIX}/${resource.path}/${String(id)}`;
}

/** A resource's relations answered as IRIs, by their id field (`gateId` → `gate`, rest/model.ts iriRelations). */
export type IriRelations = ReadonlyMap<string, { name: string; target: RestResource }>;

/**
 * Turns a GraphQL result object into JSON-LD: `__typename` becomes `@type`, resources get an `@id`. `typeName` stands
 * for the `__typename` of a top-level object that has none (a collection's members), without copying the object.
 * One pass over own keys, no rest/spread copies (≈ 9 % of a REST list's CPU went to this shaping).
 */
export function toJsonLd(value: unknown, index: ResourceIndex, typeName?: string, relations?: IriRelations): unknown {
  if (Array.isArray(value)) return value.map((v) => toJsonLd(v, index));
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const src = value as Record<string, unknown>;
  const __typename = '__typename' in src ? src.__typename : typeName;
  const out: Record<string, unknown> = {};
  if (typeof __typename === 'string') {
    const resource = index.get(__typename);
    if (resource && src.id !== undefined) out['@id'] = iri(resource, src.id);
    out['@type'] = __typename;
  }
  const keys = Object.keys(src);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    if (k === '__typename') continue;
    const v = src[k];
    // A relation answered as an IRI comes just before its id (`gate: "/api/gates/3", gateId: 3`).
    const relation = relations?.get(k);
    if (relation) out[relation.name] = v === null || v === undefined ? null : iri(relation.target, v);
    out[k] = v === null || typeof v !== 'object' ? v : toJsonLd(v, index);
  }
  return out;
}

/** Plain JSON (Accept: application/json): the same data without the JSON-LD keys. */
export function toPlain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toPlain);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([k]) => k !== '__typename')
      .map(([k, v]) => [k, toPlain(v)]),
  );
}

export function item(
  resource: RestResource,
  data: Record<string, unknown>,
  index: ResourceIndex,
  relations?: IriRelations,
): Record<string, unknown> {
  const ld = toJsonLd(data, index, resource.type, relations) as Record<string, unknown>;
  return { '@context': `${API_PREFIX}/contexts/${resource.type}`, ...ld };
}

function queryString(query: Record<string, string>): string {
  const qs = new URLSearchParams(query).toString();
  return qs ? `?${qs}` : '';
}

/** `relationFilters`: relations also filtered by IRI through their id filter (rest/operations.ts relationFilters). */
export function searchTemplate(resource: RestResource, spec: ListSpec, relationFilters: string[] = []): Record<string, unknown> {
  const mapping: { '@type': string; variable: string; property: string; required: boolean }[] = [];
  for (const name of relationFilters) {
    if (!(name in spec.filters)) mapping.push({ '@type': 'IriTemplateMapping', variable: name, property: name, required: false });
  }
  for (const [name, def] of Object.entries(spec.filters)) {
    if (def.kind === 'date') {
      for (const bound of ['after', 'before'])
        mapping.push({ '@type': 'IriTemplateMapping', variable: `${name}[${bound}]`, property: name, required: false });
    } else {
      mapping.push({ '@type': 'IriTemplateMapping', variable: name, property: name, required: false });
    }
  }
  for (const field of Object.keys(spec.order)) {
    mapping.push({ '@type': 'IriTemplateMapping', variable: `order[${field}]`, property: field, required: false });
  }
  return {
    '@type': 'hydra:IriTemplate',
    'hydra:template': `${API_PREFIX}/${resource.path}{?${mapping.map((m) => m.variable).join(',')}}`,
    'hydra:variableRepresentation': 'BasicRepresentation',
    'hydra:mapping': mapping,
  };
}

/** The search template is the same for every page of a resource: built once per resource and relation filters. */
const searchTemplates = new WeakMap<RestResource, Map<string, { spec: ListSpec; template: Record<string, unknown> }>>();
function cachedSearchTemplate(resource: RestResource, spec: ListSpec, relationFilters: string[]): Record<string, unknown> {
  let byRelations = searchTemplates.get(resource);
  if (!byRelations) searchTemplates.set(resource, (byRelations = new Map()));
  const key = relationFilters.join(',');
  let known = byRelations.get(key);
  if (!known || known.spec !== spec) byRelations.set(key, (known = { spec, template: searchTemplate(resource, spec, relationFilters) }));
  return known.template;
}

export function collection(
  resource: RestResource,
  members: Record<string, unknown>[],
  total: number,
  paging: { page: number; limit: number } | null,
  query: Record<string, string>,
  index: ResourceIndex,
  relationFilters: string[] = [],
  relations?: IriRelations,
): Record<string, unknown> {
  const base = `${API_PREFIX}/${resource.path}`;
  const body: Record<string, unknown> = {
    '@context': `${API_PREFIX}/contexts/${resource.type}`,
    '@id': base,
    '@type': 'hydra:Collection',
    'hydra:totalItems': total,
    'hydra:member': members.map((m) => toJsonLd(m, index, resource.type, relations)),
  };
  if (paging) {
    const last = Math.max(1, Math.ceil(total / paging.limit));
    const at = (page: number) => `${base}${queryString({ ...query, page: String(page) })}`;
    const view: Record<string, unknown> = { '@id': at(paging.page), '@type': 'hydra:PartialCollectionView' };
    if (last > 1) {
      view['hydra:first'] = at(1);
      view['hydra:last'] = at(last);
      if (paging.page > 1) view['hydra:previous'] = at(paging.page - 1);
      if (paging.page < last) view['hydra:next'] = at(paging.page + 1);
    }
    body['hydra:view'] = view;
  }
  if (resource.spec) body['hydra:search'] = cachedSearchTemplate(resource, resource.spec, relationFilters);
  return body;
}

/**
 * What a Hydra answer needs of a response. express's response has it as it is (the documentation routes and the
 * exports); a Fastify reply through rest/fastify-routes.ts's adapter.
 */
export interface Answer {
  status(code: number): Answer;
  set(name: string, value: string): Answer;
  type(contentType: string): Answer;
  send(body: string): unknown;
  json(body: unknown): unknown;
  end(): unknown;
}

export function sendJsonLd(res: Answer, status: number, body: unknown): void {
  res.status(status).type(LD_JSON).send(JSON.stringify(body));
}

export function sendHydraError(res: Answer, status: number, description: string): void {
  sendJsonLd(res, status, {
    '@context': `${API_PREFIX}/contexts/Error`,
    '@type': 'hydra:Error',
    'hydra:title': 'An error occurred',
    'hydra:description': description,
  });
}

export function sendViolations(res: Answer, violations: Violation[]): void {
  sendJsonLd(res, 422, {
    '@context': `${API_PREFIX}/contexts/ConstraintViolationList`,
    '@type': 'ConstraintViolationList',
    'hydra:title': 'An error occurred',
    'hydra:description': violations.map((v) => (v.propertyPath ? `${v.propertyPath}: ${v.message}` : v.message)).join('\n'),
    violations,
  });
}

/** LexikJWT's 401 shape. */
export function sendUnauthorized(res: Answer, message: string): void {
  res.status(401).set('WWW-Authenticate', 'Bearer').json({ code: 401, message });
}

/**
 * Sends the first GraphQL error the way API Platform / LexikJWT would have. `httpStatus` is the status Apollo chose
 * for the operation (set by the plugin that refused it, e.g. a deadline's 503): used for codes the domain does not know.
 */
export function sendGraphQLError(
  res: Answer,
  error: GraphQLFormattedError,
  http?: { status?: number; headers: Map<string, string> },
): void {
  const code = String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
  const violations = error.extensions?.violations as Violation[] | undefined;
  if (code === 'UNAUTHENTICATED') return sendUnauthorized(res, error.message);
  if ((code === 'BAD_USER_INPUT' || code === 'CONFLICT') && violations?.length) return sendViolations(res, violations);
  const retryAfter = error.extensions?.retryAfter ?? http?.headers.get('retry-after') ?? (code === 'TOO_MANY_REQUESTS' ? 60 : undefined);
  if (retryAfter !== undefined) res.set('Retry-After', String(retryAfter));
  const httpStatus = http?.status;
  const known = code === 'BAD_USER_INPUT' ? 400 : httpStatusByCode[code as keyof typeof httpStatusByCode];
  const chosen = httpStatus !== undefined && httpStatus >= 400 && httpStatus < 600 ? httpStatus : undefined;
  const clientCode =
    code === 'GRAPHQL_VALIDATION_FAILED' || code === 'GRAPHQL_PARSE_FAILED' || code === 'BAD_REQUEST' || code === 'QUERY_TOO_COMPLEX';
  const status = known ?? chosen ?? (clientCode ? 400 : 500);
  // A 5xx body never carries the failure's text (SQL, a driver's message, a stack) in any environment. An
  // unexpected failure (INTERNAL_SERVER_ERROR, or a code nobody gave a status) is answered generically; a 5xx the code
  // chose on purpose (a route not built yet, a deadline) keeps the message written for the client.
  const deliberate = code !== 'INTERNAL_SERVER_ERROR' && (known !== undefined || chosen !== undefined);
  sendHydraError(res, status, status >= 500 && !deliberate ? 'Internal Server Error' : error.message);
}
