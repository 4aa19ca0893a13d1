import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import accepts from 'accepts';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { GraphQLFormattedError } from 'graphql';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BadRequestError, DomainError, ValidationError, type Violation } from '../common/errors';
import { fromFastify } from '../common/http-request';
import { BAD_TEXT_MESSAGE, badSwitchUser, findBadText, isCleanText } from '../common/input-guard';
import type { AppServices, Context } from '../graphql/context';
import type { OperationRunner } from '../graphql/operation-runner';
import { buildRequestContext } from '../graphql/request-context';
import { type Answer, API_PREFIX, collection, item, type ResourceIndex, sendGraphQLError, sendJsonLd, toJsonLd, toPlain } from './hydra';
import { iriRelations } from './model';
import { relationFilters } from './operations';
import type { RestRequest } from './request';
import type { RestResource, RestRoute } from './resource';
import { accessCheck } from './route-access';
import { resources, routeTable } from './route-table';
import { docsLink, restFailure, sendDomainError } from './router';
import { exportPaths } from './routes.exports';

export interface FastifyRestDeps {
  /** Runs a GraphQL operation with the request's context (graphql/operation-runner.ts). */
  run: OperationRunner;
  orm: MikroORM<PostgreSqlDriver>;
  services: AppServices;
  /** A route's first hook (app.ts): its metrics label and the middleware every answer gets. */
  observed: (route: string) => onRequestHookHandler;
  /** The express application, which answers the paths of this table it owns (the CSV exports). */
  toExpress: (req: IncomingMessage, res: ServerResponse) => void;
}

/**
 * Text no field can hold (common/input-guard.ts) is refused before it reaches a query. Path parameters and
 * the query string are the address of what is asked for: unparsable → 400 Hydra error, as API Platform answers a
 * filter it cannot read. A body is data the client sends for a resource: a field breaking a rule → 422
 * ConstraintViolationList with the field's propertyPath, so a form can show the message next to the field.
 */
function guardRequestInput(req: RestRequest): void {
  for (const [name, value] of Object.entries(req.params ?? {})) {
    if (typeof value === 'string' && !isCleanText(value))
      throw new BadRequestError(`Invalid value for path parameter "${name}": ${BAD_TEXT_MESSAGE}`);
  }
  const inQuery = findBadText(req.query);
  if (inQuery) throw new BadRequestError(`Invalid value for "${inQuery.path}": ${inQuery.message}`);
  const inBody = findBadText(req.body);
  if (inBody) throw new ValidationError([{ propertyPath: inBody.path, message: inBody.message }]);
}

/** Plain JSON only when the client asks for it and not for JSON-LD (API Platform content negotiation). */
function wantsPlainJson(req: RestRequest): boolean {
  // The header is read first; most clients send none or ask for JSON-LD, and then no negotiation runs.
  const accept = req.get('accept');
  if (!accept || accept.includes('ld+json')) return false;
  return req.accepts(['application/ld+json', 'application/json']) === 'application/json';
}

/** A violation names the property the documentation names (`owner`, not the input's `ownerId`). */
function documentedViolations(route: RestRoute, error: GraphQLFormattedError, body: unknown): GraphQLFormattedError {
  const violations = error.extensions?.violations as Violation[] | undefined;
  if (!route.propertyPath || !violations?.length) return error;
  const mapped = violations.map((v) => ({ ...v, propertyPath: route.propertyPath!(v.propertyPath, body) }));
  return { ...error, extensions: { ...error.extensions, violations: mapped } };
}

/**
 * The route table's routes (rest/route-table.ts) as Fastify routes under /api: each runs its GraphQL operation with the
 * request's context and answers in Hydra's shapes (docs/architecture.md "GraphQL is the one authorization path").
 * Fastify matches a request to its route in one lookup; a path or a method the table lacks goes on to express, whose
 * REST router answers the documentation, the exports and the Hydra 404 (rest/router.ts).
 */
