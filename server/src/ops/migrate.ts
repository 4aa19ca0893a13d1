import 'reflect-metadata';
import { createLogger } from '../common/logger';
import { createOrm } from '../db/orm';
import { commandConfig } from './command-config';
import { prepareDatabase } from './prepare-database';

/*
 * `npm run migrate`: what a web process does to the database at boot — the migrations, then
 * the first-run default gate (or the demo data outside production) — as a one-shot command for the compose
 * `migrate` service and the Kubernetes migration Job, so a deploy applies them once, before the new web and worker
 * processes start. Under the same boot lock as the processes: running it beside them is safe. Exits 0 when done.
 */
async function main(): Promise<void> {
  const config = commandConfig('npm run migrate needs DATABASE_URL (PostgreSQL). The embedded database is migrated by `npm start` itself.');
  const logger = createLogger(config.logLevel);
  const orm = await createOrm({ url: config.databaseUrl, poolMax: 2, connectTimeoutMs: 5000 });
  try {
    const { seeded, createdGate } = await prepareDatabase(orm, config.databaseDirectUrl ?? config.databaseUrl, config, logger);
    const pending = await orm.getMigrator().getPendingMigrations();
    logger.info({ seeded, createdGate, pending: pending.length }, 'database migrated');
  } finally {
    await orm.close(true);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
