import { ChangeSetType, type EntityMetadata, type EventSubscriber, type FlushEventArgs, ReferenceKind } from '@mikro-orm/core';
import type { NotifyBus } from '../ops/notify-bus';
import { RowCache } from '../ops/row-cache';

/*
 * The totals of list pages, remembered per process. Counting a list is most of what PostgreSQL spends on it
 * (the staff projects list: an index-only scan of 100,000 entries, ~90 % of the statement's time), and the total only
 * changes when the table does. So a list's total is kept per table, WHERE shape and values (common/read-model.ts).
 *
 * Each table names its counted columns (for projects, PROJECT_COUNTED_COLUMNS in modules/projects/project.input.ts).
 * Only a WHERE on those columns is cached: a condition through a relation depends on another table, and a search by
 * title would depend on every rename. Every total of a table is forgotten when a write can change one: statement
 * triggers publish `<topic>:*` on the notification bus for every insert, delete or truncate, and for an update whose
 * SET names a counted column, whoever writes (migration Migration20261202090000; a test compares its `UPDATE OF` list
 * with the code's). A rename therefore costs no notification to the listening processes and no COUNT on the next
 * page anywhere. A change this process writes to a counted column is forgotten at once, and nothing is kept until its
 * notification has arrived (ops/row-cache.ts). Nothing is cached inside a transaction (its own changes are not
 * committed yet), nor while the bus is not listening (the embedded database): then every page counts.
 */

/** A table whose list totals are remembered: its bus topic, and the properties a remembered total may filter on. */
export interface CountedTable {
  topic: string;
  /** Entity property names (a to-one relation by its name); their columns are the trigger's `UPDATE OF` list. */
  columns: readonly string[];
}

/** The remembered totals of one entity's lists, and the properties a remembered total may filter on. */
export interface TotalsOf {
  cache: RowCache<string, number>;
  columns: ReadonlySet<string>;
}

const registry = new WeakMap<object, ListTotals>();

export class ListTotals {
  private readonly caches = new Map<string, TotalsOf>();

  /** @param tables each cached entity's table, by entity class name (`{ Project: { topic: 'project', columns } }`) */
  constructor(bus: NotifyBus, tables: Record<string, CountedTable>) {
    for (const [entity, { topic, columns }] of Object.entries(tables))
      this.caches.set(entity, { cache: new RowCache<string, number>(bus, topic, () => '*', 1000), columns: new Set(columns) });
  }

  /** Used by the lists of every EntityManager of this ORM configuration (`orm.config`). */
  install(ormConfig: object): this {
    registry.set(ormConfig, this);
    return this;
  }

  static of(ormConfig: object): ListTotals | undefined {
    return registry.get(ormConfig);
  }

  cacheOf(entity: string): TotalsOf | undefined {
    return this.caches.get(entity);
  }

  /**
   * This process is about to write rows of `entity`: an insert or a delete (`'*'`), or an update setting `props`. The
   * entity's totals are forgotten when the write can change one, until the trigger's notification arrives.
   */
  changing(entity: string, props: Iterable<string> | '*'): void {
    const table = this.caches.get(entity);
    if (!table) return;
    if (props !== '*' && ![...props].some((p) => table.columns.has(p))) return;
    table.cache.changedHere('*');
  }

  /** An ORM subscriber: a table this process flushes a change to has its totals forgotten before the change is written. */
  subscriber(): EventSubscriber {
    return {
      onFlush: ({ uow }: FlushEventArgs) => {
        for (const cs of uow.getChangeSets())
          this.changing(cs.meta.className, cs.type === ChangeSetType.UPDATE ? Object.keys(cs.payload ?? {}) : '*');
      },
    };
  }
}

/**
 * Whether the number of rows matching `where` depends on the entity's own counted columns only, compared with values
 * (a to-one relation by its id), combined with $and/$or/$not.
 */
export function ownTableOnly(meta: EntityMetadata, where: unknown, counted: ReadonlySet<string>): boolean {
  if (where === null || typeof where !== 'object' || Array.isArray(where)) return false;
  for (const [key, value] of Object.entries(where as Record<string, unknown>)) {
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(value) || !value.every((w) => ownTableOnly(meta, w, counted))) return false;
      continue;
    }
    if (key === '$not') {
      if (!ownTableOnly(meta, value, counted)) return false;
      continue;
    }
    if (!counted.has(key)) return false;
    const prop = (meta.properties as Record<string, { kind: ReferenceKind; owner?: boolean } | undefined>)[key];
    if (!prop) return false;
    if (prop.kind === ReferenceKind.SCALAR) continue;
    const toOne = prop.kind === ReferenceKind.MANY_TO_ONE || (prop.kind === ReferenceKind.ONE_TO_ONE && prop.owner);
    // A to-one relation compared by its id (`owner: 5`, `owner: { $in: [...] }`), never through its own columns.
    if (!toOne) return false;
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).some((k) => !k.startsWith('$')))
      return false;
  }
  return true;
}
