import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';

/*
 * Per-request DataLoaders: every relation field of a list resolves through one of these, so a page of N rows
 * costs one statement per relation, not N. Loaders are created lazily, one per entity class.
 */

interface WithId {
  id: number;
}

export class Loaders {
  private readonly byClass = new Map<EntityClass<WithId>, DataLoader<number, WithId | null>>();
  private readonly byParent = new Map<string, DataLoader<number, WithId[]>>();
  /** The rows handed over by `prime`, per entity class: `ref` answers them without a promise. */
  private readonly primed = new Map<EntityClass<WithId>, Map<number, WithId>>();

  constructor(private readonly em: EntityManager) {}

  byId<T extends WithId>(entity: EntityClass<T>): DataLoader<number, T | null> {
    let loader = this.byClass.get(entity as EntityClass<WithId>);
    if (!loader) {
      loader = new DataLoader<number, WithId | null>(async (ids) => {
        const rows = (await this.em.find(entity, { id: { $in: [...ids] } } as never)) as unknown as WithId[];
        const map = new Map(rows.map((r) => [r.id, r]));
        return ids.map((id) => map.get(id) ?? null);
      });
      this.byClass.set(entity as EntityClass<WithId>, loader);
    }
    return loader as unknown as DataLoader<number, T | null>;
  }

  /** Hands the loader of `entity` rows the caller already read (a list page's joined relations). */
  prime<T extends WithId>(entity: EntityClass<T>, rows: (T | null | undefined)[]): void {
    const loader = this.byId(entity);
    let known = this.primed.get(entity as EntityClass<WithId>);
    if (!known) this.primed.set(entity as EntityClass<WithId>, (known = new Map()));
    for (const row of rows) {
      if (!row) continue;
      loader.prime(row.id, row);
      // As DataLoader's prime: the first row handed over for an id stays.
      if (!known.has(row.id)) known.set(row.id, row);
    }
  }

  /** Loads the entity a many-to-one reference points at, or null. */
  async ref<T extends WithId>(entity: EntityClass<T>, reference: WithId | null | undefined): Promise<T | null> {
    return this.refNow(entity, reference);
  }

  /**
   * As `ref`, but a row handed over by `prime` comes back at once, without a promise: the relation fields of a list
   * page read in one statement then resolve synchronously; any other row goes through the loader.
   */
  refNow<T extends WithId>(entity: EntityClass<T>, reference: WithId | null | undefined): T | null | Promise<T | null> {
    if (!reference) return null;
    const row = this.primed.get(entity as EntityClass<WithId>)?.get(reference.id);
    if (row) return row as T;
    return this.byId(entity).load(reference.id);
  }

  /**
   * The rows of `entity` whose many-to-one `foreignKey` points at each parent id (an order's payments), in
   * `orderBy` order: one statement for all the parents of a page.
   */
  children<T extends WithId>(
    entity: EntityClass<T>,
    foreignKey: string & keyof T,
    orderBy: Record<string, 'asc' | 'desc'>,
  ): DataLoader<number, T[]> {
    const key = `${entity.name}.${foreignKey}`;
    let loader = this.byParent.get(key);
    if (!loader) {
      loader = new DataLoader<number, WithId[]>(async (ids) => {
        const rows = (await this.em.find(entity, { [foreignKey]: { $in: [...ids] } } as never, {
          orderBy: orderBy as never,
        })) as unknown as T[];
        const groups = new Map<number, WithId[]>(ids.map((id) => [id, []]));
        for (const row of rows) groups.get((row[foreignKey] as unknown as WithId).id)?.push(row);
        return ids.map((id) => groups.get(id) ?? []);
      });
      this.byParent.set(key, loader);
    }
    return loader as unknown as DataLoader<number, T[]>;
  }
}
