import fs from 'node:fs';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import compression from 'compression';
import cors from 'cors';
import bytes from 'bytes';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type onRequestHookHandler } from 'fastify';
import { type GraphQLFormattedError, GraphQLError } from 'graphql';
import helmet from 'helmet';
import type http from 'node:http';
import accepts from 'accepts';
import proxyAddr from 'proxy-addr';
import qs from 'qs';
import type { Logger } from 'pino';
import type { Config } from './config';
import { fromFastify } from './common/http-request';
import { BodyParseError, JSON_BODY_TYPES, parseJsonBody } from './common/json-body';
import { DomainError, httpStatusByCode, TooManyRequestsError } from './common/errors';
import { BAD_TEXT_MESSAGE, badSwitchUser } from './common/input-guard';
import type { AppServices, Context } from './graphql/context';
import { formatError } from './graphql/errors';
import { markLiteralViolations } from './graphql/literal-violations';
import { refuseVariableViolations } from './graphql/variable-violations';
import { perClientConcurrency } from './graphql/concurrency';
import { oversizedAnswer, responseGuards } from './graphql/deadline';
import { EXPLORER_STATIC, explorerAssets, explorerPage, wantsExplorer } from './graphql/explorer';
import { limitOptions, operationLimits } from './graphql/limits';
import { refuseOutOfScope } from './graphql/api-key-scope';
import { logServerFailures } from './graphql/error-log';
import { refuseBadText } from './graphql/input-text';
import { buildRequestContext } from './graphql/request-context';
import { type OperationRunner, operationRunner } from './graphql/operation-runner';
import { requestPlugin, type RequestSteps } from './graphql/request-plugin';
import { buildAppSchema } from './graphql/schema';
import { replicaSteps } from './graphql/replica-routing';
import { createBillingRouter } from './modules/billing/billing.router';
import { getOrder } from './modules/billing/order.service';
import { applyProviderEvent } from './modules/billing/payment.service';
import { createPaypalRouter } from './modules/billing/providers/paypal.routes';
import { createMetrics, labelRoute } from './ops/metrics';
import { accessLog } from './ops/access-log';
import { createOpsRouter } from './ops/ops.router';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  answerDatabaseUnavailable,
  databaseUnavailableError,
  isDatabaseUnavailable,
} from './ops/database-errors';
import { createDeliveryRouter } from './modules/delivery/delivery.routes';
import { registerRestRoutes } from './rest/fastify-routes';
import { createRestRouter } from './rest/router';
import { createFormPostHandler, createPageHandler } from './seo/page-renderer';
import { createSeoRouter } from './seo/seo.router';

export interface AppParts {
  /** The HTTP layer: Fastify, answering /graphql and the REST routes itself and handing every other request to `express`. */
  app: FastifyInstance;
  /** Every other route (the API's documentation and exports, pages, files, webhooks, operations' endpoints). */
  express: Express;
  apollo: ApolloServer<Context>;
}

