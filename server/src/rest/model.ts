import {
  type GraphQLEnumType,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type SelectionSetNode,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  parse,
} from 'graphql';
import { buildAppSchema } from '../graphql/schema';
import { API_PREFIX, type IriRelations } from './hydra';
import type { RestResource } from './resource';

/*
 * What a Hydra resource is, property by property, derived from the GraphQL types its routes use — the
 * output type restricted to the resource's selection (`fields`), and its create and update input types. The Hydra
 * documentation (docs.ts), the JSON-LD contexts, the REST writes (operations.ts: IRIs for relations) and the
 * violations' property paths all read this one model, so the documentation cannot say anything the routes do not do.
 *
 * Rules (API Platform's semantics, as @api-platform/api-doc-parser and the admin read them):
 * - A field of the selection whose type is another resource's class is a relation: to-one (`owl:maxCardinality: 1`,
 *   `hydra:Link`, range the target class) unless it is a list. It is written through the input field `<name>Id`
 *   (`owner` ↔ `ownerId`), as an IRI (`"/api/users/3"`) or an embedded object with that `@id`; the `<name>Id` output
 *   field stays readable and is documented as not writable (the relation is the documented way to set it).
 * - An id output field of another resource's row with no object field beside it (`gateId`, `parentId`) is a to-one
 *   relation too, named without `Id` (`gate`), documented exactly like `owner` (hydra:Link, owl:maxCardinality 1, range
 *   the target class), written through that same `…Id` input field and filtered by IRI where a `…Id` filter exists.
 *   Its answer is API Platform's default form of a relation that is not embedded: the IRI string next to the id
 *   (`"gate": "/api/gates/3", "gateId": 3`), derived from the id in JSON-LD answers (iriRelations, written by hydra.ts toJsonLd) — no join, no
 *   loader, no extra SQL statement on lists, nothing the id did not already say. The target is the resource whose
 *   class the name says (`gateId` → `Gate`, `reciprocalLinkId` → `ReciprocalLink`) or the resource's `references`
 *   entry (`parentId` → `Package`); an id of something that is no REST resource (`campaignId`, a partner's text id)
 *   stays a plain field.
 * - readable: in the output selection; writable: in the create or the update input (or written through a relation).
 *   An input-only field (a new user's `password`) is writable and not readable.
 * - required: the create input needs it (non-null without default). A write-only field that the update input does not
 *   take (the password) is not required: an edit form can never be filled with it, and the create still answers a
 *   422 violation on that field when it is missing.
 * - A list of scalars (`roles`) has range `xmls:array` (the parser's and admin's array type: an input per item, `[]`
 *   allowed); an enumeration has range `#<Enum>`, a datatype listing its values with `owl:oneOf`.
 */

export const XMLS = 'http://www.w3.org/2001/XMLSchema#';
/** The property IRI the admin reads as "the field that names a row" (reference chips and selects). */
export const SCHEMA_NAME = 'https://schema.org/name';
/** Output fields that name a row, most specific first: the first one a resource shows is its label. */
const LABEL_FIELDS = ['name', 'title', 'login', 'reference', 'url'];

export type PropertyKind = 'scalar' | 'list' | 'enum' | 'relation' | 'collection' | 'object';

export interface ModelProperty {
  name: string;
  kind: PropertyKind;
  /** Compact IRI of the range: `xmls:string`, `#User`, `#OrderStatus`; null when none applies (JSON objects). */
  range: string | null;
  /** Relations: the target resource. */
  target?: RestResource;
  /**
   * Relations answered as an IRI string (not embedded): the output field holding the target's id (`gate` → `gateId`),
   * from which the JSON-LD answer derives the IRI.
   */
  idField?: string;
  /** Enumerations: the GraphQL enum type. */
  enumType?: GraphQLEnumType;
  readable: boolean;
  writable: boolean;
  required: boolean;
  /** The input field a write of this property goes to (the relation `owner` → `ownerId`). */
  input?: string;
  /** The row's label property (documented as https://schema.org/name). */
  label: boolean;
  description?: string;
}

export interface ResourceModel {
  resource: RestResource;
  properties: ModelProperty[];
  /** Input field name → documented property name, where they differ (`ownerId` → `owner`). */
  propertyOfInput: Map<string, string>;
}

function selection(fields: string): SelectionSetNode {
  const op = parse(`{ ${fields} }`).definitions[0];
  if (op.kind !== Kind.OPERATION_DEFINITION) throw new Error('bad selection');
  return op.selectionSet;
}

