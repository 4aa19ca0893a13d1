import type { EntityManager } from '@mikro-orm/postgresql';

/*
 * The monthly partitions of the per-visit delivery log (docs/operations.md "Partitions"). Daily (job
 * delivery.partitions): the partitions of last month (reports arrive late around a month's end), this month and the
 * next MONTHS_AHEAD months exist before a visit of theirs can arrive; an older month within the retention whose visits arrived late (a month with no partition: they wait in the
 * default partition) gets its partition too, and delivery_visits_partition (from the migration that partitioned the
 * table) moves them into it; months wholly older than DELIVERY_VISIT_RETENTION_DAYS are detached and dropped, and
 * older rows still in the default partition are deleted. The daily counters statistics read are never touched:
 * charts keep their history after the visits behind them are gone.
 */

export const MONTHS_AHEAD = 2;
const PARTITION_NAME = /^delivery_visits_p(\d{4})_(\d{2})$/;
/** Every partition of the delivery log, the default one included: SQL makes them, not the entities (db/orm.ts). */
export const VISIT_PARTITION_TABLES = /^delivery_visits_(p\d{4}_\d{2}|default)$/;

/** The partition of the month starting `monthStart` (YYYY-MM-…), as delivery_visits_partition names it. */
export function visitPartitionName(monthStart: string): string {
  return `delivery_visits_p${monthStart.slice(0, 4)}_${monthStart.slice(5, 7)}`;
}

export interface PartitionUpkeep {
  /** Partitions created, by name. */
  created: string[];
  /** Partitions dropped, by name. */
  dropped: string[];
  /** Rows older than the retention deleted from the default partition. */
  deletedFromDefault: number;
}

/** The first day of `date`'s month, `months` later (UTC), as YYYY-MM-DD. */
function monthStart(date: Date, months = 0): string {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1)).toISOString().slice(0, 10);
}

/** The partitions of the delivery log, oldest first: name and the instant their month ends. */
export async function visitPartitions(em: EntityManager): Promise<{ name: string; end: Date }[]> {
  const rows = await em.execute<{ name: string }[]>(
    `select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent = 'delivery_visits'::regclass order by c.relname`,
  );
  return rows.flatMap(({ name }) => {
    const m = PARTITION_NAME.exec(name);
    return m ? [{ name, end: new Date(Date.UTC(Number(m[1]), Number(m[2]), 1)) }] : [];
  });
}

export async function maintainVisitPartitions(em: EntityManager, retentionDays: number, now = new Date()): Promise<PartitionUpkeep> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  const late = await em.execute<{ month: string }[]>(
    `select distinct to_char(date_trunc('month', at at time zone 'UTC'), 'YYYY-MM-DD') as month
       from delivery_visits_default where at >= ? and at < ?`,
    [cutoff.toISOString(), monthStart(now, MONTHS_AHEAD + 1)],
  );
  const months = [
    ...new Set([...late.map((r) => r.month), ...Array.from({ length: MONTHS_AHEAD + 2 }, (_, m) => monthStart(now, m - 1))]),
  ].sort();
  const created: string[] = [];
  for (const start of months) {
    const [{ made }] = await em.execute<{ made: boolean }[]>('select delivery_visits_partition(?::date) as made', [start]);
    if (made) created.push(visitPartitionName(start));
  }
  const dropped: string[] = [];
  for (const { name, end } of await visitPartitions(em)) {
    if (end > cutoff) continue;
    // Detached first: the drop then holds no lock on the table that reports are being written to.
    await em.execute(`alter table delivery_visits detach partition "${name}"`);
    await em.execute(`drop table "${name}"`);
    dropped.push(name);
  }
  const [{ count }] = await em.execute<{ count: number }[]>(
    'with gone as (delete from delivery_visits_default where at < ? returning 1) select count(*)::int as count from gone',
    [cutoff.toISOString()],
  );
  return { created, dropped, deletedFromDefault: count };
}
