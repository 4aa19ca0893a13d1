import type { EventSubscriber, FlushEventArgs } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { NotifyBus } from '../../ops/notify-bus';
import { RowCache } from '../../ops/row-cache';
import { Gate } from '../gates/gate.entity';
import { User } from '../users/user.entity';

/*
 * Issue 13: the two reads every request made before its operation — the gate of its Host and the user of its
 * token — are remembered per process (ARCHITECTURE.md request flow; docs/architecture.md "Caches"). What is kept is
 * the database row; every request still maps it into its own EntityManager, so services see an ordinary managed
 * entity. Invalidation comes from database triggers through the notification bus (ops/notify-bus.ts): any change of
 * a user row (disabled, deleted, roles, token version bumped by logout or a password change) or of any gate reaches
 * every process, and a change flushed by this process is forgotten here at once (`subscriber`).
 */

type Row = Record<string, unknown>;

export class PrincipalCache {
  readonly users: RowCache<number, Row>;
  readonly gates: RowCache<string, Row[]>;

  constructor(readonly bus: NotifyBus) {
    this.users = new RowCache<number, Row>(bus, 'user', (payload) => (payload === '*' ? '*' : Number(payload)));
    // Gates are few and every change may move a host or the default: any gate change forgets them all.
    this.gates = new RowCache<string, Row[]>(bus, 'gate', () => '*', 1000);
  }

  /** An ORM subscriber: users and gates this process flushes are forgotten before the change is written. */
  subscriber(): EventSubscriber {
    return {
      onFlush: ({ uow }: FlushEventArgs) => {
        for (const cs of uow.getChangeSets()) {
          if (cs.entity instanceof User) this.users.changedHere(cs.entity.id);
          else if (cs.entity instanceof Gate) this.gates.changedHere('*');
        }
      },
    };
  }
}

/** The user with this id as a managed entity of `em` (any state: the caller checks enabled, deleted, version). */
export async function loadUser(em: EntityManager, cache: PrincipalCache | undefined, id: number): Promise<User | null> {
  const load = async () => (await em.getConnection().execute<Row[]>('select * from "users" where "id" = ?', [id]))[0] ?? null;
  const row = cache ? await cache.users.get(id, load) : await load();
  // A copy: the entity must not share nested values (the roles array) with the cached row.
  return row ? em.map(User, structuredClone(row)) : null;
}

/**
 * The gate serving `host`: the enabled gate with this host, else the default gate, as an entity of `em` (null when the
 * database has neither). Both candidate rows are read (and cached) together; only the chosen one is mapped.
 */
export async function loadGate(em: EntityManager, cache: PrincipalCache | undefined, host: string): Promise<Gate | null> {
  const load = () =>
    em
      .getConnection()
      .execute<Row[]>('select * from "gates" where ("host" = ? and "enabled") or "is_default" order by "is_default" asc, "id" asc limit 2', [host]);
  const rows = (cache ? await cache.gates.get(host, load) : await load()) ?? [];
  const row = rows.find((r) => r.host === host && r.enabled) ?? rows.find((r) => r.is_default);
  return row ? em.map(Gate, structuredClone(row)) : null;
}
