import fs from 'node:fs';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import compression from 'compression';
import cors from 'cors';
import express, { type ErrorRequestHandler, type Express } from 'express';
import { GraphQLError } from 'graphql';
import helmet from 'helmet';
import type http from 'node:http';
import type { Logger } from 'pino';
import type { Config } from './config';
import { DomainError, httpStatusByCode, TooManyRequestsError } from './common/errors';
import { BAD_TEXT_MESSAGE, badSwitchUser } from './common/input-guard';
import type { AppServices, Context } from './graphql/context';
import { formatError } from './graphql/errors';
import { literalViolationsPlugin } from './graphql/literal-violations';
import { variableViolationsPlugin } from './graphql/variable-violations';
import { composePlugins } from './graphql/compose-plugins';
import { perClientConcurrency } from './graphql/concurrency';
import { responseGuardsPlugin } from './graphql/deadline';
import { EXPLORER_STATIC, explorerRoutes } from './graphql/explorer';
import { limitOptions, limitsPlugin } from './graphql/limits';
import { apiKeyScopePlugin } from './graphql/api-key-scope.plugin';
import { errorLogPlugin } from './graphql/error-log.plugin';
import { inputGuardPlugin } from './graphql/input-guard.plugin';
import { buildRequestContext } from './graphql/request-context';
import { buildAppSchema } from './graphql/schema';
import { replicaPlugin } from './graphql/replica.plugin';
import { createBillingRouter } from './modules/billing/billing.router';
import { getOrder } from './modules/billing/order.service';
import { applyProviderEvent } from './modules/billing/payment.service';
import { createPaypalRouter } from './modules/billing/providers/paypal.routes';
import { createMetrics } from './ops/metrics';
import { accessLog } from './ops/access-log';
import { createOpsRouter } from './ops/ops.router';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  databaseUnavailableError,
  databaseUnavailablePlugin,
  isDatabaseUnavailable,
} from './ops/database-errors';
import { createDeliveryRouter } from './modules/delivery/delivery.routes';
import { createRestRouter } from './rest/router';
import { createFormPostHandler, createPageHandler } from './seo/page-renderer';
import { createSeoRouter } from './seo/seo.router';

export interface AppParts {
  app: Express;
  apollo: ApolloServer<Context>;
}

