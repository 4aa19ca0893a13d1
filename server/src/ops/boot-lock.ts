import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';

/*
 * Two processes booting at once on one empty database (two replicas, `docker compose up --scale app=2`, the app
 * and `npm run create-admin`) would race each other's migrations and first-run gate. A PostgreSQL session advisory
 * lock, taken on a connection of its own outside the pool (the pool may be a single connection), makes one
 * process do the work while the other waits, then finds it done.
 */

const BOOT_LOCK = 'trafficgate:boot';

interface RawConnection {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

interface KnexClient {
  acquireRawConnection(): Promise<RawConnection>;
  destroyRawConnection(connection: RawConnection): Promise<void>;
}

export async function withBootLock<T>(orm: MikroORM<PostgreSqlDriver>, work: () => Promise<T>): Promise<T> {
  const client = orm.em.getConnection().getKnex().client as unknown as KnexClient;
  const connection = await client.acquireRawConnection();
  try {
    await connection.query('select pg_advisory_lock(hashtext($1))', [BOOT_LOCK]);
    try {
      return await work();
    } finally {
      await connection.query('select pg_advisory_unlock(hashtext($1))', [BOOT_LOCK]).catch(() => undefined);
    }
  } finally {
    await client.destroyRawConnection(connection).catch(() => undefined);
  }
}
