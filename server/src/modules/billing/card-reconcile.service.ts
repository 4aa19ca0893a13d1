import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError, StateConflictError, ValidationError } from '../../common/errors';
import type { Config } from '../../config';
import type { Context } from '../../graphql/context';
import { recordAudit } from '../audit/audit.service';
import { requireRole, requireUser } from '../auth/access';
import { Role } from '../auth/roles';
import { User } from '../users/user.entity';
import { PaymentDiscrepancy, PaymentDiscrepancyKind, type ReconciledAction } from './payment-discrepancy.entity';
import { amountOf, nmiEventId, parseChargeOrderId, queryTransactions, type NmiTransaction } from './providers/nmi/nmi-client';

/*
 * The daily reconciliation of NMI's transactions with our payments (docs/payments.md "Reconciliation"). For one UTC
 * day it reads the day's transactions through NMI's Query API (start_date/end_date) and compares each successful
 * action of an order of ours (an `orderid` that parseChargeOrderId reads) with the payment it should have made:
 *
 *   sale on transaction T   → our payment `nmi:sale:T`
 *   refund transaction T    → `nmi:refund:T`
 *   void on (sale) T        → `nmi:void:T`
 *
 * - an action of the day without its payment (whenever that payment was written) → `missing_in_ledger`;
 * - a payment of ours written that day whose action NMI has neither that day nor, asked by its transaction id, on
 *   another (a sale approved at 23:59:59 and credited after midnight is no finding), or has only as failed →
 *   `missing_at_nmi`;
 * - both there with another amount or currency → `amount_differs`.
 *
 * Only the day's actions count (NMI answers a transaction with any action in the window; its other actions belong to
 * their own days). Findings are rows of payment_discrepancies, unique per provider, kind, action and transaction:
 * reconciling a day again adds only what is new. Staff resolve them with a note (resolvePaymentDiscrepancy, audited).
 */

const ACTIONS: readonly ReconciledAction[] = ['sale', 'refund', 'void'];
const EVENT_ID = /^nmi:(sale|refund|void):(.+)$/;
/** Longest note a resolution keeps. */
export const NOTE_MAX_LENGTH = 500;
/** At most this many findings are answered by a list (newest day first). */
const LIST_LIMIT = 500;

interface NmiSide {
  action: ReconciledAction;
  transactionId: string;
  orderid: string;
  orderId: number;
  amountMinor: number;
  currency: string;
}

interface OurPayment {
  order_id: number;
  provider_event_id: string;
  amount_minor: number;
  currency: string;
  created_at: Date | string;
}

interface Finding {
  kind: PaymentDiscrepancyKind;
  action: ReconciledAction;
  transactionId: string;
  orderId: number | null;
  amountMinor: number;
  currency: string;
  detail: string;
}

export interface ReconcileSummary {
  /** The UTC day reconciled, YYYY-MM-DD. */
  day: string;
  /** Successful actions of our orders NMI reported for the day. */
  nmiActions: number;
  /** Our NMI payments written that day. */
  payments: number;
  /** Findings this run added (a finding already recorded is not added again). */
  added: number;
}

/** The UTC day of `d` as YYYY-MM-DD. */
export function utcDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

const money = (minor: number, currency: string) => `${amountOf(minor)} ${currency}`.trim();

/** The successful sale, refund and void actions of `t` dated within [from, to] (NMI's YYYYMMDDhhmmss). */
function ourActions(t: NmiTransaction, from?: string, to?: string): NmiSide[] {
  const charge = parseChargeOrderId(t.orderId);
  if (!charge) return [];
  const out: NmiSide[] = [];
  for (const a of t.actions) {
    const action = a.actionType as ReconciledAction;
    if (!a.success || !ACTIONS.includes(action)) continue;
    if ((from && a.date < from) || (to && a.date > to)) continue;
    out.push({
      action,
      transactionId: t.transactionId,
      orderid: t.orderId,
      orderId: charge.orderId,
      amountMinor: a.amountMinor,
      currency: t.currency,
    });
  }
  return out;
}

