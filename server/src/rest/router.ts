import type { ApolloServer } from '@apollo/server';
import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response, type Router } from 'express';
import type { GraphQLFormattedError } from 'graphql';
import type { Config } from '../config';
import { BadRequestError, DomainError, httpStatusByCode, ValidationError, type Violation } from '../common/errors';
import { BAD_TEXT_MESSAGE, badSwitchUser, findBadText, isCleanText } from '../common/input-guard';
import type { AppServices, Context } from '../graphql/context';
import { buildRequestContext } from '../graphql/request-context';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../ops/database-errors';
import { apiDocumentation, contextDocument, entrypoint } from './docs';
import { callableRoutes } from './docs-access';
import { openApiDocument } from './openapi';
import { referenceAssets, referencePage } from './reference';
import {
  API_PREFIX,
  collection,
  item,
  type ResourceIndex,
  sendGraphQLError,
  sendHydraError,
  sendJsonLd,
  sendUnauthorized,
  sendViolations,
  toJsonLd,
  toPlain,
} from './hydra';
import { iriRelations } from './model';
import { relationFilters } from './operations';
import type { RestResource, RestRoute } from './resource';
import { accessCheck } from './route-access';
import { resources, routeTable } from './route-table';
import { mountExportRoutes } from './routes.exports';

export interface RestDeps {
  apollo: ApolloServer<Context>;
  orm: MikroORM<PostgreSqlDriver>;
  services: AppServices;
  config: Config;
  json: RequestHandler;
}

