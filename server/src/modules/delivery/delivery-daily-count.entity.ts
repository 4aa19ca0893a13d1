import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Project } from '../projects/project.entity';

/*
 * Daily counters of the delivered visits: per project and UTC day, the total and the visits per
 * country, referrer, device, page and source class (`unknown` for visits reported without one). Written only by delivery.service.ts insertVisits(), in the statement that
 * inserts the visits themselves, from exactly the rows that were new, so they always equal a count over
 * delivery_visits. Statistics of a month read a few thousand counters instead of scanning millions of visits
 * (docs/architecture.md "Delivery reports" has the figures).
 */
/**
 * `match`, `vcountry`, `vsource` and `vdevice` count the visits of each judged settings version, keyed
 * `<version>:<value>` (`match`: `<version>:1` for visits that matched the order, `<version>:0` for the others).
 */
export type DailyDimension = 'total' | 'country' | 'referrer' | 'device' | 'page' | 'source' | 'match' | 'vcountry' | 'vsource' | 'vdevice';

@Entity({ tableName: 'delivery_daily_counts' })
export class DeliveryDailyCount {
  @ManyToOne(() => Project, { primary: true, deleteRule: 'cascade' })
  project!: Project;

  @PrimaryKey({ type: 'string', length: 8 })
  dimension!: DailyDimension;

  @PrimaryKey({ type: 'date' })
  day!: string;

  /** md5 of `key`: a page URL may be longer than a B-tree entry can hold, its hash never is. */
  @PrimaryKey({ type: 'uuid' })
  keyHash!: string;

  /** The country, referrer, device or page URL; '' for the day's total. */
  @Property({ type: 'string', length: 2048 })
  key!: string;

  @Property({ type: 'integer' })
  visits!: number;
}
