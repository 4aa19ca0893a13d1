import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { migrationsList } from '../db/migrations';
import { isDatabaseUnavailable } from './database-errors';

/*
 * GET /readyz: ready means the database answers AND every migration this build knows is applied. Each check has a
 * deadline so a hung database makes the probe fail instead of hang.
 */

const CHECK_TIMEOUT_MS = 3000;

export interface Readiness {
  ready: boolean;
  checks: { database: 'ok' | 'unreachable' | 'error'; migrations: 'ok' | 'pending' | 'unknown' };
  error?: string;
  pendingMigrations?: string[];
}

export function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`no answer within ${ms} ms`), { code: 'ETIMEDOUT' })), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

export async function checkReadiness(orm: MikroORM<PostgreSqlDriver>): Promise<Readiness> {
  let applied: Set<string>;
  try {
    const rows = await withDeadline(
      orm.em.getConnection().execute<{ name: string }[]>('select name from mikro_orm_migrations'),
      CHECK_TIMEOUT_MS,
    );
    applied = new Set(rows.map((r) => r.name.replace(/\.[jt]s$/, '')));
  } catch (err) {
    if (isDatabaseUnavailable(err)) {
      return { ready: false, checks: { database: 'unreachable', migrations: 'unknown' }, error: 'The database is unreachable.' };
    }
    // The database answers but has no migrations table yet: nothing is applied.
    if ((err as { code?: string }).code === '42P01' || /does not exist/.test(String((err as Error).message))) applied = new Set();
    else return { ready: false, checks: { database: 'error', migrations: 'unknown' }, error: 'The database check failed.' };
  }
  const pending = migrationsList.map((m) => m.name.replace(/\.[jt]s$/, '')).filter((name) => !applied.has(name));
  if (pending.length) {
    return {
      ready: false,
      checks: { database: 'ok', migrations: 'pending' },
      error: `${pending.length} database migration(s) not applied.`,
      pendingMigrations: pending,
    };
  }
  return { ready: true, checks: { database: 'ok', migrations: 'ok' } };
}

/** Whether the database answers a trivial query within `ms` (the page handler asks before it sends a shell). */
export async function databaseAnswers(orm: MikroORM<PostgreSqlDriver>, ms = 2000): Promise<boolean> {
  try {
    await withDeadline(orm.em.getConnection().execute('select 1'), ms);
    return true;
  } catch (err) {
    return !(isDatabaseUnavailable(err) || (err as { code?: string }).code === 'ETIMEDOUT');
  }
}