const differs = (nmi: { amountMinor: number; currency: string }, ours: OurPayment) =>
  nmi.amountMinor !== ours.amount_minor || (nmi.currency !== '' && nmi.currency !== ours.currency);

function differsFinding(nmi: NmiSide | (Omit<NmiSide, 'orderId'> & { orderId: number | null }), ours: OurPayment): Finding {
  return {
    kind: PaymentDiscrepancyKind.amount_differs,
    action: nmi.action,
    transactionId: nmi.transactionId,
    orderId: ours.order_id,
    amountMinor: nmi.amountMinor,
    currency: nmi.currency || ours.currency,
    detail: `NMI's ${nmi.action} of transaction ${nmi.transactionId} is ${money(nmi.amountMinor, nmi.currency)}; our payment ${ours.provider_event_id} of order ${ours.order_id} is ${money(ours.amount_minor, ours.currency)}.`,
  };
}

async function paymentsByEventId(em: EntityManager, ids: string[]): Promise<OurPayment[]> {
  const rows: OurPayment[] = [];
  for (let i = 0; i < ids.length; i += 1000) {
    const chunk = ids.slice(i, i + 1000);
    rows.push(
      ...(await em.execute<OurPayment[]>(
        `select order_id, provider_event_id, amount_minor, currency, created_at from payments
         where provider = 'card' and provider_event_id in (${chunk.map(() => '?').join(', ')})`,
        chunk,
      )),
    );
  }
  return rows;
}

/**
 * Reconciles the UTC day of `day`: reads NMI's transactions of that day, compares them with our payments, records the
 * findings not recorded yet. Throws NmiUnavailableError when the Query API does not answer (nothing is recorded then).
 */
export async function reconcileCardPayments(em: EntityManager, config: Config, day: Date): Promise<ReconcileSummary> {
  const dayText = utcDay(day);
  const ymd = dayText.replace(/-/g, '');
  const from = `${ymd}000000`;
  const to = `${ymd}235959`;
  const start = new Date(`${dayText}T00:00:00.000Z`);
  const end = new Date(start.getTime() + 86_400_000);

  const transactions = await queryTransactions(config, { start_date: from, end_date: to });
  const atNmi = new Map<string, NmiSide>();
  for (const t of transactions) for (const a of ourActions(t, from, to)) atNmi.set(nmiEventId(a.action, a.transactionId), a);

  const fork = em.fork();
  const written = await fork.execute<OurPayment[]>(
    `select order_id, provider_event_id, amount_minor, currency, created_at from payments
     where provider = 'card' and created_at >= ? and created_at < ?
       and (provider_event_id like 'nmi:sale:%' or provider_event_id like 'nmi:refund:%' or provider_event_id like 'nmi:void:%')`,
    [start, end],
  );
  const ours = new Map<string, OurPayment>(written.map((p) => [p.provider_event_id, p]));
  // The day's NMI actions credited on another day (an answer or a webhook after midnight) are not missing.
  const elsewhere = [...atNmi.keys()].filter((id) => !ours.has(id));
  for (const p of await paymentsByEventId(fork, elsewhere)) ours.set(p.provider_event_id, p);

  const findings: Finding[] = [];
  for (const [eventId, nmi] of atNmi) {
    const mine = ours.get(eventId);
    if (!mine) {
      findings.push({
        kind: PaymentDiscrepancyKind.missing_in_ledger,
        action: nmi.action,
        transactionId: nmi.transactionId,
        orderId: nmi.orderId,
        amountMinor: nmi.amountMinor,
        currency: nmi.currency,
        detail: `NMI's ${nmi.action} of transaction ${nmi.transactionId} (orderid ${nmi.orderid}, ${money(nmi.amountMinor, nmi.currency)}) has no payment of ours (${eventId}).`,
      });
    } else if (differs(nmi, mine)) findings.push(differsFinding(nmi, mine));
  }

  // Our payments of the day NMI did not report for the day: asked for by transaction id, they may be of another day.
  for (const p of written) {
    if (atNmi.has(p.provider_event_id)) continue;
    const [, actionText, transactionId] = EVENT_ID.exec(p.provider_event_id)!;
    const action = actionText as ReconciledAction;
    const found = await queryTransactions(config, { transaction_id: transactionId });
    const t = found.find((x) => x.transactionId === transactionId);
    const done = t?.actions.find((a) => a.actionType === action && a.success);
    if (done) {
      const nmi = { action, transactionId, orderid: t!.orderId, orderId: p.order_id, amountMinor: done.amountMinor, currency: t!.currency };
      if (differs(nmi, p)) findings.push(differsFinding(nmi, p));
      continue;
    }
    const failed = t?.actions.find((a) => a.actionType === action);
    findings.push({
      kind: PaymentDiscrepancyKind.missing_at_nmi,
      action,
      transactionId,
      orderId: p.order_id,
      amountMinor: p.amount_minor,
      currency: p.currency,
      detail: `Our payment ${p.provider_event_id} of order ${p.order_id} (${money(p.amount_minor, p.currency)}) ${
        failed
          ? `is a failed ${action} at NMI (${failed.responseText || 'no reason given'})`
          : `has no ${action} of transaction ${transactionId} at NMI`
      }.`,
    });
  }

  let added = 0;
  for (const f of findings) {
    const rows = await fork.execute<{ id: number }[]>(
      `insert into payment_discrepancies (provider, kind, action, transaction_id, order_id, amount_minor, currency, detail, day)
       values ('nmi', ?, ?, ?, (select id from orders where id = ?), ?, ?, ?, ?)
       on conflict (provider, kind, action, transaction_id) do nothing returning id`,
      [f.kind, f.action, f.transactionId, f.orderId, f.amountMinor, f.currency.slice(0, 3), f.detail, dayText],
    );
    added += rows.length;
  }
  return { day: dayText, nmiActions: atNmi.size, payments: written.length, added };
}

