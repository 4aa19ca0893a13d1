import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type SelectionSetNode,
  Kind,
  parse,
} from 'graphql';
import { buildAppSchema } from '../graphql/schema';
import { API_PREFIX } from './hydra';
import type { RestResource } from './resource';

/*
 * Hydra discovery (entrypoint, ApiDocumentation, contexts) generated from the route table's resources and the
 * GraphQL schema: each documented property is a field the resource's JSON-LD really shows, with its range taken
 * from the GraphQL type, so the documentation cannot drift from the responses.
 */

const XMLS = 'http://www.w3.org/2001/XMLSchema#';

export function lcFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

function vocab(base: string): string {
  return `${base}${API_PREFIX}/docs.jsonld#`;
}

function unwrap(type: GraphQLOutputType): { named: GraphQLOutputType; list: boolean } {
  let t = type;
  let list = false;
  while (t instanceof GraphQLNonNull || t instanceof GraphQLList) {
    if (t instanceof GraphQLList) list = true;
    t = t.ofType as GraphQLOutputType;
  }
  return { named: t, list };
}

function scalarRange(type: GraphQLOutputType): string | null {
  if (type instanceof GraphQLEnumType) return 'xmls:string';
  if (!(type instanceof GraphQLScalarType)) return null;
  switch (type.name) {
    case 'Int':
      return 'xmls:integer';
    case 'Float':
      return 'xmls:decimal';
    case 'Boolean':
      return 'xmls:boolean';
    case 'DateTimeISO':
    case 'Date':
    case 'DateTime':
      return 'xmls:dateTime';
    case 'String':
    case 'ID':
      return 'xmls:string';
    default:
      return null;
  }
}

interface DocProperty {
  name: string;
  range: string | null;
  embedded: boolean;
  required: boolean;
  writable: boolean;
  description?: string;
}

function selection(fields: string): SelectionSetNode {
  const doc = parse(`{ ${fields} }`);
  const op = doc.definitions[0];
  if (op.kind !== Kind.OPERATION_DEFINITION) throw new Error('bad selection');
  return op.selectionSet;
}

function describe(schema: GraphQLSchema, resource: RestResource, known: Map<string, RestResource>): DocProperty[] {
  const type = schema.getType(resource.type);
  if (!(type instanceof GraphQLObjectType)) throw new Error(`Unknown GraphQL type ${resource.type}`);
  const writable = new Set<string>();
  for (const op of [resource.create, resource.update]) {
    if (!op) continue;
    const input = schema.getType(op.inputType);
    if (input instanceof GraphQLInputObjectType) Object.keys(input.getFields()).forEach((f) => writable.add(f));
  }
  const out: DocProperty[] = [];
  for (const sel of selection(resource.fields).selections) {
    if (sel.kind !== Kind.FIELD || sel.name.value === '__typename' || sel.name.value === 'id') continue;
    const field = type.getFields()[sel.name.value];
    if (!field) throw new Error(`${resource.type}.${sel.name.value} is not in the GraphQL schema`);
    const { named } = unwrap(field.type);
    const nestedResource = named instanceof GraphQLObjectType ? known.get(named.name) : undefined;
    out.push({
      name: sel.name.value,
      range: nestedResource ? `#${nestedResource.type}` : scalarRange(named),
      embedded: !!nestedResource,
      required: field.type instanceof GraphQLNonNull,
      writable: writable.has(sel.name.value),
      description: field.description ?? undefined,
    });
  }
  return out;
}

const ldContext = (base: string) => ({
  '@vocab': vocab(base),
  hydra: 'http://www.w3.org/ns/hydra/core#',
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
  xmls: XMLS,
  owl: 'http://www.w3.org/2002/07/owl#',
  schema: 'https://schema.org/',
  domain: { '@id': 'rdfs:domain', '@type': '@id' },
  range: { '@id': 'rdfs:range', '@type': '@id' },
  subClassOf: { '@id': 'rdfs:subClassOf', '@type': '@id' },
  expects: { '@id': 'hydra:expects', '@type': '@id' },
  returns: { '@id': 'hydra:returns', '@type': '@id' },
});

const operation = (method: string, title: string, returns: string, expects?: string) => ({
  '@type': ['hydra:Operation', ...(method === 'POST' ? ['schema:CreateAction'] : method === 'PUT' ? ['schema:ReplaceAction'] : ['schema:FindAction'])],
  'hydra:method': method,
  'hydra:title': title,
  'rdfs:label': title,
  returns,
  ...(expects ? { expects } : {}),
});

export function entrypoint(resources: RestResource[]): Record<string, unknown> {
  const body: Record<string, unknown> = {
    '@context': `${API_PREFIX}/contexts/Entrypoint`,
    '@id': API_PREFIX,
    '@type': 'Entrypoint',
  };
  for (const r of resources) if (r.list) body[lcFirst(r.type)] = `${API_PREFIX}/${r.path}`;
  return body;
}

