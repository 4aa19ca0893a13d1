import { ValidationError } from '../../common/errors';
import type { Context } from '../../graphql/context';
import type { AdminKpis, CountDay, CreditsDay, RevenueDay } from './kpi.types';

/*
 * Dashboard KPIs: each figure is ONE aggregate SQL statement over its table — no row is loaded into the
 * process. Days are UTC days. Like the other staff lists, the figures cover every gate (staff administer the whole
 * system, docs/product.md#what-it-is) unless a `gateId` narrows them to the users of that gate (orders, payments, ledger entries and
 * projects through their owner).
 *
 * Access: the figures are for staff (support and above); revenue is money and is for managers and above
 * (graphql field rule in kpi.resolver.ts).
 */

const DAY_MS = 86_400_000;
const MAX_RANGE_DAYS = 366;

export function kpiRange(from: Date | null | undefined, to: Date | null | undefined, gateId: number | null | undefined): AdminKpis {
  const end = to ?? new Date();
  const start = from ?? new Date(end.getTime() - 30 * DAY_MS);
  if (start > end) throw new ValidationError([{ propertyPath: 'from', message: 'The start must not be after the end.' }]);
  if (end.getTime() - start.getTime() > MAX_RANGE_DAYS * DAY_MS) {
    throw new ValidationError([{ propertyPath: 'to', message: `The range must not exceed ${MAX_RANGE_DAYS} days.` }]);
  }
  return { from: start, to: end, gateId: gateId ?? null };
}

/** `and u.gate_id = ?` with its parameter, for queries joining the owner as `u`. */
function gateClause(k: AdminKpis): [string, unknown[]] {
  return k.gateId === null ? ['', []] : [' and u.gate_id = ?', [k.gateId]];
}

const DAY = (column: string) => `to_char(date_trunc('day', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;

export async function revenueByDay(ctx: Context, k: AdminKpis): Promise<RevenueDay[]> {
  const [gate, params] = gateClause(k);
  const rows = await ctx.em.execute<{ day: string; currency: string; amount: string; refunded: string; payments: string }[]>(
    `select ${DAY('p.created_at')} as day, p.currency,
            coalesce(sum(p.amount_minor) filter (where p.status = 'succeeded'), 0) as amount,
            coalesce(sum(p.amount_minor) filter (where p.status = 'refunded'), 0) as refunded,
            count(*) filter (where p.status = 'succeeded') as payments
       from payments p join orders o on o.id = p.order_id join users u on u.id = o.owner_id
      where p.created_at >= ? and p.created_at <= ? and p.status in ('succeeded', 'refunded')${gate}
      group by 1, 2 order by 1, 2`,
    [k.from, k.to, ...params],
  );
  return rows.map((r) => ({
    day: r.day,
    currency: r.currency,
    amountMinor: Number(r.amount),
    refundedMinor: Number(r.refunded),
    payments: Number(r.payments),
  }));
}

export async function newUsersByDay(ctx: Context, k: AdminKpis): Promise<CountDay[]> {
  const [gate, params] = gateClause(k);
  const rows = await ctx.em.execute<{ day: string; count: string }[]>(
    `select ${DAY('u.created_at')} as day, count(*) as count from users u
      where u.created_at >= ? and u.created_at <= ?${gate} group by 1 order by 1`,
    [k.from, k.to, ...params],
  );
  return rows.map((r) => ({ day: r.day, count: Number(r.count) }));
}

export async function creditsByDay(ctx: Context, k: AdminKpis): Promise<CreditsDay[]> {
  const [gate, params] = gateClause(k);
  const rows = await ctx.em.execute<{ day: string; sold: string; bonus: string; spent: string }[]>(
    `select ${DAY('t.created_at')} as day,
            coalesce(sum(t.quantity) filter (where t.source = 'payment'), 0) as sold,
            coalesce(sum(t.quantity) filter (where t.source = 'promotion_bonus'), 0) as bonus,
            coalesce(-sum(t.quantity) filter (where t.source = 'project_assignment'), 0) as spent
       from transactions t join users u on u.id = t.owner_id
      where t.created_at >= ? and t.created_at <= ? and t.source in ('payment', 'promotion_bonus', 'project_assignment')${gate}
      group by 1 order by 1`,
    [k.from, k.to, ...params],
  );
  return rows.map((r) => ({ day: r.day, sold: Number(r.sold), bonus: Number(r.bonus), spent: Number(r.spent) }));
}

/** Projects running a package now (a package assigned and its period not over), of owners not removed. */
export async function activeProjects(ctx: Context, k: AdminKpis): Promise<number> {
  const [gate, params] = gateClause(k);
  const [row] = await ctx.em.execute<{ count: string }[]>(
    `select count(*) as count from projects p join users u on u.id = p.owner_id
      where p.package_id is not null and (p.expired_at is null or p.expired_at > now()) and not u.deleted${gate}`,
    params,
  );
  return Number(row.count);
}

/** Projects flagged off target by the hourly check (delivery/off-target.service.ts), of owners not removed. */
export async function offTargetProjects(ctx: Context, k: AdminKpis): Promise<number> {
  const [gate, params] = gateClause(k);
  const [row] = await ctx.em.execute<{ count: string }[]>(
    `select count(*) as count from projects p join users u on u.id = p.owner_id where p.off_target_since is not null and not u.deleted${gate}`,
    params,
  );
  return Number(row.count);
}

/** Recurring orders still active (subscriptions that renew). */
export async function openSubscriptions(ctx: Context, k: AdminKpis): Promise<number> {
  const [gate, params] = gateClause(k);
  const [row] = await ctx.em.execute<{ count: string }[]>(
    `select count(*) as count from orders o join users u on u.id = o.owner_id where o.recurring and o.status = 'active'${gate}`,
    params,
  );
  return Number(row.count);
}