/** express 5 composition (docs/architecture.md#request-flow-serversrcappts). */
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
  const apollo = new ApolloServer<Context>({
    schema,
    // Off in production unless GRAPHQL_INTROSPECTION=true (limits.ts refuses it with a message saying so),
    // and then no "Did you mean …" hints either.
    introspection: true,
    hideSchemaDetailsFromClientErrors: !limits.introspection,
    csrfPrevention: true,
    // main.ts owns shutdown (HTTP drain → ORM → embedded database); Apollo's own signal handlers would race it.
    stopOnTerminationSignals: false,
    // No stack trace or SQL in any response in any environment; the log has them (error-log.plugin.ts).
    includeStacktraceInErrorResponses: false,
    // Token cap, fragment expansion cap, then depth and introspection once standard validation passed (limits.ts).
    ...limitOptions(limits),
    formatError: (formatted, error) => formatError(formatted, error, !limits.introspection),
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      // No field sets a cache hint and no answer carries Cache-Control from Apollo, so its cache-control
      // plugin (installed by default, a hook on every resolved field) only cost time.
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      // Our request plugins as one listener, in this order (graphql/compose-plugins.ts).
      composePlugins<Context>([
        // Shape and cost before execution; deadline and response size after.
        limitsPlugin(schema, limits),
        responseGuardsPlugin({ timeoutMs: limits.timeoutMs, maxResponseBytes: limits.maxResponseBytes, logger }),
        // Control characters and lone surrogates refused in variables and literals; 5xx logged with the request id.
        inputGuardPlugin(),
        // Missing or mistyped input fields answer one violation per field (REST: 422), not graphql-js's text.
        variableViolationsPlugin(schema),
        literalViolationsPlugin(schema),
        // A request made with an API key runs only the root fields its scopes allow.
        apiKeyScopePlugin(),
        errorLogPlugin(logger),
        metrics.apolloPlugin,
        databaseUnavailablePlugin,
        // Reports and staff lists from the read replica, when there is one (graphql/replica.plugin.ts).
        ...(services.replica ? [replicaPlugin(schema, services.replica)] : []),
      ]),
    ],
    logger: {
      debug: (m) => logger.debug(m),
      info: (m) => logger.info(m),
      warn: (m) => logger.warn(m),
      error: (m) => logger.error(m),
    },
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'extended');

  // Operators first: every request is timed; /healthz, /readyz and /metrics need no gate and are not
  // access-logged (probes every few seconds would drown the log).
  app.use(metrics.httpMiddleware);
  app.use(createOpsRouter({ orm, metrics, metricsToken: config.metricsToken }));

  // The request id (X-Request-Id) and the access log; 5xx answers at error level (ops/access-log.ts).
  app.use(accessLog(logger, { ignore: (url) => url.startsWith(EXPLORER_STATIC) }));
  const { nmi } = config.payments;
  const cardOrigin =
    config.payments.card.provider === 'nmi' ? [...new Set([nmi.collectJsUrl, nmi.gatewayJsUrl].map((u) => new URL(u).origin))] : [];
  app.use(
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
  );
  app.use(
    cors({
      origin: config.corsOrigins.length ? config.corsOrigins : false,
      credentials: false,
      exposedHeaders: ['Link', 'Location', 'Retry-After', 'X-Request-Id', 'RateLimit', 'RateLimit-Policy'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'X-Switch-User', 'Apollo-Require-Preflight'],
    }),
  );
  // Body parsing is mounted per area so each answers a malformed body in its own format.
  const json = express.json({ limit: config.bodyLimit, type: ['application/json', 'application/ld+json', 'application/merge-patch+json'] });

  // The explorer for a browser, or a page saying how to turn it on where introspection is off (graphql/explorer.ts).
  app.use(explorerRoutes(limits.introspection));

  // One layer for the whole chain: a request for another path skips it in one match instead of four.
  const graphqlChain = express.Router();
  app.use('/graphql', graphqlChain);
  graphqlChain.use(
    // At most GRAPHQL_MAX_CONCURRENT_PER_KEY requests in flight per API key, GRAPHQL_MAX_CONCURRENT_PER_IP per
    // address for the others, counted before the body is read.
    perClientConcurrency({ perAddress: limits.maxConcurrentPerIp, perKey: limits.maxConcurrentPerKey }),
    // Apollo looks at Accept only after running the operation, so a mutation sent with an
    // Accept it cannot answer ran and then answered 406. Refuse it before anything runs.
    (req, res, next) => {
      if (req.method !== 'POST' || req.accepts(['application/graphql-response+json', 'application/json'])) return next();
      res.status(406).json({
        errors: [
          {
            message: 'The Accept header allows neither application/graphql-response+json nor application/json.',
            extensions: { code: 'BAD_REQUEST' },
          },
        ],
      });
    },
    json,
    expressMiddleware(apollo, {
      context: async ({ req }) => {
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
          req.log?.error({ err: e, requestId: req.id }, 'GraphQL context creation failed');
          // No gate could be read because the database is down: 503 SERVICE_UNAVAILABLE + Retry-After.
          if (isDatabaseUnavailable(e)) throw databaseUnavailableError();
          throw e;
        }
      },
    }),
  );

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
    const raw = (err as { status?: unknown; statusCode?: unknown }).status ?? (err as { statusCode?: unknown }).statusCode;
    const status = typeof raw === 'number' && raw >= 400 && raw < 600 ? raw : 500;
    // Every 5xx at error level with the request id; its message, stack and any SQL stay in the log.
    if (status >= 500) req.log?.error({ err, requestId: req.id }, 'request failed');
    const message = status >= 500 ? 'Internal server error' : err instanceof Error ? err.message : 'Bad Request';
    if (res.headersSent) return;
    if (isDatabaseUnavailable(err)) {
      res.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return void res
        .status(503)
        .json({ errors: [{ message: databaseUnavailableError().message, extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
    }
    res.status(status).json({ errors: [{ message, extensions: { code: clientErrorCode(status) } }] });
  };
  app.use(onError);

  return { app, apollo };
}

/** The code of the final error handler's answer (body-parser's 400/413/415, anything else unexpected). */
function clientErrorCode(status: number): string {
  if (status >= 500) return 'INTERNAL_SERVER_ERROR';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  return 'BAD_REQUEST';
}
