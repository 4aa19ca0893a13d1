import type { Request } from 'express';
import { GraphQLInputObjectType, type GraphQLSchema } from 'graphql';
import { BadRequestError, NotFoundError } from '../common/errors';
import { buildAppSchema } from '../graphql/schema';
import { parseListQuery } from './filters';
import type { RestResource, RestRoute } from './resource';

/* Builders for the standard routes of a resource: each is a GraphQL operation plus a variables mapper. */

let schema: GraphQLSchema | undefined;

function inputFields(typeName: string): Set<string> {
  schema ??= buildAppSchema();
  const type = schema.getType(typeName);
  if (!(type instanceof GraphQLInputObjectType)) throw new Error(`Unknown GraphQL input type ${typeName}`);
  return new Set(Object.keys(type.getFields()));
}

/** The JSON body as a GraphQL input: an object, keeping only the fields the input type declares. */
export function bodyAsInput(req: Request, typeName: string): Record<string, unknown> {
  const body: unknown = req.body;
  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new BadRequestError('The request body must be a JSON object.');
  }
  const known = inputFields(typeName);
  return Object.fromEntries(Object.entries(body).filter(([k]) => known.has(k)));
}

/** Path ids are positive integers; anything else is a resource that cannot exist (404, as API Platform). */
export function pathId(req: Request, name = 'id'): number {
  const raw = req.params[name];
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) throw new NotFoundError('Not Found');
  return Number(raw);
}

export function standardRoutes(r: RestResource): RestRoute[] {
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
      variables: (req) => parseListQuery(spec, req.query as Record<string, unknown>) as Record<string, unknown>,
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
  if (r.create) {
    const { field, inputType } = r.create;
    routes.push({
      method: 'post',
      path: `/${r.path}`,
      operation: `mutation Create($input: ${inputType}!) { result: ${field}(input: $input) { ${r.fields} } }`,
      variables: (req) => ({ input: bodyAsInput(req, inputType) }),
      result: { kind: 'item', resource: r, status: 201 },
    });
  }
  if (r.update) {
    const { field, inputType } = r.update;
    routes.push({
      method: 'put',
      path: `/${r.path}/:id`,
      operation: `mutation Update($id: Int!, $input: ${inputType}!) { result: ${field}(id: $id, input: $input) { ${r.fields} } }`,
      variables: (req) => ({ id: pathId(req), input: bodyAsInput(req, inputType) }),
      row: r.item?.field,
      result: { kind: 'item', resource: r },
    });
  }
  return routes;
}

/**
 * A route whose business logic belongs to a later issue: it exists and answers 501 with a Hydra error, once the
 * caller passes the access rule of `runsAs` (`query project`, `mutation updateEmailCampaign`): the GraphQL field
 * whose rule it will share, so an anonymous caller gets 401 and a caller without the role 403 as on the real route.
 */
export const pending = (method: RestRoute['method'], path: string, what: string, runsAs: `${'query' | 'mutation'} ${string}`): RestRoute => {
  const [type, name] = runsAs.split(' ') as ['query' | 'mutation', string];
  return { method, path, operation: '', result: { kind: 'pending', what, runsAs: { type, name } } };
};