function absoluteBase(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/** Domain errors raised before GraphQL runs (bad token, refused switch, unparsable filter). */
function sendDomainError(res: Response, e: DomainError): void {
  sendGraphQLError(res, { message: e.message, extensions: { code: e.code === 'BAD_REQUEST' ? 'BAD_REQUEST' : e.code, ...e.details } });
}

/**
 * Text no field can hold (common/input-guard.ts) is refused before it reaches a query. Path parameters and
 * the query string are the address of what is asked for: unparsable → 400 Hydra error, as API Platform answers a
 * filter it cannot read. A body is data the client sends for a resource: a field breaking a rule → 422
 * ConstraintViolationList with the field's propertyPath, so a form can show the message next to the field.
 */
function guardRequestInput(req: Request): void {
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
function wantsPlainJson(req: Request): boolean {
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

/** The paths of the entrypoint, the documentation (Hydra, OpenAPI, the reference page and its assets) and the contexts. */
function isDocumentationPath(path: string): boolean {
  return path === '/' || path === '/index.jsonld' || path.startsWith('/docs') || path.startsWith('/contexts/');
}

export function createRestRouter({ apollo, orm, services, json }: RestDeps): Router {
  const router = express.Router();
  router.use(json);
  const index: ResourceIndex = new Map(resources.map((r) => [r.type, r]));

  router.use((req, res, next) => {
    res.set('Link', `<${absoluteBase(req)}${API_PREFIX}/docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"`);
    next();
  });

  /**
   * The entrypoint and the Hydra documentation declare what the caller may call (rest/docs-access.ts), so
   * they differ by caller: no shared cache may keep one caller's answer for another (Vary, private). A token that
   * does not authenticate is the 401 of any route; without one, the public part is documented.
   */
  const callerRoutes = async (req: Request, res: Response): Promise<RestRoute[] | null> => {
    res.set('Cache-Control', 'private, no-cache');
    res.vary('Authorization');
    res.vary('X-Switch-User');
    try {
      // A refused switch-user value is a 400 here too, before it reaches the database.
      const switchUser = badSwitchUser(req);
      if (switchUser) throw new BadRequestError(`Invalid value for "${switchUser}": ${BAD_TEXT_MESSAGE}`);
      return await callableRoutes(routeTable, await buildRequestContext(req, orm, services));
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      sendDomainError(res, e);
      return null;
    }
  };
  // The documentation's routes and the CSV exports have their own routers, entered only for their paths, so
  // a resource's request does not walk them (each layer walked costs a match and a few hundred bytes of garbage).
  const docs = express.Router();
  router.use((req, res, next) => (isDocumentationPath(req.path) ? docs(req, res, next) : next()));
  docs.get(['/', '/index.jsonld'], async (req, res) => {
    const routes = await callerRoutes(req, res);
    if (routes) sendJsonLd(res, 200, entrypoint(resources, routes));
  });
  docs.get('/docs.jsonld', async (req, res) => {
    const routes = await callerRoutes(req, res);
    if (routes) sendJsonLd(res, 200, apiDocumentation(resources, absoluteBase(req), routes));
  });
  // /docs is the Hydra documentation for API clients and the interactive reference for a browser.
  docs.get('/docs', async (req, res) => {
    if (req.accepts(['application/ld+json', 'application/json', 'text/html']) === 'text/html')
      return void res.type('html').send(referencePage());
    const routes = await callerRoutes(req, res);
    if (routes) sendJsonLd(res, 200, apiDocumentation(resources, absoluteBase(req), routes));
  });
  let openApi: string | undefined; // the same for every request: built once
  const openApiText = () => (openApi ??= JSON.stringify(openApiDocument(routeTable, resources)));
  docs.get('/docs.json', (_req, res) => void res.type('application/json').send(openApiText()));
  docs.get('/docs.jsonopenapi', (_req, res) => void res.type('application/vnd.openapi+json').send(openApiText()));
  docs.use(referenceAssets());
  docs.get('/contexts/:type', (req, res) => {
    const name = String(req.params.type).replace(/\.jsonld$/, '');
    const doc = contextDocument(name, resources, absoluteBase(req));
    if (!doc) sendHydraError(res, 404, `No context for "${name}".`);
    else sendJsonLd(res, 200, doc);
  });

  /**
   * An owner route answers 404 for someone else's row whatever the body holds. Rule violations are checked
   * after the policy (graphql/validate-input.ts), but a body GraphQL cannot even coerce to the input type (a missing
   * field, a string for a list) fails before any resolver runs. Then the route's `row` query decides first: the
   * caller's 404 (or 403) for that row wins over the 400 of the body.
   */
  const rowDenied = async (route: RestRoute, error: GraphQLFormattedError, variables: Record<string, unknown>, ctx: Context) => {
    if (!route.row || error.path || error.extensions?.code !== 'BAD_USER_INPUT' || typeof variables.id !== 'number') return null;
    const probe = await apollo.executeOperation(
      { query: `query Row($id: Int!) { result: ${route.row}(id: $id) { __typename } }`, variables: { id: variables.id } },
      { contextValue: ctx },
    );
    const found = probe.body.kind === 'single' ? probe.body.singleResult.errors?.[0] : undefined;
    const code = found?.extensions?.code;
    return code === 'NOT_FOUND' || code === 'FORBIDDEN' ? found! : null;
  };

  /** A GraphQL query run with the request's context, for a route's guard: its data, or null on errors. */
  const readWith =
    (ctx: Context) =>
    async (query: string, vars: Record<string, unknown>): Promise<Record<string, unknown> | null> => {
      const res = await apollo.executeOperation({ query, variables: vars }, { contextValue: ctx });
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
    return async (req: Request, res: Response) => {
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
      const response = await apollo.executeOperation({ query: route.operation, variables }, { contextValue: ctx });
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
          if (status === 201) res.location(String(body['@id']));
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

  const exports = express.Router();
  mountExportRoutes(exports, { orm, services, apollo });
  router.use((req, res, next) => (req.path.endsWith('/export.csv') ? exports(req, res, next) : next()));
  // One router per first path segment (`/projects`, `/orders`…), so a request is matched against its own
  // resource's routes rather than walking the whole table (~100 routes: a twentieth of an item request's CPU went
  // into the walk). Routes of one segment keep the table's order; segments never overlap.
  const bySegment = new Map<string, express.Router>();
  for (const route of routeTable) {
    const [, segment, ...rest] = route.path.split('/');
    let sub = bySegment.get(segment);
    if (!sub) {
      bySegment.set(segment, (sub = express.Router()));
      router.use(`/${segment}`, sub);
    }
    sub[route.method](`/${rest.join('/')}`, handle(route));
  }

  router.use((req, res) => sendHydraError(res, 404, `No route found for "${req.method} ${API_PREFIX}${req.path}".`));

  const onError: ErrorRequestHandler = (err: unknown, req, res, next) => {
    if (res.headersSent) return next(err);
    const e = err as { type?: string; status?: number; message?: string };
    if (e.type === 'entity.parse.failed') return sendHydraError(res, 400, 'Invalid JSON.');
    if (e.type === 'entity.too.large') return sendHydraError(res, 413, 'The request body is too large.');
    if (err instanceof DomainError) {
      if (err.code === 'UNAUTHENTICATED') return sendUnauthorized(res, err.message);
      const violations = err.details.violations as never;
      if (violations) return sendViolations(res, violations);
      return sendHydraError(res, httpStatusByCode[err.code], err.message);
    }
    if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) return sendHydraError(res, e.status, e.message ?? 'Bad Request');
    if (isDatabaseUnavailable(err)) {
      req.log?.error({ err }, 'database unavailable');
      res.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendHydraError(res, 503, DATABASE_UNAVAILABLE_MESSAGE);
    }
    // Every 5xx at error level, with the request id the client sees in X-Request-Id.
    req.log?.error({ err, requestId: req.id }, `REST request failed: ${(err as Error)?.message ?? String(err)}`);
    sendHydraError(res, 500, 'Internal Server Error');
  };
  router.use(onError);
  return router;
}
