import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { isDatabaseEmpty, seedDemo } from '../db/seeders/demo.seeder';
import { ensureDefaultGate } from '../modules/gates/first-run';
import { withBootLock } from './boot-lock';

export interface PreparedDatabase {
  /** The demo data set was seeded (an empty database outside production). */
  seeded: boolean;
  /** First run: host of the default gate created from configuration. */
  createdGate?: string;
}

/**
 * What every process does before using the database — the app at boot and `create-admin` alike, so whichever
 * comes first leaves the same database: migrations, then the demo data set (empty database, SEED_DEMO) or else the
 * first-run default gate (a database with no gate). Under the boot lock, taken on `directUrl` (db/direct.ts): processes
 * starting at once take turns.
 */
export function prepareDatabase(
  orm: MikroORM<PostgreSqlDriver>,
  directUrl: string,
  config: Config,
  logger?: Logger,
): Promise<PreparedDatabase> {
  return withBootLock(directUrl, async () => {
    const executed = await orm.getMigrator().up();
    if (executed.length) logger?.info({ migrations: executed.map((m) => m.name) }, 'migrations applied');
    if (config.seedDemo && (await isDatabaseEmpty(orm.em.fork()))) {
      await seedDemo(orm.em.fork(), { logger });
      return { seeded: true };
    }
    // Production (no demo data): a database with no gate gets the default gate from configuration.
    const gate = await ensureDefaultGate(orm.em.fork(), config.firstRunGate);
    if (gate) logger?.info({ host: gate.host, name: gate.name }, 'first run: default gate created');
    return { seeded: false, createdGate: gate?.host };
  });
}
