import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';

/*
 * The counts of the ORM's connection pool, for `/metrics` (ops/metrics.ts `db_pool_connections`). Neither MikroORM
 * nor knex exposes its pool: knex keeps it as `client.pool`, a tarn pool, whose counting methods are tarn's public API.
 */

export interface PoolCounts {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  numPendingCreates(): number;
}

/** The pool of `orm`'s connection, or undefined when it has none (not connected, or closed). */
export function poolOf(orm: MikroORM<PostgreSqlDriver>): PoolCounts | undefined {
  try {
    return (orm.em.getConnection().getKnex().client as { pool?: PoolCounts } | undefined)?.pool;
  } catch {
    return undefined;
  }
}
