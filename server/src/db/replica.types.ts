import type { EntityManager } from '@mikro-orm/postgresql';

/** The read replica as the request path sees it (db/replica.ts has the rules). */
export type ReplicaState = 'unknown' | 'up' | 'lagging' | 'down';

export type ReadTarget = 'replica' | 'primary';

export interface ReadReplicaRouting {
  readonly state: ReplicaState;
  /** Replay lag at the last health check; undefined when it did not answer. */
  readonly lagSeconds: number | undefined;
  /** Routed reads answered by the replica, and those the primary answered instead (skipped or failed replica). */
  readonly reads: Readonly<Record<ReadTarget, number>>;
  /** `userId` wrote: their routed reads go to the primary for a while. */
  noteWrite(userId: number): Promise<void>;
  /** A routed read failed on the replica: skip it until a health check finds it well. */
  failed(err: unknown): void;
  /** A fresh EntityManager on the replica when a routed read of `userId` (null: anonymous) may use it now; else null. */
  emFor(userId: number | null): Promise<EntityManager | null>;
  /** Counts one routed read by who answered it (the database_replica_reads_total metric). */
  count(target: ReadTarget): void;
}
