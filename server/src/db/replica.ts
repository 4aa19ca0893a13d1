import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { createOrm } from './orm';
import type { ReadReplicaRouting, ReadTarget, ReplicaState } from './replica.types';

/*
 * A streaming read replica of the database (DATABASE_REPLICA_URL) for the reads that tolerate seconds of lag:
 * statistics, KPIs, exports and staff's list pages (graphql/replica-routing.ts chooses them; docs/operations.md
 * "Read replica"). The rules that keep it invisible to users:
 * - a replica that does not answer its health check, or replays more than `maxLagSeconds` behind, is skipped until a
 *   check finds it well again (checked every CHECK_INTERVAL_MS; a warning when it is skipped, an info line when it is
 *   back, and the database_replica_* metrics); readiness never depends on it;
 * - a user who wrote (ran a mutation) reads from the primary for `stickySeconds` = the lag limit + two check
 *   intervals: any replica used after that has replayed their write. The mark is kept where the rate limits are
 *   (Redis, shared by every process), set before the write's answer leaves;
 * - a routed read that fails on the replica runs again on the primary.
 */

const CHECK_INTERVAL_MS = 1000;

/** Replay lag in seconds: 0 while everything received is replayed (an idle primary is not lag). */
const LAG_SQL = `select pg_is_in_recovery() as standby,
  case when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
       else coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()), 0) end::float8 as lag`;

export interface ReadReplicaOptions {
  url: string;
  maxLagSeconds: number;
  poolMax: number;
  logger: Logger;
  /** Where "this user wrote" is remembered (a limiter of the rate-limit store: Redis or memory). */
  recentWrites: (stickySeconds: number) => RateLimiterAbstract;
}

export class ReadReplica implements ReadReplicaRouting {
  state: ReplicaState = 'unknown';
  lagSeconds: number | undefined;
  readonly reads: Record<ReadTarget, number> = { replica: 0, primary: 0 };
  readonly stickySeconds: number;
  private readonly recent: RateLimiterAbstract;
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<void> | undefined;

  private constructor(
    private readonly orm: MikroORM<PostgreSqlDriver>,
    private readonly opts: ReadReplicaOptions,
  ) {
    this.stickySeconds = opts.maxLagSeconds + (2 * CHECK_INTERVAL_MS) / 1000;
    this.recent = opts.recentWrites(this.stickySeconds);
  }

  /** Opens nothing yet (a replica down at boot does not stop the boot); the first check runs at once. */
  static async start(opts: ReadReplicaOptions): Promise<ReadReplica> {
    const orm = await createOrm({ url: opts.url, poolMax: opts.poolMax, connectTimeoutMs: 2000, connect: false });
    const replica = new ReadReplica(orm, opts);
    await replica.check();
    replica.timer = setInterval(() => void replica.check(), CHECK_INTERVAL_MS);
    replica.timer.unref();
    return replica;
  }

  /** One health check: is it a standby that answers, and how far behind does it replay. */
  check(): Promise<void> {
    this.checking ??= (async () => {
      try {
        const [row] = await this.orm.em.getConnection().execute<{ standby: boolean; lag: number }[]>(LAG_SQL);
        this.lagSeconds = Number(row.lag);
        if (!row.standby) this.become('down', `it is not a standby (pg_is_in_recovery() is false)`);
        else if (this.lagSeconds > this.opts.maxLagSeconds)
          this.become('lagging', `it replays ${this.lagSeconds.toFixed(1)} s behind (limit ${this.opts.maxLagSeconds} s)`);
        else this.become('up');
      } catch (err) {
        this.lagSeconds = undefined;
        this.become('down', `it does not answer (${(err as Error).message})`);
      } finally {
        this.checking = undefined;
      }
    })();
    return this.checking;
  }

  /** A routed read failed on the replica: skip it until the next check finds it well. */
  failed(err: unknown): void {
    this.become('down', `a read failed on it (${(err as Error)?.message ?? String(err)})`);
  }

  private become(state: ReplicaState, why?: string): void {
    if (state === this.state) return;
    const was = this.state;
    this.state = state;
    if (state === 'up') {
      if (was !== 'unknown') this.opts.logger.info('read replica usable again: reports and staff lists read from it');
    } else {
      this.opts.logger.warn({ state }, `read replica skipped: ${why}; its reads go to the primary`);
    }
  }

  /** Whether a routed read of `userId` (null: anonymous) may use the replica now. */
  private async usableFor(userId: number | null): Promise<boolean> {
    if (this.state !== 'up') return false;
    if (userId === null) return true;
    try {
      return (await this.recent.get(String(userId))) === null;
    } catch {
      return false; // unknown: the primary is always right
    }
  }

  /** `userId` wrote: their routed reads go to the primary for stickySeconds. */
  async noteWrite(userId: number): Promise<void> {
    await this.recent.set(String(userId), 1, this.stickySeconds).catch(() => undefined);
  }

  async emFor(userId: number | null): Promise<EntityManager | null> {
    return (await this.usableFor(userId)) ? (this.orm.em.fork() as EntityManager) : null;
  }

  count(target: ReadTarget): void {
    this.reads[target] += 1;
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.checking;
    await this.orm.close(true);
  }
}
