import { Entity, Index, ManyToOne, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { Project } from '../projects/project.entity';

/*
 * One visit the delivery partner reports (docs/product.md#records "Project"): statistics, "delivered" and the CSV export
 * are read from these rows only. The table grows by millions of rows per project, so it carries exactly two indexes:
 * the partner's visit id as primary key (a replayed report is a no-op: INSERT … ON CONFLICT DO NOTHING) and
 * (project, at, visit id), which every read filters on and whose order the CSV export pages along (a unique order,
 * so the planner reads the index even when one project owns most of the table). No surrogate id, no updatedAt: rows
 * are never changed. Statistics read the daily counters instead (delivery-daily-count.entity.ts).
 * Partitioned by month of `at` (migration Migration20261129220000, docs/operations.md "Partitions"): PostgreSQL makes
 * the partition key part of the primary key, (visit_id, at); the insert still stores a visit id once.
 */
@Entity({ tableName: 'delivery_visits' })
@Index({ name: 'delivery_visits_project_id_at_visit_id_index', properties: ['project', 'at', 'visitId'] })
export class DeliveryVisit {
  [PrimaryKeyProp]?: ['visitId', 'at'];

  @PrimaryKey({ type: 'string', length: 100 })
  visitId!: string;

  @ManyToOne(() => Project, { deleteRule: 'cascade' })
  project!: Project;

  @PrimaryKey({ type: 'datetime' })
  at!: Date;

  @Property({ type: 'string', length: 2048 })
  pageUrl!: string;

  /** ISO 3166-1 alpha-2, upper case. */
  @Property({ type: 'string', length: 2 })
  country!: string;

  /** The referring URL; empty for a direct visit. */
  @Property({ type: 'string', length: 2048, default: '' })
  referrer: string = '';

  @Property({ type: 'string', length: 16 })
  device!: string;

  /** direct, organic, social or referral; null in a report that did not say. */
  @Property({ type: 'string', length: 16, nullable: true })
  source: string | null = null;

  /** The search keyword of an organic visit. */
  @Property({ type: 'string', length: 100, nullable: true })
  keyword: string | null = null;

  /** The social network of a social visit. */
  @Property({ type: 'string', length: 32, nullable: true })
  network: string | null = null;

  /** The version of the project's traffic settings the partner applied (docs/targeting.md). */
  @Property({ type: 'integer', nullable: true })
  settingsVersion: number | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  receivedAt: Date = new Date();
}
