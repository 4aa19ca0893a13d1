import type { EntityManager } from '@mikro-orm/postgresql';

/*
 * Tables partitioned by month of a timestamp column (docs/operations.md "Partitions"): the per-visit delivery log
 * (`delivery_visits` by `at`) and the ledger (`transactions` by `created_at`). Their partitions are named
 * <table>_pYYYY_MM and hold one UTC month; a row of a month without a partition waits in <table>_default. The SQL
 * function month_partition(table, column, month) makes a month's partition and moves the default partition's rows of
 * that month into it; it does nothing when the partition exists. SQL makes the partitions, not the entities: their
 * names are outside the schema generator (db/orm.ts).
 */

export interface MonthlyTable {
  table: string;
  /** The timestamp column the table is partitioned by. */
  column: string;
}

export const DELIVERY_VISITS: MonthlyTable = { table: 'delivery_visits', column: 'at' };
export const LEDGER: MonthlyTable = { table: 'transactions', column: 'created_at' };

/** Every partition of the monthly tables, the default ones included (left to SQL by the schema generator). */
export const MONTHLY_PARTITION_TABLES = /^(delivery_visits|transactions)_(p\d{4}_\d{2}|default)$/;

/** The first day of `date`'s month, `months` later (UTC), as YYYY-MM-DD. */
export function monthStart(date: Date, months = 0): string {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1)).toISOString().slice(0, 10);
}

/** The partition of `table` for the month starting `start` (YYYY-MM-…), as month_partition names it. */
export function partitionName(table: string, start: string): string {
  return `${table}_p${start.slice(0, 4)}_${start.slice(5, 7)}`;
}

/** The monthly partitions attached to `table`, oldest first: name and the instant their month ends. */
export async function monthPartitions(em: EntityManager, table: string): Promise<{ name: string; end: Date }[]> {
  const rows = await em.execute<{ name: string }[]>(
    `select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent = ?::regclass order by c.relname`,
    [table],
  );
  const pattern = new RegExp(`^${table}_p(\\d{4})_(\\d{2})$`);
  return rows.flatMap(({ name }) => {
    const m = pattern.exec(name);
    return m ? [{ name, end: new Date(Date.UTC(Number(m[1]), Number(m[2]), 1)) }] : [];
  });
}

/**
 * Makes the partitions of last month (rows arrive late around a month's end), this month and the `ahead` months
 * after it, and of every month from `since` on whose rows wait in the default partition. Answers the names made.
 */
export async function ensureMonthPartitions(
  em: EntityManager,
  { table, column }: MonthlyTable,
  { now = new Date(), ahead = 2, since = new Date(0) }: { now?: Date; ahead?: number; since?: Date } = {},
): Promise<string[]> {
  const late = await em.execute<{ month: string }[]>(
    `select distinct to_char(date_trunc('month', "${column}" at time zone 'UTC'), 'YYYY-MM-DD') as month
       from "${table}_default" where "${column}" >= ? and "${column}" < ?`,
    [since.toISOString(), monthStart(now, ahead + 1)],
  );
  const months = [...new Set([...late.map((r) => r.month), ...Array.from({ length: ahead + 2 }, (_, m) => monthStart(now, m - 1))])].sort();
  const created: string[] = [];
  for (const start of months) {
    const [{ made }] = await em.execute<{ made: boolean }[]>('select month_partition(?, ?, ?::date) as made', [table, column, start]);
    if (made) created.push(partitionName(table, start));
  }
  return created;
}
