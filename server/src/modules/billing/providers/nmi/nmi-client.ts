import type { EntityManager } from '@mikro-orm/postgresql';
import { XMLParser } from 'fast-xml-parser';
import type { Config } from '../../../../config';

/*
 * NMI's Payment API (`POST /api/transact.php`) and Query API (`POST /api/query.php`), both form-encoded with the
 * merchant's private security key (docs/payments.md "What we call at NMI"). The Payment API answers a form-encoded
 * body whose `response` is 1 (approved), 2 (declined) or 3 (error); the Query API answers XML (`<nm_response>`).
 * Amounts travel as decimal strings with two places ("12.50"); we keep minor units everywhere else.
 */

export class NmiUnavailableError extends Error {}

export interface NmiResult {
  /** 1 approved, 2 declined, 3 error (NMI's `response`). */
  response: '1' | '2' | '3';
  responseText: string;
  transactionId: string;
  responseCode: string;
  customerVaultId: string;
  orderId: string;
  raw: Record<string, string>;
}

export interface NmiAction {
  actionType: string;
  amountMinor: number;
  success: boolean;
  date: string;
  responseText: string;
}

export interface NmiTransaction {
  transactionId: string;
  orderId: string;
  condition: string;
  currency: string;
  customerVaultId: string;
  actions: NmiAction[];
}

/** "12.50" → 1250; anything that is not a two-place decimal is NaN (callers refuse it). */
export function minorOf(amount: string): number {
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(amount.trim())) return Number.NaN;
  const [whole, frac = ''] = amount.trim().split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

export function amountOf(minor: number): string {
  return (minor / 100).toFixed(2);
}

async function post(config: Config, path: string, fields: Record<string, string | undefined>): Promise<string> {
  const { apiUrl, securityKey, timeoutMs } = config.payments.nmi;
  const body = new URLSearchParams({ security_key: securityKey });
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) body.set(k, v);
  let res: Response;
  try {
    res = await fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (e) {
    throw new NmiUnavailableError(`NMI could not be reached: ${(e as Error).message}`);
  }
  const text = await res.text();
  if (res.status !== 200) throw new NmiUnavailableError(`NMI answered ${res.status} to ${path}.`);
  return text;
}

/** One Payment API call; a declined or refused transaction is a result (response 2 or 3), not an exception. */
export async function transact(config: Config, fields: Record<string, string | undefined>): Promise<NmiResult> {
  const raw = Object.fromEntries(new URLSearchParams(await post(config, '/api/transact.php', fields)));
  const response = raw.response;
  if (response !== '1' && response !== '2' && response !== '3') throw new NmiUnavailableError('NMI answered without a response code.');
  return {
    response,
    responseText: raw.responsetext ?? '',
    transactionId: raw.transactionid ?? '',
    responseCode: raw.response_code ?? '',
    customerVaultId: raw.customer_vault_id ?? '',
    orderId: raw.orderid ?? '',
    raw,
  };
}

const xml = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  isArray: (name) => name === 'transaction' || name === 'action',
});

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The Query API's transactions matching `filter` (for example `order_id`, or `start_date`/`end_date` as YYYYMMDDhhmmss). */
export async function queryTransactions(config: Config, filter: Record<string, string>): Promise<NmiTransaction[]> {
  const body = await post(config, '/api/query.php', filter);
  let doc: { nm_response?: { transaction?: Record<string, unknown>[]; error_response?: unknown } | '' };
  try {
    doc = xml.parse(body) as typeof doc;
  } catch {
    throw new NmiUnavailableError('NMI answered the query with something that is not XML.');
  }
  if (!('nm_response' in doc)) throw new NmiUnavailableError('NMI answered the query without <nm_response>.');
  // An empty <nm_response/> (nothing matched) parses as an empty string.
  const answer = doc.nm_response || {};
  if (answer.error_response) throw new NmiUnavailableError(`NMI refused the query: ${text(answer.error_response)}`);
  return (answer.transaction ?? []).map((t) => ({
    transactionId: text(t.transaction_id),
    orderId: text(t.order_id),
    condition: text(t.condition),
    currency: text(t.currency).toUpperCase(),
    customerVaultId: text(t.customerid),
    actions: ((t.action as Record<string, unknown>[] | undefined) ?? []).map((a) => ({
      actionType: text(a.action_type),
      amountMinor: minorOf(text(a.amount)),
      success: text(a.success) === '1',
      date: text(a.date),
      responseText: text(a.response_text),
    })),
  }));
}

/*
 * The `orderid` we give NMI names our order and the charge: `<order id>` for the buyer's first sale and `<order
 * id>-r<n>` for the n-th renewal. A renewal retried after a crash asks the Query API for its orderid before charging,
 * so one period is charged at most once.
 */
export function chargeOrderId(orderId: number, renewal?: number): string {
  return renewal ? `${orderId}-r${renewal}` : String(orderId);
}

export function parseChargeOrderId(value: string): { orderId: number; renewal: number } | null {
  const m = /^([1-9]\d{0,8})(?:-r([1-9]\d{0,5}))?$/.exec(value.trim());
  return m ? { orderId: Number(m[1]), renewal: m[2] ? Number(m[2]) : 0 } : null;
}

/**
 * The payment event ids of NMI's transactions (docs/payments.md "Webhooks"): `nmi:<kind>:<transaction id>`, the same
 * whether the API's answer or NMI's webhook reports the transaction, so each is booked once.
 */
export function nmiEventId(kind: 'sale' | 'sale-failed' | 'refund' | 'void' | 'chargeback', transactionId: string): string {
  return `nmi:${kind}:${transactionId}`;
}

/** NMI's transaction ids of the order's credited sales, first sale first. */
export async function creditedSalesOf(em: EntityManager, orderId: number): Promise<string[]> {
  const rows: { provider_event_id: string }[] = await em.execute(
    `select provider_event_id from payments where order_id = ? and provider = 'card' and status = 'succeeded'
       and provider_event_id like 'nmi:sale:%' order by id`,
    [orderId],
  );
  return rows.map((r) => r.provider_event_id.slice(nmiEventId('sale', '').length));
}
