import { EventEmitter } from 'node:events';
import type { EntityManager } from '@mikro-orm/postgresql';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { JobName, JobPayloads } from './job-map';

/*
 * The durable job queue (docs/architecture.md#jobs): pg-boss 10.4 on the application's own database, on PostgreSQL
 * and on the embedded PGlite alike (tried: pg-boss's schema, polling, cron and graceful stop all run through the
 * PGlite socket; PGlite's single backend only makes its statements take turns with the app's). Jobs live in the
 * `pgboss` schema, so a job survives a restart and any number of processes share the work: pg-boss hands a job
 * to one worker (`FOR UPDATE SKIP LOCKED`), retries a failed one with backoff, and runs cron schedules once per
 * tick across processes. Handlers must still be idempotent: a worker that dies mid-job has it run again.
 *
 * Sending inside a database transaction (pass its EntityManager) writes the job row in that transaction: the job
 * exists exactly when the change that asked for it commits (the outbox of docs/architecture.md#jobs).
 */

export interface SendOptions {
  /** Only one job with this key waits at a time (pg-boss singleton). */
  singletonKey?: string;
  startAfter?: Date;
  /** Retries after the first failure (default 5). */
  retryLimit?: number;
  /** Exponential backoff between retries, starting at `retryDelay` seconds (default on, 10 s). */
  retryBackoff?: boolean;
  retryDelay?: number;
  /**
   * A job still running this long after it started is taken for lost (its worker died) and run again by another
   * worker, at pg-boss's next maintenance (every 2 minutes). Default: pg-boss's 15 minutes.
   */
  expireInSeconds?: number;
}

export interface WorkOptions {
  /** Jobs fetched per poll and run at once (default 1). */
  concurrency?: number;
  /** Seconds between polls for this job (default: the queue's). */
  pollingIntervalSeconds?: number;
}

export type JobHandler<T = Record<string, unknown>> = (data: T, job: { id: string; name: string }) => Promise<void>;

export interface QueueOptions {
  /** Poll and run jobs in this process (RUN_WORKER); off: this process only sends. */
  work: boolean;
  /** Seconds between polls of a working queue (pg-boss minimum 0.5). */
  pollingIntervalSeconds?: number;
  logger: Logger;
}