function scalarRange(type: GraphQLOutputType | GraphQLInputType): string | null {
  const named = getNamedType(type);
  if (isEnumType(named)) return `#${named.name}`;
  if (!isScalarType(named)) return null;
  switch (named.name) {
    case 'Int':
      return 'xmls:integer';
    case 'Float':
      return 'xmls:decimal';
    case 'Boolean':
      return 'xmls:boolean';
    case 'DateTimeISO':
    case 'DateTime':
      return 'xmls:dateTime';
    case 'Date':
      return 'xmls:date';
    case 'String':
    case 'ID':
      return 'xmls:string';
    default:
      return null;
  }
}

function isList(type: GraphQLOutputType | GraphQLInputType): boolean {
  return isListType(isNonNullType(type) ? type.ofType : type);
}

function requiredIn(field: GraphQLInputField | undefined): boolean {
  return !!field && isNonNullType(field.type) && field.defaultValue === undefined;
}

function inputFieldsOf(schema: GraphQLSchema, typeName: string | undefined): Record<string, GraphQLInputField> {
  if (!typeName) return {};
  const type = schema.getType(typeName);
  if (!isInputObjectType(type)) throw new Error(`Unknown GraphQL input type ${typeName}`);
  return type.getFields();
}

const cache = new Map<RestResource, ResourceModel>();

/** The model of one resource; `known` are the resources whose classes relations may point to (by GraphQL type). */
export function resourceModel(resource: RestResource, known: RestResource[]): ResourceModel {
  const hit = cache.get(resource);
  if (hit) return hit;
  const schema = buildAppSchema();
  const type = schema.getType(resource.type);
  if (!isObjectType(type)) throw new Error(`Unknown GraphQL type ${resource.type}`);
  const byType = new Map<string, RestResource>();
  // The first resource of a class is its canonical one (views such as `promotions/active` come later).
  for (const r of known) if (r.list && !byType.has(r.type)) byType.set(r.type, r);
  const create = inputFieldsOf(schema, resource.create?.inputType);
  const update = inputFieldsOf(schema, resource.update?.inputType);
  const inInput = (name: string) => name in create || name in update;

  const outputs: [string, GraphQLField<unknown, unknown>][] = [];
  for (const sel of selection(resource.fields).selections) {
    if (sel.kind !== Kind.FIELD || sel.name.value === '__typename' || sel.name.value === 'id') continue;
    const field = type.getFields()[sel.name.value];
    if (!field) throw new Error(`${resource.type}.${sel.name.value} is not in the GraphQL schema`);
    outputs.push([sel.name.value, field]);
  }
  const outputNames = new Set(outputs.map(([n]) => n));
  const relationIds = new Set<string>();
  for (const [name, field] of outputs) {
    const named = getNamedType(field.type);
    if (isObjectType(named) && byType.has(named.name) && !isList(field.type)) relationIds.add(`${name}Id`);
  }
  const iriRelations = iriRelationsOf(resource, outputs, byType);
  for (const idField of iriRelations.keys()) relationIds.add(idField);
  const label = LABEL_FIELDS.find((n) => outputNames.has(n));

  const properties: ModelProperty[] = [];
  const propertyOfInput = new Map<string, string>();
  const requiredOnCreate = (input: string, readable: boolean) =>
    requiredIn(create[input]) && (readable || !resource.update || input in update);

  for (const [name, field] of outputs) {
    const named = getNamedType(field.type);
    const description = field.description ?? undefined;
    const target = isObjectType(named) ? byType.get(named.name) : undefined;
    if (target) {
      const list = isList(field.type);
      const input = !list && inInput(`${name}Id`) ? `${name}Id` : undefined;
      if (input) propertyOfInput.set(input, name);
      properties.push({
        name,
        kind: list ? 'collection' : 'relation',
        range: `#${target.type}`,
        target,
        readable: true,
        writable: !!input,
        required: !!input && requiredOnCreate(input, true),
        input,
        label: false,
        description,
      });
      continue;
    }
    const iriRelation = iriRelations.get(name);
    if (iriRelation) {
      const input = inInput(name) ? name : undefined;
      if (input) propertyOfInput.set(input, iriRelation.name);
      properties.push({
        name: iriRelation.name,
        kind: 'relation',
        range: `#${iriRelation.target.type}`,
        target: iriRelation.target,
        idField: name,
        readable: true,
        writable: !!input,
        required: !!input && requiredOnCreate(input, true),
        input,
        label: false,
        description:
          description ?? `The IRI of a ${iriRelation.target.type} (${API_PREFIX}/${iriRelation.target.path}/{id}); ${name} holds its id.`,
      });
    }
    const isRelationId = relationIds.has(name);
    const writable = !isRelationId && inInput(name);
    const base = {
      name,
      readable: true,
      writable,
      required: writable && requiredOnCreate(name, true),
      input: writable ? name : undefined,
      label: name === label,
      description,
    };
    if (isEnumType(named)) properties.push({ ...base, kind: 'enum', range: `#${named.name}`, enumType: named });
    else if (isObjectType(named)) properties.push({ ...base, kind: 'object', range: null });
    else if (isList(field.type)) properties.push({ ...base, kind: 'list', range: 'xmls:array' });
    else properties.push({ ...base, kind: 'scalar', range: scalarRange(field.type) });
  }

  // Input-only fields: writable, never readable (a new user's password).
  const seen = new Set([...outputNames, ...propertyOfInput.keys()]);
  for (const [name, field] of [...Object.entries(create), ...Object.entries(update)]) {
    if (seen.has(name)) continue;
    seen.add(name);
    const named = getNamedType(field.type);
    const common = {
      name,
      readable: false,
      writable: true,
      required: requiredOnCreate(name, false),
      input: name,
      label: false,
      description: field.description ?? undefined,
    };
    if (isEnumType(named)) properties.push({ ...common, kind: 'enum', range: `#${named.name}`, enumType: named });
    else if (isList(field.type)) properties.push({ ...common, kind: 'list', range: 'xmls:array' });
    else properties.push({ ...common, kind: 'scalar', range: scalarRange(field.type) });
  }

  const model = { resource, properties, propertyOfInput };
  cache.set(resource, model);
  return model;
}