export async function listPaymentDiscrepancies(ctx: Context, open: boolean): Promise<PaymentDiscrepancy[]> {
  requireRole(ctx, Role.Admin);
  return ctx.em.find(PaymentDiscrepancy, open ? { resolvedAt: null } : {}, {
    orderBy: [{ day: 'desc' }, { id: 'desc' }],
    limit: LIST_LIMIT,
  });
}

export async function resolvePaymentDiscrepancy(ctx: Context, id: number, note: string): Promise<PaymentDiscrepancy> {
  requireRole(ctx, Role.Admin);
  const text = note.trim();
  if (!text) throw new ValidationError([{ propertyPath: 'note', message: 'This value should not be blank.' }]);
  if (text.length > NOTE_MAX_LENGTH) {
    throw new ValidationError([
      { propertyPath: 'note', message: `This value is too long. It should have ${NOTE_MAX_LENGTH} characters or less.` },
    ]);
  }
  const actor = ctx.impersonator ?? requireUser(ctx);
  const resolvedId = await ctx.em.fork().transactional(async (tem) => {
    const em = tem as EntityManager;
    const found = await em.findOne(PaymentDiscrepancy, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!found) throw new NotFoundError();
    if (found.resolvedAt) throw new StateConflictError('This discrepancy is resolved already.');
    found.resolvedAt = new Date();
    found.resolvedBy = em.getReference(User, actor.id);
    found.resolutionNote = text;
    recordAudit(em, ctx, {
      targetType: 'PaymentDiscrepancy',
      targetId: found.id,
      detail: { note: text, kind: found.kind, action: found.action, transactionId: found.transactionId, orderId: found.order?.id ?? null },
    });
    await em.flush();
    return found.id;
  });
  return ctx.em.findOneOrFail(PaymentDiscrepancy, resolvedId, { refresh: true });
}