/** The HTTP composition: Fastify for /graphql and the REST routes, express 5 for the rest (docs/architecture.md#request-flow-serversrcappts). */
export async function createApp(
  config: Config,
  orm: MikroORM<PostgreSqlDriver>,
  services: AppServices,
  logger: Logger,
  httpServer: http.Server,
): Promise<AppParts> {
  const schema = buildAppSchema();
  const limits = config.graphql;
  const metrics = createMetrics(orm, { redisUp: () => services.rateLimits?.redisUp(), replica: services.replica });
  const guards = responseGuards({ timeoutMs: limits.timeoutMs, maxResponseBytes: limits.maxResponseBytes, logger });
  // Reports and staff lists from the read replica, when there is one (graphql/replica-routing.ts).
  const replica = services.replica ? replicaSteps(schema, services.replica) : undefined;
  /** What runs around every operation, /graphql's and the REST routes', stage by stage in this order. */
  const steps: RequestSteps = {
    // The deadline; the operation's duration for /metrics.
    start: [guards.start, metrics.operationSteps.start],
    // A literal that is not a valid date-time answers its violation, as a variable does.
    validated: [markLiteralViolations(schema)],
    checks: [
      // Shape and cost.
      operationLimits(schema, limits),
      // Control characters and lone surrogates refused in variables and literals.
      refuseBadText,
      // Missing or mistyped input fields answer one violation per field (REST: 422), not graphql-js's text.
      refuseVariableViolations(schema),
      // A request made with an API key runs only the root fields its scopes allow.
      refuseOutOfScope,
    ],
    respond: replica?.respond,
    // 5xx logged with the request id.
    errors: [logServerFailures(logger)],
    // An abandoned or too large answer; the metrics; 503 when the database is gone; a user who just wrote.
    answer: [guards.answer, metrics.operationSteps.answer, answerDatabaseUnavailable, ...(replica ? [replica.answer] : [])],
  };
  const formatErrors = (formatted: GraphQLFormattedError, error: unknown) => formatError(formatted, error, !limits.introspection);
  // Token cap, fragment expansion cap, then depth and introspection once standard validation passed (limits.ts).
  const parseAndValidate = limitOptions(limits);
  const apollo = new ApolloServer<Context>({
    schema,
    // Off in production unless GRAPHQL_INTROSPECTION=true (limits.ts refuses it with a message saying so),
    // and then no "Did you mean …" hints either.
    introspection: true,
    hideSchemaDetailsFromClientErrors: !limits.introspection,
    csrfPrevention: true,
    // main.ts owns shutdown (HTTP drain → ORM → embedded database); Apollo's own signal handlers would race it.
    stopOnTerminationSignals: false,
    // No stack trace or SQL in any response in any environment; the log has them (error-log.ts).
    includeStacktraceInErrorResponses: false,
    ...parseAndValidate,
    formatError: formatErrors,
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      // No field sets a cache hint and no answer carries Cache-Control from Apollo, so its cache-control
      // plugin (installed by default, a hook on every resolved field) only cost time.
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      metrics.apolloPlugin,
      // Our steps around each operation, stage by stage (graphql/request-plugin.ts).
      requestPlugin(steps),
    ],
    logger: {
      debug: (m) => logger.debug(m),
      info: (m) => logger.info(m),
      warn: (m) => logger.warn(m),
      error: (m) => logger.error(m),
    },
  });
  await apollo.start();
  // The REST routes' operations: graphql-js on documents parsed and validated once, through the same steps.
  const runOperation = operationRunner({ schema, steps, formatError: formatErrors, validationRules: parseAndValidate.validationRules });

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'extended');

  const { nmi } = config.payments;
  const cardOrigin =
    config.payments.card.provider === 'nmi' ? [...new Set([nmi.collectJsUrl, nmi.gatewayJsUrl].map((u) => new URL(u).origin))] : [];
  /**
   * What every answer gets, from either HTTP layer: the request id (X-Request-Id) and the access log, 5xx at error
   * level (ops/access-log.ts); the security headers; CORS. They are node-level middleware (they touch only node's
   * request and response), so Fastify's /graphql runs the same functions as express (`runMiddleware`).
   */
  const everyAnswer: RequestHandler[] = [
    accessLog(logger, { ignore: (url) => url.startsWith(EXPLORER_STATIC) }),
    helmet({
      contentSecurityPolicy: {
        // The client loads the tag manager, the pixel (after consent) and the live chat from these vendors only.
        // With NMI as the card adapter, its Collect.js and the card fields it frames come from NMI's origin.
        directives: {
          'script-src': [
            "'self'",
            'https://www.googletagmanager.com',
            'https://connect.facebook.net',
            'https://code.jivosite.com',
            ...cardOrigin,
          ],
          'connect-src': [
            "'self'",
            ...cardOrigin,
            'https://*.google-analytics.com',
            'https://*.analytics.google.com',
            'https://www.facebook.com',
            'https://*.jivosite.com',
            'wss://*.jivosite.com',
          ],
          'img-src': ["'self'", 'data:', 'https://www.facebook.com', 'https://*.google-analytics.com', 'https://www.googletagmanager.com'],
          'frame-src': ["'self'", 'https://www.googletagmanager.com', 'https://*.jivosite.com', ...cardOrigin],
        },
      },
    }),
    cors({
      origin: config.corsOrigins.length ? config.corsOrigins : false,
      credentials: false,
      exposedHeaders: ['Link', 'Location', 'Retry-After', 'X-Request-Id', 'RateLimit', 'RateLimit-Policy'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'X-Switch-User', 'Apollo-Require-Preflight'],
    }),
  ];

  // Operators first: every request is timed; /healthz, /readyz and /metrics need no gate and are not
  // access-logged (probes every few seconds would drown the log).
  app.use(metrics.httpMiddleware);
  app.use(createOpsRouter({ orm, metrics, metricsToken: config.metricsToken }));
  app.use(everyAnswer);
  // Body parsing is mounted per area so each answers a malformed body in its own format.
  const json = express.json({ limit: config.bodyLimit, type: JSON_BODY_TYPES });

  // The explorer's files (its page is GET /graphql, answered by Fastify below).
  app.use(explorerAssets());

  // Provider notifications are verified on their raw bytes, so they are parsed before /api's JSON parser;
  // the invoice download and the card sandbox are not GraphQL operations either (billing.router.ts).
  // PayPal's webhook and return-page confirmation come first: its postback is verified through PayPal itself and
  // answers 503 while PayPal cannot be reached, so that PayPal retries (paypal.routes.ts).
  app.use(
    createPaypalRouter({
      config,
      context: (req) => buildRequestContext(req, orm, services),
      loadOrder: (ctx, id) => getOrder(ctx, id),
      applyEvent: async (method, event) => {
        await applyProviderEvent(orm.em, method, event, { services });
      },
    }),
  );
  app.use(createBillingRouter({ orm, services, bodyLimit: config.bodyLimit }));
  // The partner's signed reports read their raw body, and the CSV export streams: both ahead of the REST router.
  app.use('/api', createDeliveryRouter({ orm, services, config }));
  app.use('/api', createRestRouter({ apollo, orm, services, config, json }));
  app.use(createSeoRouter(apollo, orm, services));

  const clientDist = config.clientDist;
  if (fs.existsSync(path.join(clientDist, 'index.html'))) {
    // The client's files and pages are compressed (the home page's scripts are ≈ 975 kB raw, ≈ 300 kB gzip). The API
    // is not: its answers mix reflected input with secrets such as tokens, which compression would leak (BREACH).
    app.use(
      compression(),
      express.static(clientDist, {
        index: false,
        maxAge: '1h',
        // Vite names every file under /assets/ by its content hash: a new build writes new names.
        setHeaders: (res, file) => {
          if (path.relative(clientDist, file).startsWith(`assets${path.sep}`))
            res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    );
    app.get(
      /^\/(?!api\/|graphql|hooks\/).*/,
      createPageHandler({ apollo, orm, services, clientDist, ssrEntry: config.clientSsrEntry, logger }),
    );
    app.post(/^\/(?!api\/|graphql|hooks\/).*/, createFormPostHandler());
  }

  const onError: ErrorRequestHandler = (err: unknown, req, res, _next) => {
    const { status, retryAfter, body } = failureAnswer(err, req);
    if (res.headersSent) return;
    if (retryAfter) res.set('Retry-After', retryAfter);
    res.status(status).json(body);
  };
  app.use(onError);

  const server = httpLayer({ config, orm, services, apollo, runOperation, express: app, httpServer, metrics, everyAnswer });
  await server.ready();
  return { app: server, express: app, apollo };
}

interface HttpLayerParts {
  config: Config;
  orm: MikroORM<PostgreSqlDriver>;
  services: AppServices;
  apollo: ApolloServer<Context>;
  runOperation: OperationRunner;
  express: Express;
  httpServer: http.Server;
  metrics: ReturnType<typeof createMetrics>;
  everyAnswer: RequestHandler[];
}

/**
 * Fastify on the HTTP server. Its routes are GET and POST /graphql and the route table's REST routes under /api
 * (rest/fastify-routes.ts); any other request (another path, another method, a URL its router cannot read) goes to
 * express untouched, its body unread (Fastify's `defaultRoute`). Those answers skip express: Fastify costs about
 * what node:http costs per answer, express 5 five to seven times more (BENCHMARKS.md "The HTTP layer's floor").
 * Routing matches express's: case-insensitive, a trailing slash ignored, the query string parsed by qs as express's
 * extended parser does, JSON bodies by express's JSON parser's rules (common/json-body.ts).
 */
function httpLayer({
  config,
  orm,
  services,
  apollo,
  runOperation,
  express: app,
  httpServer,
  metrics,
  everyAnswer,
}: HttpLayerParts): FastifyInstance {
  const limits = config.graphql;
  const toExpress = (req: http.IncomingMessage, res: http.ServerResponse) => void app(req, res);
  const server = Fastify({
    serverFactory: (handler) => httpServer.on('request', handler),
    trustProxy: trustProxyFn(config.trustProxy),
    bodyLimit: bytes.parse(config.bodyLimit) ?? undefined,
    logger: false,
    routerOptions: {
      ignoreTrailingSlash: true,
      caseSensitive: false,
      // A path parameter as long as the URL itself (an unsubscribe token, a slug); find-my-way's default is 100.
      maxParamLength: 16_384,
      querystringParser: (query) => qs.parse(query, { allowPrototypes: true }),
      defaultRoute: toExpress,
      onBadUrl: (_path, req, res) => toExpress(req, res),
      onMaxParamLength: (_path, req, res) => toExpress(req, res),
    },
  });
  // OPTIONS stays express's (the CORS preflight answers there). Other media types are left unread: the route decides.
  server.removeAllContentTypeParsers();
  server.addContentTypeParser(JSON_BODY_TYPES, { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (e) {
      done(e as Error, undefined);
    }
  });
  server.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));

  const everyRequest = runMiddleware([metrics.httpMiddleware, ...everyAnswer]);
  /** The first hook of every Fastify route: its metrics label, then the middleware every answer gets. */
  const observed =
    (route: string): onRequestHookHandler =>
    (request, reply, done) => {
      labelRoute(request.raw, route);
      everyRequest(request.raw, reply.raw, done);
    };
  const cap = perClientConcurrency({ perAddress: limits.maxConcurrentPerIp, perKey: limits.maxConcurrentPerKey });
  const apolloHandler = fastifyApolloHandler(apollo, {
    context: async (request, reply) => {
      const req = fromFastify(request, reply);
      // The switch-user target is looked up while the context is built: refused text answers 400 first.
      const switchUser = badSwitchUser(req);
      if (switchUser) {
        const message = `Invalid value for "${switchUser}": ${BAD_TEXT_MESSAGE}`;
        throw new GraphQLError(message, {
          extensions: {
            code: 'BAD_USER_INPUT',
            violations: [{ propertyPath: switchUser, message: BAD_TEXT_MESSAGE }],
            http: { status: 400 },
          },
        });
      }
      try {
        return await buildRequestContext(req, orm, services);
      } catch (e) {
        if (e instanceof DomainError) {
          // A spent API key budget answers 429 with Retry-After, like every other limit.
          const retryAfter = e instanceof TooManyRequestsError ? String(e.retryAfterSeconds) : undefined;
          const http = { status: httpStatusByCode[e.code], ...(retryAfter ? { headers: new Map([['retry-after', retryAfter]]) } : {}) };
          throw new GraphQLError(e.message, { extensions: { code: e.code, ...e.details, http } });
        }
        // Answered "Internal server error" (errors.ts); the cause is logged here with the request id.
        request.raw.log?.error({ err: e, requestId: request.raw.id }, 'GraphQL context creation failed');
        // No gate could be read because the database is down: 503 SERVICE_UNAVAILABLE + Retry-After.
        if (isDatabaseUnavailable(e)) throw databaseUnavailableError();
        throw e;
      }
    },
  });

  registerRestRoutes(server, { run: runOperation, orm, services, observed, toExpress });
  server.route({
    method: ['GET', 'POST'],
    url: '/graphql',
    onRequest: [
      observed('/graphql'),
      // At most GRAPHQL_MAX_CONCURRENT_PER_KEY requests in flight per API key, GRAPHQL_MAX_CONCURRENT_PER_IP per
      // address for the others, counted before the body is read. A browser's explorer page is not an operation.
      (request, reply, done) =>
        request.method === 'GET' && wantsExplorer(request.raw, request.query) ? done() : cap(request, reply, done),
      // Apollo looks at Accept only after running the operation, so a mutation sent with an
      // Accept it cannot answer ran and then answered 406. Refuse it before anything runs.
      (request, reply, done) => {
        if (request.method !== 'POST' || accepts(request.raw).type(['application/graphql-response+json', 'application/json']))
          return done();
        void reply.code(406).send({
          errors: [
            {
              message: 'The Accept header allows neither application/graphql-response+json nor application/json.',
              extensions: { code: 'BAD_REQUEST' },
            },
          ],
        });
      },
    ],
    handler: async (request, reply) => {
      // The explorer for a browser, or a page saying how to turn it on where introspection is off (graphql/explorer.ts).
      if (request.method === 'GET' && wantsExplorer(request.raw, request.query)) {
        const page = explorerPage(limits.introspection);
        if (page.csp) void reply.header('Content-Security-Policy', page.csp);
        return reply.type('text/html; charset=utf-8').send(page.html);
      }
      // The integration's handler declares string replies; this route's other answers are the explorer's HTML.
      type ApolloRoute = { Reply: string };
      const text = await apolloHandler.call(server, request as FastifyRequest<ApolloRoute>, reply as FastifyReply<ApolloRoute>);
      const oversized = typeof text === 'string' ? oversizedAnswer(text, limits.maxResponseBytes) : undefined;
      if (oversized === undefined) return text;
      void reply.code(400);
      return oversized;
    },
  });

  // A body Fastify could not read (malformed JSON 400, over BODY_LIMIT 413) and anything unexpected: as express answers.
  server.setErrorHandler((err: unknown, request, reply) => {
    const { status, retryAfter, body } = failureAnswer(err, request.raw);
    if (retryAfter) void reply.header('Retry-After', retryAfter);
    return reply.code(status).send(body);
  });
  return server;
}

