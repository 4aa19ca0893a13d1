import type { RestRequest } from './request';
import { GraphQLInputObjectType, GraphQLString, getNamedType, isInputObjectType, isNonNullType, type GraphQLSchema } from 'graphql';
import { BadRequestError, NotFoundError, ValidationError, type Violation } from '../common/errors';
import { refusesNull } from '../common/validation';
import { buildAppSchema } from '../graphql/schema';
import { createOnlyGuard } from './create-only';
import { parseListQuery } from './filters';
import { idOfIri, resourceModel } from './model';
import type { RestResource, RestRoute } from './resource';

/* Builders for the standard routes of a resource: each is a GraphQL operation plus a variables mapper. */

let schema: GraphQLSchema | undefined;

function inputType(typeName: string): GraphQLInputObjectType {
  schema ??= buildAppSchema();
  const type = schema.getType(typeName);
  if (!(type instanceof GraphQLInputObjectType)) throw new Error(`Unknown GraphQL input type ${typeName}`);
  return type;
}

function inputFields(typeName: string): Set<string> {
  return new Set(Object.keys(inputType(typeName).getFields()));
}

/**
 * API Platform's admin sends `null` for every form field left empty. On an optional property (not
 * required by the create, rest/model.ts) whose field refuses null (its column is never NULL, common/validation.ts),
 * a JSON-LD client's null means "empty": '' for a text, and for any other type "not sent" (the field keeps its
 * value). A required property's null stays a 422 "should not be null"; GraphQL keeps its stricter rule.
 */
function nullsAsEmpty(typeName: string, input: Record<string, unknown>, optional: Set<string>): void {
  const type = inputType(typeName);
  const fields = type.getFields();
  for (const [name, value] of Object.entries(input)) {
    if (value !== null || !fields[name] || !optional.has(name)) continue;
    const text = getNamedType(fields[name].type) === GraphQLString;
    // A String! of an update (a transaction's comment) that the create does not require is emptied the same way.
    if (text && (refusesNull(type, name) || isNonNullType(fields[name].type))) input[name] = '';
    else if (refusesNull(type, name)) delete input[name];
  }
}

/** The JSON body as a GraphQL input: an object, keeping only the fields the input type declares. */
export function bodyAsInput(req: RestRequest, typeName: string): Record<string, unknown> {
  const body: unknown = req.body;
  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new BadRequestError('The request body must be a JSON object.');
  }
  const known = inputFields(typeName);
  return Object.fromEntries(Object.entries(body).filter(([k]) => known.has(k)));
}

/** `value` with only the fields `type` takes, at every depth: what a read answered can be sent back as is. */
function keepInputFields(type: GraphQLInputObjectType, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => keepInputFields(type, item));
  if (value === null || typeof value !== 'object') return value;
  const fields = type.getFields();
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => fields[k])
      .map(([k, v]) => {
        const named = getNamedType(fields[k].type);
        return [k, isInputObjectType(named) ? keepInputFields(named, v) : v];
      }),
  );
}

/**
 * A JSON object body as a nested input: fields the input type does not take are left out at every depth, so a
 * document read from the matching GET route (with names and read-only fields beside the values) is accepted back.
 */
export function bodyAsNestedInput(req: RestRequest, typeName: string): Record<string, unknown> {
  return keepInputFields(inputType(typeName), bodyAsInput(req, typeName)) as Record<string, unknown>;
}

/**
 * The body of a resource's create or update as API Platform clients send it. A whole record fetched before
 * (`@id`, `@type`, `@context`, read-only and embedded fields, the admin's `id` IRI) keeps only what the input type
 * takes; a relation is accepted as an IRI (`"owner": "/api/users/3"`), an absolute URL of one, or an embedded object
 * with that `@id`, and then wins over the `ownerId` of the same record (a form changed the relation, not the id).
 * A relation that names nothing of its class is a 422 violation of that property.
 */
export function resourceInput(req: RestRequest, resource: RestResource, typeName: string, known: RestResource[]): Record<string, unknown> {
  const input = bodyAsInput(req, typeName);
  const body = req.body as Record<string, unknown>;
  const fields = inputFields(typeName);
  const violations: Violation[] = [];
  const model = resourceModel(resource, known);
  for (const p of model.properties) {
    if (p.kind !== 'relation' || !p.input || !fields.has(p.input) || !(p.name in body)) continue;
    const value = body[p.name];
    if (value === null) {
      input[p.input] = null;
      continue;
    }
    const id = idOfIri(p.target!, value);
    if (id === undefined) {
      violations.push({
        propertyPath: p.name,
        message: `This value should be the IRI of a ${p.target!.type}, like /api/${p.target!.path}/{id}.`,
      });
    } else input[p.input] = id;
  }
  if (violations.length) throw new ValidationError(violations);
  nullsAsEmpty(typeName, input, new Set(model.properties.filter((p) => p.writable && !p.required).map((p) => p.input ?? p.name)));
  return input;
}

/**
 * Violations of a resource's input name the documented properties (`ownerId` → `owner`, `ownerId.x` → `owner.x`),
 * unless the body wrote the input field itself and not the relation (`{"gateId": 99}` → `gateId`): each client reads
 * the violation under the name it sent — the admin's form under its reference input, a docs/api.md#calls client under its id.
 */
