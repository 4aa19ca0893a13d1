import type { ApolloServer } from '@apollo/server';
import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { BadRequestError, DomainError, httpStatusByCode } from '../common/errors';
import { BAD_TEXT_MESSAGE, badSwitchUser } from '../common/input-guard';
import type { AppServices, Context } from '../graphql/context';
import { buildRequestContext } from '../graphql/request-context';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../ops/database-errors';
import { apiDocumentation, contextDocument, entrypoint } from './docs';
import { callableRoutes } from './docs-access';
import { openApiDocument } from './openapi';
import { referenceAssets, referencePage } from './reference';
import { type Answer, API_PREFIX, sendGraphQLError, sendHydraError, sendJsonLd, sendUnauthorized, sendViolations } from './hydra';
import type { RestRequest } from './request';
import type { RestRoute } from './resource';
import { resources, routeTable } from './route-table';
import { mountExportRoutes } from './routes.exports';

export interface RestDeps {
  apollo: ApolloServer<Context>;
  orm: MikroORM<PostgreSqlDriver>;
  services: AppServices;
  config: Config;
  json: RequestHandler;
}

/** The site's address as the client named it, for the documentation link and the IRIs of the documents. */
export function absoluteBase(req: Pick<RestRequest, 'protocol' | 'get'>): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/** Domain errors raised before GraphQL runs (bad token, refused switch, unparsable filter). */
export function sendDomainError(res: Answer, e: DomainError): void {
  sendGraphQLError(res, { message: e.message, extensions: { code: e.code === 'BAD_REQUEST' ? 'BAD_REQUEST' : e.code, ...e.details } });
}

/** The paths of the entrypoint, the documentation (Hydra, OpenAPI, the reference page and its assets) and the contexts. */
function isDocumentationPath(path: string): boolean {
  return path === '/' || path === '/index.jsonld' || path.startsWith('/docs') || path.startsWith('/contexts/');
}

/** The Link header every /api answer carries: where the Hydra documentation is. */
export function docsLink(req: Pick<RestRequest, 'protocol' | 'get'>): string {
  return `<${absoluteBase(req)}${API_PREFIX}/docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"`;
}

/**
 * The express part of /api: the entrypoint, the documentation and the contexts, the CSV exports, the 404 of a path or
 * method no route has, and the error answers. The route table's routes run on Fastify (rest/fastify-routes.ts).
 */
export function createRestRouter({ apollo, orm, services, json }: RestDeps): Router {
  const router = express.Router();
  router.use(json);

  router.use((req, res, next) => {
    res.set('Link', docsLink(req));
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

  const exports = express.Router();
  mountExportRoutes(exports, { orm, services, apollo });
  router.use((req, res, next) => (req.path.endsWith('/export.csv') ? exports(req, res, next) : next()));
  router.use((req, res) => sendHydraError(res, 404, `No route found for "${req.method} ${API_PREFIX}${req.path}".`));

  const onError: ErrorRequestHandler = (err: unknown, req, res, next) => {
    if (res.headersSent) return next(err);
    restFailure(err, req, res);
  };
  router.use(onError);
  return router;
}

/**
 * The answer to a REST request that failed, on either HTTP layer: an unreadable or too large body, a domain error
 * (401 in LexikJWT's shape, 422 violations, its status otherwise), another 4xx, the database unreachable (503 with
 * Retry-After), anything else a logged 500 whose cause stays in the log.
 */
export function restFailure(err: unknown, req: { log?: Logger; id?: string }, res: Answer): void {
  const e = err as { type?: string; status?: number; statusCode?: number; code?: string; message?: string };
  if (e.type === 'entity.parse.failed') return sendHydraError(res, 400, 'Invalid JSON.');
  if (e.type === 'entity.too.large' || e.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return sendHydraError(res, 413, 'The request body is too large.');
  if (err instanceof DomainError) {
    if (err.code === 'UNAUTHENTICATED') return sendUnauthorized(res, err.message);
    const violations = err.details.violations as never;
    if (violations) return sendViolations(res, violations);
    return sendHydraError(res, httpStatusByCode[err.code], err.message);
  }
  const status = e.status ?? e.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return sendHydraError(res, status, e.message ?? 'Bad Request');
  if (isDatabaseUnavailable(err)) {
    req.log?.error({ err }, 'database unavailable');
    res.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return sendHydraError(res, 503, DATABASE_UNAVAILABLE_MESSAGE);
  }
  // Every 5xx at error level, with the request id the client sees in X-Request-Id.
  req.log?.error({ err, requestId: req.id }, `REST request failed: ${(err as Error)?.message ?? String(err)}`);
  sendHydraError(res, 500, 'Internal Server Error');
}