/** Node-level middleware run in order on node's request and response, then `done` (an error stops the chain). */
function runMiddleware(chain: RequestHandler[]) {
  return (req: http.IncomingMessage, res: http.ServerResponse, done: (err?: Error) => void) => {
    let i = 0;
    const next = (err?: unknown) => {
      if (err) return done(err instanceof Error ? err : new Error(String(err)));
      const handler = chain[i++];
      if (!handler) return done();
      // These handlers use node's request and response only (see `everyAnswer`).
      void handler(req as express.Request, res as express.Response, next);
    };
    next();
  };
}

/** TRUST_PROXY read as express reads it (a hop count trusts that many proxies), for Fastify's addresses. */
export function trustProxyFn(trust: Config['trustProxy']): (address: string, hop: number) => boolean {
  if (typeof trust === 'boolean') return () => trust;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyAddr.compile(trust);
}

/**
 * The answer to a request that failed outside GraphQL's and the REST routes' own error handling, on either HTTP layer,
 * as `{"errors": [...]}`: a body that could not be read (400, 413, 415) with its reason, except a JSON parser's text
 * (common/json-body.ts); the database unreachable (503 with Retry-After); anything else a 500 logged with the request
 * id, whose message, stack and any SQL stay in the log.
 */
function failureAnswer(
  err: unknown,
  req: { log?: Logger; id?: string },
): { status: number; retryAfter?: string; body: { errors: { message: string; extensions: { code: string } }[] } } {
  const raw = (err as { status?: unknown; statusCode?: unknown }).status ?? (err as { statusCode?: unknown }).statusCode;
  const status = typeof raw === 'number' && raw >= 400 && raw < 600 ? raw : 500;
  if (status >= 500) req.log?.error({ err, requestId: req.id }, 'request failed');
  if (isDatabaseUnavailable(err))
    return {
      status: 503,
      retryAfter: String(DATABASE_RETRY_AFTER_SECONDS),
      body: { errors: [{ message: databaseUnavailableError().message, extensions: { code: 'SERVICE_UNAVAILABLE' } }] },
    };
  const message =
    status >= 500 ? 'Internal server error' : err instanceof Error && !(err instanceof BodyParseError) ? err.message : 'Bad Request';
  return { status, body: { errors: [{ message, extensions: { code: clientErrorCode(status) } }] } };
}

/** The code of a failure's answer (a body's 400/413/415, anything else unexpected). */
function clientErrorCode(status: number): string {
  if (status >= 500) return 'INTERNAL_SERVER_ERROR';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  return 'BAD_REQUEST';
}