export function registerRestRoutes(server: FastifyInstance, { run, orm, services, observed, toExpress }: FastifyRestDeps): void {
  const index: ResourceIndex = new Map(resources.map((r) => [r.type, r]));

  /**
   * An owner route answers 404 for someone else's row whatever the body holds. Rule violations are checked
   * after the policy (graphql/validate-input.ts), but a body GraphQL cannot even coerce to the input type (a missing
   * field, a string for a list) fails before any resolver runs. Then the route's `row` query decides first: the
   * caller's 404 (or 403) for that row wins over the 400 of the body.
   */
  const rowDenied = async (route: RestRoute, error: GraphQLFormattedError, variables: Record<string, unknown>, ctx: Context) => {
    if (!route.row || error.path || error.extensions?.code !== 'BAD_USER_INPUT' || typeof variables.id !== 'number') return null;
    const probe = await run(`query Row($id: Int!) { result: ${route.row}(id: $id) { __typename } }`, { id: variables.id }, ctx);
    const found = probe.body.kind === 'single' ? probe.body.singleResult.errors?.[0] : undefined;
    const code = found?.extensions?.code;
    return code === 'NOT_FOUND' || code === 'FORBIDDEN' ? found! : null;
  };

  /** A GraphQL query run with the request's context, for a route's guard: its data, or null on errors. */
  const readWith =
    (ctx: Context) =>
    async (query: string, vars: Record<string, unknown>): Promise<Record<string, unknown> | null> => {
      const res = await run(query, vars, ctx);
      if (res.body.kind !== 'single' || res.body.singleResult.errors?.length) return null;
      return (res.body.singleResult.data as Record<string, unknown> | null | undefined) ?? null;
    };

  // A resource's relation filters are fixed: listed once per resource, not per request.
  const relationNames = new Map<RestResource, string[]>();
  const relationsOf = (resource: RestResource) => {
    let names = relationNames.get(resource);
    if (!names) relationNames.set(resource, (names = [...relationFilters(resource, resources).keys()]));
    return names;
  };

  const handle = (route: RestRoute) => {
    const checkAccess = accessCheck(route);
    return async (req: RestRequest, res: Answer) => {
      let ctx: Context;
      let variables: Record<string, unknown>;
      try {
        // In this order: the switch-user target is looked up while the context is built, so it is refused
        // first; then who may call the route (401/403, the GraphQL field's own rule); only then the request's input
        // (refused text, unparsable ids and filters, bodies) and unfinished routes — an anonymous or unprivileged
        // caller learns nothing from a body or a path.
        const switchUser = badSwitchUser(req);
        if (switchUser) throw new BadRequestError(`Invalid value for "${switchUser}": ${BAD_TEXT_MESSAGE}`);
        ctx = await buildRequestContext(req, orm, services);
        await checkAccess(ctx);
        guardRequestInput(req);
        variables = route.variables?.(req) ?? {};
        if (route.guard) await route.guard(req, variables, readWith(ctx));
      } catch (e) {
        if (e instanceof DomainError) return sendDomainError(res, e);
        throw e;
      }
      const response = await run(route.operation, variables, ctx);
      if (response.body.kind !== 'single') throw new Error('REST routes run single-result operations only');
      const { data, errors } = response.body.singleResult;
      if (errors?.length) {
        const denied = await rowDenied(route, errors[0], variables, ctx);
        // The status and Retry-After a plugin chose (database unreachable, deadline: 503) travel with the error.
        return sendGraphQLError(
          res,
          denied ?? documentedViolations(route, errors[0] as GraphQLFormattedError, req.body),
          denied ? undefined : response.http,
        );
      }
      const raw = (data as Record<string, unknown> | null | undefined)?.result;
      const value = route.transform ? route.transform(raw) : raw;
      const plain = wantsPlainJson(req);
      const shape = route.result;
      switch (shape.kind) {
        case 'collection': {
          const page = value as { items: Record<string, unknown>[]; total: number; page: number; limit: number };
          if (plain) return void res.json(toPlain(page.items));
          const query = Object.fromEntries(Object.entries(req.query).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
          const relations = relationsOf(shape.resource);
          const body = collection(
            shape.resource,
            page.items,
            page.total,
            { page: page.page, limit: page.limit },
            query,
            index,
            relations,
            iriRelations(shape.resource, resources),
          );
          return sendJsonLd(res, 200, body);
        }
        case 'list': {
          const items = value as Record<string, unknown>[];
          if (plain) return void res.json(toPlain(items));
          return sendJsonLd(
            res,
            200,
            collection(shape.resource, items, items.length, null, {}, index, [], iriRelations(shape.resource, resources)),
          );
        }
        case 'item': {
          const body = item(shape.resource, value as Record<string, unknown>, index, iriRelations(shape.resource, resources));
          const status = shape.status ?? 200;
          if (status === 201) res.set('Location', String(body['@id']));
          if (plain) return void res.status(status).json(toPlain(value));
          return sendJsonLd(res, status, body);
        }
        case 'raw':
          return void res.status(shape.status ?? 200).json(toJsonLd(value, index));
        case 'empty':
          return void res.status(204).end();
      }
    };
  };

  for (const route of routeTable) {
    const url = `${API_PREFIX}${route.path}`;
    const run = handle(route);
    server.route({
      method: route.method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE',
      url,
      onRequest: observed(url),
      errorHandler: (err, request, reply) => restFailure(err, request.raw, answer(reply)),
      handler: async (request, reply) => {
        const res = answer(reply);
        const req = restRequest(request, reply);
        res.set('Link', docsLink(req));
        await run(req, res);
        return reply;
      },
    });
  }
  // A CSV export's path (`/api/projects/export.csv`) would match its resource's item route here: express answers it.
  for (const path of exportPaths()) {
    server.get(`${API_PREFIX}${path}`, (request, reply) => {
      reply.hijack();
      toExpress(request.raw, reply.raw);
    });
  }
}

/** A Fastify request as the route table reads one. */
function restRequest(request: FastifyRequest, reply: FastifyReply): RestRequest {
  return Object.assign(fromFastify(request, reply), {
    params: request.params as Record<string, string>,
    query: request.query as Record<string, unknown>,
    body: request.body,
    accepts: (types: string[]) => accepts(request.raw).type(types) as string | false,
  });
}

/** A Fastify reply as the Hydra answers write one (express's `type` adds the UTF-8 charset; so does this). */
function answer(reply: FastifyReply): Answer {
  const res: Answer = {
    status: (code) => (reply.code(code), res),
    set: (name, value) => (reply.header(name, value), res),
    type: (contentType) => (reply.type(contentType.includes('charset') ? contentType : `${contentType}; charset=utf-8`), res),
    send: (body) => reply.send(body),
    json: (body) => reply.type('application/json; charset=utf-8').send(JSON.stringify(body)),
    end: () => reply.send(),
  };
  return res;
}
