import type { EntityManager } from '@mikro-orm/postgresql';
import { DELIVERY_VISITS, ensureMonthPartitions, monthPartitions, partitionName } from '../../db/monthly-partitions';

/*
 * The monthly partitions of the per-visit delivery log (docs/operations.md "Partitions", db/monthly-partitions.ts).
 * Daily (job delivery.partitions): the partitions of last month (reports arrive late around a month's end), this month
 * and the next two exist before a visit of theirs can arrive; an older month within the retention whose visits
 * arrived late (they wait in the default partition) gets its partition too, with those visits moved into it; months
 * wholly older than DELIVERY_VISIT_RETENTION_DAYS are detached and dropped, and older rows still in the default
 * partition are deleted. The daily counters statistics read are never touched: charts keep their history after the
 * visits behind them are gone.
 */

/** The partition of the month starting `start` (YYYY-MM-…). */
export function visitPartitionName(start: string): string {
  return partitionName(DELIVERY_VISITS.table, start);
}

export interface PartitionUpkeep {
  /** Partitions created, by name. */
  created: string[];
  /** Partitions dropped, by name. */
  dropped: string[];
  /** Rows older than the retention deleted from the default partition. */
  deletedFromDefault: number;
}

/** The partitions of the delivery log, oldest first: name and the instant their month ends. */
export function visitPartitions(em: EntityManager): Promise<{ name: string; end: Date }[]> {
  return monthPartitions(em, DELIVERY_VISITS.table);
}

export async function maintainVisitPartitions(em: EntityManager, retentionDays: number, now = new Date()): Promise<PartitionUpkeep> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  const created = await ensureMonthPartitions(em, DELIVERY_VISITS, { now, since: cutoff });
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
