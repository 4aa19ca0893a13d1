import fc from 'fast-check';
import {
  type GraphQLField,
  GraphQLInputObjectType,
  type GraphQLInputType,
  GraphQLNonNull,
  type GraphQLSchema,
  getNamedType,
  isInputType,
  Kind,
  parse,
  typeFromAST,
} from 'graphql';
import type { RestRoute } from '../../src/rest/resource';
import {
  encodeLoose,
  hostile,
  inputObject,
  nastyString,
  oneHostile,
  plausibleValue,
  queryString,
  queryValue,
  toJson,
  valueOf,
} from './values';

/*
 * What the fuzz suite aims at: every route of the REST route table and every GraphQL mutation of the built
 * schema, read at run time so a new route or mutation is covered without touching the suite.
 */

/** One HTTP request, as the fuzz suite sends it (and prints it when it finds something). */
export interface FuzzRequest {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  contentType?: string;
  accept?: string;
  /** The raw body text (already serialized, so wrong content types and broken JSON can be sent). */
  body?: string;
}

export interface Target {
  /** `REST POST /api/projects` or `GraphQL updateProject`. */
  name: string;
  kind: 'rest' | 'graphql';
  route?: RestRoute;
  request: fc.Arbitrary<FuzzRequest>;
}

/** Bodies that are not a JSON object: arrays, scalars, broken JSON, other formats. */
const oddBody: fc.Arbitrary<{ body: string; contentType: string }> = fc.constantFrom(
  { body: '[]', contentType: 'application/json' },
  { body: 'null', contentType: 'application/json' },
  { body: '"text"', contentType: 'application/json' },
  { body: '12345678901234567890', contentType: 'application/json' },
  { body: '{"a":', contentType: 'application/json' },
  { body: '{"a":1}', contentType: 'text/plain' },
  { body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { body: '<a>1</a>', contentType: 'application/xml' },
  { body: '{"a":1}', contentType: 'application/json; charset=utf-16' },
  { body: '\u0000\u0001', contentType: 'application/octet-stream' },
  { body: '', contentType: 'application/json' },
  { body: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}', contentType: 'application/json' },
);

const accept = fc.constantFrom('application/ld+json', 'application/json', 'text/html', '*/*', 'application/xml', undefined);

function variableTypes(operation: string, schema: GraphQLSchema): Map<string, GraphQLInputType> {
  const out = new Map<string, GraphQLInputType>();
  if (!operation) return out;
  const doc = parse(operation);
  for (const def of doc.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const v of def.variableDefinitions ?? []) {
      const type = typeFromAST(schema, v.type);
      if (type && isInputType(type)) out.set(v.variable.name.value, type as GraphQLInputType);
    }
  }
  return out;
}

/** Keys some routes read from the body by themselves (login, social tokens, the slug tool). */
const LOOSE_BODY_KEYS = ['username', 'email', 'password', 'token', 'slug'];
/** Query parameters the non-list GET routes read. */
const LOOSE_QUERY_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'query', 'code', 'page', 'limit'];

function pathParam(name: string): fc.Arbitrary<string> {
  if (name === 'provider') return fc.constantFrom('google', 'facebook', 'twitter', 'GOOGLE', '%00', '..');
  if (name === 'id')
    return fc.oneof(
      { arbitrary: fc.constantFrom('1', '2', '3'), weight: 3 },
      {
        arbitrary: fc.constantFrom('0', '-1', '999999', '2147483648', '99999999999999999999', '1.5', '1e3', 'abc', ' 1', '0x10'),
        weight: 2,
      },
      { arbitrary: nastyString, weight: 1 },
    );
  return fc.oneof(fc.constantFrom('welcome', 'no-such-thing', 'a'.repeat(3000)), nastyString, fc.string({ maxLength: 10 }));
}

/** A body for the routes that read their own keys: one of them hostile, the others plausible strings. */
function looseBody(string: GraphQLInputType): fc.Arbitrary<Record<string, unknown>> {
  const oneBad = fc.constantFrom(...LOOSE_BODY_KEYS).chain((bad) =>
    fc.record(Object.fromEntries(LOOSE_BODY_KEYS.map((k) => [k, k === bad ? hostile : plausibleValue(string, k)])), {
      requiredKeys: [bad],
    }),
  );
  const anything = fc.record(Object.fromEntries(LOOSE_BODY_KEYS.map((k) => [k, valueOf(string, k)])), { requiredKeys: [] });
  return fc.oneof({ arbitrary: oneBad, weight: 3 }, { arbitrary: anything, weight: 1 });
}