/**
 * The relations answered as IRIs: id output field → relation name and target. An Int field `<name>Id` whose `<name>`
 * is not itself in the selection (no embedded object beside it), pointing to the resource of the class its name says
 * or that `resource.references` gives.
 */
function iriRelationsOf(
  resource: RestResource,
  outputs: [string, GraphQLField<unknown, unknown>][],
  byType: Map<string, RestResource>,
): Map<string, { name: string; target: RestResource }> {
  const out = new Map<string, { name: string; target: RestResource }>();
  const names = new Set(outputs.map(([n]) => n));
  for (const [idField, field] of outputs) {
    const match = /^([a-z]\w*)Id$/.exec(idField);
    if (!match || names.has(match[1]) || isList(field.type) || getNamedType(field.type).name !== 'Int') continue;
    const className = resource.references?.[idField] ?? match[1].charAt(0).toUpperCase() + match[1].slice(1);
    const target = byType.get(className);
    if (target) out.set(idField, { name: match[1], target });
    else if (resource.references?.[idField]) throw new Error(`${resource.type}.${idField}: no REST resource of class ${className}`);
  }
  return out;
}

const iriRelationCache = new WeakMap<RestResource, IriRelations>();

/**
 * A resource's relations answered as IRIs in JSON-LD, by their `…Id` field (`gateId` → `gate`): toJsonLd writes
 * `gate: "/api/gates/3"` before `gateId: 3` (a null id → null). Built once per resource, not per row. Plain JSON
 * answers keep the GraphQL shape.
 */
export function iriRelations(resource: RestResource, known: RestResource[]): IriRelations {
  let byIdField = iriRelationCache.get(resource);
  if (!byIdField) {
    const relations = resourceModel(resource, known).properties.filter((p) => p.idField && p.target);
    byIdField = new Map(relations.map((p) => [p.idField!, { name: p.name, target: p.target! }]));
    iriRelationCache.set(resource, byIdField);
  }
  return byIdField;
}

/** The id an IRI of `target` names: `/api/users/3`, an absolute URL with that path, or `{"@id": …}`; else undefined. */
export function idOfIri(target: RestResource, value: unknown): number | undefined {
  const iri = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)['@id'] : value;
  if (typeof iri !== 'string') return undefined;
  let path = iri;
  if (/^https?:\/\//i.test(iri)) {
    try {
      path = new URL(iri).pathname;
    } catch {
      return undefined;
    }
  }
  const match = new RegExp(`^${API_PREFIX}/${target.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(\\d{1,9})$`).exec(path);
  return match ? Number(match[1]) : undefined;
}

/** The enumerations the documented resources use, each once, by name. */
export function enumsOf(models: ResourceModel[]): GraphQLEnumType[] {
  const out = new Map<string, GraphQLEnumType>();
  for (const m of models) for (const p of m.properties) if (p.enumType) out.set(p.enumType.name, p.enumType);
  return [...out.values()];
}