export function apiDocumentation(resources: RestResource[], base: string): Record<string, unknown> {
  const schema = buildAppSchema();
  const known = new Map(resources.map((r) => [r.type, r]));
  const classes: Record<string, unknown>[] = resources.map((r) => {
    const ops = [];
    if (r.item) ops.push(operation('GET', `Retrieves a ${r.type} resource.`, `#${r.type}`));
    if (r.update) ops.push(operation('PUT', `Replaces the ${r.type} resource.`, `#${r.type}`, `#${r.type}`));
    return {
      '@id': `#${r.type}`,
      '@type': 'hydra:Class',
      'rdfs:label': r.type,
      'hydra:title': r.type,
      'hydra:description': r.description,
      'hydra:supportedProperty': describe(schema, r, known).map((p) => ({
        '@type': 'hydra:SupportedProperty',
        'hydra:property': {
          '@id': `#${r.type}/${p.name}`,
          '@type': 'rdf:Property',
          'rdfs:label': p.name,
          domain: `#${r.type}`,
          ...(p.range ? { range: p.range } : {}),
        },
        'hydra:title': p.name,
        'hydra:required': p.required,
        'hydra:readable': true,
        'hydra:writeable': p.writable,
        ...(p.description ? { 'hydra:description': p.description } : {}),
      })),
      'hydra:supportedOperation': ops,
    };
  });
  classes.push({
    '@id': '#Entrypoint',
    '@type': 'hydra:Class',
    'hydra:title': 'The API entrypoint',
    'hydra:supportedProperty': resources
      .filter((r) => r.list)
      .map((r) => ({
        '@type': 'hydra:SupportedProperty',
        'hydra:property': {
          '@id': `#Entrypoint/${lcFirst(r.type)}`,
          '@type': 'hydra:Link',
          domain: '#Entrypoint',
          'rdfs:label': `The collection of ${r.type} resources`,
          'rdfs:range': [
            { '@id': 'hydra:Collection' },
            { 'owl:equivalentClass': { 'owl:onProperty': { '@id': 'hydra:member' }, 'owl:allValuesFrom': { '@id': `#${r.type}` } } },
          ],
          'hydra:supportedOperation': [
            operation('GET', `Retrieves the collection of ${r.type} resources.`, 'hydra:Collection'),
            ...(r.create ? [operation('POST', `Creates a ${r.type} resource.`, `#${r.type}`, `#${r.type}`)] : []),
          ],
        },
        'hydra:title': `The collection of ${r.type} resources`,
        'hydra:readable': true,
        'hydra:writeable': false,
      })),
    'hydra:supportedOperation': operation('GET', 'The API entrypoint.', '#Entrypoint'),
  });
  classes.push(
    {
      '@id': '#ConstraintViolation',
      '@type': 'hydra:Class',
      'hydra:title': 'A constraint violation',
      'hydra:supportedProperty': ['propertyPath', 'message'].map((name) => ({
        '@type': 'hydra:SupportedProperty',
        'hydra:property': { '@id': `#ConstraintViolation/${name}`, '@type': 'rdf:Property', 'rdfs:label': name, domain: '#ConstraintViolation', range: 'xmls:string' },
        'hydra:title': name,
        'hydra:required': false,
        'hydra:readable': true,
        'hydra:writeable': false,
      })),
    },
    {
      '@id': '#ConstraintViolationList',
      '@type': 'hydra:Class',
      subClassOf: 'hydra:Error',
      'hydra:title': 'A constraint violation list',
      'hydra:supportedProperty': [
        {
          '@type': 'hydra:SupportedProperty',
          'hydra:property': { '@id': '#ConstraintViolationList/violations', '@type': 'rdf:Property', 'rdfs:label': 'violations', domain: '#ConstraintViolationList', range: '#ConstraintViolation' },
          'hydra:title': 'violations',
          'hydra:required': false,
          'hydra:readable': true,
          'hydra:writeable': false,
        },
      ],
    },
  );
  return {
    '@context': ldContext(base),
    '@id': `${API_PREFIX}/docs.jsonld`,
    '@type': 'hydra:ApiDocumentation',
    'hydra:title': 'Trafficgate API',
    'hydra:description': 'REST/Hydra interface of Trafficgate; every route runs a GraphQL operation of /graphql.',
    'hydra:entrypoint': API_PREFIX,
    'hydra:supportedClass': classes,
  };
}

export function contextDocument(name: string, resources: RestResource[], base: string): Record<string, unknown> | null {
  const v = vocab(base);
  if (name === 'Entrypoint') {
    const ctx: Record<string, unknown> = { '@vocab': v, hydra: 'http://www.w3.org/ns/hydra/core#' };
    for (const r of resources) if (r.list) ctx[lcFirst(r.type)] = { '@id': `Entrypoint/${lcFirst(r.type)}`, '@type': '@id' };
    return { '@context': ctx };
  }
  if (name === 'Error' || name === 'ConstraintViolationList') {
    return { '@context': { '@vocab': v, hydra: 'http://www.w3.org/ns/hydra/core#', violations: `${name}/violations` } };
  }
  const resource = resources.find((r) => r.type === name);
  if (!resource) return null;
  const schema = buildAppSchema();
  const known = new Map(resources.map((r) => [r.type, r]));
  const ctx: Record<string, unknown> = { '@vocab': v, hydra: 'http://www.w3.org/ns/hydra/core#' };
  for (const p of describe(schema, resource, known)) ctx[p.name] = p.embedded ? { '@id': `${name}/${p.name}` } : `${name}/${p.name}`;
  return { '@context': ctx };
}
