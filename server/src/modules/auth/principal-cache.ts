import type { EntityName, EventSubscriber, FlushEventArgs } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { NotifyBus } from '../../ops/notify-bus';
import { RowCache } from '../../ops/row-cache';
import { Gate } from '../gates/gate.entity';
import { User } from '../users/user.entity';

/*
 * The two reads every request made before its operation — the gate of its Host and the user of its
 * token — are remembered per process (docs/architecture.md#request-flow-serversrcappts; docs/architecture.md "Caches"). What is kept is
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

/**
 * A principal's row and, only when some code asks for it, the managed entity it becomes in the request's
 * EntityManager (most requests need only the id and the roles, and mapping the gate and the user cost a
 * tenth of an item request). Asked for after the request already loaded the same row, it is that entity.
 */
export class Principal<T extends { id: number }> {
  private constructor(
    /** The request's EntityManager, asked for only when the entity is (common to every principal of a request). */
    private readonly em: (() => EntityManager) | null,
    private readonly type: EntityName<T> | null,
    /** The row as read (or cached), never modified; null when the principal was made from an entity. */
    private readonly row: Readonly<Row> | null,
    private entity?: T,
  ) {}

  static ofRow<T extends { id: number }>(em: () => EntityManager, type: EntityName<T>, row: Readonly<Row>): Principal<T> {
    return new Principal(em, type, row);
  }

  /** An entity the request already has (an API key's user, a switch-user target). */
  static of<T extends { id: number }>(entity: T): Principal<T> {
    return new Principal<T>(null, null, null, entity);
  }

  get id(): number {
    return this.entity ? this.entity.id : (this.row!.id as number);
  }

  /** A column of the row (its database name), or the entity's property while there is no row. */
  value(column: string, property: keyof T): unknown {
    return this.row ? this.row[column] : this.entity![property];
  }

  get(): T {
    // A copy: the entity must not share nested values (the roles array, a gate's config) with the cached row.
    return (this.entity ??= this.em!().map(this.type!, structuredClone(this.row) as never, { refresh: false } as never) as T);
  }
}

/** The user with this id (any state: the caller checks enabled, deleted, version), mapped into `em` when asked for. */
export async function userPrincipal(
  em: () => EntityManager,
  cache: PrincipalCache | undefined,
  id: number,
): Promise<Principal<User> | null> {
  const load = async () => (await em().getConnection().execute<Row[]>('select * from "users" where "id" = ?', [id]))[0] ?? null;
  const row = cache ? await cache.users.get(id, load) : await load();
  return row ? Principal.ofRow(em, User, row) : null;
}

/**
 * The gate serving `host`: the enabled gate with this host, else the default gate (null when the database has
 * neither), mapped into `em` when asked for. Both candidate rows are read (and cached) together.
 */
export async function gatePrincipal(
  em: () => EntityManager,
  cache: PrincipalCache | undefined,
  host: string,
): Promise<Principal<Gate> | null> {
  const load = () =>
    em()
      .getConnection()
      .execute<Row[]>(
        'select * from "gates" where ("host" = ? and "enabled") or "is_default" order by "is_default" asc, "id" asc limit 2',
        [host],
      );
  const rows = (cache ? await cache.gates.get(host, load) : await load()) ?? [];
  const row = rows.find((r) => r.host === host && r.enabled) ?? rows.find((r) => r.is_default);
  return row ? Principal.ofRow(em, Gate, row) : null;
}
