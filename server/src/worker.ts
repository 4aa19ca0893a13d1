import os from 'node:os';
import 'reflect-metadata';
import { createLogger } from './common/logger';
import { createOrm } from './db/orm';
import { registerJobs } from './jobs/jobs';
import { JobQueue } from './jobs/queue';
import { Mailer } from './mail/mailer';
import { withBootLock } from './ops/boot-lock';
import { commandConfig } from './ops/command-config';
import { prepareDatabase } from './ops/prepare-database';
import { usePreparedStatements } from './common/read-model';
import { exitGracefullyOnSignals } from './ops/shutdown';
import { JOBS } from './jobs/job-map';

/*
 * `npm run worker`: a process that only works jobs (renewals, reminders, partner calls, project mail), no HTTP. Run
 * any number of them beside web processes started with RUN_WORKER=false (or not: pg-boss gives each job to one
 * worker wherever it runs). It needs DATABASE_URL: the embedded PGlite belongs to the one web process that opened
 * it, and that process already works the jobs itself.
 */
async function main(): Promise<void> {
  const config = commandConfig(
    'npm run worker needs DATABASE_URL (PostgreSQL). With the embedded database, `npm start` runs the jobs itself.',
  );
  const logger = createLogger(config.logLevel);
  // WORKER_NICE: jobs (a campaign sends hundreds of messages a second) yield the CPU to web processes on the same
  // machine (BENCHMARKS.md "Campaign at 100,000 recipients": API p99 2.4× idle at nice 0, 0.96× at nice 19).
  if (config.workerNice > 0) os.setPriority(config.workerNice);
  const orm = await createOrm({ url: config.databaseUrl, poolMax: config.dbPoolMax, connectTimeoutMs: 5000 });
  // A worker always has DATABASE_URL (above), never the embedded database; a transaction pooler keeps no statement.
  if (!config.databasePooled) usePreparedStatements(orm.config);
  const directUrl = config.databaseDirectUrl ?? config.databaseUrl;
  // Migrations first (under the boot lock), so a worker started before the web process finds its tables.
  await prepareDatabase(orm, directUrl, config, logger);
  const mailer = Mailer.fromConfig(config, logger);
  const jobs = new JobQueue(directUrl, { work: true, logger: logger.child({ module: 'jobs' }) });
  // Signals are handled before any job can start: a SIGTERM right after the first job then still stops gracefully.
  exitGracefullyOnSignals(logger, 'worker shutting down: running jobs finish first', 20_000, async () => {
    await jobs.stop(15_000);
    await mailer.close();
    await orm.close(true);
  });
  // Under the boot lock, as in the web process: concurrent creation of pg-boss's queues deadlocks.
  await withBootLock(directUrl, async () => {
    await jobs.start();
    // Campaigns a stopped process was sending go on now rather than at the next minute's tick. Queued before this
    // process starts working, so a stop signal never finds it half-way.
    await jobs.send(JOBS.campaignTick, {});
    await registerJobs(jobs, orm, { config, mailer, listening: { port: config.port } });
  });
  logger.info('worker started: working the job queue');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