export function documentedPath(resource: RestResource, known: RestResource[], path: string, body?: unknown): string {
  const [head, ...rest] = path.split('.');
  const name = resourceModel(resource, known).propertyOfInput.get(head);
  if (!name) return path;
  const sent = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  if (head in sent && !(name in sent)) return path;
  return [name, ...rest].join('.');
}

/**
 * Query parameters every list reads itself (rest/filters.ts): a relation of that name (a transaction's `order`) is filtered by its `…Id`
 * only.
 */
const LIST_PARAMETERS = new Set(['page', 'limit', 'itemsPerPage', 'order']);

/**
 * The to-one relations a list can be filtered on by IRI, as API Platform's SearchFilter on a relation:
 * relation name → the list's integer filter of its id (`owner` → `ownerId`).
 */
export function relationFilters(resource: RestResource, known: RestResource[]): Map<string, string> {
  const out = new Map<string, string>();
  if (!resource.spec) return out;
  for (const p of resourceModel(resource, known).properties) {
    const idFilter = resource.spec.filters[`${p.name}Id`];
    if (p.kind === 'relation' && idFilter?.kind === 'int' && !LIST_PARAMETERS.has(p.name)) out.set(p.name, `${p.name}Id`);
  }
  return out;
}

/**
 * `owner=/api/users/3` (the admin's reference filter) → `ownerId=3`; any other value stays for the `owner` filter.
 * A relation without a filter of its own name also takes the bare id, as API Platform's SearchFilter does
 * (`gate=3`, the packages query of docs/api.md#calls), and a blank value is not applied (docs/product.md#validation).
 */
function relationFilterQuery(resource: RestResource, known: RestResource[], query: Record<string, unknown>): Record<string, unknown> {
  const relations = relationFilters(resource, known);
  if (!relations.size) return query;
  const out = { ...query };
  const model = resourceModel(resource, known);
  for (const [name, idFilter] of relations) {
    const target = model.properties.find((p) => p.name === name)!.target!;
    const raw = out[name];
    const own = !!resource.spec!.filters[name];
    const id = idOfIri(target, raw) ?? (!own && typeof raw === 'string' && /^\s*\d{1,9}\s*$/.test(raw) ? Number(raw) : undefined);
    if (id !== undefined) {
      out[idFilter] = String(id);
      delete out[name];
    } else if (!own && typeof raw === 'string' && !raw.trim()) {
      delete out[name];
    } else if (!own && raw !== undefined) {
      throw new BadRequestError(`Invalid value for "${name}": expected an IRI like /api/${target.path}/{id}, or the id`);
    }
  }
  return out;
}

/** Path ids are positive integers; anything else is a resource that cannot exist (404, as API Platform). */
export function pathId(req: { params: Record<string, unknown> }, name = 'id'): number {
  const raw = req.params[name];
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) throw new NotFoundError('Not Found');
  return Number(raw);
}

export function standardRoutes(r: RestResource, known: RestResource[]): RestRoute[] {
  const routes: RestRoute[] = [];
  if (r.list && r.spec) {
    const spec = r.spec;
    const filterType = r.list.argsType;
    routes.push({
      method: 'get',
      path: `/${r.path}`,
      operation: `query List($page: Int, $limit: Int, $order: [OrderByInput!], $filter: ${filterType}) {
        result: ${r.list.field}(page: $page, limit: $limit, order: $order, filter: $filter) { total page limit items { ${r.fields} } }
      }`,
      variables: (req) =>
        parseListQuery(spec, relationFilterQuery(r, known, req.query as Record<string, unknown>)) as Record<string, unknown>,
      result: { kind: 'collection', resource: r },
    });
  }
  if (r.item) {
    routes.push({
      method: 'get',
      path: `/${r.path}/:id`,
      operation: `query Item($id: Int!) { result: ${r.item.field}(id: $id) { ${r.fields} } }`,
      variables: (req) => ({ id: pathId(req) }),
      result: { kind: 'item', resource: r },
    });
  }
  if (r.create && !r.create.custom) {
    const { field, inputType } = r.create;
    routes.push({
      method: 'post',
      path: `/${r.path}`,
      operation: `mutation Create($input: ${inputType}!) { result: ${field}(input: $input) { ${r.fields} } }`,
      variables: (req) => ({ input: resourceInput(req, r, inputType, known) }),
      propertyPath: (path, body) => documentedPath(r, known, path, body),
      result: { kind: 'item', resource: r, status: 201 },
    });
  }
  if (r.update) {
    const { field, inputType } = r.update;
    routes.push({
      method: 'put',
      path: `/${r.path}/:id`,
      operation: `mutation Update($id: Int!, $input: ${inputType}!) { result: ${field}(id: $id, input: $input) { ${r.fields} } }`,
      variables: (req) => ({ id: pathId(req), input: resourceInput(req, r, inputType, known) }),
      propertyPath: (path, body) => documentedPath(r, known, path, body),
      guard: createOnlyGuard(r, known),
      row: r.item?.field,
      result: { kind: 'item', resource: r },
    });
  }
  return routes;
}
