import type { EntityManager } from '@mikro-orm/postgresql';

/** The read replica as the request path sees it (db/replica.ts has the rules). */
export type ReplicaState = 'unknown' | 'up' | 'lagging' | 'down';

export interface ReadReplicaRouting {
  readonly state: ReplicaState;
  /** Replay lag at the last health check; undefined when it did not answer. */
  readonly lagSeconds: number | undefined;
  /** Routed reads answered by the replica, and those the primary answered instead. */
  readonly reads: { replica: number; primary: number };
  /** Whether a routed read of `userId` (null: anonymous) may use the replica now. */
  usableFor(userId: number | null): Promise<boolean>;
  /** `userId` wrote: their routed reads go to the primary for a while. */
  noteWrite(userId: number): Promise<void>;
  /** A routed read failed on the replica: skip it until a health check finds it well. */
  failed(err: unknown): void;
  /** A fresh EntityManager on the replica. */
  em(): EntityManager;
  /** The replica's EntityManager if usable for `userId`, else `primary` (counted either way). */
  emFor(userId: number | null, primary: EntityManager): Promise<EntityManager>;
}