export function restTargets(routeTable: RestRoute[], schema: GraphQLSchema): Target[] {
  return routeTable.map((route) => {
    const vars = variableTypes(route.operation, schema);
    const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
    const pathArb = fc
      .tuple(...params.map(pathParam))
      .map((values) => params.reduce((p, name, i) => p.replace(`:${name}`, encodeLoose(values[i] ?? '')), `/api${route.path}`));

    const spec = route.result.kind === 'collection' ? route.result.resource.spec : undefined;
    const queryKeys = spec ? [...Object.keys(spec.filters), 'page', 'limit', 'itemsPerPage', 'order', '_switch_user'] : LOOSE_QUERY_KEYS;
    const queryArb = fc.dictionary(fc.constantFrom(...queryKeys), queryValue, { maxKeys: 4 }).map(queryString);

    const inputType = vars.get('input');
    const named = inputType ? getNamedType(inputType) : undefined;
    const objectBody: fc.Arbitrary<Record<string, unknown>> =
      named instanceof GraphQLInputObjectType ? inputObject(named) : looseBody(schema.getType('String') as GraphQLInputType);
    const bodyArb: fc.Arbitrary<{ body?: string; contentType?: string }> =
      route.method === 'get' || route.method === 'delete'
        ? fc.oneof({ arbitrary: fc.constant({}), weight: 4 }, { arbitrary: oddBody, weight: 1 })
        : fc.oneof(
            { arbitrary: objectBody.map((b) => ({ body: toJson(b), contentType: 'application/json' })), weight: 8 },
            { arbitrary: objectBody.map((b) => ({ body: toJson(b), contentType: 'application/ld+json' })), weight: 1 },
            { arbitrary: oddBody, weight: 2 },
            { arbitrary: fc.constant({}), weight: 1 },
          );

    const request = fc
      .record({ path: pathArb, query: queryArb, body: bodyArb, accept })
      .map(({ path, query, body, accept: a }): FuzzRequest => ({
        method: route.method,
        path: `${path}${query}`,
        accept: a,
        ...body,
      }));
    return { name: `REST ${route.method.toUpperCase()} /api${route.path}`, kind: 'rest' as const, route, request };
  });
}

function printType(type: GraphQLInputType): string {
  return String(type);
}

/** A selection that is valid for any return type: objects answer `__typename`, scalars nothing. */
function selection(field: GraphQLField<unknown, unknown>): string {
  const named = getNamedType(field.type);
  return 'getFields' in named ? ' { __typename }' : '';
}

export function graphqlTargets(schema: GraphQLSchema): Target[] {
  const mutation = schema.getMutationType();
  if (!mutation) return [];
  return Object.values(mutation.getFields()).map((field) => {
    const args = field.args;
    const defs = args.map((a) => `$${a.name}: ${printType(a.type)}`).join(', ');
    const call = args.map((a) => `${a.name}: $${a.name}`).join(', ');
    const query = `mutation Fuzz${defs ? `(${defs})` : ''} { result: ${field.name}${call ? `(${call})` : ''}${selection(field)} }`;
    const required = args.filter((a) => a.type instanceof GraphQLNonNull).map((a) => a.name);
    const anything = fc.record(Object.fromEntries(args.map((a) => [a.name, valueOf(a.type, a.name)])), { requiredKeys: [] });
    const oneBad = args.length
      ? fc.constantFrom(...args).chain((bad) =>
          fc.record(
            Object.fromEntries(args.map((a) => [a.name, a === bad ? oneHostile(a.type, a.name) : plausibleValue(a.type, a.name)])),
            {
              requiredKeys: [...new Set([...required, bad.name])],
            },
          ),
        )
      : fc.constant({});
    const variables = fc.oneof({ arbitrary: oneBad, weight: 3 }, { arbitrary: anything, weight: 1 });
    const asJson = variables.map((v) => ({ body: toJson({ query, variables: v }), contentType: 'application/json' }));
    const odd = fc.oneof(
      oddBody,
      variables.map((v) => ({ body: toJson({ query, variables: v }), contentType: 'text/plain' })),
      fc.constant({ body: toJson({ query, variables: 'not-an-object' }), contentType: 'application/json' }),
      fc.constant({ body: toJson({ query: [query] }), contentType: 'application/json' }),
      hostile.map((v) => ({ body: toJson({ query, variables: v, operationName: 'Fuzz' }), contentType: 'application/json' })),
    );
    const request = fc
      .record({ body: fc.oneof({ arbitrary: asJson, weight: 6 }, { arbitrary: odd, weight: 1 }), accept })
      .map(({ body, accept: a }): FuzzRequest => ({
        method: 'post',
        path: '/graphql',
        accept: a === 'text/html' ? undefined : a,
        ...body,
      }));
    return { name: `GraphQL ${field.name}`, kind: 'graphql' as const, request };
  });
}
