import type { EventSubscriber, FlushEventArgs } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { paginate, type PageResult } from '../../common/list';
import type { Context } from '../../graphql/context';
import { requireRole } from '../auth/access';
import { Role } from '../auth/roles';
import { AuditEntry } from './audit.entity';
import { auditListSpec, type AuditListArgs } from './audit.input';

/*
 * The audit log: who changed what, written in the same database transaction as the change.
 *
 * - Staff actions (refund, cancel, ledger entries, role changes, account removal…) call `recordAudit` with the
 *   entity manager of their transaction, naming their target and a small detail.
 * - Every other write made while an admin is switched to a user is caught generically: each GraphQL mutation runs in
 *   an audit scope (`runInAuditScope`, wrapped around every Mutation root field); the first flush of the mutation that
 *   changes rows gets an audit row added to that same flush (the ORM subscriber), naming the first row changed. A
 *   mutation that wrote only through plain SQL, which no flush sees, is logged right after it succeeds (`recordAfter`),
 *   in its own transaction.
 * The actor is always the real user (the admin while switched); `impersonatedUserId` is the effective user then.
 *
 * A scope is found without AsyncLocalStorage, whose promise hook on Node 20 copies every store onto every promise of
 * every request once it has been used (about 1 % of a rename's CPU in the rename row of `npm run bench:api`):
 * - by its context, for `recordAudit`: GraphQL runs the root fields of a mutation one after another, so a context
 *   has at most one mutation running;
 * - by its entity manager, for the subscriber, only while switched to a user: the request's entity manager carries the
 *   scope's key in its logger context (MikroORM's public `setLoggerContext`), which MikroORM copies into every fork of
 *   it, the ones `em.transactional` makes included.
 */

interface AuditScope {
  ctx: Context;
  operation: string;
  /** An entry was written for this mutation already. */
  recorded: boolean;
}

/** The mutation each context is running. */
const running = new WeakMap<Context, AuditScope>();
/** The mutations running while switched to a user, by the key in their entity managers' logger context. */
const switched = new Map<string, AuditScope>();
/** The logger context's property holding that key. */
const SCOPE_KEY = 'auditScope';
let lastKey = 0;

export interface AuditRecord {
  targetType: string;
  targetId?: number | null;
  detail?: Record<string, unknown>;
  /** Defaults to the GraphQL mutation being run. */
  operation?: string;
}

function entryFields(ctx: Context, operation: string, record: AuditRecord) {
  const actor = ctx.impersonator ?? ctx.user;
  return {
    actorId: actor?.id ?? 0,
    impersonatedUserId: ctx.impersonator ? (ctx.user?.id ?? null) : null,
    operation: record.operation ?? operation,
    targetType: record.targetType,
    targetId: record.targetId ?? null,
    gateId: ctx.gateId,
    detail: record.detail ?? {},
  };
}

/** Adds an audit row to `em`'s unit of work: it is written by the flush that writes the change. */
export function recordAudit(em: EntityManager, ctx: Context, record: AuditRecord): AuditEntry {
  const current = running.get(ctx);
  if (current) current.recorded = true;
  return em.create(AuditEntry, entryFields(ctx, current?.operation ?? record.operation ?? 'unknown', record));
}

/** The ORM subscriber: the first flush of a mutation run while switched to a user carries its audit row. */
export class AuditSubscriber implements EventSubscriber {
  async onFlush(args: FlushEventArgs): Promise<void> {
    if (!switched.size) return;
    const key = args.em.getLoggerContext()[SCOPE_KEY];
    const current = typeof key === 'string' ? switched.get(key) : undefined;
    if (!current || current.recorded) return;
    const changes = args.uow.getChangeSets().filter((cs) => !(cs.entity instanceof AuditEntry));
    if (!changes.length) return;
    current.recorded = true;
    const first = changes[0];
    const pk = first.getPrimaryKey();
    const entry = args.em.create(
      AuditEntry,
      entryFields(current.ctx, current.operation, {
        targetType: first.meta.className,
        targetId: typeof pk === 'number' ? pk : null,
        detail: { changes: changes.map((cs) => ({ type: cs.meta.className, kind: cs.type })) },
      }),
    );
    args.uow.computeChangeSet(entry);
  }
}

function targetOf(result: unknown): { targetType: string; targetId: number | null } {
  if (result && typeof result === 'object') {
    const id = (result as { id?: unknown }).id;
    return { targetType: result.constructor?.name ?? 'Object', targetId: typeof id === 'number' ? id : null };
  }
  return { targetType: 'none', targetId: null };
}

/**
 * Runs one mutation in an audit scope; while switched to a user, a mutation no flush logged is logged after it.
 * Wrapped around the Mutation root fields only (graphql/schema.ts): a type-graphql global middleware would run for
 * every field of every answer.
 */
export async function runInAuditScope<T>(context: Context | undefined, operation: string, next: () => T | Promise<T>): Promise<T> {
  if (!context?.gateId) return next();
  const current: AuditScope = { ctx: context, operation, recorded: false };
  running.set(context, current);
  let key: string | undefined;
  if (context.impersonator) {
    key = String((lastKey += 1));
    switched.set(key, current);
    context.em.setLoggerContext({ ...context.em.getLoggerContext(), [SCOPE_KEY]: key });
  }
  let result: T;
  try {
    result = await next();
  } finally {
    running.delete(context);
    if (key) switched.delete(key);
  }
  // Switched to a user (a key was given) and no flush wrote the entry: logged now, in a transaction of its own.
  if (key && !current.recorded) {
    const em = context.em.fork();
    em.create(AuditEntry, entryFields(context, operation, targetOf(result)));
    await em.flush();
  }
  return result;
}

export async function listAuditEntries(ctx: Context, args: AuditListArgs): Promise<PageResult<AuditEntry>> {
  requireRole(ctx, Role.Admin);
  return paginate(ctx.em, AuditEntry, auditListSpec, args);
}
