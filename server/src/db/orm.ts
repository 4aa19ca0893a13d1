import { MikroORM, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { AuditSubscriber } from '../modules/audit/audit.service';
import { MONTHLY_PARTITION_TABLES } from './monthly-partitions';
import { entities } from './entities';
import { migrationsList } from './migrations';

export interface OrmOptions {
  url: string;
  poolMax?: number;
  /** Called with every SQL statement the ORM sends (used to count statements in tests and benchmarks). */
  onQuery?: (sql: string) => void;
  /**
   * Give up opening a connection after this long (a PostgreSQL server that accepts and never answers). Not for the
   * embedded database: its one backend makes a new connection wait while another holds a transaction.
   */
  connectTimeoutMs?: number;
  /** Where the pool's own warnings go (a connection that broke, a deprecation); default: nowhere. */
  onDriverWarning?: (message: string) => void;
  /** false: connect on the first query (a read replica that is down at boot must not stop it). */
  connect?: boolean;
}

export function ormOptions(opts: OrmOptions): Options<PostgreSqlDriver> {
  return {
    driver: PostgreSqlDriver,
    clientUrl: opts.url,
    connect: opts.connect ?? true,
    entities,
    // Writes made while switched to a user carry an audit row in their own flush.
    subscribers: [new AuditSubscriber()],
    extensions: [Migrator],
    pool: { min: 0, max: opts.poolMax ?? 10 },
    // A database that does not answer fails a request within seconds (then 503,
    // ops/database-errors.ts) instead of holding it; broken connections are dropped by knex, not reused.
    driverOptions: {
      // Named in pg_stat_activity beside `trafficgate-direct` (db/direct.ts) and `trafficgate-jobs` (jobs/queue.ts).
      connection: { application_name: 'trafficgate', ...(opts.connectTimeoutMs ? { connectionTimeoutMillis: opts.connectTimeoutMs } : {}) },
      log: {
        warn: (m: unknown) => opts.onDriverWarning?.(String(m)),
        error: (m: unknown) => opts.onDriverWarning?.(String(m)),
        deprecate: (m: unknown) => opts.onDriverWarning?.(String(m)),
        debug: () => undefined,
      },
    },
    forceUtcTimezone: true,
    // Entities are discovered from the list above; a request uses its own forked EntityManager.
    allowGlobalContext: false,
    discovery: { disableDynamicFileAccess: true, requireEntitiesArray: true },
    debug: opts.onQuery ? ['query'] : false,
    logger: opts.onQuery ? (message: string) => opts.onQuery?.(message) : () => undefined,
    colors: false,
    // SQL makes the monthly partitions (db/monthly-partitions.ts). The ledger's table is partitioned with a primary key
    // (id, created_at) that its entity, identified by id, does not describe: a change to it is a hand-written
    // migration (Migration20261130010000 shows the shape).
    schemaGenerator: { skipTables: [MONTHLY_PARTITION_TABLES, 'transactions'] },
    migrations: {
      tableName: 'mikro_orm_migrations',
      migrationsList,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'ts',
    },
  };
}

export async function createOrm(opts: OrmOptions): Promise<MikroORM<PostgreSqlDriver>> {
  return MikroORM.init<PostgreSqlDriver>(ormOptions(opts));
}
