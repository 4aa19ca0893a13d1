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

  /** Loads the entity a many-to-one reference points at, or null. */
  async ref<T extends WithId>(entity: EntityClass<T>, reference: WithId | null | undefined): Promise<T | null> {
    if (!reference) return null;
    return this.byId(entity).load(reference.id);
  }
}