const SCHEMA = 'pgboss';

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly handlers = new Map<JobName, JobHandler<never>>();
  private readonly queues = new Set<string>();
  private started = false;
  /** Set by stop(): handlers still being registered (a signal during boot) are skipped instead of failing. */
  private stopped = false;
  /** The polling loops of this process, one per worked job name; stop() waits for them. */
  private readonly loops = new Set<Promise<void>>();
  /** Wakes the loops that wait for their next poll (stop). */
  private readonly wake = new EventEmitter().setMaxListeners(0);

  constructor(
    databaseUrl: string,
    private readonly options: QueueOptions,
  ) {
    this.boss = new PgBoss({
      connectionString: databaseUrl,
      schema: SCHEMA,
      // A small pool of its own: the app's pool stays for requests.
      max: 2,
      // Maintenance (expiring stuck jobs, archiving) and the cron clock run only where jobs are worked.
      supervise: options.work,
      schedule: options.work,
      application_name: 'trafficgate-jobs',
    });
    this.boss.on('error', (err) => this.options.logger.error({ err }, 'job queue error'));
  }

  /** Creates pg-boss's tables if needed (boot, and the test template) and starts its timers when working. */
  async start(): Promise<void> {
    await this.boss.start();
    this.started = true;
  }

  private async ensureQueue(name: string): Promise<void> {
    if (this.queues.has(name)) return;
    await this.boss.createQueue(name);
    this.queues.add(name);
  }

  /**
   * Registers the handler of a job name. With `work` on, this process polls for those jobs; drain() runs them
   * either way. `concurrency` above 1 (webhook deliveries) fetches that many jobs per poll and runs them at once;
   * each job is completed or failed (pg-boss retries it) on its own.
   */
  async work<N extends JobName>(name: N, handler: JobHandler<JobPayloads[N]>, options: WorkOptions = {}): Promise<void> {
    if (this.stopped) return;
    try {
      await this.ensureQueue(name);
    } catch (err) {
      if (this.stopped) return;
      throw err;
    }
    this.handlers.set(name, handler as JobHandler<never>);
    // A stop signal that arrived while the earlier handlers were registered (they already poll) ends the boot here.
    if (!this.options.work || this.stopped) return;
    const batchSize = options.concurrency ?? 1;
    const intervalMs = 1000 * (options.pollingIntervalSeconds ?? this.options.pollingIntervalSeconds ?? 2);
    const loop = this.poll(name, handler as JobHandler<never>, batchSize, intervalMs);
    this.loops.add(loop);
    void loop.finally(() => this.loops.delete(loop));
  }

  /*
   * The worker loop, on pg-boss's public fetch, complete and fail, every promise awaited here: a failed query (a
   * dropped connection, PgBouncer or the database restarting) is logged and the loop goes on, never an unhandled
   * rejection, which would end the process. A job whose completion could not be recorded stays active and runs again
   * when it expires (handlers are idempotent). A full batch is followed by the next fetch at once; otherwise the loop
   * waits out the polling interval.
   */
  private async poll(name: JobName, handler: JobHandler<never>, batchSize: number, intervalMs: number): Promise<void> {
    const log = this.options.logger;
    while (!this.stopped) {
      const began = Date.now();
      let jobs: PgBoss.Job<never>[] = [];
      try {
        jobs = (await this.boss.fetch<never>(name, { batchSize })) ?? [];
      } catch (err) {
        if (!this.stopped) log.error({ err, job: name }, 'job queue error: fetching jobs failed; polling goes on');
      }
      await Promise.all(jobs.map((job) => this.runJob(name, handler, job)));
      if (jobs.length === batchSize) continue;
      const rest = intervalMs - (Date.now() - began);
      if (rest > 0 && !this.stopped) await this.pause(rest);
    }
  }

  /**
   * Runs one fetched job and records its outcome: completed, or failed for pg-boss to retry. A record that cannot be
   * written (the database went away) is logged; the job stays active and runs again when it expires.
   */
  private async runJob(name: JobName, handler: JobHandler<never>, job: PgBoss.Job<never>): Promise<void> {
    const log = this.options.logger;
    try {
      await handler(job.data, { id: job.id, name });
    } catch (err) {
      log.warn({ err, job: name }, 'job failed; it will be retried');
      await this.boss
        .fail(name, job.id, { message: err instanceof Error ? err.message : String(err) })
        .catch((e: unknown) =>
          log.error({ err: e, job: name }, 'job queue error: a failure was not recorded; the job runs again when it expires'),
        );
      return;
    }
    await this.boss
      .complete(name, job.id)
      .catch((e: unknown) =>
        log.error({ err: e, job: name }, 'job queue error: a completion was not recorded; the job runs again when it expires'),
      );
  }

  /** Resolves after `ms`, or at once when the queue stops. */
  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake.off('stop', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake.once('stop', done);
    });
  }

  /** Runs `name` on a cron schedule (UTC), once per tick across every process. */
  async schedule(name: JobName, cron: string): Promise<void> {
    if (this.stopped) return;
    try {
      await this.ensureQueue(name);
      await this.boss.schedule(name, cron, {}, { tz: 'UTC', retryLimit: 0 });
    } catch (err) {
      if (this.stopped) return; // stopped during boot: the schedule is kept by the next process to start
      throw err;
    }
  }

  /** Queues a job; inside a transaction when `em` is the transaction's EntityManager. Returns the job id. */
  async send<N extends JobName>(name: N, data: JobPayloads[N], options: SendOptions = {}, em?: EntityManager): Promise<string | null> {
    await this.ensureQueue(name);
    return this.boss.send(name, data, {
      singletonKey: options.singletonKey,
      startAfter: options.startAfter,
      retryLimit: options.retryLimit ?? 5,
      retryBackoff: options.retryBackoff ?? true,
      retryDelay: options.retryDelay ?? 10,
      ...(options.expireInSeconds ? { expireInSeconds: options.expireInSeconds } : {}),
      ...(em ? { db: transactionDb(em) } : {}),
    });
  }

  /**
   * Runs every job of `names` (default: every registered one) that is due now, in this process, until none is
   * left; answers how many ran. For tests and for operators (a deterministic "run the queue now"). A failing job is
   * marked failed for pg-boss to retry later, as a worker would.
   */
  async drain(names: JobName[] = [...this.handlers.keys()]): Promise<number> {
    let ran = 0;
    for (let round = 0; round < 100; round += 1) {
      let any = false;
      for (const name of names) {
        const handler = this.handlers.get(name);
        if (!handler) throw new Error(`no handler for job ${name}`);
        const jobs = await this.boss.fetch<never>(name, { batchSize: 10 });
        for (const job of jobs ?? []) {
          any = true;
          ran += 1;
          await this.runJob(name, handler, job);
        }
      }
      if (!any) break;
    }
    return ran;
  }

  /** The rows of one job (tests and diagnostics). */
  getJob(name: JobName, id: string) {
    return this.boss.getJobById(name, id);
  }

  /** Stops polling, lets running jobs finish (up to `timeoutMs`), then closes the queue's connections. */
  async stop(timeoutMs = 10_000): Promise<void> {
    this.stopped = true;
    this.wake.emit('stop');
    if (!this.started) return;
    this.started = false;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(this.loops),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      }),
    ]);
    clearTimeout(timer);
    await this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
  }
}

/*
 * pg-boss runs its SQL through `{ executeSql(text, values) }`; given the transaction's connection, its insert is
 * part of the transaction. MikroORM's raw queries go through knex, whose placeholders are `?`: pg-boss's `$n` are
 * rewritten in order of appearance (its SQL has no `?` of its own).
 */
function transactionDb(em: EntityManager): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[]) {
      const bindings: unknown[] = [];
      const sql = text.replace(/\$(\d+)/g, (_, n: string) => {
        const value = values[Number(n) - 1] ?? null;
        // knex would expand an object; pg would have sent it as JSON (the job's data).
        bindings.push(
          value !== null && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value) ? JSON.stringify(value) : value,
        );
        return '?';
      });
      const rows = await em.getConnection().execute(sql, bindings, 'all', em.getTransactionContext());
      return { rows: rows as unknown[] };
    },
  };
}
