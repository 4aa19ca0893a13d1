import type { GraphQLEnumType } from 'graphql';
import { CREATE_ONLY_NOTE, createOnlyProperties } from './create-only';
import { API_PREFIX } from './hydra';
import { enumsOf, type ModelProperty, resourceModel, SCHEMA_NAME, XMLS } from './model';
import { type ResourceRoutes, resourceRoutes } from './docs-access';
import type { RestResource, RestRoute } from './resource';

/*
 * Hydra discovery (entrypoint, ApiDocumentation, contexts) generated from the route table's resources and the
 * GraphQL schema through rest/model.ts: each documented property is a field the resource's JSON-LD really shows or
 * an input its writes really take, with its range, cardinality, required/readable/writable flags taken from the
 * GraphQL types, so the documentation cannot drift from the responses.
 */

export function lcFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

function vocab(base: string): string {
  return `${base}${API_PREFIX}/docs.jsonld#`;
}

/** The property's IRI: the label field is https://schema.org/name (what the admin shows for a row), else `#Class/name`. */
function propertyIri(type: string, p: ModelProperty): string {
  return p.label ? SCHEMA_NAME : `#${type}/${p.name}`;
}

/**
 * A relation the caller cannot choose a value for — its target's collection is not among the routes they may call,
 * as the gates are for everyone but super admins — is documented read-only: an admin form would draw it as a free
 * IRI box. The server keeps what the row has (a PUT ignores read-only properties), and a row created without it gets
 * the default its description states.
 */
function unchoosable(p: ModelProperty, listable: ReadonlySet<string>): boolean {
  return (p.kind === 'relation' || p.kind === 'collection') && p.writable && !!p.target && !listable.has(p.target.type);
}

function supportedProperty(type: string, p: ModelProperty, listable: ReadonlySet<string>): Record<string, unknown> {
  const relation = p.kind === 'relation' || p.kind === 'collection';
  const readOnly = unchoosable(p, listable);
  const described =
    p.description ??
    (p.kind === 'list'
      ? 'A list of strings.'
      : p.kind === 'relation'
        ? `The IRI of a ${p.target!.type} (${API_PREFIX}/${p.target!.path}/{id}).`
        : undefined);
  const description = readOnly
    ? `${described ? `${described} ` : ''}Read-only for you: only callers who may list ${p.target!.type} resources set it.`
    : described;
  return {
    '@type': 'hydra:SupportedProperty',
    'hydra:property': {
      '@id': propertyIri(type, p),
      '@type': relation ? 'hydra:Link' : 'rdf:Property',
      'rdfs:label': p.name,
      domain: `#${type}`,
      ...(p.range ? { range: p.range } : {}),
      ...(p.kind === 'relation' ? { 'owl:maxCardinality': 1 } : {}),
    },
    'hydra:title': p.name,
    'hydra:required': p.required,
    'hydra:readable': p.readable,
    'hydra:writeable': p.writable && !readOnly,
    ...(description ? { 'hydra:description': description } : {}),
  };
}

/** A create-only property's description says that a PUT may not change it (rest/create-only.ts). */
function withCreateOnlyNotes(r: RestResource, resources: RestResource[], supported: Record<string, unknown>[]): Record<string, unknown>[] {
  const names = new Set(createOnlyProperties(r, resources).map((p) => p.name));
  return supported.map((s) => {
    if (!names.has(String(s['hydra:title']))) return s;
    const before = s['hydra:description'];
    return { ...s, 'hydra:description': before ? `${String(before)} ${CREATE_ONLY_NOTE}` : CREATE_ONLY_NOTE };
  });
}

