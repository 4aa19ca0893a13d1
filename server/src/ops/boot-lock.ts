import { openDirectConnection } from '../db/direct';

/*
 * Two processes booting at once on one empty database (two replicas, `docker compose up --scale app=2`, the app
 * and `npm run create-admin`) would race each other's migrations and first-run gate. A PostgreSQL session advisory
 * lock, taken on a direct connection of its own (outside the pool, which may be a single connection or go through a
 * transaction pooler that would lend the session to another client), makes one process do the work while the other
 * waits, then finds it done.
 */

const BOOT_LOCK = 'trafficgate:boot';

/** Runs `work` holding the boot lock of the database at `directUrl` (db/direct.ts). */
export async function withBootLock<T>(directUrl: string, work: () => Promise<T>): Promise<T> {
  const connection = await openDirectConnection(directUrl, 5000);
  try {
    await connection.query('select pg_advisory_lock(hashtext($1))', [BOOT_LOCK]);
    try {
      return await work();
    } finally {
      await connection.query('select pg_advisory_unlock(hashtext($1))', [BOOT_LOCK]).catch(() => undefined);
    }
  } finally {
    await connection.end().catch(() => undefined);
  }
}
