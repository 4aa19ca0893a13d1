import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { createApp } from './app';
import type { Config } from './config';
import { createLogger } from './common/logger';
import { type EmbeddedDatabase, startEmbeddedDatabase } from './db/embedded';
import { openDirectConnection } from './db/direct';
import { createOrm } from './db/orm';
import { ReadReplica } from './db/replica';
import type { AppServices } from './graphql/context';
import { Mailer } from './mail/mailer';
import { LoginLimiter, RateLimitStore, RequestLimiter } from './modules/auth/login-limiter';
import { ApiKeyAuthenticator } from './modules/auth/api-key.authenticate';
import { SocialAuth } from './modules/auth/social-auth';
import { assertCardAdapter } from './modules/billing/providers';
import { hasSuperAdmin } from './modules/gates/first-run';
import { withBootLock } from './ops/boot-lock';
import { prepareDatabase } from './ops/prepare-database';
import { TokenService } from './modules/auth/token.service';
import { registerJobs } from './jobs/jobs';
import { JobQueue } from './jobs/queue';
import { NotifyBus } from './ops/notify-bus';
import { disablePretenuring } from './ops/v8-heap';
import { PrincipalCache } from './modules/auth/principal-cache';
import { ListTotals } from './common/list-totals';
import { PROJECT_COUNTED_COLUMNS } from './modules/projects/project.input';
import { usePreparedStatements } from './common/read-model';
import { JOBS } from './jobs/job-map';

export interface RunningServer {
  url: string;
  port: number;
  orm: MikroORM<PostgreSqlDriver>;
  services: AppServices;
  embedded?: EmbeddedDatabase;
  seeded: boolean;
  /** First run: the default gate created from configuration at this boot (host), if any. */
  createdGate?: string;
  /** Whether an enabled super admin exists (else boot says how to create one: npm run create-admin). */
  hasSuperAdmin: boolean;
  close(): Promise<void>;
}

export interface StartOptions {
  logger?: Logger;
  onQuery?: (sql: string) => void;
  /** Start the embedded database from this tarball instead of DATA_DIR (tests). */
  embeddedSnapshot?: Blob;
  /** Use an in-memory embedded database instead of DATA_DIR/pgdata. */
  embeddedInMemory?: boolean;
  /** Awaited when everything is ready, just before the port is opened (a cluster's spare web process waits here). */
  beforeListen?: () => Promise<void>;
}

/**
 * Boot: database → ORM → migrations → demo data or first-run default gate → app → listen. `close()` shuts down in
 * reverse order. Migrations and first run hold a database advisory lock, so processes booting at once take turns.
 */