/** An enumeration: a string datatype whose allowed values are listed with owl:oneOf. */
function enumDatatype(e: GraphQLEnumType): Record<string, unknown> {
  const values = e.getValues().map((v) => String(v.value));
  return {
    '@id': `#${e.name}`,
    '@type': 'rdfs:Datatype',
    'rdfs:label': e.name,
    'hydra:title': e.name,
    'hydra:description': `${e.description ? `${e.description} ` : ''}One of: ${values.join(', ')}.`,
    'owl:onDatatype': { '@id': 'xmls:string' },
    'owl:oneOf': { '@list': values },
  };
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

const ACTION: Record<string, string> = {
  GET: 'schema:FindAction',
  POST: 'schema:CreateAction',
  PUT: 'schema:ReplaceAction',
  DELETE: 'schema:DeleteAction',
};

/** An operation as API Platform declares it; a DELETE returns owl:Nothing (the parser skips an operation without returns). */
const operation = (method: string, title: string, returns: string, expects?: string) => ({
  '@type': ['hydra:Operation', ACTION[method]],
  'hydra:method': method,
  'hydra:title': title,
  'rdfs:label': title,
  returns,
  ...(expects ? { expects } : {}),
});

/** The item operations (GET, PUT, DELETE on /{path}/{id}) of the routes the caller may call. */
function itemOperations(r: RestResource, ops: ResourceRoutes): Record<string, unknown>[] {
  const out = [];
  if (ops.show) out.push(operation('GET', `Retrieves a ${r.type} resource.`, `#${r.type}`));
  if (ops.replace) out.push(operation('PUT', `Replaces the ${r.type} resource.`, `#${r.type}`, `#${r.type}`));
  if (ops.remove) out.push(operation('DELETE', `Deletes the ${r.type} resource.`, 'owl:Nothing'));
  return out;
}

/** The collection operations (GET, POST on /{path}) of the routes the caller may call. */
function collectionOperations(r: RestResource, ops: ResourceRoutes): Record<string, unknown>[] {
  const out = [];
  if (ops.list) out.push(operation('GET', `Retrieves the collection of ${r.type} resources.`, 'hydra:Collection'));
  if (ops.create) out.push(operation('POST', `Creates a ${r.type} resource.`, `#${r.type}`, `#${r.type}`));
  return out;
}

/**
 * `routes` are the routes the caller may call (rest/docs-access.ts). A resource is in the entrypoint when
 * its collection GET is among them; a class is documented when any of its operations is.
 */
export function entrypoint(resources: RestResource[], routes: RestRoute[]): Record<string, unknown> {
  const body: Record<string, unknown> = {
    '@context': `${API_PREFIX}/contexts/Entrypoint`,
    '@id': API_PREFIX,
    '@type': 'Entrypoint',
  };
  for (const r of resources) if (r.list && resourceRoutes(r, routes).list) body[lcFirst(r.type)] = `${API_PREFIX}/${r.path}`;
  return body;
}

export function apiDocumentation(resources: RestResource[], base: string, routes: RestRoute[]): Record<string, unknown> {
  const callable = resources.map((r) => ({ r, ops: resourceRoutes(r, routes) })).filter(({ ops }) => Object.values(ops).some(Boolean));
  const listed = callable.filter(({ r, ops }) => r.list && ops.list);
  const models = callable.map(({ r }) => resourceModel(r, resources));
  const listable = new Set(listed.map(({ r }) => r.type));
  const classes: Record<string, unknown>[] = models.map(({ resource: r, properties }, i) => ({
    '@id': `#${r.type}`,
    '@type': 'hydra:Class',
    'rdfs:label': r.type,
    'hydra:title': r.type,
    'hydra:description': r.description,
    'hydra:supportedProperty': withCreateOnlyNotes(
      r,
      resources,
      properties.map((p) => supportedProperty(r.type, p, listable)),
    ),
    'hydra:supportedOperation': itemOperations(r, callable[i].ops),
  }));
  classes.push(...enumsOf(models).map(enumDatatype));
  classes.push({
    '@id': '#Entrypoint',
    '@type': 'hydra:Class',
    'hydra:title': 'The API entrypoint',
    'hydra:supportedProperty': listed.map(({ r, ops }) => ({
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
        'hydra:supportedOperation': collectionOperations(r, ops),
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
      'hydra:supportedProperty': ['propertyPath', 'message', 'code'].map((name) => ({
        '@type': 'hydra:SupportedProperty',
        'hydra:property': {
          '@id': `#ConstraintViolation/${name}`,
          '@type': 'rdf:Property',
          'rdfs:label': name,
          domain: '#ConstraintViolation',
          range: 'xmls:string',
        },
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
          'hydra:property': {
            '@id': '#ConstraintViolationList/violations',
            '@type': 'rdf:Property',
            'rdfs:label': 'violations',
            domain: '#ConstraintViolationList',
            range: '#ConstraintViolation',
          },
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
  const ctx: Record<string, unknown> = { '@vocab': v, hydra: 'http://www.w3.org/ns/hydra/core#' };
  for (const p of resourceModel(resource, resources).properties) {
    if (!p.readable) continue;
    const id = p.label ? SCHEMA_NAME : `${name}/${p.name}`;
    // A relation's value is an IRI (a string) or an embedded object carrying its @id.
    ctx[p.name] = p.kind === 'relation' || p.kind === 'collection' ? { '@id': id, '@type': '@id' } : id;
  }
  return { '@context': ctx };
}
