import { type EntityMetadata, type EventSubscriber, type FlushEventArgs, ReferenceKind } from '@mikro-orm/core';
import type { NotifyBus } from '../ops/notify-bus';
import { RowCache } from '../ops/row-cache';

/*
 * The totals of list pages, remembered per process. Counting a list is most of what PostgreSQL spends on it
 * (the staff projects list: an index-only scan of 100,000 entries, ~90 % of the statement's time), and the total only
 * changes when the table does. So a list's total is kept per table, WHERE shape and values (common/read-model.ts),
 * and every total of a table is forgotten when the table changes: a statement trigger publishes `<topic>:*` on the
 * notification bus for every insert, update, delete or truncate, whoever writes (migration Migration20261126220000);
 * a change flushed by this process is forgotten at once and nothing is kept until its notification has arrived
 * (ops/row-cache.ts). Only a WHERE on the table's own columns is cached (a condition through a relation depends on
 * another table), never inside a transaction (its own changes are not committed yet), and nothing at all while the
 * bus is not listening (the embedded database): then every page counts, as before.
 */

const registry = new WeakMap<object, ListTotals>();

export class ListTotals {
  private readonly caches = new Map<string, RowCache<string, number>>();

  /** @param topics the bus topic of each cached entity's table, by entity class name (`{ Project: 'project' }`) */
  constructor(bus: NotifyBus, topics: Record<string, string>) {
    for (const [entity, topic] of Object.entries(topics))
      this.caches.set(entity, new RowCache<string, number>(bus, topic, () => '*', 1000));
  }

  /** Used by the lists of every EntityManager of this ORM configuration (`orm.config`). */
  install(ormConfig: object): this {
    registry.set(ormConfig, this);
    return this;
  }

  static of(ormConfig: object): ListTotals | undefined {
    return registry.get(ormConfig);
  }

  cacheOf(entity: string): RowCache<string, number> | undefined {
    return this.caches.get(entity);
  }

  /** An ORM subscriber: a table this process flushes a change to has its totals forgotten before the change is written. */
  subscriber(): EventSubscriber {
    return {
      onFlush: ({ uow }: FlushEventArgs) => {
        for (const cs of uow.getChangeSets()) this.caches.get(cs.meta.className)?.changedHere('*');
      },
    };
  }
}

/**
 * Whether the number of rows matching `where` depends on the entity's own table only: its own columns, compared with
 * values (a to-one relation by its id), combined with $and/$or/$not.
 */
export function ownTableOnly(meta: EntityMetadata, where: unknown): boolean {
  if (where === null || typeof where !== 'object' || Array.isArray(where)) return false;
  for (const [key, value] of Object.entries(where as Record<string, unknown>)) {
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(value) || !value.every((w) => ownTableOnly(meta, w))) return false;
      continue;
    }
    if (key === '$not') {
      if (!ownTableOnly(meta, value)) return false;
      continue;
    }
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
