import path from 'node:path';
import 'reflect-metadata';
import { loadConfig } from '../src/config';
import { startEmbeddedDatabase } from '../src/db/embedded';
import { createOrm } from '../src/db/orm';
import { isDatabaseEmpty, seedDemo } from '../src/db/seeders/demo.seeder';
import { seedScale } from '../src/db/seeders/scale.seeder';

/*
 * `npm run db:seed [-- --scale N]`: migrations, the demo data set if the database is empty, then N generated
 * users. Uses DATABASE_URL, or the embedded database in DATA_DIR (refused while the app runs on it).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const scaleArg = process.argv.indexOf('--scale');
  const scale = scaleArg > 0 ? Number(process.argv[scaleArg + 1]) : 0;
  if (!Number.isInteger(scale) || scale < 0) throw new Error('--scale takes a whole number of users');
  const embedded = config.databaseUrl ? undefined : await startEmbeddedDatabase({ dataDir: path.join(config.dataDir, 'pgdata') });
  const orm = await createOrm({ url: config.databaseUrl ?? embedded!.url });
  try {
    await orm.getMigrator().up();
    if (await isDatabaseEmpty(orm.em.fork())) {
      if (!config.seedDemo) throw new Error('Demo data is never seeded in production.');
      await seedDemo(orm.em.fork());
      console.log('demo data set seeded');
    } else {
      console.log('demo data set already present');
    }
    if (scale > 0) {
      const started = Date.now();
      const result = await seedScale(orm.em.fork(), scale, { progress: true });
      console.log(
        `scale data: ${result.users} users, ${result.projects} projects, ${result.transactions} ledger entries in ${Date.now() - started} ms`,
      );
    }
  } finally {
    await orm.close(true);
    await embedded?.stop();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
