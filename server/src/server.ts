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
import { createOrm } from './db/orm';
import { isDatabaseEmpty, seedDemo } from './db/seeders/demo.seeder';
import type { AppServices } from './graphql/context';
import { Mailer } from './mail/mailer';
import { type LimiterOptions, LoginLimiter } from './modules/auth/login-limiter';
import { SocialAuth } from './modules/auth/social.service';
import { TokenService } from './modules/auth/token.service';

export interface RunningServer {
  url: string;
  port: number;
  orm: MikroORM<PostgreSqlDriver>;
  services: AppServices;
  embedded?: EmbeddedDatabase;
  seeded: boolean;
  close(): Promise<void>;
}

export interface StartOptions {
  logger?: Logger;
  onQuery?: (sql: string) => void;
  /** Start the embedded database from this tarball instead of DATA_DIR (tests). */
  embeddedSnapshot?: Blob;
  /** Use an in-memory embedded database instead of DATA_DIR/pgdata. */
  embeddedInMemory?: boolean;
}

/** Boot: database → ORM → migrations → demo data → app → listen. `close()` shuts down in reverse order. */
export async function startServer(config: Config, opts: StartOptions = {}): Promise<RunningServer> {
  const logger = opts.logger ?? createLogger(config.logLevel);
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedDatabase({
      dataDir: opts.embeddedSnapshot || opts.embeddedInMemory ? undefined : path.join(config.dataDir, 'pgdata'),
      loadDataDir: opts.embeddedSnapshot,
      maxConnections: config.dbPoolMax + 4,
    });
    url = embedded.url;
  }
  let orm: MikroORM<PostgreSqlDriver> | undefined;
  try {
    orm = await createOrm({ url, poolMax: config.dbPoolMax, onQuery: opts.onQuery });
    const executed = await orm.getMigrator().up();
    if (executed.length) logger.info({ migrations: executed.map((m) => m.name) }, 'migrations applied');

    let seeded = false;
    if (config.seedDemo && (await isDatabaseEmpty(orm.em.fork()))) {
      await seedDemo(orm.em.fork(), { logger });
      seeded = true;
    }

    const limiter = (prefix: string, opts: LimiterOptions) =>
      config.redisUrl ? LoginLimiter.inRedis(config.redisUrl, prefix, opts) : LoginLimiter.inMemory(opts);
    const { accountRate, demo } = config;
    const services: AppServices = {
      config,
      tokens: new TokenService(config.jwtSecret, config.jwtTtl),
      loginLimiter: limiter(config.redisKeyPrefix, config.loginRate),
      accountLimiter: limiter(`${config.redisKeyPrefix}:account`, {
        ipPoints: accountRate.ipPoints,
        accountPoints: accountRate.emailPoints,
        duration: accountRate.duration,
      }),
      demoLimiter: limiter(`${config.redisKeyPrefix}:demo`, { ipPoints: demo.rate.ipPoints, accountPoints: 1, duration: demo.rate.duration }),
      mailer: Mailer.fromConfig(config, logger),
      social: new SocialAuth(config.social),
    };
    const httpServer = http.createServer();
    const { app, apollo } = await createApp(config, orm, services, logger, httpServer);
    httpServer.on('request', app);
    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(config.port, config.host, resolve);
    });
    const port = (httpServer.address() as AddressInfo).port;
    const ormRef = orm;
    let closing: Promise<void> | undefined;
    return {
      url: config.publicUrl ?? `http://localhost:${port}`,
      port,
      orm,
      services,
      embedded,
      seeded,
      close: () =>
        (closing ??= (async () => {
          // Stop accepting, let in-flight requests finish (the drain plugin), then ORM → socket → PGlite.
          await apollo.stop();
          if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
          await services.mailer.close();
          await Promise.all([services.loginLimiter.close(), services.accountLimiter.close(), services.demoLimiter.close()]);
          await ormRef.close(true);
          await embedded?.stop();
        })()),
    };
  } catch (e) {
    await orm?.close(true).catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    throw e;
  }
}