export async function startServer(config: Config, opts: StartOptions = {}): Promise<RunningServer> {
  disablePretenuring();
  const logger = opts.logger ?? createLogger(config.logLevel);
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedDatabase({
      dataDir: opts.embeddedSnapshot || opts.embeddedInMemory ? undefined : path.join(config.dataDir, 'pgdata'),
      loadDataDir: opts.embeddedSnapshot,
      // The app's connection, the job queue's two and a few for tools (psql through the printed URL).
      maxConnections: 8,
    });
    url = embedded.url;
  }
  let orm: MikroORM<PostgreSqlDriver> | undefined;
  let startedJobs: JobQueue | undefined;
  let bus: NotifyBus | undefined;
  try {
    orm = await createOrm({
      url,
      // PGlite has one backend, so connections take turns on it (db/embedded-socket.ts): a pool of several would only
      // move the queueing from the pool to the socket, where it has no timeout and no metrics.
      poolMax: embedded ? 1 : config.dbPoolMax,
      onQuery: opts.onQuery,
      connectTimeoutMs: embedded ? undefined : 5000,
      onDriverWarning: (message) => logger.warn({ message }, 'database pool'),
    });
    // List pages, items and renames run as prepared statements, parsed and planned once per connection; not through
    // a transaction pooler, which lends a server connection per transaction (docs/operations.md "PgBouncer").
    if (!embedded && !config.databasePooled) usePreparedStatements(orm.config);
    // LISTEN, the boot lock and the job queue keep session state: they connect to the database directly.
    const directUrl = config.databaseDirectUrl ?? url;
    const { seeded, createdGate } = await prepareDatabase(orm, directUrl, config, logger);
    await assertCardAdapter(orm.em.fork(), config);
    const superAdmin = await hasSuperAdmin(orm.em.fork());
    // One direct LISTEN connection per process (db/direct.ts) feeds the per-process caches. The embedded database
    // delivers a connection's own notifications only, so there the bus stays off and the caches read through (no
    // waiting for a probe that cannot arrive).
    bus = new NotifyBus({
      connect: () => openDirectConnection(directUrl, 5000),
      notify: (channel, payload) => orm!.em.getConnection().execute('select pg_notify(?, ?)', [channel, payload]),
      logger: logger.child({ module: 'notify-bus' }),
    });
    if (!embedded) await bus.start();
    const principals = new PrincipalCache(bus);
    orm.em.getEventManager().registerSubscriber(principals.subscriber());
    // List totals remembered per process until their table changes (common/list-totals.ts).
    const totals = new ListTotals(bus, { Project: { topic: 'project', columns: PROJECT_COUNTED_COLUMNS } }).install(orm.config);
    orm.em.getEventManager().registerSubscriber(totals.subscriber());
    // The queue always starts (requests queue jobs); RUN_WORKER=false only keeps this process from working them.
    const jobs = new JobQueue(directUrl, { work: config.runWorker, logger: logger.child({ module: 'jobs' }) });
    startedJobs = jobs;

    // One store (one Redis connection, or memory) for every rate limit; Redis keys start with REDIS_KEY_PREFIX.
    const rateLimits = config.redisUrl
      ? RateLimitStore.inRedis(config.redisUrl, config.redisKeyPrefix, logger.child({ module: 'rate-limits' }))
      : RateLimitStore.inMemory();
    // Reports and staff lists read from the replica while it is well (db/replica.ts); nothing waits for it at boot.
    const replica = config.replica
      ? await ReadReplica.start({
          url: config.replica.url,
          maxLagSeconds: config.replica.maxLagSeconds,
          poolMax: config.dbPoolMax,
          logger: logger.child({ module: 'replica' }),
          recentWrites: (seconds) => rateLimits.limiter('recent-write', 1, seconds),
        })
      : undefined;
    const { accountRate, demo } = config;
    const services: AppServices = {
      config,
      tokens: new TokenService(config.jwtSecret, config.jwtTtl),
      apiKeys: new ApiKeyAuthenticator(config.apiKeys.hashSecret, rateLimits, config.apiKeys.rate),
      loginLimiter: new LoginLimiter(rateLimits, config.loginRate),
      accountLimiter: new RequestLimiter(rateLimits, 'account', {
        ipPoints: accountRate.ipPoints,
        keyPoints: accountRate.emailPoints,
        duration: accountRate.duration,
      }),
      demoLimiter: new RequestLimiter(rateLimits, 'demo', { ipPoints: demo.rate.ipPoints, keyPoints: 1, duration: demo.rate.duration }),
      registerLimiter: new RequestLimiter(rateLimits, 'register', { ...config.registerRate, keyPoints: 1 }),
      // Test events and redeliveries make us POST to a URL of the user's choosing; 30 per endpoint an hour.
      webhookSendLimiter: new RequestLimiter(rateLimits, 'webhook-send', { ipPoints: 300, keyPoints: 30, duration: 3600 }),
      mailer: Mailer.fromConfig(config, logger),
      social: new SocialAuth(config.social),
      jobs,
      listening: { port: config.port },
      principals,
      bus,
      rateLimits,
      replica,
    };
    // pg-boss's tables, queues and schedules are created under the boot lock: two processes creating them at once
    // deadlock on its DDL.
    await withBootLock(directUrl, async () => {
      await jobs.start();
      // Campaigns a stopped process was sending go on now rather than at the next minute's tick.
      if (config.runWorker) await jobs.send(JOBS.campaignTick, {});
      await registerJobs(jobs, orm!, services);
    });
    const httpServer = http.createServer();
    // Fastify attaches itself to the server (createApp); the server is listened on and closed here.
    const { apollo } = await createApp(config, orm, services, logger, httpServer);
    await opts.beforeListen?.();
    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(config.port, config.host, resolve);
    });
    const port = (httpServer.address() as AddressInfo).port;
    services.listening.port = port;
    const ormRef = orm;
    let closing: Promise<void> | undefined;
    return {
      url: config.publicUrl ?? `http://localhost:${port}`,
      port,
      orm,
      services,
      embedded,
      seeded,
      createdGate,
      hasSuperAdmin: superAdmin,
      close: () =>
        (closing ??= (async () => {
          // Stop accepting, let in-flight requests finish (the drain plugin), then ORM → socket → PGlite.
          await apollo.stop();
          if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
          // Running jobs finish (they may still send mail) before the mailer and the pool close.
          await jobs.stop();
          await services.mailer.close();
          await rateLimits.close();
          await replica?.close();
          await bus?.close();
          await ormRef.close(true);
          await embedded?.stop();
        })()),
    };
  } catch (e) {
    await startedJobs?.stop().catch(() => undefined);
    await bus?.close().catch(() => undefined);
    await orm?.close(true).catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    throw e;
  }
}
